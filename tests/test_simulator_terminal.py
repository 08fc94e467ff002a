"""The simulator in a terminal (`--tui`) and without a display: run as a person would, behind a
pseudo-terminal, keys typed in, the screen read back. The OLED read off the terminal is the
firmware's frame pixel for pixel; with no display the run command says so in one line and
offers (no terminal) or starts (a terminal) the terminal mode, never a traceback."""
import os
import pty
import re
import select
import struct
import subprocess
import sys
import time

import fcntl
import termios

from simulator import tui
from simulator.session import ROOT, LocalSession
from tests.app.screen import Screen

SGR = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def no_display_env():
    env = dict(os.environ, TERM="xterm-256color")
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"):
        env.pop(name, None)
    return env


class Terminal:
    """`python -m simulator ARGS` behind a pty of cols x rows."""

    def __init__(self, args, cols=160, rows=48, env=None):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:  # the child: becomes the simulator
            os.chdir(ROOT)
            os.execve(sys.executable, [sys.executable, "-m", "simulator"] + args,
                      env or dict(os.environ, TERM="xterm-256color"))
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        self.out = b""

    def read_for(self, seconds):
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            ready, _, _ = select.select([self.fd], [], [], 0.05)
            if ready:
                try:
                    data = os.read(self.fd, 65536)
                except OSError:
                    return
                if not data:
                    return
                self.out += data

    def read_until(self, text, seconds=10):
        end = time.monotonic() + seconds
        while text.encode() not in self.out and time.monotonic() < end:
            self.read_for(0.05)
        assert text.encode() in self.out, self.out[-2000:]

    def type(self, keys, settle=0.4):
        os.write(self.fd, keys.encode())
        self.read_for(settle)

    def quit(self):
        self.type("q", 0.2)
        self.read_for(1)
        _, status = os.waitpid(self.pid, 0)
        os.close(self.fd)
        return os.waitstatus_to_exitcode(status)

    def last_screen(self):
        """The lines of the last whole screen drawn (cursor-home to cursor-home)."""
        text = self.out.decode("utf-8", "replace")
        frames = [f for f in text.split("\x1b[H") if "\x1b[J" in f]
        return SGR.sub("", frames[-1]).split("\r\n")


def oled_rows(lines, count):
    rows = [line.split(tui.BAR)[1] for line in lines if line.count(tui.BAR) == 2]
    assert len(rows) == count
    return rows


def oled_off_screen(lines):
    return tui.pixels(oled_rows(lines, 32))


def frame_pixels(buf):
    return [[buf[(y >> 3) * 128 + x] >> (y & 7) & 1 for x in range(128)] for y in range(64)]


def test_keys_typed_in_a_terminal_play_the_board_and_its_oled_is_exact():
    term = Terminal(["--tui", "--board", "pico-diceball", "--seed", "5"])
    try:
        term.read_until("pico-diceball (seed 5)")
        term.read_for(0.5)
        term.type("\r")          # OK: New game
        term.type("\x1b[B" * 2)  # two DOWNs in one read: each one a tap
        term.type("\x1b[A")      # UP
        screen = term.last_screen()
    finally:
        assert term.quit() == 0
    here = LocalSession("pico-diceball", 5)
    for name in ("OK", "DOWN", "DOWN", "UP"):
        here.press(name)
    assert Screen(here.oled).rows[0] == "New DiceBall"
    assert oled_off_screen(screen) == frame_pixels(here.oled)


def test_a_long_press_and_the_help_line():
    term = Terminal(["--tui", "--board", "pico-pegs4", "--seed", "1"])
    try:
        term.read_until("pico-pegs4 (seed 1)")
        term.type("h")
        assert any("Left=LEFT" in line and "Enter=OK" in line and "ROLL" not in line
                   for line in term.last_screen())
        term.type("\r")          # into the wizard
        term.type("l\x1b", 1.5)  # L then Esc: a long BACK
        screen = term.last_screen()
    finally:
        assert term.quit() == 0
    here = LocalSession("pico-pegs4", 1)
    here.press("OK")
    here.long("BACK")
    assert oled_off_screen(screen) == frame_pixels(here.oled)


