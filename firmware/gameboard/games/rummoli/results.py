"""Rummoli's results (docs/rules.md 3.7): the history of the hands played out (controller.py's
HISTORY: each hand's dealer, how it ended, the chips after it) and the end of the game (its
winners and what each player is worth, and a new game after it). Loaded while either is shown
and let go as the history is left (controller.py), so the hands in play, which are most of the
game, do not hold it.
"""
from gameboard.games import controller
from gameboard.games.cards.rows import line, window
from gameboard.games.rummoli import controller as table  # its screens: 12 names, not 14
from gameboard.games.rummoli.view import name


def handle(c, ev):
    """A press on the history of table `c`: UP/DOWN pick a hand, BACK the menu."""
    delta = controller.step(ev)
    if delta:
        c.index = max(0, min(len(c.game.history) - 1, c.index + delta))
        return controller.REDRAW
    if ev == ("press", "BACK"):
        from gameboard import modules
        c.mode = table.MENU
        c.index = 0
        modules.unload("gameboard.games.rummoli.results", collect=False)
        return controller.REDRAW
    return c.other(ev)


def compose(c, L):
    """The rows of the history, or of the end of the game, of table `c` into L."""
    game = c.game
    if c.mode != table.HISTORY:
        L[0] = "Game over"
        winners = game.winners
        L[1] = ("Winner " if len(winners) == 1 else "Tie ") + " ".join([name(s) for s in winners])
        _pairs(L, 2, [game.chips[s] - game.borrowed[s] for s in range(game.players)])
        L[7] = "OK: menu"
        return
    hands = game.history
    L[0] = "History"
    top = window(c.index, len(hands), 3)
    for r in range(min(3, len(hands) - top)):
        number = top + r
        dealer, leader, out, chips = hands[number]
        ended = "%s out" % name(out) if out is not None else "deadlock"
        L[1 + r] = "H%d D:%s %s" % (number + 1, name(dealer), ended)
        if number == c.index:
            c.bar = 1 + r
    if hands:
        _pairs(L, 4, hands[c.index][3])  # the chips after the picked hand


def _pairs(L, first, chips):
    """Every player's chips, two a row, from row `first`."""
    shown = ["%s %d" % (name(s), chips[s]) for s in range(len(chips))]
    for r in range((len(shown) + 1) // 2):
        L[first + r] = line(shown[2 * r], shown[2 * r + 1] if 2 * r + 1 < len(shown) else "")


def new_game(c):
    """The game menu's New game at the end of table `c`'s game: the same players and house
    rules dealt a new game from the first dealer (the menu, menu.py, offers it)."""
    from gameboard import modules
    from gameboard.rules.cards import CHECKS
    from gameboard.rules.cards.rummoli import Rummoli
    game = c.game
    c.game = Rummoli(game.players, game.first_dealer, **game.options)
    modules.unload("gameboard.games.rummoli.results", *CHECKS)  # the last game's end
    c.mode = table.TABLE
    c.paid = []
    c.leds.stale = True
    c.follow()
    return c.played(False)
