"""Power-up: the boot banner, safe mode, the watchdog, and the error screen with restart."""
import errno
import sys

from gameboard import VERSION
from tests.app import ROOT
from simulator.virtual.storage import MemoryStorage
from tests.app.rig import Rig, uses

uses("pico-pegs4", "pico-diceball")


def test_banner_line_on_the_console_starts_with_the_firmware_version():
    rig = Rig("pico-pegs4")
    line = rig.console[0]
    assert line.startswith("gameboard firmware %s" % VERSION)
    assert "board pico-pegs4" in line and "free" in line


def test_the_console_says_when_the_board_file_is_refused():
    from gameboard import startup
    lines = []
    startup.main(ROOT + "/hardware/boards/FORMAT.md", lines.append)
    assert len(lines) == 1
    assert lines[0].startswith("gameboard firmware %s: board description refused: " % VERSION)
    assert "not valid JSON" in lines[0]


def test_banner_on_the_oled_before_the_menu():
    rig = Rig("pico-diceball", boot=False)
    shows = []
    rig.hw.display.on_show = lambda buf: shows.append(bytes(buf))
    rig.boot()
    from tests.app.screen import Screen
    banner = Screen(shows[0])
    assert banner.rows[0] == "gameboard"
    assert banner.rows[1] == "firmware " + VERSION
    assert banner.rows[3] == "pico-diceball"
    assert banner.rows[4].startswith("free ")


def test_after_the_banner_the_main_menu_is_shown():
    rig = Rig("pico-pegs4")
    s = rig.screen()
    assert s.rows[:4] == ["pico-pegs4", "New game", "Settings", "About"]
    assert s.highlighted() == "New game"


def test_holding_back_at_power_up_is_safe_mode():
    rig = Rig("pico-pegs4", hold=("BACK",))
    assert rig.shell is None
    assert "SAFE MODE" in rig.console[0]
    assert rig.console[0].startswith("gameboard firmware")
    assert rig.screen().rows[0] == "SAFE MODE"
    assert rig.hw.watchdog is None


def test_safe_mode_leaves_the_leds_dark():
    rig = Rig("pico-pegs4", hold=("BACK",))
    assert rig.hw.strip.written == 0


def test_holding_another_button_boots_normally():
    rig = Rig("pico-pegs4", hold=("OK",))
    assert rig.shell is not None and rig.hw.watchdog is not None


def test_the_main_loop_feeds_the_watchdog_well_within_its_timeout():
    rig = Rig("pico-pegs4")
    rig.wait(3000)
    rig.press("DOWN")
    rig.wait(3000)
    dog = rig.hw.watchdog
    assert dog.feeds > 1000
    assert dog.longest_gap <= 10
    assert not dog.starving()


def test_the_main_loop_never_really_sleeps():
    rig = Rig("pico-pegs4")
    rig.wait(60000)  # a virtual minute
    assert rig.hw.clock.slept >= 60000


class Boom(Exception):
    pass


def explode(*args):
    raise Boom("sensor on fire")


def test_an_exception_in_the_app_shows_the_error_screen():
    rig = Rig("pico-pegs4")
    rig.shell.stack[-1].handle = explode
    rig.press("DOWN")
    s = rig.screen()
    assert s.rows[0] == "Error" and s.bars[0]
    assert s.rows[1] == "Boom: sensor on"
    assert s.rows[2] == "fire"
    assert s.rows[7] == "OK: restart"
    said = rig.console[rig.console.index("Traceback (most recent call last):"):]
    assert [line for line in said if line.endswith(", in explode")]
    assert said[-2].endswith("Boom: sensor on fire")  # CPython names the module before it
    assert said[-1] == "error: Boom: sensor on fire"


def test_an_exception_while_drawing_shows_the_error_screen():
    rig = Rig("pico-pegs4")
    rig.shell.stack[-1].draw = explode
    rig.press("DOWN")
    assert rig.screen().rows[0] == "Error"