def test_escape_sequences_and_keys_are_told_apart():
    assert tui.keys("\x1b[A\x1b[B\x1bOC\x1b[D\r \x7f\x1b") == [
        "UP", "DOWN", "RIGHT", "LEFT", "OK", "ROLL", "BACK", "BACK"]
    assert tui.keys("\x1b[15~]l\x03") == ["]", "l", "q"]


def test_the_oled_in_every_character_mode_reads_back_to_the_same_pixels():
    here = LocalSession("pico-combo", 2)
    here.press("OK")
    for mode, size in (("quad", (64, 32)), ("half", (128, 32)), ("braille", (64, 16))):
        lines = tui.oled_lines(here.oled, mode=mode)
        assert (len(lines[0]), len(lines)) == size
        assert tui.pixels(lines, mode) == frame_pixels(here.oled)


def test_a_small_terminal_gets_the_oled_in_braille():
    term = Terminal(["--tui", "--board", "pico-diceball", "--seed", "5"], cols=100, rows=24)
    try:
        term.read_until("pico-diceball (seed 5)")
        term.type("\r")
        screen = term.last_screen()
    finally:
        assert term.quit() == 0
    here = LocalSession("pico-diceball", 5)
    here.press("OK")
    assert len(screen) <= 24
    assert tui.pixels(oled_rows(screen, 16), "braille") == frame_pixels(here.oled)


def test_every_led_has_a_place_in_the_terminals_schematic():
    for name in ("esp32-pegs8", "pico-combo"):
        board = LocalSession(name).board
        s = tui.Schematic(board, 92, 45)
        assert None not in s.spot and len(set(s.spot)) == board.count
        assert s.cols <= 92 and s.rows <= 45


NO_DISPLAY_SAID = ("simulator: no display (no DISPLAY or WAYLAND_DISPLAY is set); use --tui "
                   "in a terminal, or --script FILE --screenshot DIR")


def test_without_a_display_and_without_a_terminal_it_says_so_in_one_line():
    run = subprocess.run([sys.executable, "-m", "simulator", "--board", "pico-pegs4"],
                         cwd=ROOT, env=no_display_env(), stdin=subprocess.DEVNULL,
                         capture_output=True, text=True, timeout=30)
    assert run.returncode == 0
    assert "Traceback" not in run.stderr + run.stdout
    said = [line for line in run.stdout.splitlines() if "no display" in line]
    assert said == [NO_DISPLAY_SAID]


def test_make_sim_without_a_display_ends_with_that_line_and_no_error_from_make():
    run = subprocess.run(["make", "--no-print-directory", "-o", ".venv/.ready", "sim",
                          "ARGS=--board pico-pegs4"], cwd=ROOT, env=no_display_env(),
                         stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0
    assert run.stderr == ""
    assert run.stdout.splitlines()[-1] == NO_DISPLAY_SAID


def test_without_a_display_in_a_terminal_it_starts_the_terminal_mode():
    term = Terminal(["--board", "pico-pegs4", "--seed", "3"], env=no_display_env())
    try:
        term.read_until("starting the terminal mode (--tui)")
        term.read_until("pico-pegs4 (seed 3)")
    finally:
        assert term.quit() == 0
    assert b"Traceback" not in term.out


class Boom(Exception):
    pass


def explode(*args):
    raise Boom("sensor on fire")


def test_the_apps_last_error_shows_on_the_status_line_and_is_told_at_the_exit():
    session = LocalSession("pico-pegs4", 1)
    session.shell.stack[-1].handle = explode
    session.press("DOWN")
    session.press("UP")  # the error screen's own keys say nothing on the console
    assert tui.status_lines(session, 1, False, 1, False, False)[1] == \
        "H help  Q quit   error: Boom: sensor on fire"
    said = tui.last_error(session.console)
    assert said[0] == "Traceback (most recent call last):"
    assert said[-2:] == ["tests.test_simulator_terminal.Boom: sensor on fire",
                         "error: Boom: sensor on fire"]
    assert tui.last_error(["gameboard firmware 0.1.0 board pico-pegs4 free ?"]) == []
