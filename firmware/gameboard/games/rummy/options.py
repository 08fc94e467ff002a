"""The Rummy new-game choices (docs/rules.md 3.5): the players, the first dealer and the house
rules the rules core takes by keyword (a target, or a fixed number of rounds): HOUSE, which the
house-rules page names too."""
from gameboard.games.choice import BOOL, Choice, onoff

PLAYERS = (4, 2, 3, 5, 6)  # docs/rules.md 3.5: 2 to 6, four the default


def _rounds_name(value, opts):
    return "target" if value == 0 else str(value)


HOUSE = (  # after the players, their seats and the first dealer
    Choice("target", "Target", tuple([100] + [t for t in range(50, 501, 50) if t != 100]),
           None, lambda opts, board: not opts.get("rounds")),
    Choice("rounds", "Rounds", tuple(range(21)), _rounds_name),
    Choice("aces", "Aces", ("low", "high_low"), ("low", "hi/low")),
    Choice("jokers", "Jokers", BOOL, onoff),
    Choice("going_rummy", "Rummy x2", BOOL, onoff),
    Choice("winner_scores", "Winner gets", BOOL, onoff),
)


def choices(board):
    # Imported here: the house-rules page reads HOUSE alone (games/cards/house.py).
    from gameboard.games.cards.choices import scored
    return scored(PLAYERS, HOUSE)
