"""What the score sheets of the two Frustration games share (docs/rules.md 3.2, 3.3), where each
player works through the list of contracts on their own; each game's own rules are its module's
(sheet_frustration14.py, sheet_frustration20.py), so a table holds only its game's.

A round's result: `out` (the seat that went out), `laid` (the seats that laid down their
contract, the one who went out among them whether named or not), `points` (what each player
had left: Frustration 20, and 14 with the penalty option) and, in Frustration 20, `cut` (the
dealer cut exactly the cards of the deal: -100 with the dealer_cut option).
`contracts[seat]` is the contract a seat is on, one past the last once it has finished.
"""
from gameboard.rules import const
from gameboard.rules.cards.scoresheet import SEATS, Scoresheet, refusal

# Refusals (the index of each one's words in sheet_refusals.py's WORDS).
_LAID_NO_LIST = const(14)
_LAID_TWICE = const(15)

LAID = ("laid", (), SEATS)


class Frustration(Scoresheet):
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
            raise refusal(_LAID_NO_LIST, laid)
        seats = []
        for seat in laid:
            seats.append(self._seat(seat, "laid"))
        if len(set(seats)) < len(seats):
            raise refusal(_LAID_TWICE, laid)
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
