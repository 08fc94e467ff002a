"""A form: one row a player, a value on each, for what the table enters about several players at
once (docs/rules.md 3.7): the bids of the widow's auction, the cards each player holds when a
hand ends, the winners of a showdown, the bets of the Poker pot, the winner of the end's cut.

UP/DOWN pick a row (its player's paddle is lit), LEFT/RIGHT (and the encoder) change its value
within the row's limits; OK hands the form to the controller, which does what its kind says
(with every row's value, or, for bets and the cut, the picked row's). The values are plain ints
in a list, so the form and what is entered on it are kept in the save.
"""
BIDS, CARDS, WINNERS, BETS, CUT = 0, 1, 2, 3, 4
FOLD, CALL = -1, 0  # the bets form's values below a bet of 1 chip or more
TITLES = ("Widow auction", "Cards left", "Poker winners", "Poker bets", "End: pots go to")


class Form:
    """`kind`; `seats` the rows' players; `values` one a row; `out` the seat that went out
    (CARDS: None for a deadlock); `row` the picked row."""

    def __init__(self, kind, seats, values=None, out=None, row=0):
        self.kind = kind
        self.seats = list(seats)
        self.values = list(values) if values is not None else [
            1 if kind == CARDS else 0] * len(seats)
        self.out = out
        self.row = max(0, min(row, len(seats) - 1))

    def seat(self):
        return self.seats[self.row]

    def limits(self, game, seat):
        """(lowest, highest) value of `seat`'s row."""
        if self.kind == BIDS:
            return 0, game.chips[seat]
        if self.kind == CARDS:
            return 1, game.hand_size
        if self.kind == BETS:
            return FOLD, game.chips[seat]
        return 0, 1 if self.kind == WINNERS else 0

    def pick(self, delta):
        self.row = (self.row + delta) % len(self.seats)

    def change(self, game, delta):
        """The picked row's value moved by `delta`; False when it is at its limit already."""
        low, high = self.limits(game, self.seat())
        value = self.values[self.row] + delta
        if not low <= value <= high:
            return False
        self.values[self.row] = value
        return True

    def counts(self, players):
        """CARDS: the cards each seat holds, as the rules core takes them (0 for the player
        out and the seats not dealt in)."""
        cards = [0] * players
        for k in range(len(self.seats)):
            cards[self.seats[k]] = self.values[k]
        return cards

    def highest(self):
        """BIDS: the seats that bid the most, and that bid (0: nobody bid)."""
        top = max(self.values)
        return [self.seats[k] for k in range(len(self.seats)) if self.values[k] == top], top

    def marked(self):
        """WINNERS: the seats marked as winners."""
        return [self.seats[k] for k in range(len(self.seats)) if self.values[k]]

    def to_dict(self):
        return {"kind": self.kind, "seats": self.seats, "values": self.values, "out": self.out,
                "row": self.row}


def from_dict(d):
    """A saved form back; ValueError for one that is not a form."""
    if type(d) is not dict or d.get("kind") not in (BIDS, CARDS, WINNERS, BETS, CUT):
        raise ValueError("saved Rummoli form is not a form")
    seats, values = d.get("seats"), d.get("values")
    if (type(seats) is not list or type(values) is not list or not seats
            or len(seats) != len(values) or type(d.get("row")) is not int):
        raise ValueError("saved Rummoli form has no rows")
    return Form(d["kind"], seats, values, d.get("out"), d["row"])
