"""The house rules a card-table game is played with (docs/rules.md 3.2-3.6), a row each as
its wizard names them ("Wilds      half"; the decks too where they follow the players), for the
page shown before the first deal and from the round's menu (table.py RULES).

The rows come from the game's wizard choices, let go again with the registry: a game keeps its
rows while they are shown, not its wizard; this module is let go after each use too.
"""
import sys

from gameboard import modules
from gameboard.ui import text


def rows(table):
    """The rows of the house rules of `table` (a card-table controller)."""
    loaded = [m for m in ("gameboard.games.registry", "gameboard.games.cards.choices",
                          "gameboard.games.cards.seats", "gameboard.games.choice")
              if m not in sys.modules]
    from gameboard.games import registry
    name = registry.name(table.KEY, "options")
    if name not in sys.modules:
        loaded.append(name)
    board = table.hw.board
    wizard = table.options
    rules = table.sheet.options
    found = [text.item(c.label, c.name(rules[c.key], wizard))
             for c in registry.part(table.KEY, "options").choices(board)
             if c.key in table.RULE_KEYS and c.shown(wizard, board)]
    if "decks" in rules and "decks" not in table.RULE_KEYS:
        found.append(text.item("Decks", str(rules["decks"])))
    registry = None
    modules.unload(*loaded)
    return found
