"""The LED scene behind the menus: each paddle's START holes glow in its seat's colour (so the
colour settings show on the board), and a DiceBall board's home plate glows white.

The board's LED lookups by role are worked out once per board, not at every menu press (on an
8-paddle board they were most of a menu button's time)."""
from gameboard.lights.palette import DIM, PLAYER

_leds = [None, None]  # the board drawn last, and its START LEDs paddle by paddle


def _starts(board):
    if _leds[0] is not board:
        from array import array
        _leds[1] = array("H", [board.led("start", n, p) for p in range(board.paddles)
                               for n in range(1, 6)])
        _leds[0] = board
    return _leds[1]


def draw(frame, board, settings):
    starts = _starts(board)
    colours = settings.colours
    for i in range(len(starts)):
        frame.set(starts[i], PLAYER[colours[i // 5]])
    if board.diceball:
        frame.set(board.led("base", 4), DIM)
