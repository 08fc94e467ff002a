"""What Pegs & Jokers shows on the LEDs behind the menus: each paddle's START holes glow in its
seat's colour (so the colour settings show on the board); the colours menu lights a seat's
whole paddle.

The START LEDs are looked up once per board, not at every menu press (on an 8-paddle board
the lookups were most of a menu button's time)."""
from gameboard.lights.palette import PLAYER

_leds = [None, None]  # the board drawn last, and its START LEDs paddle by paddle


def _starts(board):
    if _leds[0] is not board:
        from array import array
        _leds[1] = array("H", [board.led("start", n, p) for p in range(board.paddles)
                               for n in range(1, 6)])
        _leds[0] = board
    return _leds[1]


def idle(frame, board, settings):
    starts = _starts(board)
    colours = settings.colours
    for i in range(len(starts)):
        frame.set(starts[i], PLAYER[colours[i // 5]])


def seat(frame, board, seat, rgb):
    """Lights the seat's paddle in `rgb` (nothing when the board has no paddle for it)."""
    if seat < board.paddles:
        for role, first, last in (("track", 0, 17), ("start", 1, 5), ("home", 1, 5)):
            for n in range(first, last + 1):
                frame.set(board.led(role, n, seat), rgb)
