"""Scripted play on a Rig, by buttons only: the sessions the power-cut, wear and hang tests
record. Each game is started from the wizard on the combo board (every button, the encoder,
both games), after a visit to the settings that changes and saves them, so a session's
storage operations include settings saves, game saves at every turn and, at the end, the
forgetting of a finished game.

DiceBall: a short game (3 innings) rolled by ROLL until it ends, then BACK (a finished game is
forgotten). Pegs & Jokers: a 4-player game the board plays for every seat (Play: computers),
so it moves by itself; the session waits through `turns` saved moves."""
from tests.app.rig import Rig

BOARD = "pico-combo"
TUMBLE_MS = 650  # games/diceball/play.py _TUMBLE_MS: a roll settles after it


def saves(storage):
    """How many game saves a storage has seen (MemoryStorage's log or LittlefsStorage's)."""
    return len([op for op in storage.ops if op[0] == "write" and op[1] == "game.tmp"])


def change_settings(rig):
    rig.go("Settings")
    rig.press("RIGHT")  # brightness up a step
    rig.go("Sound")
    rig.press("RIGHT")  # sound off
    rig.press("BACK")   # leaving the menu writes them


def start(rig, game, choices):
    rig.go("New game", game)
    for label, value in choices:
        rig.go(label, value)
    rig.go("Start game")


def diceball(storage, rolls=None, innings="3"):
    """A DiceBall game played to its end (or `rolls` rolls) and, if ended, left."""
    rig = Rig(BOARD, storage=storage)
    change_settings(rig)
    start(rig, "DiceBall", [("Innings", innings)])
    n = 0
    while not rig.shell.stack[-1].ctrl.over and (rolls is None or n < rolls):
        rig.press("ROLL")
        rig.wait(TUMBLE_MS)
        n += 1
    if rig.shell.stack[-1].ctrl.over:
        rig.press("BACK")
    return rig


def pegs(storage, turns):
    """A 4-player Pegs & Jokers game the board plays by itself, run for `turns` saved moves."""
    rig = Rig(BOARD, storage=storage)
    change_settings(rig)
    start(rig, "Pegs & Jokers", [("Players", "4"), ("Play ", "computers")])
    target = saves(storage) + turns
    for _ in range(200 * turns):
        if saves(storage) >= target:
            break
        rig.wait(100)
    else:
        raise AssertionError("the board made no %d moves in %d s" % (turns, 20 * turns))
    return rig


_made = {}


def two_generations(game):
    """The files after a short game ("diceball" or "pegs") saved at least twice and settings
    saved twice (game, game.bak, settings, settings.bak), for damaging: made once a run."""
    if game not in _made:
        from simulator.virtual.storage import MemoryStorage
        storage = MemoryStorage()
        if game == "diceball":
            diceball(storage, 4)
        else:
            pegs(storage, 3)
        change_settings(Rig(BOARD, storage=storage))
        _made[game] = dict(storage.files)
    return dict(_made[game])


def whole_pegs(storage):
    """A 4-player Pegs & Jokers game the board plays by itself, to its end."""
    rig = Rig(BOARD, storage=storage)
    start(rig, "Pegs & Jokers", [("Players", "4"), ("Play ", "computers")])
    while not rig.shell.stack[-1].ctrl.over:
        rig.wait(1000)
    return rig


# What the reliability report (tools/reliability_report.py) plays of each game, so that it
# names none: the sessions its power cuts replay (label, play), the wizard's start and seed of
# its mashing (label, choices, seed), the whole games of its flash wear with the pace an hour of
# play assumes (label, play, pace, moves an hour), and the game its hang stalls.
POWER_CUTS = (("DiceBall, settings + a 9-inning game + forgetting it",
               lambda s: diceball(s, innings="9")),
              ("Pegs & Jokers, settings + 40 moves", lambda s: pegs(s, 40)))
MASHING = (("DiceBall", [("Innings", "3")], 11), ("Pegs & Jokers", [("Players", "4")], 12))
WEAR = (("DiceBall, 9 innings", lambda s: diceball(s, innings="9"), "a roll every 5 s",
         3600 / 5),
        ("Pegs & Jokers, 4 players", whole_pegs, "a move every 20 s", 3600 / 20))


def roll(rig):
    """One DiceBall roll, settled; the game's document after it (under any notice)."""
    rig.press("ROLL")
    rig.wait(TUMBLE_MS)
    return rig.shell.stack[0].ctrl.to_dict()


# The game the report's storage faults are tried on: its saved files (two generations), a
# game of it two turns in, and one more turn (the game's document after it).
FAULTS = (lambda: two_generations("diceball"), lambda s: diceball(s, 2), roll)


def stalled(storage):
    """A game for the hang: DiceBall, 5 rolls in."""
    return diceball(storage, 5)
