"""The five cards of each player's poker hand, entered on the card wheel (wheel.py) one at a
time (docs/rules.md 3.7), which the board then ranks with the rules core (rules/cards/poker.py)
to name the Poker pot's winners. OK takes the card shown; BACK takes the last card back. Loaded
while the hands are entered and ranked (controller.py lets it go after), with their screen's
rows (compose), which the rest of the table's screens (view.py) need not hold."""
from gameboard.games import controller
from gameboard.games.cards.rows import line
from gameboard.games.rummoli import controller as table
from gameboard.games.rummoli.view import name
from gameboard.games.rummoli.wheel import Wheel, turned

CARDS = 5  # a poker hand


class Hands:
    """The poker hands of `seats` (the players still in the Poker pot), entered in turn:
    `cards[k]` the labels of seats[k]'s hand so far, `at` the row being entered (len(seats):
    all entered, the ranking shown)."""

    def __init__(self, seats, cards=None):
        self.seats = list(seats)
        self.cards = cards if cards is not None else [[] for _ in seats]
        self.at = 0
        while self.at < len(seats) and len(self.cards[self.at]) == CARDS:
            self.at += 1
        self.wheel = Wheel()
        self._ranked = None

    def done(self):
        return self.at >= len(self.seats)

    def add(self):
        """OK: the wheel's card joins the hand being entered; the reason it cannot, or None."""
        card = self.wheel.card()
        for k in range(len(self.seats)):
            if card in self.cards[k]:
                return "%s is in P%d's hand" % (card, self.seats[k] + 1)
        hand = self.cards[self.at]
        hand.append(card)
        if len(hand) == CARDS:
            self.at += 1
        return None

    def back(self):
        """BACK: the last card entered taken back; False when nothing is entered."""
        if self.at == len(self.seats) or not self.cards[self.at]:
            if self.at == 0:
                return False
            self.at -= 1
        self.cards[self.at].pop()
        self._ranked = None
        return True

    def ranking(self):
        """(seat, poker key, hand name) of every hand, best first (ties by seat); worked out
        once all are entered (the screen shows it at every press)."""
        if self._ranked is None:
            from gameboard.rules.cards.poker import poker_hand
            ranked = [(self.seats[k],) + poker_hand(self.cards[k]) for k in range(len(self.seats))]
            ranked.sort(key=lambda r: (-r[1], r[0]))
            self._ranked = ranked
        return self._ranked

    def winners(self):
        ranked = self.ranking()
        return sorted([r[0] for r in ranked if r[1] == ranked[0][1]])

    def compose(self, L):
        """The screen's rows: the hand being entered on the wheel, or once all are, their
        ranking and who the Poker pot pays."""
        if self.done():
            ranked = self.ranking()
            winners = self.winners()
            L[0] = "Poker ranking"
            for r in range(min(6, len(ranked))):
                seat, key, called = ranked[r]
                L[1 + r] = line("%s %s" % (name(seat), called), "*" if seat in winners else "")
            L[7] = "OK pays " + " ".join([name(s) for s in winners])
            return
        seat = self.seats[self.at]
        L[0] = "Poker: %s's hand" % name(seat)
        L[1] = " ".join(self.cards[self.at])
        self.wheel.compose(L)
        L[6] = "Hand %d of %d" % (self.at + 1, len(self.seats))
        L[7] = "OK add BACK del"

    def to_dict(self):
        return {"seats": self.seats, "cards": self.cards}


def handle(c, ev):
    """A press on the poker hands of table `c` (controller.py's HANDS)."""
    hands = c.hands
    if ev == ("press", "BACK"):
        if not hands.back():
            c.let_go_of_hands()
            c.mode = table.TABLE
        return c.played(False)
    if ev == ("press", "OK"):
        if hands.done():
            return c.act("showdown", hands.winners())
        why = hands.add()
        if why is not None:
            return c.refuse(why)
        return c.played(False) if hands.done() or not hands.cards[hands.at] \
            else controller.REDRAW
    if hands.done() or not turned(hands.wheel, ev):
        return c.other(ev)
    return controller.REDRAW
