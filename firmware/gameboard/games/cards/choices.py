"""The new-game choices every card-table game shares: how many play (as many as the board has
paddles for, docs/rules.md 3: each game's own counts) and who deals first.

A player sits at a paddle spread round the board (`paddles`): 2 players on a 4-paddle board sit
opposite, as across a card table; each paddle shows its seat's colour (the settings' colours).
"""
from gameboard.games.choice import Choice


def players(counts):
    """The Players choice: the counts of `counts` the board has paddles for."""
    def values(opts, board):
        return tuple([n for n in counts if n <= board.paddles])
    return Choice("players", "Players", values)


def _dealers(opts, board):
    return tuple(range(opts.get("players", 2)))


def _dealer_name(value, opts):
    return "P%d" % (value + 1)


DEALER = Choice("dealer", "First dealer", _dealers, _dealer_name)


def paddles(players, count):
    """The paddle of each seat: spread evenly round `count` paddles."""
    return [seat * count // players for seat in range(players)]
