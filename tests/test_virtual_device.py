"""The virtual device behaves like a MicroPython board on a serial port, for mpremote and people:
its filesystem is the scratch folder, soft and hard resets run boot.py and main.py, Ctrl-C
interrupts a running program, a small filesystem fills up, and stopping it leaves nothing behind."""
import hashlib
import signal
import time

import pytest
import serial

from tests.virtual_board import mpremote, processes_in, running


@pytest.fixture
def device(tmp_path):
    with running(tmp_path) as (port, relay):
        yield port, tmp_path
    assert processes_in(tmp_path) == []


def settle(console, quiet=0.3):
    """Reads until the device has been silent for `quiet` seconds (old prompts, banners)."""
    data = b""
    last = time.monotonic()
    while time.monotonic() - last < quiet:
        got = console.read(4096)
        if got:
            data += got
            last = time.monotonic()
    return data


def read_until(console, ending, timeout=10):
    data = b""
    deadline = time.monotonic() + timeout
    while not data.endswith(ending) and time.monotonic() < deadline:
        data += console.read(1)
    return data


def test_exec_runs_code_on_the_device(device):
    port, _ = device
    result = mpremote(port, "resume", "exec", "print(6 * 7)")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "42"


def test_the_scratch_folder_is_the_filesystem_root(device):
    port, folder = device
    (folder / "seen.txt").write_text("hello")
    code = ("import os\nprint(os.getcwd(), sorted(os.listdir()))\n"
            "open('/made.txt', 'w').write('abc')\nopen('rel.txt', 'w').write('d')")
    result = mpremote(port, "exec", code)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "/ ['seen.txt']"
    assert (folder / "made.txt").read_text() == "abc"
    assert (folder / "rel.txt").read_text() == "d"


def test_fs_cp_ls_sha256sum_and_rm(device, tmp_path_factory):
    port, folder = device
    source = tmp_path_factory.mktemp("host") / "data.bin"
    payload = bytes(range(256)) * 9 + b"\x03\x04\r\n"
    source.write_bytes(payload)
    copied = mpremote(port, "fs", "cp", str(source), ":data.bin")
    assert copied.returncode == 0, copied.stderr
    assert (folder / "data.bin").read_bytes() == payload

    listing = mpremote(port, "fs", "ls")
    assert "%d data.bin" % len(payload) in " ".join(listing.stdout.split())

    digest = mpremote(port, "fs", "sha256sum", ":data.bin")
    assert hashlib.sha256(payload).hexdigest() in digest.stdout

    removed = mpremote(port, "fs", "rm", ":data.bin")
    assert removed.returncode == 0, removed.stderr
    assert not (folder / "data.bin").exists()


def test_copied_firmware_files_import(device):
    port, folder = device
    (folder / "lib").mkdir()
    (folder / "lib" / "helper.py").write_text("ANSWER = 41\n")
    (folder / "app.py").write_text("import helper\nVALUE = helper.ANSWER + 1\n")
    result = mpremote(port, "exec", "import app\nprint(app.VALUE)")
    assert result.stdout.strip() == "42", result.stderr


def test_soft_reset_from_the_raw_repl_runs_boot_only(device):
    port, folder = device
    (folder / "boot.py").write_text("print('boot ran')\n")
    (folder / "main.py").write_text("print('main ran')\n")
    with serial.Serial(port, timeout=0.1) as console:
        console.write(b"\r\x03\r\x01")
        read_until(console, b"raw REPL; CTRL-B to exit\r\n>")
        settle(console)
        console.write(b"\x04")
        output = read_until(console, b"raw REPL; CTRL-B to exit\r\n>")
    assert output.startswith(b"MPY: soft reboot\r\nboot ran\n")
    assert b"main ran" not in output
    assert b"MicroPython " not in output  # the friendly banner stays hidden


def test_soft_reset_from_the_friendly_repl_runs_boot_then_main(device):
    port, folder = device
    (folder / "boot.py").write_text("print('boot ran')\n")
    (folder / "main.py").write_text("print('main ran')\n")
    with serial.Serial(port, timeout=0.1) as console:
        console.write(b"\r\x03")
        read_until(console, b">>> ")
        settle(console)
        console.write(b"\x04")
        output = read_until(console, b">>> ")
    assert b"MPY: soft reboot\r\nboot ran\nmain ran\n" in output
    assert b"MicroPython " in output


