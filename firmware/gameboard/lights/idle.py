"""The LED scene behind the menus: each paddle's START holes glow in its seat's colour (so the
colour settings show on the board), and a DiceBall board's home plate glows white."""
from gameboard.lights.palette import DIM, PLAYER


def draw(frame, board, settings):
    for p in range(board.paddles):
        rgb = PLAYER[settings.colours[p]]
        for n in range(1, 6):
            frame.set(board.led("start", n, p), rgb)
    if board.diceball:
        frame.set(board.led("base", 4), DIM)
