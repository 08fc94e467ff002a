"""Playing Rummoli on a Rig with buttons only: the helpers the Rummoli app tests and the whole
games of the heap benchmark share (tools/bench/rummoli_play.py). Every step is pressed as a
person would, reading the OLED for where the bar is and what a row shows (never the
controller): `menu(rig, "Ante & deal")` opens the menu and picks the item, `pick(rig, 2)` moves
the table's pick to P3, `set_rows(rig, {"P2": "bid 4"})` sets the rows of a form, `lead(rig,
"5C")` turns the card wheel to a card and plays it. What the tests read of the table (the pots,
the paddles, the game as saved) is rummoli_rig.py's. The benchmark's whole games play with
this module on CPython and replay its presses in the heap they measure
(tools/bench/replay.py): a board holds neither."""

SUITS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


def menu(rig, item):
    rig.press("OK")
    rig.go(item)
    rig.wait(50)


def pick(rig, seat):
    """UP/DOWN on the table until its last row names P<seat+1>."""
    want = "P%d:" % (seat + 1)
    for _ in range(10):
        if rig.screen().rows[7].startswith(want):
            return
        rig.press("DOWN")
    raise AssertionError("no %s on\n%r" % (want, rig.screen()))


def _bar_to(rig, who):
    for _ in range(20):
        now = rig.screen().highlighted() or ""
        if now.split(" ")[0] == who:
            return now
        rig.press("DOWN")
    raise AssertionError("no row %s on\n%r" % (who, rig.screen()))


def _order(shown):
    """Where a form's value (the last words of a row) stands: fold < call or - < bet 1 ...,
    - < wins, 1 card < 2 cards ..."""
    words = shown.split(" ")
    last = words[-1]
    if last == "fold":
        return -1
    if last in ("-", "wins"):
        return int(last == "wins")
    if len(words) > 1 and words[-2] == "call":
        return 0
    return int(words[-2] if last in ("card", "cards") else last)


def set_rows(rig, wanted):
    """For each player named ("P3"), the bar to their row and LEFT/RIGHT until the row ends
    with the value wanted ("bid 4", "5 cards", "wins", "fold", "call 2", "bet 3")."""
    for who, want in wanted.items():
        for _ in range(60):
            row = _bar_to(rig, who)
            if row.endswith(" " + want):
                break
            rig.press("RIGHT" if _order(want) > _order(row) else "LEFT")
        else:
            raise AssertionError("cannot set %s to %r on\n%r" % (who, want, rig.screen()))


def wheel_to(rig, card):
    """UP/DOWN and LEFT/RIGHT until the card wheel shows `card`."""
    rank, suit = card[:-1], card[-1]
    for _ in range(40):
        shown = rig.screen().rows[3].strip()[2:-2]
        if shown[:-1] == rank:
            break
        rig.press("DOWN")
    for _ in range(4):
        if rig.screen().rows[4] == "L/R: " + SUITS[suit]:
            return
        rig.press("RIGHT")
    raise AssertionError("no %s on the wheel:\n%r" % (card, rig.screen()))


def lead(rig, card):
    """The player due leads `card` (the table's pick follows them)."""
    menu(rig, rig.screen().rows[7].split(":")[0] + " leads")
    wheel_to(rig, card)
    rig.press("OK")
    rig.wait(50)


def plays(rig, seat):
    """P<seat+1> plays the card wanted next."""
    pick(rig, seat)
    menu(rig, "P%d plays" % (seat + 1))


def poker_hands(rig, hands):
    """Rank hands: each player's five cards (in the order the board asks), then OK pays."""
    menu(rig, "Rank hands")
    for hand in hands:
        for card in hand:
            wheel_to(rig, card)
            rig.press("OK")
    rig.wait(50)
