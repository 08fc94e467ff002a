"""Resuming long 8-player Pegs & Jokers saves through the app, for tools/bench/app_heap.py:
`RESUMES`, (players, label, script, prepare, row, fits), where `prepare(folder)` (CPython)
writes the save into the folder the script's board boots with, and the script powers up, picks
Resume and plays a turn. A board that resumes after a power cut is starting that game, so the
smallest heap it resumes in must be within the game's HEAP_WK (its `row`, as a whole game's)
as much as a new game's whole play is: `fits`.

Each save is the longest of a game's, the wizard's 8-player all-computer game on the 8-paddle
board played on CPython through its controller (each move applied, logged, animated and saved
as the app does), its save file at its largest kept with the generation before it (NAME.bak):
the computer players' at each level, and a seeded random-move game's, longer than any game of
people or computers (random play makes the longest games: tools/bench/pegs_save.py), which
need not fit: below its heap the board says it cannot resume it and keeps it."""
import os

SEED = 3
BOARD = "esp32-pegs8"

# Run after app_heap's PRELUDE (Rig, FlashStorage, ctrl, measure): power up on the save, Resume,
# and OK until a turn more is logged. The log is counted in its bytes (its chunks' ends), not
# its records: reading them (game.log) loads the log's reader, which the app leaves unloaded.
RESUME = """
import os
size = os.stat(%%(folder)r + "/game")[6]
rig = Rig(%(board)r, storage=FlashStorage(%%(folder)r))
measure()
rig.go("Resume")
logged = sum(ctrl(rig).game._log.ends)
measure()
presses = 0
while sum(ctrl(rig).game._log.ends) == logged and presses < 20:
    rig.press("OK")
    presses += 1
    measure()
assert sum(ctrl(rig).game._log.ends) > logged, rig.screen().rows
print("ok: resumed a %%%%d-byte save at %%%%d log bytes, a turn in %%%%d presses, peak live %%%%d" %%%% (
    size, logged, presses, peak))
""" % {"board": BOARD}


def _codes(steps):
    from gameboard.games.pegs import places
    return [(seat, places.code(a), places.code(b)) for seat, a, b in steps]


def longest_save(folder, seed=SEED, level=None):
    """Plays the game (module docstring) in `folder` to its end and leaves its largest save
    there, the one before it as NAME.bak; returns (bytes, log entries) of that save. `level`
    None plays random moves, else the computer player's at that level."""
    from gameboard.rules.pegs.player import choose_move
    from gameboard.drivers.flash_storage import FlashStorage
    from gameboard.rules.prng import Prng
    from tests.app.rig import Rig
    storage = FlashStorage(folder)
    rig = Rig(BOARD, storage=storage)
    rig.go("New game", "Pegs")
    rig.go("Play ", "computers")
    rig.go("Start game")
    ctrl = rig.shell.stack[-1].ctrl
    game = ctrl.game
    prng = Prng(seed)
    kept = before = (b"", 0)
    saved = storage.read("game")
    while game.winner() is None:
        if level is None:
            move = prng.choice(game.legal_moves(game.turn))
        else:
            move = choose_move(game, game.turn, prng, level)
        ctrl.apply(move, _codes(move.legs), _codes(move.bumps))
        rig.shell.save_game(ctrl)
        ctrl.screen.finish()
        ctrl.begin_turn()
        previous, saved = saved, storage.read("game")
        if game.winner() is None and len(saved) > len(kept[0]):
            kept, before = (saved, len(game.log)), (previous, 0)
    rig.power_off()
    storage.write("game", kept[0])
    storage.write("game.bak", before[0])
    return len(kept[0]), kept[1]


def _longest_at(level):
    def prepare(folder):
        return longest_save(folder, level=level)
    return prepare


RESUMES = tuple([(8, "8-player Pegs & Jokers resumed from its longest save (%s computers)"
                  % level, RESUME, _longest_at(level), row, True)
                 for level, row in (("normal", None), ("easy", "easy"), ("hard", "hard"))]) + (
    (8, "8-player Pegs & Jokers resumed from its longest save (seed %d, random moves)" % SEED,
     RESUME, longest_save, None, False),)


if __name__ == "__main__":
    import tempfile
    where = tempfile.mkdtemp(prefix="gameboard-pegs-resume-")
    print(longest_save(where), os.listdir(where))
