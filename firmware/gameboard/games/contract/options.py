"""The Contract Rummy new-game choices (docs/rules.md 3.4): the players and the first dealer;
the decks follow the players (one deck to 5, two from 6)."""

PLAYERS = (4, 3, 5, 6, 7, 8)  # docs/rules.md 3.4: 3 to 8, four the default
HOUSE = ()  # no house rules


def choices(board):
    # Imported here: the house-rules page reads HOUSE alone (games/cards/house.py).
    from gameboard.games.cards.choices import scored
    return scored(PLAYERS, HOUSE)
