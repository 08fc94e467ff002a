"""The Frustration 14 new-game choices (docs/rules.md 3.2): the players, the first dealer and
the house rules the rules core takes by keyword (its decks follow the players): HOUSE, which the
house-rules page names too."""
from gameboard.games.choice import BOOL, Choice, onoff

PLAYERS = (4, 2, 3, 5, 6, 7, 8)  # docs/rules.md 3.2: 2 to 8, four the default
HOUSE = (  # after the players, their seats and the first dealer
    Choice("wilds", "Wilds", ("at_most_half", "fewer"), ("half", "fewer")),
    Choice("penalty", "Penalty pts", BOOL, onoff),
)


def choices(board):
    # Imported here: the house-rules page reads HOUSE alone (games/cards/house.py).
    from gameboard.games.cards.choices import scored
    return scored(PLAYERS, HOUSE)
