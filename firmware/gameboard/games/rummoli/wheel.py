"""The card wheel (docs/rules.md 3.7): a card entered on the buttons, for a lead in the card play
and for the poker hands (hands.py). UP/DOWN (and the encoder) turn it through the ranks 2..A;
LEFT/RIGHT change the suit, among the suits allowed (a lead of the other colour offers two).
Loaded while a card is entered on it (controller.py lets it go after), with its rows and the
presses of the lead's screen (controller.py's LEAD).
"""
from gameboard.games import controller
from gameboard.games.rummoli import controller as table
from gameboard.games.rummoli.view import name
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


class Wheel:
    def __init__(self, suits="SHDC", rank=0, suit=0):
        self.suits = suits
        self.rank = rank
        self.suit = suit % len(suits)

    def card(self):
        return RANKS[self.rank] + self.suits[self.suit]

    def turn(self, delta):
        self.rank = (self.rank + delta) % len(RANKS)

    def next_suit(self, delta):
        self.suit = (self.suit + delta) % len(self.suits)

    def compose(self, L):
        """The wheel's rows of a screen: the card shown, and its suit in words."""
        L[3] = "    < %s >" % self.card()
        L[4] = "L/R: " + SUIT_NAMES[self.suits[self.suit]]


def turned(wheel, ev):
    """UP/DOWN turn the wheel of ranks, LEFT/RIGHT its suit; True when it moved."""
    kind, what = ev
    if kind == "turn" or what in ("UP", "DOWN"):
        wheel.turn(controller.step(ev))
        return True
    if what in ("LEFT", "RIGHT") and kind != "long":
        wheel.next_suit(controller.step(ev))
        return True
    return False


def handle(c, ev):
    """A press on the lead's screen of table `c`: the wheel turned, OK plays its card."""
    if ev == ("press", "BACK"):
        c.let_go_of_wheel()
        c.mode = table.TABLE
        return controller.REDRAW
    if ev == ("press", "OK"):
        return c.act("play", c.seat, c.wheel.card())
    if not turned(c.wheel, ev):
        return c.other(ev)
    return controller.REDRAW


def compose_lead(c, L):
    """The lead's screen of table `c`: who leads, in which colour, the wheel."""
    colour = c.game.run.lead_colour()
    L[0] = "%s leads" % name(c.seat)
    L[1] = "colour change:" if colour else "first lead:"
    L[2] = "lowest %s card" % colour if colour else "lowest card"
    c.wheel.compose(L)
    L[7] = "OK play BACK"
