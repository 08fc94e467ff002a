"""Contract Rummy at the card table (docs/rules.md 3.4): seven deals, everyone on the deal's
contract, so every paddle lights the deals played on its first 7 track holes, the deal being
played white, and the last row says the deal's contract and the cards dealt."""
from gameboard.games.cards.table import Table
from gameboard.rules.cards.scoresheet import line


class Controller(Table):
    KEY = "contract"
    SHORT = "Contract"
    RULE_KEYS = ()

    def progress(self, sheet, seat):
        n = sheet.contract
        return n - 1, n - 1

    def meld_contract(self, side):
        return self.sheet.contract

    def words(self, sheet, side):
        return "Deal %d of 7: %s" % (sheet.contract, line(sheet.CONTRACTS, sheet.contract))
