"""The simulator's figures (CPython only): `.venv/bin/python -m simulator.bench [BOARD]`.

Frame time: what one window frame at 60 fps costs on the 8-paddle board (default
esp32-pegs8): the app run for one frame of board time (17 ms, about 3 loop steps) plus the
window's render (board, LEDs, OLED, buttons) and the flip, against 16.7 ms. Measured on SDL's
dummy video driver (no compositor: a real desktop adds its own flip), in the main menu (LED idle
animation running) and in a game (every peg lit, a player choosing a card, the chosen peg
blinking), with the OLED redrawn every frame as the worst case, on both runtimes. Start-up:
wall time of the run command, from launch to the first frame drawn (`--frames 1` closes it
there), median of 5.
"""
import os
import statistics
import subprocess
import sys
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from simulator import script  # noqa: E402
from simulator.held import Buttons  # noqa: E402
from simulator.render import BoardView, Layout, Painter  # noqa: E402
from simulator.session import ROOT, open_session  # noqa: E402
from simulator.window import initial_size  # noqa: E402

FRAME_MS = 1000 / 60
FRAMES = 300
# New game, Start game (the wizard's last row), then OK as the first player: choosing a card,
# the game's LED scene (the chosen peg blinking) running.
DEAL = "press OK\npress DOWN 15\npress OK\nwait 300\npress OK\nwait 300\n"


def frames(session, screen, layout, painter, count=FRAMES):
    """(step ms, render ms, total ms) for each of `count` frames."""
    buttons = Buttons(session)
    owed = 0.0
    out = []
    for _ in range(count):
        t0 = time.perf_counter()
        owed += FRAME_MS
        whole = int(owed) - int(owed) % 5
        buttons.run(whole)
        owed -= whole
        t1 = time.perf_counter()
        painter.forget_oled()  # worst case: the OLED changed this frame
        painter.draw(screen, layout, session.leds, session.oled)
        pygame.display.flip()
        t2 = time.perf_counter()
        out.append(((t1 - t0) * 1e3, (t2 - t1) * 1e3, (t2 - t0) * 1e3))
    return out


def summary(label, rows):
    for k, part in enumerate(("app step", "render+flip", "frame")):
        ms = sorted(r[k] for r in rows)
        p95 = ms[int(0.95 * (len(ms) - 1))]
        print("  %-34s %-12s mean %6.2f ms  p95 %6.2f ms  max %6.2f ms%s" % (
            label, part, statistics.mean(ms), p95, ms[-1],
            "   (%.0f%% of 16.7 ms)" % (100 * statistics.mean(ms) / FRAME_MS)
            if part == "frame" else ""))


def startup(board, runtime, runs=5):
    cmd = [sys.executable, "-m", "simulator", "--board", board, "--seed", "1", "--frames", "1",
           "--runtime", runtime]
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run(cmd, cwd=ROOT, check=True, stdout=subprocess.DEVNULL,
                       env=dict(os.environ, SDL_VIDEODRIVER="dummy"))
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def main(argv):
    board = argv[0] if argv else "esp32-pegs8"
    pygame.display.init()
    pygame.font.init()
    print("simulator bench: %s, %d frames a case, SDL dummy video driver" % (board, FRAMES))
    for runtime in ("cpython", "micropython"):
        session = open_session(board, 1, runtime)
        view = BoardView(session.board)
        size = initial_size(Layout(view, 1, 1).logical)
        screen = pygame.display.set_mode(size)
        layout = Layout(view, *size)
        painter = Painter(view)
        painter.draw(screen, layout, session.leds, session.oled)  # background drawn once
        summary("%s, main menu (idle lights)" % runtime, frames(session, screen, layout,
                                                                 painter))
        script.play(session, script.parse(DEAL))
        summary("%s, game, choosing a card" % runtime, frames(session, screen, layout, painter))
        session.close()
        print("  %-34s window %dx%d, OLED x%d" % (runtime, size[0], size[1], layout.k))
    for runtime in ("cpython", "micropython"):
        print("  start-up to the first frame, %-11s %.2f s   (python -m simulator --board %s "
              "--frames 1 --runtime %s)" % (runtime, startup(board, runtime), board, runtime))


if __name__ == "__main__":
    main(sys.argv[1:])
