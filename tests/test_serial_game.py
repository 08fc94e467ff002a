"""End to end over a serial line: deploy the firmware to a virtual device, check its boot banner,
then play the start of a DiceBall game through the device's raw REPL.

On the device the firmware's own modules run on the simulator's virtual hardware
(simulator/virtual/, copied over: it runs on MicroPython), with scripted dice and the device's
filesystem as storage. The host presses buttons one raw-REPL call at a time, reads the OLED back
as bytes (tests/app/screen.py turns them into text) and, at the end, reads the saved game from
the device's filesystem."""
import glob
import os
import subprocess
import sys
from binascii import unhexlify

import pytest

from gameboard import savefile
from tests.app.screen import Screen
from tests.virtual_board import ROOT, running
from tools.deploy import DEPLOY_FLAG, enter_deploy_mode, firmware_version, leave_deploy_mode
from tools.device_link import DeviceLink

BOARD = "pico-diceball"
VERSION = firmware_version(os.path.join(ROOT, "firmware"))
# Pitch 5: a ball; pitch 2: a strike the batter swings at; swing 1-2: a double (docs/rules.md).
ROLLS = (5, 2, 1, 2)
SETTLE_MS = 3000  # after ROLL: longer than any roll animation, in the board's virtual time

SESSION = """\
from gameboard import board, startup
from gameboard.drivers.flash_storage import FlashStorage
_b = board.load('/board.json')
from simulator.virtual.hardware import virtual_hardware
import binascii
hw = virtual_hardware(_b, storage=FlashStorage('/'), rolls=%r)
console = []
shell = startup.boot(hw, console.append, banner_ms=0)
def press(name, after_ms=40):
    hw.buttons.set(name, True)
    shell.run(40)
    hw.buttons.set(name, False)
    shell.run(after_ms)
def shown():
    print(binascii.hexlify(hw.display.shown).decode())
print(console)
"""


class SerialBoard:
    """The firmware's app on the device, driven over the raw REPL as tests/app/rig.py's Rig
    drives it in-process."""

    def __init__(self, link):
        self.link = link
        self.console = link.evaluate(SESSION % (ROLLS,))

    def press(self, name, after_ms=40):
        self.link.run("press(%r, %d)" % (name, after_ms))

    def screen(self):
        return Screen(bytes.fromhex(self.link.run("shown()").strip()))

    def go(self, label):
        """Moves the bar to the row starting with `label` and presses OK."""
        way = "DOWN"
        for _ in range(20):
            now = self.screen().highlighted()
            if now is not None and now.startswith(label):
                self.press("OK")
                return
            self.press(way)
            if self.screen().highlighted() == now:
                way = "UP"
        raise AssertionError("no row %r on\n%r" % (label, self.screen()))


def copy_virtual_hardware(link):
    """simulator/virtual/*.py to the device, as the package simulator.virtual."""
    files = {"simulator/__init__.py": b""}
    for path in sorted(glob.glob(os.path.join(ROOT, "simulator", "virtual", "*.py"))):
        with open(path, "rb") as f:
            files["simulator/virtual/" + os.path.basename(path)] = f.read()
    link.make_folders(["simulator", "simulator/virtual"])
    for path, data in files.items():
        link.stage(path, data)
    link.commit(list(files), [])


@pytest.fixture
def deployed(tmp_path):
    with running(tmp_path) as (port, _):
        result = subprocess.run([sys.executable, "-m", "tools.deploy", "--port", port,
                                 "--board", BOARD], cwd=ROOT, capture_output=True, text=True,
                                timeout=120)
        assert result.returncode == 0, result.stderr
        yield port, tmp_path, result.stdout


def test_deploy_then_play_the_first_plate_appearance_over_the_serial_line(deployed):
    port, folder, deploy_output = deployed
    assert "banner: gameboard firmware %s board %s free " % (VERSION, BOARD) in deploy_output
    link = DeviceLink(port)
    try:
        # The deployed app is running with its watchdog: get a board without one first, as a
        # deploy does. The flag has done its work then (it only counts at power-up).
        link = enter_deploy_mode(link, lambda: port)
        link.remove([DEPLOY_FLAG])
        copy_virtual_hardware(link)
        board = SerialBoard(link)
        assert board.console == ["gameboard firmware %s board %s free %s" % (
            VERSION, BOARD, board.console[0].split()[-1])]
        board.go("New game")
        board.go("Start game")
        assert "B0 S0 O0  ---" in board.screen().rows

        board.press("ROLL", SETTLE_MS)  # 5: ball one
        assert "B1 S0 O0  ---" in board.screen().rows
        board.press("ROLL", SETTLE_MS)  # 2: a strike, and the batter swings
        board.press("ROLL", SETTLE_MS)  # 1-2: a double, the batter to second
        rows = board.screen().rows
        assert "B0 S0 O0  -2-" in rows
        assert "Double" in rows

        saved = savefile.decode((folder / "game").read_bytes())
        assert saved["game"] == "diceball"
        assert list(unhexlify(saved["rules"]["log"])) == [5, 2, 12]
    finally:
        leave_deploy_mode(link)
        link.close()
    assert not (folder / DEPLOY_FLAG).exists()
