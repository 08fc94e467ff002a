"""Score sheet of Hand & Foot (docs/rules.md 3.6): partnerships (partners opposite; each player
alone with 2 players), four deals, the highest total wins.

A deal's result, one number per partnership in each list: `out` (the partnership that went
out), `clean`, `dirty`, `wild` (books of each kind), `red3s`, `melds` (the value of every card
in its melds and books) and `hands` (the value of every card left in its hands and feet).
"""
from gameboard.rules import const
from gameboard.rules.cards.scoresheet import NEEDED, OUT, SIDES, Scoresheet, refusal

# Refusals (the index of each one's words in sheet_refusals.py's WORDS).
_RULE_OFF = const(17)
_NO_PARTNERSHIP = const(18)
_RED_3S = const(19)
_OUT_WITHOUT_BOOKS = const(20)
_UNDER_BOOKS = const(21)
_UNDER_FIRST_MELD = const(22)

MIN_MELDS = (50, 90, 120, 150)  # a partnership's first meld, deal by deal
CLEAN, DIRTY, WILD = 500, 300, 1500  # a book of each kind
GOING_OUT = 100
RED_3 = 100
# The least a book's seven cards can count: 4s to 7s at 5; six of them and a 2 at 20; seven 2s.
LEAST = (35, 50, 140)


class HandFoot(Scoresheet):
    GAME = "handfoot"
    DEALS = 4
    CARDS = 13
    lowest = False
    STEP = 5
    SIDE = "partnership"
    FIELDS = (OUT, ("clean", NEEDED, SIDES), ("dirty", NEEDED, SIDES), ("wild", None, SIDES),
              ("red3s", None, SIDES), ("melds", NEEDED, SIDES), ("hands", NEEDED, SIDES))

    @property
    def teams(self):
        """The seats of each partnership."""
        if self.players == 2:
            return [[0], [1]]
        half = self.players // 2
        teams = []  # a loop, not a list's comprehension: less code (scoresheet.py _add)
        for seat in range(half):
            teams.append([seat, seat + half])
        return teams

    def _sides(self):
        return 2 if self.players == 2 else self.players // 2

    @property
    def min_meld(self):
        """The minimum first meld of the deal being played."""
        return MIN_MELDS[min(len(self._rounds), self.DEALS - 1)]

    @property
    def going_out(self):
        """What a partnership needs to go out, for a screen to show."""
        books = self.options["out_books"]
        return {"clean": books, "dirty": books, "permission": self.options["permission"]}

    def _check(self, result):
        sides = self._sides()
        out = result["out"]
        if type(out) is not int or not 0 <= out < sides:
            raise refusal(_NO_PARTNERSHIP, sides - 1, out)
        for name in ("wild", "red3s"):
            if result[name] is None:
                result[name] = [0] * sides
        for name in ("clean", "dirty", "wild", "red3s"):
            result[name] = self._counts(result[name], name)
        for name in ("melds", "hands"):
            result[name] = self._counts(result[name], name, self.STEP)
        if any(result["wild"]) and not self.options["wild_books"]:
            raise refusal(_RULE_OFF, "wild books")
        red3s = sum(result["red3s"])
        if red3s > 2 * self.options["decks"]:
            raise refusal(_RED_3S, red3s, self.options["decks"],
                          2 * self.options["decks"])
        need = self.options["out_books"]
        if result["clean"][out] < need or result["dirty"][out] < need:
            raise refusal(_OUT_WITHOUT_BOOKS, out, result["clean"][out],
                          result["dirty"][out], need)
        row = []
        for side in range(sides):
            books = (result["clean"][side], result["dirty"][side], result["wild"][side])
            melds = result["melds"][side]
            least = books[0] * LEAST[0] + books[1] * LEAST[1] + books[2] * LEAST[2]
            if melds < least:
                raise refusal(_UNDER_BOOKS, side, melds, least)
            if 0 < melds < self.min_meld:
                raise refusal(_UNDER_FIRST_MELD, side, melds, self.min_meld)
            row.append(CLEAN * books[0] + DIRTY * books[1] + WILD * books[2]
                       + RED_3 * result["red3s"][side] + melds - result["hands"][side]
                       + (GOING_OUT if side == out else 0))
        return row


SHEET = HandFoot  # the sheet scoresheet.new() makes for this game
