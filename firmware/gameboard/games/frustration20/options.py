"""The Frustration 20 new-game choices (docs/rules.md 3.3): the players, the first dealer and
the house rules the rules core takes by keyword (HOUSE, which the house-rules page names too);
three decks only with six players or more."""
from gameboard.games.choice import BOOL, Choice, onoff

PLAYERS = (4, 2, 3, 5, 6, 7, 8)  # docs/rules.md 3.3: 2 to 8, four the default


def _decks(opts, board):
    return (2, 3) if opts.get("players", 2) >= 6 else (2,)


HOUSE = (  # after the players, their seats and the first dealer
    Choice("wilds", "Wilds", ("at_most_half", "fewer"), ("half", "fewer")),
    Choice("runs", "Runs", ("mixed", "suited")),
    Choice("decks", "Decks", _decks),
    Choice("dealer_cut", "Dealer cuts", (True, False), onoff),
    Choice("cut_counts_turned", "Cut+turned", BOOL, onoff,
           lambda opts, board: opts.get("dealer_cut")),
)


def choices(board):
    # Imported here: the house-rules page reads HOUSE alone (games/cards/house.py).
    from gameboard.games.cards.choices import scored
    return scored(PLAYERS, HOUSE)