def test_mpremote_soft_reset_and_reset_restart_micropython(device):
    port, folder = device
    (folder / "main.py").write_text("open('runs.txt', 'a').write('main\\n')\n")
    result = mpremote(port, "exec", "x = 5", "soft-reset", "exec",
                      "print('x' in globals())")
    assert result.stdout.strip() == "False", result.stderr
    before = (folder / "runs.txt").read_text().count("main") if (folder / "runs.txt").exists() \
        else 0
    assert mpremote(port, "reset").returncode == 0
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if (folder / "runs.txt").exists() and \
                (folder / "runs.txt").read_text().count("main") == before + 1:
            break
        time.sleep(0.05)
    assert (folder / "runs.txt").read_text().count("main") == before + 1


def test_ctrl_c_interrupts_a_main_that_never_ends(device):
    port, folder = device
    (folder / "main.py").write_text("import time\nwhile True:\n    time.sleep(0.01)\n")
    with serial.Serial(port, timeout=0.1) as console:
        console.write(b"\r\x03")
        read_until(console, b">>> ")
        settle(console)
        console.write(b"\x04")  # soft reset: main.py starts and keeps running
        read_until(console, b"MPY: soft reboot\r\n")
        time.sleep(0.3)
        console.write(b"\x03")
        output = read_until(console, b">>> ")
    assert b"KeyboardInterrupt" in output
    assert output.endswith(b">>> ")
    result = mpremote(port, "resume", "exec", "print('free')")
    assert result.stdout.strip() == "free", result.stderr


def test_mount_runs_code_from_the_host(device, tmp_path_factory):
    port, _ = device
    host = tmp_path_factory.mktemp("hostdir")
    (host / "hosted.py").write_text("print('from the host', 3 * 3)\n")
    result = mpremote(port, "mount", str(host), "exec", "import hosted")
    assert "from the host 9" in result.stdout, result.stderr


def test_a_small_filesystem_fills_up_with_enospc(tmp_path, tmp_path_factory):
    source = tmp_path_factory.mktemp("host") / "big.bin"
    source.write_bytes(b"x" * 3000)
    with running(tmp_path, "--fs-limit", "2000") as (port, _):
        result = mpremote(port, "fs", "cp", str(source), ":big.bin")
        statvfs = mpremote(port, "exec", "import os\nprint(os.statvfs('/')[:4])")
    assert result.returncode != 0
    assert "No space left on device" in result.stderr
    assert statvfs.stdout.strip().startswith("(512, 512, 3, ")


@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGINT])
def test_stopping_ends_the_relay_and_micropython(tmp_path, how):
    with running(tmp_path) as (port, relay):
        assert processes_in(tmp_path) != []
        relay.send_signal(how)
        assert relay.wait(timeout=10) == 0
    assert processes_in(tmp_path) == []


def test_the_watchdog_resets_the_device_even_after_a_soft_reset(tmp_path):
    # As on a board: a started watchdog survives the soft reset that stops main.py, and bites.
    (tmp_path / "main.py").write_text("import machine\nprint('main ran')\n"
                                      "machine.WDT(timeout=1000)\n")
    with running(tmp_path) as (port, _):
        with serial.Serial(port, timeout=0.1) as console:
            console.write(b"\r\x03\r\x01")
            read_until(console, b"raw REPL; CTRL-B to exit\r\n>")
            settle(console)
            console.write(b"\x04")  # soft reset: boot.py only, main.py does not run
            output = read_until(console, b"main ran", timeout=5)
    assert output.startswith(b"MPY: soft reboot\r\n")
    assert output.endswith(b"main ran")  # a hard reset came, and ran main.py again


def test_a_hard_reset_stops_the_watchdog(tmp_path):
    # The first run starts a 1 s watchdog and resets the board; nothing may bite afterwards.
    (tmp_path / "main.py").write_text(
        "import machine, os\nopen('runs.txt', 'a').write('run\\n')\n"
        "if 'armed' not in os.listdir():\n"
        "    open('armed', 'w').close()\n"
        "    machine.WDT(timeout=1000)\n"
        "    machine.reset()\n")
    with running(tmp_path):
        time.sleep(2.5)
        runs = (tmp_path / "runs.txt").read_text().split()
    assert runs == ["run", "run"]
