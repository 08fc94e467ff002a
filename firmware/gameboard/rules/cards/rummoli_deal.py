"""A Rummoli hand's deal (rummoli.py, docs/rules.md 3.7): the ante and the deal, the widow
exchanged, kept or sold; and the end of the game. The actions of the phases DEAL and WIDOW,
each taking the game first: a module of its own, so that the rest of a hand (rummoli_poker.py,
rummoli_play.py, rummoli_end.py) does not hold it (the app lets it go then).
"""
from gameboard.rules.cards.rummoli import DEAL, SHOWDOWN, WIDOW


def deal(game):
    game._expect(DEAL)
    dealt = [s for s in range(game.players) if not game.out[s]]
    if len(dealt) < 2:
        raise ValueError("nobody holds chips: finish the game")
    before = _snapshot(game)
    game._new_hand(dealt)
    # A player short of chips antes from the first space on as far as they go.
    spaces = len(game.spaces)
    paying = [0] * (spaces + 1)  # by the chips each seat antes
    for seat in dealt:
        paying[game._pay(seat, spaces)] += 1
    payers = 0
    for space in range(spaces - 1, -1, -1):
        payers += paying[space + 1]
        game.pots[space] += payers
    game.hands += 1
    game.phase = WIDOW
    game._log((0,))
    game._hand_start = (len(game.log) - 1, len(game.log[-1]) - 1, before)


def _snapshot(game):
    """The state a deal starts from (the hand before it as it ended), for undo
    (rummoli_history.py restores it)."""
    return (list(game.chips), list(game.borrowed), list(game.out), list(game.pots),
            game.dealer, game.hands, len(game.history), game.dealt, game.dead_hand,
            game.stakes, game.folded, game.leader, game.taken, game._played,
            game.dead_cards, game.run)


def exchange(game):
    game._expect(WIDOW)
    game.dead_hand = game.dealer
    game.phase = SHOWDOWN
    game._log((1,))


def keep(game):
    game._expect(WIDOW)
    game.phase = SHOWDOWN
    game._log((2,))


def sell(game, seat, chips):
    game._expect(WIDOW)
    if game._seat(seat) == game.dealer:
        raise ValueError("the dealer exchanges the widow, not buys it")
    game._afford(seat, chips)
    game.chips[seat] -= chips
    game.chips[game.dealer] += chips
    game.dead_hand = seat
    game.phase = SHOWDOWN
    game._log((3, seat, chips >> 8, chips & 255))


def finish(game, seat):
    game._expect(DEAL)
    if type(seat) is not int or not 0 <= seat < game.players:
        raise ValueError("a seat is 0..%d, not %r" % (game.players - 1, seat))
    if game.out[seat] and not all(game.out):
        raise ValueError("seat %d is out of the game" % seat)
    game._dispose(seat)
    game._log((11, seat))
