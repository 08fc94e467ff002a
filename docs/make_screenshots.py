"""Makes the README's pictures with the simulator's headless mode:
`.venv/bin/python docs/make_screenshots.py [NAME ...]` writes docs/sim-pegs.png (with
docs/sim-pegs-move.png, sim-pegs-played.png and sim-pegs-help.png: a move in words, the move
played, the game's Help page), docs/sim-diceball.png, docs/sim-diceball-roll.png,
docs/sim-seats.png and docs/sim-<game>.png of each card-table game and Rummoli (with NAMEs,
only those: `pegs`, `diceball`, `diceball_roll`, `seats`, `rummoli` or a card-table game's key).

DiceBall: a game started from the wizard on pico-diceball and rolled, by input alone, into the
middle of an inning; and its next roll, the dice tumbling (the scoreboard as before the roll)
beside the same roll settled, each window at half size. Pegs & Jokers: an 8-player game dealt
from the wizard on esp32-pegs8, then played on by the rules core's computer player for some
turns and saved into the board's storage (as the app saves every turn), and the board powered
up again and the game resumed from the main menu: the picture shows what the firmware draws
for a real game in progress. The
card-table games: each played on esp32-pegs8 by a script of button presses alone, from the
game menu and its wizard through the house rules and some rounds entered as the OLED asks them
(one player's points counted card by card), written to docs/play/<game>.txt: `make sim
ARGS="--board esp32-pegs8 --script docs/play/rummy.txt --screenshot shots/"` plays it again.
Rummoli: started from the game menu and its wizard, some hands and a card play played on its
rules core, saved and resumed. The seat chooser: the OLED
alone, 4x, of the Pegs & Jokers wizard on pico-pegs4 with Play per seat, two people as a team
against two hard computers.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from simulator.session import firmware_path  # noqa: E402

firmware_path()

import pygame  # noqa: E402

from simulator import headless, script  # noqa: E402
from simulator.session import LocalSession  # noqa: E402

SEED = 2024
# New game, down past the wizard's last row (Start game: the list does not wrap), OK.
WIZARD = "press OK\npress DOWN 15\npress OK\nwait 300\n"
PEGS = "press OK\npress OK\n"  # New game, Pegs & Jokers (the game menu's first)
# Each card-table game: its place in the game menu, players (RIGHT presses from the wizard's
# default), and rounds entered as the table would (results as rules/cards/scoresheet.py takes
# them, round number r from 0).
CARDS = (
    ("frustration14", 1, 5, 3, 6, lambda r: {"out": r % 5, "laid": [r % 5, (r + 2) % 5]}),
    ("frustration20", 2, 5, 3, 6, lambda r: {"out": r % 5, "laid": [r % 5, (r + 3) % 5],
                                             "points": [0 if s == r % 5 else 5 * (s + r % 3 + 1)
                                                        for s in range(5)]}),
    ("contract", 3, 8, 5, 3, lambda r: {"out": r, "points": [0 if s == r else 5 * (s + 1)
                                                             for s in range(8)]}),
    ("rummy", 4, 4, 0, 3, lambda r: {"out": r % 4, "points": [0 if s == r % 4 else 3 * s + 4
                                                               for s in range(4)]}),
    ("handfoot", 5, 4, 0, 2, lambda r: {"out": r % 2, "clean": [1, 1], "dirty": [1, 1],
                                        "wild": [0, 0], "red3s": [0, 0], "melds": [200, 150],
                                        "hands": [0, 40]}),
)
# What a round's entry asks, in the OLED's order: (field, the sides asked: "all" each player
# or partnership, "others" all but who went out, "once" the whole table).
ASKED = {"frustration14": (("out", "once"), ("laid", "others")),
         "frustration20": (("out", "once"), ("laid", "others"), ("points", "others"),
                           ("cut", "once")),
         "contract": (("out", "once"), ("points", "others")),
         "rummy": (("out", "once"), ("points", "others")),
         "handfoot": (("out", "once"), ("clean", "all"), ("dirty", "all"), ("wild", "all"),
                      ("red3s", "all"), ("melds", "all"), ("hands", "all"))}
STEP = {"frustration20": 5, "handfoot": 5}  # what points move by on UP (else 1)
CANASTA = (("A 2", 20), ("3-7", 5), ("8-K", 10), ("JK", 50))  # the count's rows, in order


def presses(value, step):
    """The presses that take a number step from 0 to `value`: RIGHT by 10s, UP by `step`."""
    lines = []
    if value // 10:
        lines.append("press RIGHT %d" % (value // 10))
    if value % 10:
        lines.append("press UP %d" % (value % 10 // step))
    return lines


def counted(value):
    """`value` counted card by card on Frustration's Canasta values: a long OK, the fewest
    cards of each row from the dearest, OK."""
    lines = ["long OK"]
    counts = []
    for ranks, each in sorted(CANASTA, key=lambda row: -row[1]):
        counts.append((ranks, value // each))
        value %= each
    for row in range(len(CANASTA)):
        n = [c for r, c in counts if r == CANASTA[row][0]][0]
        if n:
            lines.append("press RIGHT %d" % n)
        lines.append("press DOWN")
    return lines + ["press OK"]


def round_script(key, players, result, count_one):
    """The presses of one round: the menu's Enter round, each step's answer and OK, the
    summary's OK; with `count_one`, the last player's points counted card by card."""
    lines = ["press OK", "press OK"]  # the round's menu, Enter round
    out = result["out"]
    sides = 2 if key == "handfoot" else players
    for field, who in ASKED[key]:
        if who == "once":
            value = result.get(field, False)
            if field == "out" and out:
                lines.append("press UP %d" % out)
            elif value is True:
                lines.append("press UP")
            lines.append("press OK")
            continue
        for side in range(sides):
            if who == "others" and side == out:
                continue
            if field == "laid":
                lines += ["press UP"] if side in result["laid"] else []
                lines.append("press OK")
            elif count_one and field == "points" and side == sides - 1:
                lines += counted(result[field][side])  # its OK goes on to the next step
            else:
                lines += presses(result[field][side], STEP.get(key, 1) if field in (
                    "points", "melds", "hands") else 1)
                lines.append("press OK")
    lines += ["wait 300", "press OK", "wait 300"]  # the summary, confirmed
    return lines


def card_script(key, place, players, right, rounds, result):
    """A whole playthrough's script: New game, the game, its players, Start game, past the
    house rules, `rounds` rounds entered, P2 picked (its words on the last row)."""
    lines = ["# %s: %d players, %d rounds, entered as the OLED asks" % (key, players, rounds),
             "press OK", "press DOWN %d" % place, "press OK"]
    if right:
        lines.append("press RIGHT %d" % right)
    lines += ["press DOWN 15", "press OK", "wait 300", "press OK"]  # Start game, house rules
    for r in range(rounds):
        lines += round_script(key, players, result(r), key == "frustration20" and r == 0)
    lines += ["wait 1600", "press DOWN", "wait 300"]  # the last note gone, P2's words
    return "\n".join(lines) + "\n"


DICEBALL_ROLLS = 10  # with SEED: two on, two out in the top of the 1st, a strike just pitched
TUMBLING_MS = 200    # into the next roll's tumble (650 ms): the batter's dice mid-roll
PEGS_TURNS = 64      # eight seats, eight turns each: Red holds a 9 that can bump


def save(session, path):
    camera = headless.Camera(session, HERE)
    pygame.image.save(camera.window(), path)
    print(path)


def diceball():
    s = LocalSession("pico-diceball", SEED)
    # A roll at a person's pace: each one's animation over before the next.
    script.play(s, script.parse(WIZARD + "press ROLL\nwait 1500\n" * DICEBALL_ROLLS))
    save(s, os.path.join(HERE, "sim-diceball.png"))


def diceball_roll():
    s = LocalSession("pico-diceball", SEED)
    script.play(s, script.parse(WIZARD + "press ROLL\nwait 1500\n" * DICEBALL_ROLLS))
    camera = headless.Camera(s, HERE)
    script.play(s, script.parse("press ROLL\nwait %d\n" % TUMBLING_MS))
    tumbling = camera.window()
    script.play(s, script.parse("wait 1500\n"))
    settled = camera.window()
    w, h = tumbling.get_size()
    both = pygame.Surface((w, h // 2))
    both.blit(pygame.transform.smoothscale(tumbling, (w // 2, h // 2)), (0, 0))
    both.blit(pygame.transform.smoothscale(settled, (w // 2, h // 2)), (w // 2, 0))
    path = os.path.join(HERE, "sim-diceball-roll.png")
    pygame.image.save(both, path)
    print(path)


def pegs():
    from gameboard.rules.pegs import Game
    from gameboard.rules.pegs.player import choose_move
    from gameboard.rules.prng import Prng
    from gameboard.savefile import SaveSlot
    s = LocalSession("esp32-pegs8", SEED)
    script.play(s, script.parse(PEGS + WIZARD[len("press OK\n"):]))
    slot = SaveSlot(s.hw.storage, "game")
    saved = slot.load()
    game = Game.from_dict(saved["rules"])
    prng = Prng(SEED)
    for _ in range(PEGS_TURNS):
        game.apply(choose_move(game, game.turn, prng))
    saved["rules"] = game.to_dict()
    slot.save(saved)
    again = LocalSession("esp32-pegs8", SEED, storage=s.hw.storage)  # power-up: Resume on top
    # Resume, then OK as the player the board passed to: the hand on the OLED.
    script.play(again, script.parse("press OK\nwait 300\npress OK\nwait 300\n"))
    save(again, os.path.join(HERE, "sim-pegs.png"))
    return again


def pegs_words(session):
    """On from the hand of pegs(): a card's move in words (the hand's first card that can bump
    a peg, at its first such move, else the card with most moves), the move played, and the
    game menu's Help page."""
    from gameboard.games.pegs import pick as K
    ctrl = session.shell.stack[-1].ctrl
    hand = ctrl.screen
    game = ctrl.game
    counts = [len(game.packed_moves(game.turn, card)) for card in hand.cards]
    bumping = [k for k in range(len(hand.cards)) if [
        raw for raw in game.packed_moves(game.turn, hand.cards[k]) if _bumps(raw)]]
    at = bumping[0] if bumping else counts.index(max(counts))
    script.play(session, script.parse("press RIGHT %d\nwait 300\npress OK\nwait 300\n" % at
                                      if at else "wait 300\npress OK\nwait 300\n"))
    moves = ctrl.screen
    # To the first choice that leads to a move bumping a peg (a split's leg: OK to its rest),
    # then to that move.
    for _ in range(2 * len(moves.choices)):
        i, leg = moves.current()
        if i >= 0 and _bumps(moves.raws[i]):
            break
        if leg is not None and [k for k in K.under(moves.card, moves.raws, leg)
                                if _bumps(moves.raws[k])]:
            script.play(session, script.parse("press OK\n"))
        else:
            script.play(session, script.parse("press DOWN\n"))
    save(session, os.path.join(HERE, "sim-pegs-move.png"))
    script.play(session, script.parse("press OK\nwait 100\n"))
    save(session, os.path.join(HERE, "sim-pegs-played.png"))
    # The move's animation over, the next player's turn: BACK opens the game menu; Help.
    script.play(session, script.parse("wait 3000\npress BACK\nwait 100\npress DOWN 3\n"
                                      "press OK\nwait 100\n"))
    save(session, os.path.join(HERE, "sim-pegs-help.png"))


