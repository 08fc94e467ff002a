"""The card-table game tests' helpers beyond a round's entry (cards_driver.py): a game started
through the menus and its wizard, its save read back, a meld checked and cards counted through
the buttons, the last row and the paddles read.
"""
from tests.app.rig import Rig


def started(board, game, choices=(), storage=None):
    """A new game from the game menu and its wizard, past its house rules (the five scored
    games show them first) to the first deal."""
    rig = Rig(board, storage=storage)
    rig.go("New game", game)
    for label, value in choices:
        rig.go(label, value)
    rig.go("Start game")
    rig.wait(50)
    if rig.screen().rows[0] == "House rules":
        rig.press("OK")
    return rig


def saved(rig):
    # Imported here: the shell lets the save code go in the menus, and a reference held from
    # this module's import would have the game load a second copy (a test holds this module
    # while the app plays).
    from gameboard import savefile
    return savefile.decode(rig.hw.storage.files["game"])


def count_cards(rig, counts):
    """On a points step: a long OK, then for each (ranks, cards) of `counts`, in the order of
    the rows, DOWN to the row of those ranks ("8-K" for "8-K (10)") and RIGHT for each card;
    returns the count's screen before OK takes it."""
    rig.long("OK")
    assert rig.screen().rows[0].startswith("Count "), rig.screen()
    for ranks, cards in counts:
        for _ in range(12):
            if rig.screen().highlighted().startswith(ranks + " ("):
                break
            rig.press("DOWN")
        else:
            raise AssertionError("no row %r to count on\n%r" % (ranks, rig.screen()))
        for _ in range(cards):
            rig.press("RIGHT")
    s = rig.screen()
    rig.press("OK")
    return s


def last_row(rig):
    """The last row once any note on it has gone."""
    rig.wait(1600)
    return rig.screen().rows[7]


def paddle_lit(rig, paddle, role="track", holes=18):
    """The holes of `role` lit on a paddle (their numbers), from the LED frame."""
    b = rig.board
    first = 1 if role != "track" else 0
    return [n for n in range(first, first + holes)
            if rig.shell.frame.get(b.led(role, n, paddle)) != (0, 0, 0)]


def wheel_to(rig, want):
    """DOWN until the meld check's wheel shows `want` (a rank, "JK", "New meld", "Check")."""
    for _ in range(20):
        now = rig.screen().rows[5].strip()[2:-2]
        if now == want or now[:-1] == want and want not in ("JK",):
            return
        rig.press("DOWN")
    raise AssertionError("no %r on the wheel:\n%r" % (want, rig.screen()))


def check_melds(rig, melds):
    """From PLAY, the picked player's melds (lists of labels) through Check a meld, then Check;
    returns the answer's rows."""
    rig.press("OK")
    rig.go("Check a meld")
    suits = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
    for k, meld in enumerate(melds):
        if k:
            wheel_to(rig, "New meld")
            rig.press("OK")
        for card in meld:
            rank = card if card == "JK" else card[:-1]
            wheel_to(rig, rank)
            if card != "JK":
                for _ in range(4):
                    if rig.screen().rows[6] == "L/R: " + suits[card[-1]]:
                        break
                    rig.press("RIGHT")
            rig.press("OK")
    wheel_to(rig, "Check")
    rig.press("OK")
    return rig.screen().rows
