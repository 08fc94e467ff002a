"""The registry of games: the one place in the app that names them. Its folder, games/, holds
the games as the app sees them: a package a game (games/<key>/, no __init__.py), what the
card-table games share (cards/), the interface a game implements (controller.py), the wizard's
choices (choice.py) and the start check (fits.py).

A game is the package gameboard.games.<key>; its descriptor.py is a few constants the menus,
the board checks and the tools read without loading the game (docs/architecture.md, "The game
contract"):
    LABEL     its name in the menus
    SHORT     at most 8 characters: the wizard's title ("New Pegs")
    NEEDS     the board roles it plays on (board.py ROLES): a board offers the game when it
              lights every one of them
    LIGHTS    whether it has a lights.py (below)
    RULES     its rules core's modules, unloaded with the game when it ends
    HEAP_WK   ((players, wK), ...), by player count: the smallest heap (`-X heapsize`, in 8wK
              steps) in which the whole app plays the game to its end on the unix port, as
              tools/bench/app_heap.py measures it; players None for a game without counts.
              A game whose options can need more (computers at a heavier level) adds rows
              (players, wK, row), and its options.py says which row a choice needs. The
              start check (fits.py) reads it; tests/test_app_heap.py plays each row's games
              one step above it.
    HEAP_KB   the same rows for a 32-bit board, in KB: the smallest heap (in 8 KB steps)
              that a 32-bit build of MicroPython plays the same games in (docs/architecture.md,
              "Memory", says how it is measured); the start check reads it on a 32-bit board
and its modules, each imported only when needed (a 64 KB heap holds one game at a time):
    options.py      choices(board) -> tuple of choice.Choice for the wizard, each value list's
                    first value the default; for a game with rows in HEAP_WK also
                    heap_row(opts) and plain(opts) (the options made to need the plain rows,
                    in place; it answers what they are then, in words, for the start check's
                    offer)
    controller.py   Controller (games/controller.py): a new game, or a save read back (the
                    save's "game" is the key)
    lights.py       idle(frame, board, settings); seat(frame, board, seat, rgb): a game with
                    LEDs of its own has one (LIGHTS), a game on the OLED alone none
Who asks: board_games.py (which games a board offers: board.games), the menus (ui/game_menu.py,
ui/wizard.py), the idle scene (lights/idle.py), the shell (a game's controller, and what to
unload after it) and tools/make_board_docs.py; the simulator draws by board roles and needs
none. Adding a game is its package and one line below.
"""
import gc
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
    "rummoli",
)


def name(key, part):
    """The module name of a part of the game `key`; ValueError for a game not registered."""
    if key not in GAMES:
        raise ValueError("unknown game %r" % (key,))
    return "gameboard.games.%s.%s" % (key, part)


def descriptor(key):
    return __import__(name(key, "descriptor"), None, None, ["LABEL"])


def about(keys, field):
    """One field of each game's descriptor (`keys` a list of keys). Each descriptor, and the
    package that nothing else of the game keeps, is let go again before the next is read: the
    menus keep a label or a flag, not a descriptor and a package for every game, and the table
    of loaded modules does not grow for them (on the 64-bit unix port its growth past 59
    modules is one block of 1,168 bytes, which a menu's fragmented heap may not have)."""
    values = []
    unloaded = False
    for key in keys:
        loaded = name(key, "descriptor") in sys.modules  # ValueError for an unknown key
        package = "gameboard.games." + key
        gone = package + ".descriptor" if package in sys.modules else package
        values.append(getattr(descriptor(key), field))
        if not loaded:
            modules.unload(gone, collect=False)  # one collection for them all, below
            unloaded = True
    if unloaded:
        gc.collect()
    return values


def part(key, module):
    """The module `module` of the game `key` (options, controller, lights), imported now."""
    return __import__(name(key, module), None, None, [module])


def heap(key, players, row=None, field="HEAP_WK"):
    """What game `key` needs at `players` in its heap table `field` (HEAP_WK or HEAP_KB) with
    options that need `row` (None: the plain rows; a row the table does not list needs what
    the plain rows say): the first count listed at or above it (a count no board plays needs
    at most the next one's), else the largest listed. The descriptor is let go again (about)."""
    table = about([key], field)[0]
    rows = [r for r in table if r[2:] == (row,)] or [r for r in table if len(r) == 2]
    if players is not None:
        for listed in rows:
            if listed[0] is not None and listed[0] >= players:
                return listed[1]
    return rows[-1][1]
