"""The LED scene behind the menus: each game the board plays draws its own (its lights.py,
found through games/registry.py), so the colour settings show on the board.

The games' scenes are found once per board, not at every menu press."""
from gameboard.games import registry

_found = [None, None]  # the board drawn last, and its games' lights modules


def games(board):
    """The lights.py of each game this board plays that has one (its descriptor's LIGHTS: a
    game without is not looked for, which would intern its lights module's name for good)."""
    if _found[0] is not board:
        keys = board.games
        lit = registry.about(keys, "LIGHTS")
        _found[1] = [registry.part(keys[i], "lights") for i in range(len(keys)) if lit[i]]
        _found[0] = board
    return _found[1]


def draw(frame, board, settings):
    for lights in games(board):
        lights.idle(frame, board, settings)
