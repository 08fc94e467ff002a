"""The LED scene behind the menus: each game the board plays draws its own (its lights.py,
found through games/registry.py), so the colour settings show on the board.

The games' scenes are found once per board, not at every menu press."""
import sys

from gameboard import modules
from gameboard.games import registry

_found = [None, None]  # the board drawn last, and its games' lights modules


def games(board):
    """The lights.py of each game this board plays that has one."""
    if _found[0] is not board:
        found = []
        for key in board.games:
            package = "gameboard.games." + key
            loaded = package in sys.modules
            try:
                found.append(registry.part(key, "lights"))
            except ImportError:
                # A game with no LEDs of its own has no lights.py; its package, imported in
                # looking, is let go again (a package left for every such game stays all day).
                if not loaded:
                    modules.unload(package)
        _found[1] = found
        _found[0] = board
    return _found[1]


def draw(frame, board, settings):
    for lights in games(board):
        lights.idle(frame, board, settings)
