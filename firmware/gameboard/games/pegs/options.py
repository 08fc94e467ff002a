"""The Pegs & Jokers new-game choices (docs/rules.md section 1's options), as the wizard shows them.

Players: a board with P paddles plays P players, and a 4-paddle board also 2 (docs/rules.md 1.2: two
players sit opposite on a 4-sided board); a paddle cannot be left out of the track. "Teams"
folds together the rules core's teams / layout / two_colours, whose meaning depends on the
player count. "Computer" is the app's: which players the board plays, in dealt games only (the
board cannot play real cards it cannot see). Its value is a bit mask over the players in order of
play (bit k: player k+1): with up to 4 players every combination is offered; with more, none,
any one player, all but any one, or all. "P1 level" .. "P8 level" (keys level1 .. level8), shown
for each computer player, is how well it plays: the rules core's player levels, normal first
(the level of games saved before levels were chosen).
"""
from gameboard.games.choice import BOOL, Choice, onoff

_TEAMS = {
    2: (("none", "two_colours"), ("1 colour", "2 colours")),
    4: (("teams", "none"), ("2x2", "none")),
    6: (("teams", "alt", "none"), ("2x3", "3x2", "none")),
    8: (("teams", "alt", "none"), ("2x4", "4x2", "none")),
}


def _players(opts, board):
    p = board.paddles
    return (4, 2) if p == 4 else (p,)


def _teams(opts, board):
    return _TEAMS.get(opts.get("players"), (("none",), ("none",)))[0]


def _teams_name(value, opts):
    values, names = _TEAMS.get(opts.get("players"), (("none",), ("none",)))
    return names[values.index(value)] if value in values else value


def _computer(opts, board):
    n = opts.get("players", 2)
    full = (1 << n) - 1
    if n <= 4:
        masks = list(range(1 << n))
        masks.sort(key=_count)
        return tuple(masks)
    return tuple([0] + [1 << k for k in range(n)] + [full ^ 1 << k for k in range(n)] + [full])


def _count(mask):
    n = 0
    while mask:
        n += mask & 1
        mask >>= 1
    return n


def _computer_name(mask, opts):
    n = opts.get("players", 2)
    full = (1 << n) - 1
    if mask == 0:
        return "none"
    if mask == full:
        return "all"
    if n > 4 and _count(mask) == n - 1:
        return "not %d" % (1 + _count((full ^ mask) - 1))
    return "+".join([str(k + 1) for k in range(n) if mask >> k & 1])


LEVELS = ("normal", "easy", "hard")  # rules/pegs/player.py's LEVELS, the default first


def _level(k):
    """The level choice of player k+1, shown when the board plays that player."""
    return Choice("level%d" % (k + 1), "P%d level" % (k + 1), LEVELS, None,
                  lambda o, b: (o.get("cards") == "dealt" and k < o.get("players", 2)
                                and type(o.get("computer")) is int and o["computer"] >> k & 1 == 1))


CHOICES = (
    Choice("players", "Players", _players),
    Choice("teams", "Teams", _teams, _teams_name),
    Choice("cards", "Cards", ("dealt", "real")),
    Choice("decks", "Decks", (None, 1, 2, 3, 4), ("auto", "1", "2", "3", "4")),
    Choice("nine_split", "Nine splits", BOOL, onoff),
    Choice("royals_count", "J/Q/K 11-13", BOOL, onoff),
    Choice("computer", "Computer", _computer, _computer_name,
           lambda o, b: o.get("cards") == "dealt"),
) + tuple(_level(k) for k in range(8))


def choices(board):
    return CHOICES
