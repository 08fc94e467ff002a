"""The card table's menu and its history of rounds (table.py's MENU and HISTORY): the menu's
items as the sheet stands and what each does, the history's rounds and the scores of the one
picked, which OK edits, and the rows of both (view.py draws the rest of the table's screens).
Loaded as either screen opens and let go before a round's entry or a meld check opens from
them (table.py), so that the entry and its summary, the table's heaviest screens, and the meld
check do not hold it, nor their opening; going back to the round's screen keeps it, for the
next press of OK.
"""
from gameboard import const
from gameboard.games import controller
from gameboard.games.cards import table
from gameboard.games.cards.rows import window
from gameboard.rules.cards.scoresheet import line
from gameboard.ui.text import COLS

# The menu's items, each a line of ITEMS, by its number. The table's modes are table.py's names,
# read through it: a global each here would grow this module's dict, made again at every
# round's first OK, to a block of 464 bytes, the one a 5-player Frustration 20 game then
# failed on at 80wK.
ITEMS = ("Enter round\nCheck a meld\nHistory\nUndo round\nStop game\nNew game\nHouse rules\n"
         "Quit to menu")
_ENTER = const(1)
_MELDS = const(2)
_LOOK = const(3)
_UNDO = const(4)
_STOP = const(5)
_NEW = const(6)
_HOUSE = const(7)
_QUIT = const(8)


def items(c):
    """The menu's items (their numbers) as the sheet of table `c` stands."""
    sheet = c.sheet
    shown = [] if sheet.over else [_ENTER, _MELDS]
    if sheet.number > 1:
        shown += [_LOOK, _UNDO]
        if not sheet.over:
            shown.append(_STOP)
    if sheet.over:
        shown.append(_NEW)
    shown += [_HOUSE, _QUIT]
    return shown


def handle(c, ev):
    """A press on the menu or the history of table `c`: what the press answers, or None for
    an item whose screen has code of its own, which the table opens once this module has gone
    (table.py `_listed`): `c.mode` is then that screen's, a meld check's (MELD) or a round's
    entry (ENTRY, of round `c.index + 1`: the next, or from the history the one picked, to
    edit)."""
    count = len(items(c)) if c.mode == table.MENU else c.sheet.number - 1
    delta = controller.step(ev)
    if delta:
        c.index = max(0, min(count - 1, c.index + delta))
        return controller.REDRAW
    if ev == ("press", "BACK"):
        return c.show(table.MENU if c.mode == table.HISTORY else c.play_mode())
    if ev != ("press", "OK"):
        return c.other(ev)
    if c.mode == table.HISTORY:
        c.mode = table.ENTRY  # an edit of the round picked, opened once this module has gone
        return None
    return _choose(c, items(c)[c.index])


def _choose(c, item):
    sheet = c.sheet
    c.index = 0  # every item leaves the menu
    if item == _ENTER or item == _MELDS:
        # A screen of code of its own, opened once this module has gone.
        c.mode = table.MELD
        if item == _ENTER:
            c.mode = table.ENTRY
            c.index = sheet.number - 1  # the next round's
        return None
    if item == _LOOK:
        return c.show(table.HISTORY)
    if item == _UNDO:
        number = sheet.number - 1
        sheet.undo()
        c.mode = c.play_mode()
        c.refuse("Round %d undone" % number)
        return c.played(sheet.over)
    if item == _STOP:
        sheet.stop()
        c.mode = table.OVER
        return c.played(True)
    if item == _NEW:
        return new_game(c)
    if item == _HOUSE:
        from gameboard.games.cards.house import show
        return show(c, table.MENU)
    return controller.QUIT


def new_game(c):
    """A new game at table `c` with the same players, options and first dealer (the menu's
    New game, and OK at the end of a game)."""
    from gameboard import modules
    from gameboard.rules.cards import CHECKS, scoresheet
    sheet = c.sheet
    c.game = scoresheet.new(sheet.GAME, sheet.players, sheet.first_dealer, **sheet.options)
    modules.unload(*CHECKS)
    c.entry = None
    c.index = 0
    from gameboard.games.cards.house import show
    show(c, table.PLAY)
    return c.played(False)


def compose(c, L):
    """The rows of the menu or the history of table `c` into L."""
    if c.mode != table.MENU:
        _history(c, L)
        return
    L[0] = "Round %d" % c.sheet.number
    shown = items(c)
    for i in range(min(7, len(shown))):
        L[1 + i] = line(ITEMS, shown[i])
    c.bar = 1 + c.index


def _history(c, L):
    sheet = c.sheet
    rounds = sheet.rounds
    L[0] = "History"
    top = window(c.index, len(rounds), 3)
    for r in range(min(3, len(rounds) - top)):
        number = top + r
        L[1 + r] = "R%d %s out" % (number + 1, c.name(rounds[number]["out"]))
        if number == c.index:
            c.bar = 1 + r
    # The picked round's scores and the totals after it, two sides a row.
    scores = totals = ()
    if rounds:
        scores, totals = sheet.row(c.index + 1), sheet.totals_after(c.index + 1)
    cells = ["%s%+d=%d" % (c.name(side), scores[side], totals[side])
             for side in range(len(scores))]
    rows = [" ".join(cells[i:i + 2]) for i in range(0, len(cells), 2)]
    for r in range(min(4, len(rows))):
        L[4 + r] = rows[r][:COLS]
