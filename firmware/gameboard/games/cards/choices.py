"""The new-game choices every card-table game shares: how many play (as many as the board has
paddles for, docs/rules.md 3: each game's own counts), where each sits and in which colour, and
who deals first.

Players are P1, P2... in the order of play. By default they sit at paddles spread round the
board (seats.py), each paddle in its seat's colour of the settings. With "Seats: choose" each
player picks a paddle (one no one before them has) and a colour ("auto": the paddle's colour
of the settings).
"""
from gameboard.games.cards.seats import spread
from gameboard.games.choice import Choice
from gameboard.lights.palette import NAMES

MOST = 8  # players a table seats at most


def players(counts, names=None):
    """The Players choice: the counts of `counts` the board has paddles for."""
    def values(opts, board):
        return tuple([n for n in counts if n <= board.paddles])
    return Choice("players", "Players", values, names)


def _dealers(opts, board):
    return tuple(range(opts.get("players", 2)))


def _dealer_name(value, opts):
    return "P%d" % (value + 1)


DEALER = Choice("dealer", "First dealer", _dealers, _dealer_name)
SEATING = Choice("seating", "Seats", ("spread", "chosen"), ("spread", "choose"))


class _Seat(Choice):
    """A row of P(seat+1)'s, shown when the seats are chosen and that player plays: a method
    a row, not closures (sixteen rows of closures were most of the options module's heap)."""

    def __init__(self, kind, seat):
        Choice.__init__(self, "%s%d" % (kind, seat + 1), "P%d %s" % (seat + 1, kind), ())
        self.seat = seat

    def shown(self, opts, board):
        return opts.get("seating") == "chosen" and self.seat < opts.get("players", 2)


class _Paddle(_Seat):
    """Where P(seat+1) sits: its spread paddle first, then any that P1..P(seat) left free;
    only its spread one while the seats are spread, so that choosing starts from there."""

    def values(self, opts, board):
        seat = self.seat
        count = board.paddles
        players = opts.get("players", 2)
        if seat >= players:  # no such player: any paddle, unused
            return tuple(range(count))
        first = spread(players, count)[seat]
        if not self.shown(opts, board):
            return (first,)
        taken = [opts.get("paddle%d" % (k + 1)) for k in range(seat)]
        return tuple([p for p in [first] + [p for p in range(count) if p != first]
                      if p not in taken])

    def name(self, value, opts):
        return str(value + 1)


COLOURS = (None,) + tuple(range(len(NAMES)))  # None: the paddle's colour of the settings


class _Colour(_Seat):
    def values(self, opts, board):
        return COLOURS if self.shown(opts, board) else COLOURS[:1]

    def name(self, value, opts):
        return "auto" if value is None else NAMES[value]


# After the players: the seats toggle, then each player's paddle and colour when chosen.
SEATS = (SEATING,) + tuple([c for seat in range(MOST)
                            for c in (_Paddle("paddle", seat), _Colour("colour", seat))])


def scored(counts, house, names=None):
    """The choices of a scored game (options.py): the players (`counts`, named by `names`), their
    seats, the first dealer, then its house rules (`house`)."""
    return (players(counts, names),) + SEATS + (DEALER,) + house
