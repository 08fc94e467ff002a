"""Count cards (docs/rules.md 3.2-3.6): what a player holds at the end of a round (in Hand &
Foot a partnership's melded cards, or its hands and feet) entered as how many cards of each
value, the board adding them up at the game's values (the rules core's points(): rules/cards/scoring.py).

The rows are the game's card values, the ranks that count alike on one row ("8-K (10)", "A JK
(15)", a joker only where the game plays them): UP/DOWN pick a row, LEFT/RIGHT and the encoder
count one card less or more (no more than the game's decks hold), OK takes the total for the
step being entered, BACK leaves it as it was. Nothing is saved until the total is taken: a
power cut comes back to the step.
"""
from gameboard import modules
from gameboard.games import controller
from gameboard.games.cards.rows import line, window
from gameboard.rules.cards import SCORING
from gameboard.rules.cards.scoring import points
from gameboard.rules.cards.options import cards_in_play, settings

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SHOWN = 5  # value rows a page shows


def values(game, options):
    """[(ranks, value, most)] of `game` with `options`: the ranks (joker last) that count
    `value` each, and how many of them the game's cards hold."""
    decks, jokers = cards_in_play(game, settings(game, options))
    rows = []
    for rank in RANKS + (("JK",) if jokers else ()):
        # A spade stands for its rank: in Hand & Foot a red 3 is never held or melded.
        value = points(game, [rank if rank == "JK" else rank + "S"], **options)
        most = jokers if rank == "JK" else 4 * decks
        for row in rows:
            if row[1] == value:
                row[0].append(rank)
                row[2] += most
                break
        else:
            rows.append([[rank], value, most])
    return [(tuple(ranks), value, most) for ranks, value, most in rows]


def label(ranks):
    """ "8-K" for three ranks or more in a row, else the ranks ("A 2", "A JK")."""
    if len(ranks) > 2 and "JK" not in ranks:
        first = RANKS.index(ranks[0])
        if ranks == RANKS[first:first + len(ranks)]:
            return ranks[0] + "-" + ranks[-1]
    return " ".join(ranks)


def counting(c, ev):
    """A press on the entry of table `c` (table.py) while its cards are counted (`c.count`),
    or the long OK that counts them: OK takes their total for the step asked and goes on to
    the next step, BACK leaves the step as it was; either lets this module go, with the
    scoring it loaded."""
    count = c.count
    if count is None:
        c.count = Count(c.sheet.GAME, c.sheet.options, c.name(c.entry.asked()[1]))
        return controller.REDRAW
    if count.handle(ev):
        return controller.REDRAW
    c.count = None
    modules.unload("gameboard.games.cards.count", *SCORING)
    if count.taken is None:
        return controller.REDRAW
    c.entry.set(count.taken)
    c.entry.forward()
    return c.played(False)


class Count:
    def __init__(self, game, options, who):
        self.who = who  # "P2", "P1+P3": whose cards
        self.rows = values(game, options)
        self.counts = [0] * len(self.rows)
        self.index = 0  # the row picked
        self.taken = None  # the total, once OK takes it

    def total(self):
        total = 0
        for i in range(len(self.rows)):
            total += self.counts[i] * self.rows[i][1]
        return total

    def handle(self, ev):
        """True while the count stays open; False once OK took the total or BACK left."""
        kind, what = ev
        if kind == "press" and what == "OK":
            self.taken = self.total()
            return False
        if kind == "press" and what == "BACK":
            return False
        if kind == "turn":
            self._count(what)
        elif kind == "press" or kind == "repeat":
            if what == "UP" or what == "DOWN":
                step = 1 if what == "DOWN" else -1
                self.index = max(0, min(len(self.rows) - 1, self.index + step))
            elif what == "LEFT" or what == "RIGHT":
                self._count(1 if what == "RIGHT" else -1)
        return True

    def _count(self, delta):
        i = self.index
        self.counts[i] = max(0, min(self.rows[i][2], self.counts[i] + delta))

    def compose(self, L):
        """The count's rows on L; returns the picked row's, for the bar."""
        L[0] = line("Count " + self.who, str(self.total()))
        top = window(self.index, len(self.rows), SHOWN)
        for r in range(min(SHOWN, len(self.rows) - top)):
            ranks, value, most = self.rows[top + r]
            L[1 + r] = line("%s (%d)" % (label(ranks), value), "x%d" % self.counts[top + r])
        L[6] = "U/D card L/R +-1"
        L[7] = "OK:use BACK:quit"
        return 1 + self.index - top
