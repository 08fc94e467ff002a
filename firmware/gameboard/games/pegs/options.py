"""The Pegs & Jokers new-game choices (docs/rules.md section 1's options), as the wizard shows
them.

Players: a board with P paddles plays P players, and a 4-paddle board also 2 (docs/rules.md 1.2:
two players sit opposite on a 4-sided board); a paddle cannot be left out of the track. "Teams"
folds together the rules core's teams / layout / two_colours, whose meaning depends on the
player count. "Play" and the rows under it are the app's: who the board plays, in dealt games
only (the board cannot play real cards it cannot see). Its common answers come first: all
people, "me + comp." (player 1 a person, the board every other player) and all computers, each
with one "Level" for the board's players; "per seat" then asks each player ("P1" .. "P8", keys
seat1 .. seat8, a row for each of the board's paddles): a person or a computer at one of the
rules core's levels (rules/pegs/player.py LEVELS), normal first. A row's value changes only the
rows under it, so the bar stays on the row it was on.

A computer at a level other than normal needs more heap than the descriptor's plain rows say
(the easy player's longer games, the hard player's code): heap_row names the rows of HEAP_WK
such a game needs (the descriptor has rows for each level), and plain() is what the start
check offers when only normal computers fit (games/fits.py).
"""
from gameboard.games.choice import BOOL, Choice

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


PLAY = ("people", "me", "computers", "seats")
PLAY_NAMES = ("people", "me + comp.", "computers", "per seat")
LEVELS = ("normal", "easy", "hard")  # rules/pegs/player.py's LEVELS, the default first
SEAT = ("person",) + LEVELS
SEAT_NAMES = ("person", "comp. normal", "comp. easy", "comp. hard")


def _dealt(opts, board):
    return opts.get("cards") == "dealt"


def _level_shown(opts, board):
    return _dealt(opts, board) and opts.get("play") in ("me", "computers")


class _Seat(Choice):
    """The choice of player k+1, shown when each player is asked. A class rather than a
    closure for each seat, and made only for the players the board seats (choices): a
    closure each was 70 bytes more a seat in the heap while the wizard is open."""

    def __init__(self, k):
        Choice.__init__(self, "seat%d" % (k + 1), "P%d" % (k + 1), SEAT, SEAT_NAMES)
        self.k = k

    def shown(self, opts, board):
        players = opts.get("players")
        return (_dealt(opts, board) and opts.get("play") == "seats"
                and type(players) is int and self.k < players)


_FIRST = (
    Choice("players", "Players", _players),
    Choice("teams", "Teams", _teams, _teams_name),
    Choice("cards", "Cards", ("dealt", "real")),
    Choice("play", "Play", PLAY, PLAY_NAMES, _dealt),
    Choice("level", "Level", LEVELS, None, _level_shown),
)
_LAST = (
    Choice("decks", "Decks", (None, 1, 2, 3, 4), ("auto", "1", "2", "3", "4")),
    Choice("nine_split", "9 splits", BOOL, ("may", "must")),
    Choice("royals_count", "J/Q/K go", BOOL, ("10", "11-13")),
)


def choices(board):
    """The choices, with a seat row for each player the board can seat (one a paddle)."""
    return _FIRST + tuple([_Seat(k) for k in range(board.paddles)]) + _LAST


def computers(opts):
    """The rows that set a computer's level, as they stand: "level", or the seat rows of the
    players a computer plays (none in a game of real cards, which the board cannot play)."""
    play = opts.get("play")
    if opts.get("cards") != "dealt" or play not in ("me", "computers", "seats"):
        return ()
    if play != "seats":
        return ("level",)
    keys = ["seat%d" % (k + 1) for k in range(opts.get("players") or 0)]
    return [key for key in keys if opts.get(key) in LEVELS]


def heap_row(opts):
    """The rows of HEAP_WK (descriptor.py) these options need: those of the heaviest level a
    computer plays at, when that is not normal (LEVELS after normal: easy, whose longer games
    keep a longer log, then hard, whose code is the most), else None (the plain rows)."""
    heaviest = 0
    for key in computers(opts):
        heaviest = max(heaviest, LEVELS.index(opts.get(key)))
    return LEVELS[heaviest] if heaviest else None


def plain(opts):
    """Makes every computer of the options normal (the plain rows of HEAP_WK), in place, and
    says what they are then, in words."""
    for key in computers(opts):
        opts[key] = LEVELS[0]
    return "normal computers"
