"""What the OLED shows at the card table: `compose(c)` writes the eight rows of the screen the
controller (table.py) is on when something changes; `draw` then only copies them out (the last
row of PLAY scrolls its words by `c.scroll`). A round's entry and its summary are composed by
entry.py, loaded while a round is entered. Players are P1..P8 (partnerships P1+P3), the
rules core's 0-based "seat 2" turned into the table's "P3" in its messages.
"""
from gameboard.games.cards import table
from gameboard.games.cards.rows import line, window
from gameboard.ui import text

COLS = text.COLS
ASKED = 5  # rows of sides a page shows at once
# A side's row: its name (contract, round's score) and its total against the right edge, as
# line() would put them, in one format (a page of them is most of a press's work): a name
# fits in 11 columns ("P1+P3 +4600", "P2 #20 -100") and a total in 5.
SIDE_ROW = "%%-%ds%%5d" % (COLS - 5)


def sides(c, L, first_row, rows, sheet, totals, index, scores=None):
    """Rows of sides from `first_row`, each its name, its tag on `sheet` (its contract), its
    round's score if `scores` and its total, side `index` in view; returns the row it is on."""
    count = len(totals)
    top = window(index, count, rows)
    name = c.name
    tag = c.tag
    for side in range(top, min(top + rows, count)):
        if scores is None:
            left = name(side) + tag(side, sheet)
        else:
            left = "%s%s %+d" % (name(side), tag(side, sheet), scores[side])
        L[first_row + side - top] = SIDE_ROW % (left, totals[side])
    return first_row + index - top if top <= index < top + rows else -1


def play(c, L, sheet, index):
    """The round's screen with `sheet`, side `index` picked (its words on the last row);
    returns the picked row, for the bar."""
    L[0] = line("Round %d" % sheet.number, c.SHORT)
    L[1] = "Deal P%d  Go P%d" % (sheet.dealer + 1, sheet.starter + 1)
    L[7] = c.words(sheet, index)
    return sides(c, L, 2, ASKED, sheet, sheet.totals, index)


def over(c, L, sheet, index):
    """The end of the game with `sheet`: the winners and the final totals, side `index` in
    view; returns the bar's row (the title's)."""
    L[0] = "Game over"
    names = ""
    for side in sheet.winners:  # a loop, not a list's comprehension: less code
        names += " " + c.name(side)
    L[1] = ("Winner" if len(sheet.winners) == 1 else "Tie") + names
    sides(c, L, 2, ASKED, sheet, sheet.totals, index)
    L[7] = "OK new BACK menu"
    return 0


def compose(c):
    """The rows of the screen of table.py's mode `c.mode`, and its bar (-1: none)."""
    L = [""] * 8
    c.bar = -1
    mode = c.mode
    if mode == table.PLAY:
        c.bar = play(c, L, c.sheet, c.index)
    elif mode == table.ENTRY:  # entry.py's, loaded while a round is entered
        from gameboard.games.cards.entry import compose
        compose(c, L)
    elif mode == table.OVER:
        c.bar = over(c, L, c.sheet, c.index)
    elif mode == table.MELD:
        c.meld.compose(L)
    elif mode == table.RULES:
        L[0] = "House rules"
        rows = c.rules[0]
        for r in range(min(6, len(rows))):
            L[1 + r] = rows[r]
        L[7] = "OK to go on"
    else:  # the menu and the history: menu.py's, loaded while they are shown (table.py)
        from gameboard.games.cards.menu import compose
        compose(c, L)
    c.lines = L


def draw(c, d):
    L = c.lines
    bar = c.bar
    for r in range(7):
        if r == bar:
            text.row(d, r, L[r], True)
        elif L[r]:
            d.text(L[r], 0, 8 * r, 1)  # text.row's, without a call a row: framebuf clips
    if c.note is not None:
        c.draw_note(d)  # over the last row
        return
    last = L[7]
    if len(last) > COLS:
        at = max(0, c.scroll)
        last = (last + "    " + last)[at:at + COLS]
    text.row(d, 7, last)
