"""Score sheets of the two Frustration games (docs/rules.md 3.2, 3.3), where each player works
through the list of contracts on their own.

A round's result: `out` (the seat that went out), `laid` (the seats that laid down their
contract, the one who went out among them whether named or not), `points` (what each player
had left: Frustration 20, and 14 with the penalty option) and, in Frustration 20, `cut` (the
dealer cut exactly the cards of the deal: -100 with the dealer_cut option).
`contracts[seat]` is the contract a seat is on, one past the last once it has finished.
"""
from gameboard.rules.cards.scoresheet import FLAG, OUT, POINTS, SEATS, Scoresheet

CUT = -100  # the dealer's cut
LAID = ("laid", (), SEATS)


class _Frustration(Scoresheet):
    LIST = 0  # contracts in the list
    STEP = 5  # Canasta values: 50, 20, 10, 5
    least = 5

    def _start(self):
        Scoresheet._start(self)
        self.contracts = [1] * self.players

    def _check(self, result):
        out = self._seat(result["out"], "out")
        laid = result["laid"]
        if type(laid) not in (list, tuple):
            raise ValueError("laid must be a list of seats, not %r" % (laid,))
        seats = [self._seat(seat, "laid") for seat in laid]
        if len(set(seats)) < len(seats):
            raise ValueError("a player lays down at most one contract a round: %r" % (laid,))
        if out not in seats:
            seats.append(out)  # going out needs the contract laid down
        result["laid"] = sorted(seats)
        if "points" not in result:  # Frustration 14 without penalty points
            return [0] * self.players
        result["points"] = self._points(result["points"], out)
        return list(result["points"])

    def _advance(self, result):
        for seat in result["laid"]:
            self.contracts[seat] += 1


class Frustration14(_Frustration):
    """The first player out on contract 14 wins; penalty points (option) decide only a game
    the players agree to stop: the furthest contract wins, the lowest points break a tie."""
    GAME = "frustration14"
    LIST = 14
    CARDS = 13

    @property
    def FIELDS(self):
        return (OUT, LAID, POINTS) if self.options["penalty"] else (OUT, LAID)

    def _advance(self, result):
        out = result["out"]
        for seat in result["laid"]:
            # Laying down contract 14 without going out wins nothing: that player stays on it.
            if seat == out or self.contracts[seat] < self.LIST:
                self.contracts[seat] += 1

    def _ended(self, result):
        return self.contracts[result["out"]] > self.LIST

    def _winners(self):
        return [s for s in range(self.players) if self.contracts[s] > self.LIST]

    def _stop_winners(self):
        furthest = max(self.contracts)
        seats = [s for s in range(self.players) if self.contracts[s] == furthest]
        if not self.options["penalty"]:
            return seats
        least = min(self.totals[s] for s in seats)
        return [s for s in seats if self.totals[s] == least]


class Frustration20(_Frustration):
    """Penalty points for the cards left; the game ends with the hand in which a player lays
    down meld 20, or when the players agree to stop; the lowest total wins."""
    GAME = "frustration20"
    LIST = 20
    CARDS = 10
    FIELDS = (OUT, LAID, POINTS, ("cut", False, FLAG))

    @property
    def cut_cards(self):
        """The cards a dealer's cut must hold exactly to score the cut."""
        return 10 * self.players + (1 if self.options["cut_counts_turned"] else 0)

    def _check(self, result):
        cut = result["cut"]
        if type(cut) is not bool:
            raise ValueError("cut must be True or False, not %r" % (cut,))
        if cut and not self.options["dealer_cut"]:
            raise ValueError("this table plays without the dealer's cut")
        row = _Frustration._check(self, result)
        if cut:
            row[self.dealer] += CUT
        return row

    def _ended(self, result):
        return max(self.contracts) > self.LIST


SHEETS = {"frustration14": Frustration14, "frustration20": Frustration20}
