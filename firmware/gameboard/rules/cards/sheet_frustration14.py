"""The score sheet of Frustration 14 (docs/rules.md 3.2): the round's result as
sheet_frustration.py keeps it, `points` only with the penalty option."""
from gameboard.rules.cards.scoresheet import OUT, POINTS
from gameboard.rules.cards.sheet_frustration import LAID, Frustration


class Frustration14(Frustration):
    """The first player out on contract 14 wins; penalty points (option) decide only a game
    the players agree to stop: the furthest contract wins, the lowest points break a tie."""
    GAME = "frustration14"
    LIST = 14
    CARDS = 13
    # The contract list as the rules page writes it, a contract a line (contract_lists.py
    # reads it, and a table its players' contracts).
    CONTRACTS = (
        "3 sets of 3\n"
        "1 set of 3 and 1 run of 4\n"
        "2 sets of 3 and 1 run of 4\n"
        "2 sets of 4\n"
        "2 runs of 4\n"
        "4 sets of 3\n"
        "1 set of 3 and 1 run of 7\n"
        "3 sets of 4\n"
        "3 runs of 4\n"
        "2 sets of 5\n"
        "2 runs of 5\n"
        "2 sets of 4 and 1 run of 4\n"
        "1 set of 4 and 2 runs of 4\n"
        "1 set of 3 and 1 run of 9"
    )

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
        # Who finished: past the last contract (one player at most: who went out on it).
        return self._at(self.contracts, self.LIST + 1, range(self.players))

    def _stop_winners(self):
        seats = self._at(self.contracts, max(self.contracts), range(self.players))
        if not self.options["penalty"]:
            return seats
        least = self.totals[seats[0]]
        for seat in seats:
            least = min(least, self.totals[seat])
        return self._at(self.totals, least, seats)


SHEET = Frustration14  # the sheet scoresheet.new() makes for this game