def seats():
    from simulator.render import oled_surface
    s = LocalSession("pico-pegs4", SEED)
    # New game, Pegs & Jokers; down to Play, RIGHT to per seat; P2 and P4 LEFT from person
    # round to comp. hard.
    script.play(s, script.parse(PEGS + "press DOWN 3\npress RIGHT 3\npress DOWN 2\n"
                                "press LEFT\npress DOWN 2\npress LEFT\nwait 300\n"))
    w, h = s.board.display_size
    path = os.path.join(HERE, "sim-seats.png")
    pygame.image.save(pygame.transform.scale(oled_surface(s.oled, w, h), (4 * w, 4 * h)), path)
    print(path)


def started(place, players):
    """A card-table game started on esp32-pegs8: New game, the game (`place` rows down the
    game menu), Players: RIGHT from the default to `players`, Start game; and its save."""
    from gameboard.savefile import SaveSlot
    s = LocalSession("esp32-pegs8", SEED)
    script.play(s, script.parse("press OK\npress DOWN %d\npress OK\n" % place))
    while _players(s) != players:
        script.play(s, script.parse("press RIGHT\n"))
    script.play(s, script.parse("press DOWN 15\npress OK\nwait 300\n"))
    return s, SaveSlot(s.hw.storage, "game")


def card_table(key, place, players, right, rounds, result):
    """Plays the game's script (written to docs/play/) and saves its last screen."""
    text = card_script(key, place, players, right, rounds, result)
    folder = os.path.join(HERE, "play")
    if not os.path.isdir(folder):
        os.mkdir(folder)
    with open(os.path.join(folder, key + ".txt"), "w") as f:
        f.write(text)
    s = LocalSession("esp32-pegs8", SEED)
    script.play(s, script.parse(text, key))
    table = s.shell.stack[-1].ctrl
    assert table.sheet.number == rounds + 1 and table.entry is None, "%s: the script went " \
        "astray: round %d on screen" % (key, table.sheet.number)
    save(s, os.path.join(HERE, "sim-%s.png" % key))


