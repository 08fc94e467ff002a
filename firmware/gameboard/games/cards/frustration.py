"""What both Frustration games show (docs/rules.md 3.2, 3.3): each player works through the
contract list on their own, so each paddle lights the contracts its player has laid down on its
holes in order (track, then HOME), the one being played white, and PLAY's last row says the
picked player's contract in words."""
from gameboard.games.cards.table import Table
from gameboard.rules.cards.scoresheet import line


class Frustration(Table):
    LIST = 0  # contracts in the list

    def progress(self, sheet, seat):
        n = sheet.contracts[seat]
        return n - 1, n - 1 if n <= self.LIST else -1

    def meld_contract(self, side):
        return min(self.sheet.contracts[side], self.LIST)

    def tag(self, side, sheet):
        return " #%d" % min(sheet.contracts[side], self.LIST)

    def words(self, sheet, side):
        return "P%d: %s" % (side + 1, line(sheet.CONTRACTS, min(sheet.contracts[side], self.LIST)))
