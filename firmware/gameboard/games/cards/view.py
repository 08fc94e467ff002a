"""What the OLED shows at the card table: `compose(c)` writes the eight rows of the screen the
controller (table.py) is on when something changes; `draw` then only copies them out (the last
row of PLAY scrolls its words by `c.scroll`). Players are P1..P8 (partnerships P1+P3), the
rules core's 0-based "seat 2" turned into the table's "P3" in its messages.
"""
from gameboard.ui import text

COLS = text.COLS
ASKED = 5  # rows of sides a page shows at once


def line(left, right):
    """`left` and `right` on one row, `right` against the right edge."""
    gap = COLS - len(left) - len(right)
    return left + " " * max(1, gap) + right if gap >= 1 else (left + " " + right)[:COLS]


def people(message):
    """A rules core message with "seat N" / "partnership N" as the table names them."""
    out = []
    words = message.split(" ")
    i = 0
    while i < len(words):
        w = words[i]
        if w in ("seat", "partnership") and i + 1 < len(words):
            n = words[i + 1]
            tail = ""
            while n and not n[-1].isdigit():
                tail = n[-1] + tail
                n = n[:-1]
            if n.isdigit():
                out.append("P%d%s" % (int(n) + 1, tail))
                i += 2
                continue
        out.append(w)
        i += 1
    return " ".join(out)


def _window(index, count, rows):
    """The first of `rows` items shown so that `index` is in view."""
    return max(0, min(index - rows + 1 if index >= rows else 0, count - rows))


def _sides(c, L, first_row, rows, row_of):
    """Rows of sides from `first_row`, the picked one (c.index) in view and barred."""
    count = len(c.sheet.totals)
    top = _window(c.index, count, rows)
    for r in range(min(rows, count - top)):
        L[first_row + r] = row_of(top + r)
        if top + r == c.index:
            c.bar = first_row + r


def _play(c, L):
    sheet = c.sheet
    L[0] = line("Round %d" % sheet.number, c.SHORT)
    L[1] = "Deal P%d  Go P%d" % (sheet.dealer + 1, sheet.starter + 1)

    def row(side):
        return line(c.name(side) + c.tag(side, sheet), str(sheet.totals[side]))
    _sides(c, L, 2, ASKED, row)
    L[7] = c.words(c.index)


def _menu(c, L):
    L[0] = "Round %d" % c.sheet.number
    items = c.items()
    for i in range(min(7, len(items))):
        L[1 + i] = items[i]
    c.bar = 1 + c.index


def _history(c, L):
    sheet = c.sheet
    rounds = sheet.rounds
    L[0] = "History"
    top = _window(c.index, len(rounds), 3)
    for r in range(min(3, len(rounds) - top)):
        number = top + r
        L[1 + r] = "R%d %s out" % (number + 1, c.name(rounds[number]["out"]))
        if number == c.index:
            c.bar = 1 + r
    # The picked round's scores and the totals after it, two sides a row.
    totals = [0] * len(sheet.totals)
    for row in sheet.scores[:c.index + 1]:
        for side in range(len(row)):
            totals[side] += row[side]
    scores = sheet.scores[c.index] if rounds else ()
    cells = ["%s%+d=%d" % (c.name(side), scores[side], totals[side])
             for side in range(len(scores))]
    rows = [" ".join(cells[i:i + 2]) for i in range(0, len(cells), 2)]
    for r in range(min(4, len(rows))):
        L[4 + r] = rows[r][:COLS]


def _entry(c, L):
    from gameboard.games.cards.entry import ASK, FLAG, NUMBER, SEATS, SIDES
    e = c.entry
    editing = e.number < c.sheet.number
    asked = e.asked()
    if asked is None:
        _summary(c, L, editing)
        return
    name, side = asked
    steps = e.steps()
    L[0] = ("Edit round %d" if editing else "Round %d ends") % e.number
    L[1] = ASK[name][0]
    kind = e._kind(name)
    value = e.values[name]
    if kind == NUMBER:
        L[2] = ""
        shown = c.name(value)
    elif kind == FLAG:
        shown = "yes" if value else "no"
    elif kind == SEATS:
        L[2] = c.name(side)
        shown = "yes" if side in value else "no"
    else:
        L[2] = c.name(side)
        shown = str(value[side])
    L[3] = "    < %s >" % shown
    if kind == SIDES:
        step = ASK[name][1] or c.sheet.STEP
        L[5] = "+-%d  L/R +-10" % step if step != 10 else "+-10"
    L[6] = "Step %d of %d" % (e.step + 1, len(steps))
    L[7] = "OK:on BACK:prev"


def _summary(c, L, editing):
    e = c.entry
    L[0] = ("Edit round %d" if editing else "Round %d summary") % e.number
    if e.problem is not None:
        lines = text.wrap(people(e.problem), COLS)
        for r in range(min(6, len(lines))):
            L[1 + r] = lines[r]
        L[7] = "BACK to fix"
        return
    scores, totals, after = e.after

    def row(side):
        return line("%s%s %+d" % (c.name(side), c.tag(side, after), scores[side]),
                    str(totals[side]))
    _sides(c, L, 1, 6, row)
    L[7] = "OK to confirm"


def _over(c, L):
    sheet = c.sheet
    L[0] = "Game over"
    c.bar = 0
    names = " ".join([c.name(side) for side in sheet.winners])
    L[1] = ("Winner " if len(sheet.winners) == 1 else "Tie ") + names

    def row(side):
        return line(c.name(side) + c.tag(side, sheet), str(sheet.totals[side]))
    index = c.index
    _sides(c, L, 2, ASKED, row)
    c.bar = 0
    c.index = index
    L[7] = "OK new BACK menu"


def compose(c):
    from gameboard.games.cards import table
    L = [""] * 8
    c.bar = -1
    if c.mode == table.MELD:
        c.meld.compose(L)
    else:
        screens = {table.PLAY: _play, table.MENU: _menu, table.ENTRY: _entry,
                   table.HISTORY: _history, table.OVER: _over}
        screens[c.mode](c, L)
    c.lines = L


def draw(c, d):
    L = c.lines
    for r in range(7):
        if L[r]:
            text.row(d, r, L[r][:COLS], r == c.bar)
    last = L[7]
    if len(last) > COLS:
        at = max(0, c.scroll)
        last = (last + "    " + last)[at:at + COLS]
    text.row(d, 7, last)
    c.draw_note(d)
