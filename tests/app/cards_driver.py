"""Keeping score at the card table on a Rig with buttons only: the helpers the card-table game
tests share. `enter(rig, out=1, laid=(0, 1), points=[0, 25])` ends a round the way a table
would: OK for the menu, OK on "Enter round", then each step as the OLED asks it (read off the
screen, never off the controller), the arrows until the value shown is the one wanted, OK; the
summary is left open for the test to read and confirm.
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
    # this module's import would have the game load a second copy (the heap benchmark plays
    # the card-table games with this module loaded).
    from gameboard import savefile
    return savefile.decode(rig.hw.storage.files["game"])


def name(side, teams=None):
    return "+".join("P%d" % (s + 1) for s in (teams[side] if teams else (side,)))


def shown(rig):
    """The value the entry step shows, between "< " and " >"."""
    row = rig.screen().rows[3].strip()
    assert row.startswith("< ") and row.endswith(" >"), rig.screen()
    return row[2:-2]


def set_value(rig, want):
    """The arrows until the step shows `want` (a name, yes/no, or a number)."""
    for _ in range(200):
        now = shown(rig)
        if now == want:
            return
        if now in ("yes", "no") or now.startswith("P"):
            rig.press("UP")
        else:
            gap = int(want) - int(now)
            rig.press(("RIGHT" if gap > 0 else "LEFT") if abs(gap) >= 10 else
                      ("UP" if gap > 0 else "DOWN"))
    raise AssertionError("cannot set %r on\n%r" % (want, rig.screen()))


def steps(rig, answers, stop_after=None):
    """Answers each step the OLED asks, from `answers(question, who)`; stops after
    `stop_after` steps (a power cut in the middle), else at the summary."""
    done = 0
    while rig.screen().rows[6].startswith("Step "):
        if stop_after is not None and done == stop_after:
            return
        s = rig.screen()
        set_value(rig, answers(s.rows[1], s.rows[2]))
        rig.press("OK")
        done += 1


def answer_with(out, laid=(), points=None, flags=(), teams=None, **books):
    """The answers of one round: who went out, who laid down, the points each holds, the
    questions answered yes, Hand & Foot's numbers by question."""
    def answers(question, who):
        if question == "Who went out?":
            return name(out, teams)
        if question == "Laid contract?":
            return "yes" if who in [name(s) for s in laid] else "no"
        if question == "Points in hand":
            return str(points[int(who[1:]) - 1])
        if question in flags:
            return "yes"
        if question.endswith("?"):
            return "no"
        side = [name(s, teams) for s in range(len(teams))].index(who)
        return str(books[question][side])
    return answers


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


def enter(rig, answers, confirm=True):
    rig.press("OK")
    rig.go("Enter round")
    steps(rig, answers)
    if confirm:
        assert rig.screen().rows[7] == "OK to confirm", rig.screen()
        rig.press("OK")
        rig.wait(50)


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