def test_the_error_screen_keeps_the_watchdog_fed_and_waits_for_ok():
    rig = Rig("pico-pegs4")
    rig.shell.stack[-1].handle = explode
    rig.press("DOWN")
    feeds = rig.hw.watchdog.feeds
    rig.press("BACK")
    rig.press("DOWN")
    rig.wait(5000)
    assert rig.screen().rows[0] == "Error"
    assert rig.hw.watchdog.feeds > feeds + 900


def test_ok_on_the_error_screen_restarts_the_app():
    rig = Rig("pico-pegs4")
    rig.shell.stack[-1].handle = explode
    rig.press("DOWN")
    rig.press("OK")
    s = rig.screen()
    assert s.rows[:2] == ["pico-pegs4", "New game"]
    rig.press("DOWN")
    assert rig.screen().highlighted() == "Settings"


class Filler:
    """Blocks a game's code or objects would hold: `blocks`, a chain of them."""

    def __init__(self):
        self.blocks = None
        self.spare = None


def fill_the_heap(filler, spare):
    """Fills the heap, on MicroPython, but for `spare` bytes in one block: `filler.blocks` a
    chain (block, the chain before it: no list to grow) until not even two blocks in a row
    are free, then the spare block, made first, let go."""
    if sys.implementation.name != "micropython":
        return  # CPython: the PC's memory has no such end
    filler.spare = bytearray(spare)
    chain = None
    size = 1 << 16
    while size:
        try:
            chain = (bytearray(size), chain)
        except MemoryError:
            size //= 2
    while True:
        try:
            chain = (None, chain)
        except MemoryError:
            break
    filler.blocks = chain
    filler.spare = None


def fail_in_a_full_heap(shell, spare):
    """Makes the next event fill the heap with the game's code (a module of gameboard.games,
    here the blocks filling the heap) but for `spare` bytes, and raise Boom."""
    sys.modules["gameboard.games.filler"] = Filler()
    boom = Boom("sensor on fire")  # made before: a full heap holds no new exception

    def handle(*args):
        fill_the_heap(sys.modules["gameboard.games.filler"], spare)
        raise boom

    shell.stack[-1].handle = handle


def test_an_error_in_a_full_heap_still_shows_the_error_screen_whose_code_it_loads():
    # The error screen's code is loaded only at an error, once the game's code has gone: the
    # 1024 bytes spare hold the unloading and the traceback, not that code (1 KB); OK's
    # restart lets it go again.
    rig = Rig("pico-pegs4")
    assert "gameboard.ui.error_screen" not in sys.modules
    fail_in_a_full_heap(rig.shell, 1536)
    rig.press("DOWN")
    assert "gameboard.games.filler" not in sys.modules
    assert "gameboard.ui.error_screen" in sys.modules
    assert rig.screen().rows[:2] == ["Error", "Boom: sensor on"]
    rig.press("OK")
    assert rig.screen().rows[:2] == ["pico-pegs4", "New game"]
    assert "gameboard.ui.error_screen" not in sys.modules


class BrokenFlash:
    """A storage whose every operation fails with `error`."""

    def __init__(self, error):
        self.error = error

    def read(self, *args):
        raise self.error

    exists = open = write = rename = remove = read


def test_a_flash_that_fails_at_everything_still_lets_the_board_reach_its_menu():
    rig = Rig("pico-pegs4", storage=BrokenFlash(OSError(errno.EIO, "I/O error")))
    s = rig.screen()
    assert s.rows[:5] == ["Notice", "settings", "unreadable:", "storage error", "EIO; left in"]
    rig.press("OK")
    assert rig.screen().highlighted() == "New game"


class FaultyDriver(MemoryStorage):
    """A storage whose open has a bug."""

    def open(self, name, mode):
        raise RuntimeError("flash gone")


def test_a_failure_while_starting_the_app_shows_the_error_screen():
    # A file to read: the power-up opens only the files there are (savefile.py SaveSlot.load).
    rig = Rig("pico-pegs4", storage=FaultyDriver({"settings": b"GBSAVE 2\n[{}]"}))
    s = rig.screen()
    assert s.rows[0] == "Error" and s.rows[1] == "RuntimeError:"
    rig.press("OK")  # restarting meets the same fault: the screen says so again
    assert rig.screen().rows[0] == "Error"
    assert rig.hw.watchdog.feeds > 0
