"""Hand & Foot at the card table (docs/rules.md 3.6): four deals by partnerships; both partners'
paddles light the deals played on their first 4 track holes in the partnership's colour (its
first player's), the deal being played white, and the last row says the deal's minimum first
meld and what going out needs, before the deal."""
from gameboard.games.cards.table import Table


class Controller(Table):
    KEY = "handfoot"
    SHORT = "HandFoot"
    RULE_KEYS = ("decks", "jokers", "wild_limit", "wild_books", "out_books", "permission")

    def __init__(self, hw, settings, options, sheet, state=None):
        Table.__init__(self, hw, settings, options, sheet, state)
        colours = self.leds.colours
        for side in range(len(sheet.totals)):
            for seat in self.seats_of(side):
                colours[seat] = colours[self.seats_of(side)[0]]

    def progress(self, sheet, seat):
        n = min(sheet.number, sheet.DEALS)
        return n - 1, n - 1

    def words(self, sheet, side):
        books = sheet.options["out_books"]
        return "Deal %d: first meld %d; out needs %d clean + %d dirty%s" % (
            min(sheet.number, sheet.DEALS), sheet.min_meld, books, books,
            ", partner's OK" if sheet.options["permission"] else "")
