"""The DiceBall new-game choices (docs/rules.md section 2's options), as the wizard shows them.

All but `solo` and `dice` are the rules core's own keyword options; those two are the app's:
`solo` the team the one player plays, the board rolling for the other ("off": two players);
`dice` "board" (the board rolls) or "real" (the players roll real dice and enter the values).
"""
from gameboard.games.choice import BOOL, Choice, onoff

# The rules core's tables (rules/diceball_tables.py TABLES), named short for the screen; not
# imported from there, since the tables' data is big and the wizard needs only their names.
TABLES = ("standard", "standard_count", "national_ball_game")
TABLE_NAMES = ("standard", "count", "1886")
# (inning K, lead N): docs/rules.md 2.4's mercy rule, in the combinations offered.
MERCY = ((3, 15), (5, 10), (7, 8))
_ORD = {3: "3rd", 5: "5th", 7: "7th"}


def _mercy(opts, board):
    innings = opts.get("innings", 9)
    return tuple([None] + [[k, n] for k, n in MERCY if k <= innings])


def _mercy_name(value, opts):
    return "off" if value is None else "%d by %s" % (value[1], _ORD[value[0]])


CHOICES = (
    Choice("innings", "Innings", (9, 3, 5, 7)),
    Choice("table", "Table", TABLES, TABLE_NAMES),
    Choice("pitch_die", "Pitch die", (True, False), onoff),
    Choice("runners", "Runners", ("force", "advance"), ("force", "w/ hit")),
    Choice("extra_runner", "Ghost run", BOOL, onoff),
    Choice("mercy", "Mercy", _mercy, _mercy_name),
    Choice("solo", "Solo", ("off", "visitor", "home")),
    Choice("dice", "Dice", ("board", "real")),
)


def choices(board):
    return CHOICES
