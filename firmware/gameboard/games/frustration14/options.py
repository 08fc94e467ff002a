"""The Frustration 14 new-game choices (docs/rules.md 3.2): the players, the first dealer and
the house rules the rules core takes by keyword (its decks follow the players)."""
from gameboard.games.cards.choices import DEALER, SEATS, players
from gameboard.games.choice import BOOL, Choice, onoff

PLAYERS = (4, 2, 3, 5, 6, 7, 8)  # docs/rules.md 3.2: 2 to 8, four the default
WILDS = Choice("wilds", "Wilds", ("at_most_half", "fewer"), ("half", "fewer"))
CHOICES = (players(PLAYERS),) + SEATS + (DEALER, WILDS,
                                        Choice("penalty", "Penalty pts", BOOL, onoff))


def choices(board):
    return CHOICES
