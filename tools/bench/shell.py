"""App shell benchmark: boot to the first menu frame, the heap in use after boot, and what each
menu button costs (tools/bench/press.py: handling, drawing the framebuffer and the LED frame,
and the OLED pages and LED frame it sends), on virtual hardware, on whichever runtime runs it;
the main menu's buttons on the 8-paddle board too (the largest LED scene behind the menus).

docs/architecture.md's budget for a button on an RP2040 is 50 ms in all, transfers included.
The first boot includes importing the app's modules (under MicroPython loading their .mpy files,
as a board does: tools/bench/__main__.py; on CPython compiling them or reading its cache);
"warm" boots repeat it with the modules it keeps loaded (those it lets go after use, such as
its opening's, load again), so the difference is what most of the imports cost.
"""
import gc

from tools.bench import ROOT, press, timing

BOARD = "pico-combo"


def _boot(board):
    from gameboard import startup
    from simulator.virtual.hardware import virtual_hardware
    hw = virtual_hardware(board)
    shell = startup.boot(hw, console=lambda line: None, banner_ms=0)
    return hw, shell


def main():
    timing.header("shell")
    ref = timing.reference_seconds()
    from gameboard import board as boards
    gc.collect()
    t0 = timing.now()
    board = boards.load("%s/hardware/boards/%s.json" % (ROOT, BOARD))
    hw, shell = _boot(board)
    cold = timing.since(t0)
    timing.report("boot to first menu frame, cold (%s)" % BOARD, cold, ref)
    timing.report("boot to first menu frame, warm", timing.seconds(lambda: _boot(board), 1, 5),
                  ref)
    hw, shell = _boot(board)
    gc.collect()
    if hasattr(gc, "mem_alloc"):
        print("%-46s %10d B" % ("heap in use after boot (incl. virtual hw)", gc.mem_alloc()))
    press.driver(board.count, ref)
    rows = (
        ("main menu DOWN / UP", (("press", "DOWN"), ("press", "UP"))),
        ("main menu OK (Settings) / BACK", (("press", "DOWN"), ("press", "OK"),
                                            ("press", "BACK"), ("press", "UP"))),
        ("settings RIGHT / LEFT (brightness, all LEDs)", None),
        ("wizard RIGHT / LEFT (an option of the first game)", None),
        ("encoder turn", (("turn", 1), ("turn", -1))),
    )
    for label, events in rows:
        if label.startswith("settings"):
            shell.handle(("press", "DOWN"))
            shell.handle(("press", "OK"))
            events = (("press", "RIGHT"), ("press", "LEFT"))
        elif label.startswith("wizard"):
            shell.restart()
            shell.handle(("press", "OK"))   # New game
            shell.handle(("press", "OK"))   # the first game in the menu
            shell.handle(("press", "DOWN"))
            events = (("press", "RIGHT"), ("press", "LEFT"))
        shell.render()  # the screen as the person sees it before the presses
        secs, us = press.presses(shell, events, 20, 5)
        press.row("button: " + label, secs, ref, us)
        shell.restart()
    big = boards.load("%s/hardware/boards/esp32-pegs8.json" % ROOT)
    hw8, shell8 = _boot(big)
    shell8.render()
    secs, us = press.presses(shell8, (("press", "DOWN"), ("press", "UP")), 20, 5)
    press.row("button: main menu DOWN / UP (esp32-pegs8)", secs, ref, us)
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


if __name__ == "__main__":
    main()
