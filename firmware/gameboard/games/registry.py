"""The registry of games: which exist, which a board can play, and their modules.

Each game is a package, its modules imported only when needed (a 64 KB heap holds one game at
a time):
    gameboard.games.<key>.options     LABEL (menu name), SHORT (<= 8 chars), and
                                      choices(board) -> tuple of choice.Choice for the wizard
    gameboard.games.<key>.controller  Controller (see controller.py)
A board plays a game when its description lights it (board.games).
"""

GAMES = ("diceball", "pegs")
LABELS = {"diceball": "DiceBall", "pegs": "Pegs & Jokers"}


def available(board):
    """The keys of the games this board can play, in menu order."""
    return [k for k in GAMES if k in board.games]


def options_module(key):
    return __import__("gameboard.games.%s.options" % key, None, None, ["choices"])


def controller_class(key):
    if key not in GAMES:
        raise ValueError("unknown game %r" % (key,))
    return __import__("gameboard.games.%s.controller" % key, None, None, ["Controller"]).Controller
