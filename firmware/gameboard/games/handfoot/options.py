"""The Hand & Foot new-game choices (docs/rules.md 3.6): the players (partners sit opposite:
P1 with P3, P2 with P4...; two players each alone), the first dealer and the house rules the
rules core takes by keyword (HOUSE, which the house-rules page names too); the decks default
to one more than the players."""
from gameboard.games.choice import Choice, onoff

PLAYERS = (4, 2, 6)  # docs/rules.md 3.6: 2, 4 or 6, four the default


def _players_name(value, opts):
    """The count with its partnerships: "4: 2x2" (P1+P3, P2+P4), "6: 3x2", "2 alone" (the
    row's label whole)."""
    return "2 alone" if value == 2 else "%d: %dx2" % (value, value // 2)


def _decks(opts, board):
    # The decks that deal every player a hand and a foot of 13 and leave a stock, jokers or
    # not (the rules core refuses fewer: rules/cards/seating.py).
    players = opts.get("players", 4)
    first = players + 1
    return tuple([first] + [n for n in range(2, 10) if n != first and 52 * n > 26 * players])


YES = (True, False)
HOUSE = (  # after the players, their seats and the first dealer
    Choice("decks", "Decks", _decks),
    Choice("jokers", "Jokers", YES, onoff),
    Choice("wild_limit", "Wild limit", YES, onoff),
    Choice("wild_books", "Wild books", YES, onoff),
    Choice("out_books", "Out: books", (1, 2), ("1+1", "2+2")),
    Choice("permission", "Ask partner", YES, onoff),
)


def choices(board):
    # Imported here: the house-rules page reads HOUSE alone (games/cards/house.py).
    from gameboard.games.cards.choices import scored
    return scored(PLAYERS, HOUSE, _players_name)
