"""What DiceBall shows on the LEDs behind the menus: the home plate glows white; the colours
menu lights the bases in the chosen seat's colour."""
from gameboard.lights.palette import DIM


def idle(frame, board, settings):
    frame.set(board.led("base", 4), DIM)


def seat(frame, board, seat, rgb):
    for n in (1, 2, 3, 4):
        frame.set(board.led("base", n), rgb)
