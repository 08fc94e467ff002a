"""Rig: a board on virtual hardware and the script helpers the tests drive it with.

    rig = Rig("pico-pegs4")          boots it (banner, then the main menu)
    rig.press("DOWN"); rig.long("OK"); rig.wait(500); rig.turn(1)
    rig.screen()                     what the OLED shows (screen.Screen)
    Rig(name, storage=s) twice       a power cycle: booting the second powers the first off
Every LED frame the strip receives is checked against the board's power budget as it
arrives (`worst_ma` keeps the highest), and every OLED frame is counted.
"""
from gameboard import board as boards
from gameboard import modules
from gameboard.lights import power
from tests.app import ROOT

_boards = {}


def board(name):
    """A checked-in board, loaded by board.load as on the device (its checks are unloaded
    after each load: they are the size of a game screen). Only the last one loaded is kept
    (a 64 KB heap has no room for four at once beside the app)."""
    if name not in _boards:
        _boards.clear()
        # The device's own loader: the checks' code is loaded before the JSON is parsed, so
        # what stays (their interned names) is not left scattered above the parse's holes.
        _boards[name] = boards.load(ROOT + "/hardware/boards/%s.json" % name)
    return _boards[name]


def uses(*names):
    """Loads the boards a test module uses, at its import: before the app is imported, as a
    board loads its description first at power-up (parsing a big one is the heap's peak).
    Each must load; the last one named stays loaded for the first Rig. The screen reader
    the tests read the OLED with is loaded first, while the heap is whole, as the rig's
    import loaded it before a benchmark could let it go (Rig.screen)."""
    import tests.app.screen  # noqa: F401 (kept in sys.modules for Rig.screen)
    for name in names:
        board(name)


class Rig:
    def __init__(self, name="pico-pegs4", storage=None, hold=(), rolls=(), boot=True,
                 start_ms=0):
        # Storage handed on from another rig is a power cycle: that rig's power goes first.
        # (Kept on the storage, not here, so no rig outlives the test that made it.)
        if storage is not None:
            if getattr(storage, "rig", None) is not None:
                storage.rig.power_off()
            storage.rig = self
        self.board = board(name)
        # Imported after the board is loaded, as on the device: loading it is the heap's peak.
        from simulator.virtual.hardware import virtual_hardware
        self.console = []
        self.worst_ma = 0
        self.frames = 0
        self.hw = virtual_hardware(self.board, storage=storage, rolls=rolls,
                                   on_frame=self._frame, start_ms=start_ms)
        for b in hold:
            self.hw.buttons.set(b, True)
        self.shell = None
        if boot:
            self.boot()

    def power_off(self):
        """Cuts the power: the shell, the hardware and the screens' and games' modules go, as
        RAM does (a 64 KB heap holds one board's at a time); the storage handed in stays with
        the test, as flash keeps its files."""
        from gameboard.shell import GAME_MODULES, MENU_MODULES
        self.shell = None
        self.hw = None
        modules.unload(*(MENU_MODULES + GAME_MODULES + ("gameboard.rules",)))

    def _frame(self, rgb):
        b = self.board
        ma = power.estimate_ma(rgb, b.count, b.idle_ma)
        assert ma <= b.budget_ma, "LED frame %d draws %.0f mA over %d" % (
            self.frames, ma, b.budget_ma)
        self.frames += 1
        if ma > self.worst_ma:
            self.worst_ma = ma

    def boot(self):
        from gameboard import startup
        self.shell = startup.boot(self.hw, self.console.append, banner_ms=0)
        return self.shell

    def wait(self, ms):
        self.shell.run(ms)

    def press(self, name, hold_ms=40):
        self.hw.buttons.set(name, True)
        self.wait(hold_ms)
        self.hw.buttons.set(name, False)
        self.wait(40)

    def long(self, name):
        self.press(name, self.hw.buttons.debouncer.long_ms + 100)

    def turn(self, steps):
        """Walks the encoder through its Gray code, one detent per step (+ clockwise)."""
        seq = ((False, True), (False, False), (True, False), (True, True))
        if steps < 0:
            seq = ((True, False), (False, False), (False, True), (True, True))
        for _ in range(abs(steps)):
            for a, b in seq:
                self.hw.buttons.turn(a, b)
                self.wait(5)

    def screen(self):
        # Imported when asked, so that a benchmark can let the reader go once it has found
        # its way through the menus (tools/bench/app_heap.py): a board holds no such code.
        from tests.app.screen import Screen
        return Screen(self.hw.display.shown)

    def go(self, *labels):
        """For each label: moves the bar to the row starting with it (down, then up if the
        list ends first) and presses OK."""
        for label in labels:
            way = "DOWN"
            for _ in range(40):
                now = self.screen().highlighted()
                if now is not None and now.startswith(label):
                    break
                self.press(way)
                if self.screen().highlighted() == now:
                    way = "UP"
            else:
                raise AssertionError("no row %r on\n%r" % (label, self.screen()))
            self.press("OK")
