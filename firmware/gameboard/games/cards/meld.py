"""Check a meld (docs/rules.md 3.1-3.6): a player enters the cards of the melds they lay down
and the board says whether they fill their contract (in Rummy and Hand & Foot: whether each is
a good meld), or which rule they break, in words, from the rules core's check().

The wheel of choices is the thirteen ranks, the joker, "New meld" and "Check": UP/DOWN (or the
encoder) turn it, LEFT/RIGHT change the suit, OK adds the card to the meld being built, starts
the next meld, or checks; BACK takes the last card back (the empty meld first), and leaves once
nothing is entered. The answer stays on the screen until the next press.
"""
from gameboard.ui import text

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "JK")
NEW, CHECK = len(RANKS), len(RANKS) + 1
SUITS = "SHDC"
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")


def open_check(c):
    """The check of the melds the picked player of table `c` (table.py) lays down against their
    contract, as its MELD screen opens: made here, so that a table in play holds none of it."""
    sheet = c.sheet
    side = c.player
    c.meld = MeldCheck(sheet.GAME, c.meld_contract(side), sheet.options,
                       c.name(side) + c.tag(side, sheet))


class MeldCheck:
    def __init__(self, game, contract, options, who):
        self.game = game  # the rules core's game name
        self.contract = contract  # its number, 0 for the games without contracts
        self.options = options
        self.who = who  # "P2 #4": whose contract, for the title
        self.melds = [[]]
        self.wheel = 0
        self.suit = 0
        self.answer = None  # the lines of the last check's answer

    def card(self):
        rank = RANKS[self.wheel]
        return rank if rank == "JK" else rank + SUITS[self.suit]

    def handle(self, c, ev):
        """A press on the MELD screen of table `c` (table.py); BACK with nothing entered leaves
        it for the round's screen, its player picked: the check's screen and code go then (the
        table keeps nothing of it), with the rules' checks it loaded (a meld is checked now and
        then; they stayed, 21 KB on the 64-bit unix port)."""
        kind, what = ev
        self.answer = None
        if kind == "turn":
            self.wheel = (self.wheel + what) % (CHECK + 1)
        elif kind == "press" or kind == "repeat":
            if what == "UP" or what == "DOWN":
                self.wheel = (self.wheel + (1 if what == "DOWN" else -1)) % (CHECK + 1)
            elif what == "LEFT" or what == "RIGHT":
                self.suit = (self.suit + (1 if what == "RIGHT" else -1)) % 4
            elif what == "OK" and kind == "press":
                self._ok()
            elif what == "BACK" and kind == "press" and not self._back():
                from gameboard import modules
                from gameboard.games.cards.table import PLAY
                from gameboard.rules.cards import MELD_CHECKS
                c.meld = None
                modules.unload("gameboard.games.cards.meld", *MELD_CHECKS)
                c.mode = PLAY
                c.index = c.player

    def _ok(self):
        melds = self.melds
        if self.wheel == NEW:
            if melds[-1]:
                melds.append([])
        elif self.wheel == CHECK:
            self._check()
        else:
            melds[-1].append(self.card())

    def _back(self):
        """BACK: the last card taken back (the empty meld first); False when nothing is
        entered."""
        melds = self.melds
        if melds[-1]:
            melds[-1].pop()
        elif len(melds) > 1:
            melds.pop()
        else:
            return False
        return True

    def _check(self):
        from gameboard.rules.cards import check
        melds = [m for m in self.melds if m]
        if not melds:
            self.answer = ["No cards yet"]
            return
        try:
            why = check(self.game, self.contract, melds, **self.options)
        except ValueError as e:
            why = str(e)
        if why:
            self.answer = text.wrap(why, text.COLS)
        elif self.contract:
            self.answer = ["Fills contract", "%d." % self.contract]
        else:
            self.answer = ["Every meld is", "good."]

    def compose(self, L):
        L[0] = "Check %s" % self.who
        if self.answer is not None:
            for r in range(min(6, len(self.answer))):
                L[1 + r] = self.answer[r]
            L[7] = "Any key: on"
            return
        melds = self.melds
        first = max(0, len(melds) - 4)
        for r in range(len(melds) - first):
            L[1 + r] = ("%d:" % (first + r + 1) + " ".join(melds[first + r]))[:text.COLS]
        if self.wheel == NEW:
            shown = "New meld"
        elif self.wheel == CHECK:
            shown = "Check"
        else:
            shown = self.card()
        L[5] = "  < %s >" % shown
        if self.wheel < NEW - 1:
            L[6] = "L/R: " + SUIT_NAMES[self.suit]
        L[7] = "OK add BACK del"
