"""The Rummoli table's menu (controller.py's MENU): what the hand allows now, then Undo,
History and Quit, and what each item does. Loaded as the menu opens and let go before a form,
the poker hands or the lead's card wheel open from it (controller.py): the screens of a hand's
heaviest moments (the lead's wheel, the end's forms) do not hold it, nor does their opening;
the table's screen keeps it, for the next OK.
"""
from gameboard.games import controller
from gameboard.games.cards.rows import window
from gameboard.games.rummoli import view
from gameboard.games.rummoli import controller as table

# The table's modes are controller.py's, read through it (a global each would grow this
# module's dict: games/cards/menu.py says why).


def items(c):
    """The menu of table `c`: (text, action) for what the hand allows now, then the rest."""
    game = c.game
    phase = game.phase
    player = view.name(c.seat)
    if phase == "deal":
        shown = [("Ante & deal", "deal"), ("End game", "end")]
    elif phase == "widow":
        shown = [("Dealer swaps", "exchange"), ("Dealer keeps", "keep"),
                 ("Auction", "auction")]
    elif phase == "poker":
        shown = [("Bets", "bets")] if game.options["poker"] == "betting" else []
        shown += [("Name winners", "winners"), ("Rank hands", "rank")]
    elif phase == "play":
        card = game.run.next_card()
        if card is None:
            shown = [("%s leads" % player, "lead")]
        else:
            shown = [("%s plays %s" % (player, card), "play"), ("%s is dead" % card, "dead")]
        shown += [("%s went out" % player, "out"), ("Deadlock", "deadlock")]
    else:
        shown = [("New game", "new")]
    if game.log:
        shown.append(("Undo", "undo"))
    if game.history:
        shown.append(("History", "history"))
    shown.append(("Quit to menu", "quit"))
    return shown


def compose(c, L):
    """The menu's rows of table `c` into L, the picked item's barred."""
    game = c.game
    L[0] = "Game over" if game.phase == "over" else "Hand %d" % max(1, game.hands)
    shown = items(c)
    top = window(c.index, len(shown), 7)
    for i in range(min(7, len(shown) - top)):
        L[1 + i] = shown[top + i][0]
    c.bar = 1 + c.index - top


def handle(c, ev):
    """A press on the menu of table `c`: what the press answers, or the name of the item
    whose screen has code of its own (a form's, the poker hands', the lead's card wheel's),
    which the controller opens once this module has gone (controller.py `_open`)."""
    shown = items(c)
    delta = controller.step(ev)
    if delta:
        c.index = max(0, min(len(shown) - 1, c.index + delta))
        return controller.REDRAW
    if ev == ("press", "BACK"):
        c.mode = table.TABLE
        return controller.REDRAW
    if ev != ("press", "OK"):
        return c.other(ev)
    return _choose(c, shown[c.index][1])


def _choose(c, action):
    game = c.game
    c.index = 0
    if action in ("deal", "exchange", "keep"):
        return c.act(action)
    if action == "play" or action == "dead":
        card = game.run.next_card()
        return c.act("play", c.seat, card) if action == "play" else c.act("dead", card)
    if action == "out" and c.seat not in game.dealt:
        return c.refuse("%s is out of the game" % view.name(c.seat))
    if action in ("auction", "bets", "winners", "deadlock", "out", "end", "rank", "lead"):
        return action  # a screen of code of its own: opened once this module has gone
    if action == "undo":
        return _undo(c)
    if action == "history":
        c.mode = table.HISTORY
        c.index = len(game.history) - 1
        return controller.REDRAW
    if action == "new":
        from gameboard.games.rummoli.results import new_game  # the end's screen's, loaded
        return new_game(c)
    return controller.QUIT


def _undo(c):
    game = c.game
    if not game.log:
        return c.refuse("there is nothing to undo")
    undone = game.undo()[0]
    from gameboard import modules
    # Undo is now and then: loaded again when asked. No collection of its own here, the
    # undo's longest part (the heap collects when it needs the room); the actions of the
    # phase it left go as the menu next opens (controller.py `ready_rules`).
    modules.unload(table.HISTORY_CODE, collect=False)
    c.mode = table.TABLE
    c.paid = []
    c.leds.stale = True
    c.follow()
    c.refuse("Undone: %s" % undone.replace("_", " "))
    return c.played(c.over)
