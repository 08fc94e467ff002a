"""The score sheet of Frustration 20 (docs/rules.md 3.3): the round's result as
sheet_frustration.py keeps it, with `points` and the dealer's `cut`."""
from gameboard.rules.cards.scoresheet import FLAG, OUT, POINTS
from gameboard.rules.cards.sheet_frustration import LAID, Frustration

CUT = -100  # the dealer's cut


class Frustration20(Frustration):
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
        row = Frustration._check(self, result)
        if cut:
            row[self.dealer] += CUT
        return row

    def _ended(self, result):
        return max(self.contracts) > self.LIST


SHEET = Frustration20  # the sheet scoresheet.new() makes for this game
