"""The registry of games: the one place in the app that names them.

A game is the package gameboard.games.<key>; its descriptor.py is a few constants the menus,
the board checks and the tools read without loading the game (docs/architecture.md, "The game
contract"):
    LABEL     its name in the menus
    SHORT     at most 8 characters: the wizard's title ("New Pegs")
    NEEDS     the board roles it plays on (board.py ROLES): a board offers the game when it
              lights every one of them
    RULES     its rules core's modules, unloaded with the game when it ends
    LIGHTS    True when lights.py gives it an idle scene and a seat's colour behind the menus
and its modules, each imported only when needed (a 64 KB heap holds one game at a time):
    options.py      choices(board) -> tuple of choice.Choice for the wizard, each value list's
                    first value the default
    controller.py   Controller (games/controller.py): a new game, or a save read back (the
                    save's "game" is the key)
    lights.py       idle(frame, board, settings); seat(frame, board, seat, rgb)
Who asks: board_check.py (which games a board offers: board.games), the menus (ui/game_menu.py,
ui/wizard.py), the idle scene (lights/idle.py), the shell (a game's controller, and what to
unload after it) and tools/make_board_docs.py; the simulator draws by board roles and needs
none. Adding a game is its package and one line below.
"""
import sys

from gameboard import modules

GAMES = (  # in menu order
    "diceball",
    "pegs",
    "frustration14",
    "frustration20",
    "contract",
    "rummy",
    "handfoot",
)


def name(key, part):
    """The module name of a part of the game `key`; ValueError for a game not registered."""
    if key not in GAMES:
        raise ValueError("unknown game %r" % (key,))
    return "gameboard.games.%s.%s" % (key, part)


def descriptor(key):
    return __import__(name(key, "descriptor"), None, None, ["LABEL"])


def about(keys, field):
    """One field of each game's descriptor (`keys` a list of keys), each descriptor let go
    again unless it was loaded before: the menus keep a label or a flag, not a descriptor and
    a package for every game. One collection for the lot (a menu opening waits for it)."""
    gone = []
    values = []
    for key in keys:
        loaded = name(key, "descriptor") in sys.modules
        package = "gameboard.games." + key
        if not loaded:
            # The package too, if nothing else of the game is loaded.
            gone.append(package if package not in sys.modules else package + ".descriptor")
        values.append(getattr(descriptor(key), field))
    if gone:
        modules.unload(*gone)
    return values


def part(key, module):
    """The module `module` of the game `key` (options, controller, lights), imported now."""
    return __import__(name(key, module), None, None, [module])
