"""Rummoli's rummy play card by card (docs/rules.md 3.7, "Rummy play"): the suit being run, the
card wanted next, who must lead and in which colour.

The Poker winner leads (any suit); each card played must be the next of the suit being run
(2 up to K, then the ace, which stops the suit); a card in the dead hand stops it too, and so
does one already played (rummoli_play.py: nobody holds it).
After a stop the player of the last card leads a card of the other colour. The board does not
see the hands, so it cannot check that a lead is the player's lowest card, nor who holds the
card wanted: it checks the order and the colours, and that no card is played twice.
"""
from gameboard.rules import const

ACE = const(1)
KING = const(13)
BLACK = "SC"


def colour(suit):
    return "black" if suit in BLACK else "red"


class Run:
    """`lead`: the seat due to lead (None while a suit is run); `suit`: the suit being run, or
    the one last stopped (None before the first lead); `wanted`: the rank wanted next, 0 once
    the suit stopped; `last`: the seat that played the last card."""

    def __init__(self, leader):
        self.lead = leader
        self.suit = None
        self.wanted = 0
        self.last = None

    def next_card(self):
        """The label of the card wanted next, or None when a lead is due."""
        if not self.wanted:
            return None
        # The card labels' code is imported where it is read, not held by the module: a run
        # lasts the card play, and the cards left at its end are entered without that code.
        from gameboard.rules.cards.deck import label
        return label(self.wanted, self.suit)

    def lead_colour(self):
        """The colour the next lead must be ("red", "black"), or None for any (the first)."""
        return None if self.suit is None else "red" if self.suit in BLACK else "black"

    def check(self, seat, card):
        """(rank, suit) of `card` if `seat` may play it now; ValueError saying why not."""
        from gameboard.rules.cards.deck import parse
        rank, suit = parse(card)
        if not rank:
            raise ValueError("Rummoli is played without jokers")
        if self.wanted:
            if card != self.next_card():
                raise ValueError("the card wanted is %s, not %s" % (self.next_card(), card))
            return rank, suit
        if self.suit is None and seat != self.lead:
            raise ValueError("seat %d won the Poker pot and leads" % self.lead)
        want = self.lead_colour()
        if want is not None and colour(suit) != want:
            raise ValueError("the lead changes colour: a %s card, not %s" % (want, card))
        return rank, suit

    def played(self, seat, rank, suit):
        """The card (already checked) is on the table; an ace stops its suit."""
        self.suit = suit
        self.last = seat
        self.lead = None
        if rank == ACE:
            self.stop()
        else:
            self.wanted = ACE if rank == KING else rank + 1

    def stop(self):
        """The suit stops (its ace played, or the card wanted is dead): the player of the last
        card leads."""
        self.wanted = 0
        self.lead = self.last
