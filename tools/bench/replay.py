"""A whole game whose script reads the OLED as it plays, for tools/bench/app_heap.py: played
once on CPython with its button changes and clock steps recorded, then replayed under the
MicroPython heap being measured.

The card table is played as a table plays it, each entry step read off the screen and the
arrows pressed until it shows the value wanted (the drivers of tests/app/).
Run in the measured heap, that reading would hold the screen reader, the drivers and the rows
they read beside the game all the way through (about 5 KB that a board never holds), where the
other games' benchmarks let the reader go once the game has started (app_heap's
by_presses_alone); a game whose top is its open or its resume would hold the reader that
found the way through the menus there. So `replayed` (and `whole_game`, a WHOLE_GAMES entry
made with it) gives app_heap a script that replays the steps a CPython run of the game's own
script recorded (`prepare` writes them into the board's folder, STEPS, a line each: "+NAME"
or "-NAME" a button down or up, a number the ms the shell runs for, "M" a measure of the live
heap, "S" where the script started the game: the start check stands aside there when the
game's need is measured), and the replay holds nothing of the reading. The app is the same
code on both runtimes, so the replay is the same game; it must end with the game over, or the
run does not work. Imported by benchmarks that also run on MicroPython (their WHOLE_GAMES are
made at their import), so what only CPython has is imported where it is used."""
STEPS = "bench-steps"  # in the board's folder, beside its files; the firmware never reads it

# Run after app_heap's PRELUDE (FlashStorage, unchecked, ctrl, measure, peak). The board is
# booted as tests/app/rig.py boots it, without the rig's code (3-4 KB of the measured heap, a
# board holds none of it): `rig` holds what ctrl() and peak_heap's parts read of a Rig.
REPLAY = """
from gameboard import board
from simulator.virtual.hardware import virtual_hardware


class Replayed:
    def screen(self):
        from tests.app.screen import Screen
        return Screen(self.hw.display.shown)


steps = open(%(folder)r + "/" + STEPS)
rig = Replayed()
rig.board = board.load("hardware/boards/%%s.json" %% steps.readline().strip())
board = None
rig.hw = virtual_hardware(rig.board, storage=FlashStorage(%(folder)r))
from gameboard import startup
rig.shell = startup.boot(rig.hw, lambda line: None, banner_ms=0)
startup = None
played = 0
for step in steps:
    if step[0] == "M":
        measure()
    elif step[0] == "S":
        unchecked()
    elif step[0] == "+" or step[0] == "-":
        rig.hw.buttons.set(step[1:].strip(), step[0] == "+")
    else:
        rig.shell.run(int(step))
    played += 1
steps.close()
if not ctrl(rig).over:
    print("fails: the game is not over after its %%d recorded steps" %% played)
    raise SystemExit(1)
measure()
print("ok: %%d recorded steps to the game's end, peak live %%d" %% (played, peak))
""".replace("STEPS", repr(STEPS))


def _recording_rig(lines):
    from tests.app.rig import Rig

    class Recording(Rig):
        """A Rig whose button changes and clock steps go into `lines` as they are made."""

        def __init__(self, name, **kwargs):
            lines.append(name)
            Rig.__init__(self, name, **kwargs)
            buttons = self.hw.buttons
            press = buttons.set

            def set_button(button, pressed):
                lines.append(("+" if pressed else "-") + button)
                press(button, pressed)
            buttons.set = set_button

        def wait(self, ms):
            lines.append(str(ms))
            Rig.wait(self, ms)

        def turn(self, steps):
            raise NotImplementedError("the replay has no encoder steps")
    return Recording


def record(script, folder):
    """The lines of STEPS that `script` (app_heap's, for its PRELUDE) makes, played on CPython
    with its board's files in `folder`."""
    import contextlib
    import io
    from gameboard import errors
    from gameboard.drivers.flash_storage import FlashStorage
    lines = []
    namespace = {"Rig": _recording_rig(lines), "FlashStorage": FlashStorage, "peak": 0,
                 "unchecked": lambda: None,
                 "start": lambda rig: (lines.append("S"), rig.go("Start game")),
                 "by_presses_alone": lambda: None,
                 "ctrl": lambda rig: rig.shell.stack[-1].ctrl,
                 "measure": lambda: lines.append("M")}
    said = io.StringIO()
    logged = errors.log
    told = []
    errors.log = lambda exc, console: told.append(errors.reason(exc))
    try:
        with contextlib.redirect_stdout(said):
            exec(script % {"folder": folder}, namespace)
    finally:
        errors.log = logged
    last = (said.getvalue().strip().split("\n") or [""])[-1]
    if told or not last.startswith("ok:"):
        raise ValueError("the game to replay did not play on CPython: %s" % (
            told[0] if told else last))
    return lines


def replayed(script, before=None):
    """(the replay, its prepare(folder)) of `script` (for app_heap's PRELUDE; it may read the
    screen), the board's folder first given what `before(folder)` puts there, if given (a
    save to resume): `prepare` puts those files and the steps into the board's folder, the
    game recorded the first time it is called."""
    recorded = {}

    def prepare(folder):
        import os
        if not recorded:
            import shutil
            import tempfile
            where = tempfile.mkdtemp(prefix="gameboard-replay-")
            try:
                if before is not None:
                    before(where)
                for name in os.listdir(where):  # as they were before the game
                    with open(os.path.join(where, name), "rb") as f:
                        recorded[name] = f.read()
                recorded[STEPS] = ("\n".join(record(script, where)) + "\n").encode()
            finally:
                shutil.rmtree(where)
        for name, data in recorded.items():
            with open(os.path.join(folder, name), "wb") as f:
                f.write(data)
    return REPLAY, prepare


def whole_game(players, label, script, row=None):
    """One of a game's WHOLE_GAMES, (players, label, replay, row, prepare), from `script`
    (replayed's)."""
    replay, prepare = replayed(script)
    return (players, label, replay, row, prepare)
