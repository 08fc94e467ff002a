"""Rummy at the card table (docs/rules.md 3.5): each paddle's 18 track holes light the share of
the target its player's total has reached (of the fixed rounds, when the table plays a number
of rounds), and the last row says the target."""
from gameboard.games.cards.table import Table


class Controller(Table):
    KEY = "rummy"
    SHORT = "Rummy"
    RULE_KEYS = ("target", "rounds", "aces", "jokers", "going_rummy", "winner_scores")

    def progress(self, sheet, seat):
        from gameboard.games.cards.leds import HOLES  # loaded with the table's LEDs (table.py)
        rounds = sheet.options["rounds"]
        if rounds:
            return (sheet.number - 1) * HOLES // rounds, -1
        return min(HOLES, sheet.totals[seat] * HOLES // sheet.options["target"]), -1

    def words(self, sheet, side):
        rules = sheet.options
        if rules["rounds"]:
            return "Round %d of %d" % (sheet.number, rules["rounds"])
        return "Target %d" % rules["target"]
