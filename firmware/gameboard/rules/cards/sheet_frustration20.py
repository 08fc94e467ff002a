"""The score sheet of Frustration 20 (docs/rules.md 3.3): the round's result as
sheet_frustration.py keeps it, with `points` and the dealer's `cut`."""
from gameboard.rules import const
from gameboard.rules.cards.scoresheet import FLAG, OUT, POINTS, refusal
from gameboard.rules.cards.sheet_frustration import LAID, Frustration

# Refusals (the index of each one's words in sheet_refusals.py's WORDS).
_NO_FLAG = const(16)
_RULE_OFF = const(17)

CUT = -100  # the dealer's cut


class Frustration20(Frustration):
    """Penalty points for the cards left; the game ends with the hand in which a player lays
    down meld 20, or when the players agree to stop; the lowest total wins."""
    GAME = "frustration20"
    LIST = 20
    CARDS = 10
    FIELDS = (OUT, LAID, POINTS, ("cut", False, FLAG))
    # The contract list as the rules page writes it, a contract a line (contract_lists.py
    # reads it, and a table its players' contracts).
    CONTRACTS = (
        "3 of a kind and a run of 5\n"
        "4 of a kind\n"
        "2 x 3 of a kind\n"
        "4 of a kind and a run of 3\n"
        "3 of a kind, 4 of a kind and a run of 3\n"
        "5 of a kind\n"
        "a pair, a run of 3, 4 of a kind and an Ace\n"
        "a run of 8 (no wilds)\n"
        "2 runs of 5 (wilds in one run only)\n"
        "a run of 10 (no wilds)\n"
        "6 Hearts and a pair (no wilds)\n"
        "2 x 5 of a kind\n"
        "a run of 5 Diamonds and a pair (no wilds)\n"
        "8 Clubs and 2 Diamonds (no wilds)\n"
        "3 x 3 of a kind (no wilds)\n"
        "5 of a kind and 4 of a kind\n"
        "6 of a kind and a run of 3\n"
        "7 of a kind and a pair\n"
        "5 Hearts and 5 Spades (no wilds)\n"
        "8 of a kind and a pair"
    )

    @property
    def cut_cards(self):
        """The cards a dealer's cut must hold exactly to score the cut."""
        return 10 * self.players + (1 if self.options["cut_counts_turned"] else 0)

    def _check(self, result):
        cut = result["cut"]
        if type(cut) is not bool:
            raise refusal(_NO_FLAG, "cut", cut)
        if cut and not self.options["dealer_cut"]:
            raise refusal(_RULE_OFF, "the dealer's cut")
        row = Frustration._check(self, result)
        if cut:
            row[self.dealer] += CUT
        return row

    def _ended(self, result):
        return max(self.contracts) > self.LIST


SHEET = Frustration20  # the sheet scoresheet.new() makes for this game