def rummoli():
    """Six players on esp32-pegs8, their third hand's card play under way: the hearts run up
    to the queen after the king of hearts paid (the OLED asks for the ace of hearts); the game
    resumed from the main menu after the actions went into its save, as the board saves them."""
    from gameboard.rules.cards.rummoli import Rummoli
    s, slot = started(RUMMOLI_PLACE, 6)
    saved = slot.load()
    game = Rummoli.from_dict(saved["rules"])
    for hand in range(2):
        game.deal()
        game.keep()
        game.showdown([hand + 1])
        game.play(game.run.lead, "9S")
        game.play(3, "10S")
        game.go_out(hand, [0 if seat == hand else 2 + seat for seat in range(6)])
    game.deal()
    game.exchange()
    game.showdown([4])
    for seat, card in ((4, "10H"), (5, "JH"), (0, "QH"), (2, "KH")):
        game.play(seat, card)
    saved["rules"] = game.to_dict()
    saved["table"] = {"seat": 2, "form": None, "hands": None}
    slot.save(saved)
    again = LocalSession("esp32-pegs8", SEED, storage=s.hw.storage)
    script.play(again, script.parse("press OK\nwait 300\n"))  # Resume
    save(again, os.path.join(HERE, "sim-rummoli.png"))


def _bumps(raw):
    """Whether a packed Pegs & Jokers move (rules/pegs/move.py) bumps a peg."""
    return raw[1] + 2 < len(raw)


def _players(session):
    """The Players row of the wizard on the session's screen, as a number."""
    return session.shell.stack[-1].opts["players"]


if __name__ == "__main__":
    wanted = sys.argv[1:]
    for name, make in (("diceball", diceball), ("diceball_roll", diceball_roll),
                       ("pegs", lambda: pegs_words(pegs())), ("seats", seats)):
        if not wanted or name in wanted:
            make()
    for game in CARDS:
        if not wanted or game[0] in wanted:
            card_table(*game)
    if not wanted or "rummoli" in wanted:
        rummoli()
