"""The Contract Rummy new-game choices (docs/rules.md 3.4): the players and the first dealer;
the decks follow the players (one deck to 5, two from 6)."""
from gameboard.games.cards.choices import DEALER, SEATS, players

PLAYERS = (4, 3, 5, 6, 7, 8)  # docs/rules.md 3.4: 3 to 8, four the default
CHOICES = (players(PLAYERS),) + SEATS + (DEALER,)


def choices(board):
    return CHOICES
