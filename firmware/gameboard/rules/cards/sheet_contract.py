"""Score sheet of Contract Rummy (docs/rules.md 3.4): seven deals, everyone on the deal's
contract; a deal's result is `out` (who went out) and `points` (what each player had left).
After the seventh deal the lowest total wins."""
from gameboard.rules.cards.scoresheet import OUT, POINTS, Scoresheet

CARDS = (10, 10, 10, 10, 12, 12, 12)  # cards dealt to each player, deal by deal


class ContractRummy(Scoresheet):
    GAME = "contract"
    DEALS = 7
    FIELDS = (OUT, POINTS)
    least = 2  # a 2 (aces count 15)
    # The contract list as the rules page writes it, a contract a line (contract_lists.py
    # reads it, and a table its players' contracts).
    CONTRACTS = (
        "10 cards, 2 sets\n"
        "10 cards, 1 set and 1 run\n"
        "10 cards, 2 runs\n"
        "10 cards, 3 sets\n"
        "12 cards, 2 sets and 1 run\n"
        "12 cards, 1 set and 2 runs\n"
        "12 cards, 3 runs"
    )

    @property
    def contract(self):
        """The contract of the deal being played (the last one once the game is over)."""
        return min(len(self._rounds) + 1, self.DEALS)

    @property
    def cards(self):
        """How many cards each player is dealt in this deal."""
        return CARDS[self.contract - 1]

    def _check(self, result):
        result["points"] = self._points(result["points"], self._seat(result["out"], "out"))
        return list(result["points"])


SHEET = ContractRummy  # the sheet scoresheet.new() makes for this game
