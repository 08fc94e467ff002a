"""The card wheel (docs/rules.md 3.7): a card entered on the buttons, for a lead in the card play
and for the poker hands (hands.py). UP/DOWN (and the encoder) turn it through the ranks 2..A;
LEFT/RIGHT change the suit, among the suits allowed (a lead of the other colour offers two).
Loaded while a card is entered on it (controller.py lets it go after), with its rows."""
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
