"""`python -m simulator [--board NAME] [--seed N] [--tui] [--script FILE] [--screenshot DIR]
[--runtime cpython|micropython] [--speed X] [--storage DIR] [--default GAME.OPTION=VALUE]`:
the firmware app, unchanged, on virtual hardware.

A window by default (window.py); `--tui` the terminal (tui.py); `--script` plays a script
headless and exits (headless.py), writing PNGs with `--screenshot`. Without a display the
window is not tried twice: one line says so and the terminal mode starts instead when this is a
terminal (else the command ends, naming the options that work here, with status 0). A board
file or a script that cannot be used gets one line naming the file, the line or field and what
is wrong, and status 2.
"""
import argparse
import random
import sys

from simulator import session as sessions


def parse(argv):
    p = argparse.ArgumentParser(prog="python -m simulator",
                                description="The game board's firmware on virtual hardware.")
    p.add_argument("--board", default="pico-combo",
                   help="a board of hardware/boards/: %s" % ", ".join(sessions.board_names()))
    p.add_argument("--seed", type=int, default=None,
                   help="seeds the virtual dice: the same seed and input, the same game "
                        "(default: a random seed, printed)")
    p.add_argument("--tui", action="store_true", help="run in the terminal (ANSI colour)")
    p.add_argument("--oled", choices=("auto", "quad", "braille", "half"), default="auto",
                   help="terminal mode's OLED: 2x2 pixels a cell (64x32 cells), braille 2x4 "
                        "(64x16), half blocks 1x2 (128x32); auto: quad, or braille in a "
                        "terminal under 36 rows")
    p.add_argument("--script", metavar="FILE", help="play a script headless, then exit")
    p.add_argument("--screenshot", metavar="DIR",
                   help="with --script: PNGs of the window and the OLED at `shot` lines and "
                        "at the end")
    p.add_argument("--runtime", choices=("cpython", "micropython"), default="cpython",
                   help="run the firmware here or under the MicroPython unix port")
    p.add_argument("--speed", type=float, default=1.0, help="board time per real time")
    p.add_argument("--storage", metavar="DIR",
                   help="keep the board's files (settings, saved game) in DIR between runs "
                        "(default: a fresh board each run)")
    p.add_argument("--default", action="append", default=[], metavar="GAME.OPTION=VALUE",
                   help="a new game's starting choice, kept in the board's settings as the "
                        "last game's choices are: e.g. the computer players' level, "
                        "GAME.level=hard (VALUE is read as JSON, else as text)")
    p.add_argument("--frames", type=int, default=None,
                   help="close the window after this many frames (start-up timing, smoke tests)")
    a = p.parse_args(argv)
    if a.screenshot and not a.script:
        p.error("--screenshot needs --script (the shots are taken at its `shot` lines)")
    if a.speed <= 0:
        p.error("--speed must be above 0")
    try:
        a.defaults = sessions.parse_defaults(a.default)
    except ValueError as e:
        p.error(str(e))
    if a.board not in sessions.board_names():
        p.error("no board %r: the boards are %s" % (a.board, ", ".join(sessions.board_names())))
    return a


def main(argv=None):
    a = parse(sys.argv[1:] if argv is None else argv)
    seed = a.seed if a.seed is not None else random.randrange(1, 1 << 30)
    if a.script:
        from simulator import script
        try:
            steps = script.load(a.script)
        except (OSError, ValueError) as e:
            print("simulator: %s" % e, file=sys.stderr)
            return 2
    # The window echoes the app's console (its serial output) here; the terminal mode and
    # scripts keep it to themselves.
    try:
        session = sessions.open_session(a.board, seed, a.runtime, echo=not (a.tui or a.script),
                                        folder=a.storage, defaults=a.defaults)
    except (OSError, ValueError, RuntimeError) as e:  # a board file refused, no MicroPython
        print("simulator: %s" % e, file=sys.stderr)
        return 2
    if not a.script:
        print("simulator: board %s, seed %d (--seed %d replays it)" % (a.board, seed, seed))
    try:
        if a.script:
            from simulator import headless
            try:
                for path in headless.run(session, steps, a.screenshot):
                    print(path)
            except ValueError as e:
                print("simulator: %s" % e, file=sys.stderr)
                return 2
            return 0
        if not a.tui:
            from simulator import window
            try:
                window.run(session, seed, a.speed, frames=a.frames)
                return 0
            except window.NoDisplay as e:
                if not (sys.stdin.isatty() and sys.stdout.isatty()):
                    # Said, and nothing went wrong: no error status for make to add its own.
                    print("simulator: no display (%s); use --tui in a terminal, or --script "
                          "FILE --screenshot DIR" % e)
                    return 0
                print("simulator: no display (%s); starting the terminal mode (--tui)" % e)
        from simulator import tui
        tui.run(session, seed, a.speed, a.oled)
        return 0
    finally:
        session.close()


if __name__ == "__main__":
    sessions.firmware_path()
    sys.exit(main())
