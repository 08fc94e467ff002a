"""The Rummoli new-game choices (docs/rules.md 3.7): the players (as many as the board has
paddles, 2 to 8), the first dealer, and the house rules the rules core takes by keyword: the
chips each player starts with, the board's pay spaces, how the Poker pot is played and whether
a player without chips may borrow."""
from gameboard.games.cards.choices import DEALER, players
from gameboard.games.choice import BOOL, Choice, onoff

PLAYERS = (4, 2, 3, 5, 6, 7, 8)  # docs/rules.md 3.7: 2 to 8, four the default
CHIPS = (50, 20, 30, 40, 60, 80, 100, 150, 200)  # the rules' 20 to 200, in the steps offered

CHOICES = (
    players(PLAYERS), DEALER,
    Choice("chips", "Chips", CHIPS),
    Choice("spaces", "Spaces", ("standard", "hearts")),
    Choice("poker", "Poker", ("showdown", "betting")),
    Choice("borrow", "Borrow", BOOL, onoff),
)


def choices(board):
    return CHOICES
