"""The firmware app under the MicroPython unix port, for `--runtime micropython`: run as
`micropython simulator/runtime_child.py BOARD.json SEED [FOLDER]` from the repository root
(FOLDER: where the board's files are kept, else in memory), with the
simulator window (session.ChildSession) as its front end over stdin/stdout.

Lines in (one command each):   s NAME 0|1   set a button's level
                               a 0|1 0|1    set the encoder's contacts A and B
                               r MS         run the app for MS ms of virtual time
                               q            quit
Lines out:                     L HEX        an LED frame as the strip received it
                               D HEX        an OLED frame as show() sent it
                               C TEXT       a console line of the app
                               K NOW LONG   after each r: virtual time now, long-press ms
The app boots before the first K. Runs on MicroPython only (it is the point), on the same
virtual hardware (simulator/virtual) as the CPython simulator.
"""
import sys

sys.path.insert(0, "firmware")
sys.path.insert(0, ".")

from binascii import hexlify  # noqa: E402

from gameboard import board as boards, startup  # noqa: E402
from simulator.virtual.hardware import virtual_hardware  # noqa: E402

out = sys.stdout


def put(kind, data):
    out.write(kind)
    out.write(hexlify(data).decode())
    out.write("\n")


def on_frame(rgb):
    put("L ", rgb)


def on_show(buf):
    put("D ", buf)


def console(line):
    out.write("C " + line.replace("\n", " ") + "\n")


def done(hw):
    out.write("K %d %d\n" % (hw.clock.ticks_ms(), hw.buttons.debouncer.long_ms))


def main():
    b = boards.load(sys.argv[1])
    storage = None
    if len(sys.argv) > 3:
        from simulator.virtual.folder_storage import FolderStorage
        storage = FolderStorage(sys.argv[3])
    hw = virtual_hardware(b, storage=storage, seed=int(sys.argv[2]), on_frame=on_frame,
                          on_show=on_show)
    shell = startup.boot(hw, console)
    done(hw)
    while True:
        line = sys.stdin.readline()
        if not line:
            return
        parts = line.split()
        if not parts or parts[0] == "q":
            return
        op = parts[0]
        if op == "s":
            hw.buttons.set(parts[1], parts[2] == "1")
        elif op == "a":
            hw.buttons.turn(parts[1] == "1", parts[2] == "1")
        elif op == "r":
            if shell is not None:
                shell.run(int(parts[1]))
            else:
                hw.clock.advance(int(parts[1]))
            done(hw)


main()
