"""Score sheet of Rummy (docs/rules.md 3.5): a round's result is `out` (who went out),
`points` (what each player had left) and `rummy` (they went out in one turn: doubles the round,
with the going_rummy option).

Each other player adds their points, or with winner_scores the player out scores them all.
The game ends when a total reaches the target (or after the fixed number of `rounds`): the
lowest total wins, with winner_scores the highest.
"""
from gameboard.rules import const
from gameboard.rules.cards.scoresheet import FLAG, OUT, POINTS, Scoresheet, refusal

# Refusals (the index of each one's words in sheet_refusals.py's WORDS).
_NO_FLAG = const(16)
_RULE_OFF = const(17)


class Rummy(Scoresheet):
    GAME = "rummy"
    FIELDS = (OUT, POINTS, ("rummy", False, FLAG))

    @property
    def cards(self):
        return 10 if self.players == 2 else 7 if self.players <= 4 else 6

    @property
    def least(self):
        return 1 if self.options["aces"] == "low" else 2  # an ace, or a 2 when aces score 15

    @property
    def lowest(self):
        return not self.options["winner_scores"]

    def _check(self, result):
        out = self._seat(result["out"], "out")
        points = self._points(result["points"], out)
        rummy = result["rummy"]
        if type(rummy) is not bool:
            raise refusal(_NO_FLAG, "rummy", rummy)
        if rummy and not self.options["going_rummy"]:
            raise refusal(_RULE_OFF, "going rummy")
        result["points"] = points
        times = 2 if rummy else 1
        if self.lowest:
            row = list(points)  # a list of its own: `points` is the result's
            for seat in range(len(row)):  # a loop, not a list's comprehension: less code
                row[seat] *= times
            return row
        row = [0] * self.players
        row[out] = sum(points) * times
        return row

    def _ended(self, result):
        if self.options["rounds"]:
            return len(self._rounds) == self.options["rounds"]
        return max(self.totals) >= self.options["target"]


SHEET = Rummy  # the sheet scoresheet.new() makes for this game
