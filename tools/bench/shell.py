"""App shell benchmark: boot to the first menu frame, the heap in use after boot, and the time
each menu button takes to handle and draw (to the framebuffer and the LED frame), on virtual
hardware, on whichever runtime runs it.

DESIGN.md's budget for a button on an RP2040 is 50 ms in all, of which the OLED frame's I2C
transfer takes about 23.5 ms and the LED chain's 30 us per LED (6.7 ms for 224): what is left is
the budget for the figures printed here (the RP2040 estimate is 250x the unix-port time).
The first boot includes importing (compiling) the app's modules; "warm" boots repeat it with the
modules loaded, as the difference between the two is what precompiled .mpy files save.
"""
import gc
import sys

ROOT = "."  # MicroPython runs benchmarks from the repository root (tools/unix_port.py)
if sys.implementation.name == "cpython":  # MicroPython has framebuf built in
    import os
    ROOT = _root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    for _p in ("simulator/compat", "firmware"):
        if os.path.join(_root, _p) not in sys.path:
            sys.path.insert(0, os.path.join(_root, _p))

from tools.bench import timing  # noqa: E402

BOARD = "pico-combo"
OLED_MS = 23.5
LED_US = 30


def _ms(secs):
    return secs * 1e3


def _boot(board):
    from gameboard import startup
    from simulator.virtual.hardware import virtual_hardware
    hw = virtual_hardware(board)
    shell = startup.boot(hw, console=lambda line: None, banner_ms=0)
    return hw, shell


def _handling(shell, events):
    """Seconds to handle `events` in turn, each followed by a full render."""
    def run():
        for ev in events:
            shell._handle(ev)
            shell.render()
    return timing.seconds(run, 20, 5) / len(events)


def main():
    timing.header("shell")
    ref = timing.reference_seconds()
    from gameboard import board as boards
    gc.collect()
    t0 = timing._now()
    board = boards.load("%s/hardware/boards/%s.json" % (ROOT, BOARD))
    hw, shell = _boot(board)
    cold = timing._since(t0)
    timing.report("boot to first menu frame, cold (%s)" % BOARD, cold, ref)
    timing.report("boot to first menu frame, warm", timing.seconds(lambda: _boot(board), 1, 5),
                  ref)
    hw, shell = _boot(board)
    gc.collect()
    if hasattr(gc, "mem_alloc"):
        print("%-46s %10d B" % ("heap in use after boot (incl. virtual hw)", gc.mem_alloc()))
    rows = (
        ("main menu DOWN / UP", (("press", "DOWN"), ("press", "UP"))),
        ("main menu OK (Settings) / BACK", (("press", "DOWN"), ("press", "OK"),
                                            ("press", "BACK"), ("press", "UP"))),
        ("settings RIGHT / LEFT (brightness, all LEDs)", None),
        ("wizard RIGHT / LEFT (a DiceBall option)", None),
        ("encoder turn", (("turn", 1), ("turn", -1))),
    )
    worst = 0
    for label, events in rows:
        if label.startswith("settings"):
            shell._handle(("press", "DOWN"))
            shell._handle(("press", "OK"))
            events = (("press", "RIGHT"), ("press", "LEFT"))
        elif label.startswith("wizard"):
            shell.restart()
            shell._handle(("press", "OK"))   # New game
            shell._handle(("press", "OK"))   # DiceBall
            shell._handle(("press", "DOWN"))
            events = (("press", "RIGHT"), ("press", "LEFT"))
        secs = _handling(shell, events)
        worst = max(worst, secs)
        timing.report("button: " + label, secs, ref)
        shell.restart()
    frame = shell.frame
    frame.fill((255, 255, 255))
    state = [0]

    def changed_frame():
        # One LED differs from the frame before, so the whole frame goes out (and is limited).
        state[0] ^= 1
        frame.set(0, (state[0] * 255, 0, 0))
        frame.show()

    timing.report("LED frame show, %d LEDs over budget" % board.count,
                  timing.seconds(changed_frame, 20, 5), ref)
    transfers = OLED_MS + board.count * LED_US / 1000
    if timing.RUNTIME == "micropython":
        print("%-46s %10.1f ms  (OLED %.1f + LEDs %.1f; target 50 ms)" % (
            "worst button on RP2040 incl. transfers", _ms(worst * timing.RP2040_FACTOR) +
            transfers, OLED_MS, board.count * LED_US / 1000))


if __name__ == "__main__":
    main()
