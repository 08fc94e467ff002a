"""The house rules a card-table game is played with (docs/rules.md 3.2-3.6), a row each as
its wizard names them ("Wilds      half"; the decks too where they follow the players), for the
page shown before the first deal and from the round's menu (table.py RULES).

The rows come from the game's house-rule choices (its options.py HOUSE), let go again: a game
keeps its rows while they are shown, not its wizard's choices, which its options.py imports only
for the wizard (the seats' choices and the registry would be most of the heap a game's start
needs at once); this module is let go after each use too.
"""
import sys

from gameboard import modules
from gameboard.games import controller
from gameboard.games.cards.table import RULES
from gameboard.ui import text


def show(table, then):
    """Shows the house rules on `table`, then goes on to its mode `then`; this module is let go
    once the rows are made."""
    table.rules = (rows(table), then)
    modules.unload("gameboard.games.cards.house")
    table.mode = RULES
    table.compose()
    return controller.REDRAW


def rows(table):
    """The rows of the house rules of `table` (a card-table controller)."""
    name = "gameboard.games.%s.options" % table.KEY  # the game's own, not through the registry
    loaded = [m for m in (name, "gameboard.games.choice") if m not in sys.modules]
    board = table.hw.board
    wizard = table.options
    rules = table.sheet.options
    found = [text.item(c.label, c.name(rules[c.key], wizard))
             for c in __import__(name, None, None, ["HOUSE"]).HOUSE if c.shown(wizard, board)]
    if "decks" in rules and "decks" not in table.RULE_KEYS:
        found.append(text.item("Decks", str(rules["decks"])))
    modules.unload(*loaded)
    return found
