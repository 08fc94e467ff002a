"""The card table's menu and its history of rounds (table.py's MENU and HISTORY): the menu's
items as the sheet stands and what each does, and the round picked in the history to edit.
Loaded as either screen opens and let go once both are left (table.py), so that a round's entry
and its summary, the table's heaviest screens, and a meld check do not hold it.
"""
from gameboard.games import controller
from gameboard.games.cards.table import ENTRY, HISTORY, MELD, MENU, OVER, PLAY

# The items, by what they do.
ENTER, MELDS, LOOK, UNDO, STOP, QUIT, NEW, HOUSE = "Enter round", "Check a meld", "History", \
    "Undo round", "Stop game", "Quit to menu", "New game", "House rules"


def items(c):
    """The menu's items as the sheet of table `c` stands."""
    sheet = c.sheet
    shown = [] if sheet.over else [ENTER, MELDS]
    if sheet.number > 1:
        shown += [LOOK, UNDO]
        if not sheet.over:
            shown.append(STOP)
    if sheet.over:
        shown.append(NEW)
    shown += [HOUSE, QUIT]
    return shown


def handle(c, ev):
    """A press on the menu or the history of table `c`."""
    count = len(items(c)) if c.mode == MENU else c.sheet.number - 1
    delta = controller.step(ev)
    if delta:
        c.index = max(0, min(count - 1, c.index + delta))
        return controller.REDRAW
    if ev == ("press", "BACK"):
        return c.show(MENU if c.mode == HISTORY else c.play_mode())
    if ev != ("press", "OK"):
        return c.other(ev)
    if c.mode == HISTORY:
        from gameboard.games.cards.entry import Entry, from_round
        number = c.index + 1
        c.entry = Entry(c.sheet, number, from_round(c.sheet, number))
        c.mode = ENTRY
        c.note = None
        return c.played(False)
    return _choose(c, items(c)[c.index])


def _choose(c, item):
    sheet = c.sheet
    c.index = 0  # every item leaves the menu
    if item == ENTER:
        from gameboard.games.cards.entry import Entry, blank
        c.entry = Entry(sheet, sheet.number, blank(sheet))
        c.mode = ENTRY
        c.note = None
        return c.played(False)
    if item == MELDS:
        from gameboard.games.cards.meld import MeldCheck
        side = c.player
        c.meld = MeldCheck(sheet.GAME, c.meld_contract(side), sheet.options,
                           c.name(side) + c.tag(side, sheet))
        c.mode = MELD
        c.compose()
        return controller.REDRAW
    if item == LOOK:
        return c.show(HISTORY)
    if item == UNDO:
        number = sheet.number - 1
        sheet.undo()
        c.mode = c.play_mode()
        c.refuse("Round %d undone" % number)
        return c.played(sheet.over)
    if item == STOP:
        sheet.stop()
        c.mode = OVER
        return c.played(True)
    if item == NEW:
        return new_game(c)
    if item == HOUSE:
        return c.house_rules(MENU)
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
    c.house_rules(PLAY)
    return c.played(False)
