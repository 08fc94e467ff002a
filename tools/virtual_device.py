"""A virtual MicroPython board: the unix port behind a pseudo-terminal, for mpremote and deploys.

`python -m tools.virtual_device [--dir DIR] [--fs-limit BYTES] [--heap SIZE] [--watchdog-ms MS]`
prints the serial
port's path (e.g. /dev/pts/5) on its first line once MicroPython is up, and serves until Ctrl-C
or SIGTERM, then ends MicroPython too. The device's filesystem is a scratch folder (DIR, or a
temporary one removed at the end) mounted as "/"; its hardware is virtual
(tools/virtual_device_hw/: pins, I2C, PWM, watchdog, NeoPixels and an SSD1306 that keep state).

The unix port's REPL already speaks the raw REPL and raw-paste mode that mpremote uses, so the
relay passes bytes through and only adds what a board does and the unix port does not:
- soft reset: Ctrl-D at an empty raw REPL prompt, Ctrl-D at the friendly prompt (which ends the
  unix port) or `machine.soft_reset()` restart MicroPython, print "MPY: soft reboot" and run boot.py
  (and main.py, from the friendly REPL), as a board does; `machine.reset()` restarts it too;
- the watchdog: once `machine.WDT` is made, the relay hard-resets the device when it is not fed
  for its timeout (the device side keeps a file up to date, see virtual_device_hw/machine_parts),
  also after a soft reset, as on a board; only a hard reset stops it;
- Ctrl-C: the child's terminal does not turn it into SIGINT (binary data crosses it), so the relay
  sends SIGINT itself when Ctrl-C arrives while MicroPython runs code, except during an
  `mpremote mount` session, whose binary protocol may carry the byte 0x03.
The MicroPython side of power-up is tools/virtual_device_boot.py.
"""
import argparse
import errno
import fcntl
import os
import pty
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import termios
import time
import tty

from tools import unix_port

HERE = os.path.dirname(os.path.abspath(__file__))
BOOT_SCRIPT = os.path.join(HERE, "virtual_device_boot.py")
HARDWARE = os.path.join(HERE, "virtual_device_hw")
HARD_RESET_EXIT, SOFT_RESET_EXIT = 111, 112
READY = b"\x1b[virtual-device-ready]"
BOOTED = b"\x1b[virtual-device-booted]"
RAW_PROMPT = b"raw REPL; CTRL-B to exit\r\n>"
RAW_EXEC_DONE = b"\x04>"
FRIENDLY_PROMPT = b">>> "
SOFT_REBOOT = b"MPY: soft reboot\r\n"
# The child's terminal outside MicroPython's own raw mode, i.e. while it runs code. ECHOCTL does
# nothing with ECHO off; MicroPython clears it (lflag = 0) at its prompts, so it tells the relay
# whether code is running.
RUNNING_FLAG = termios.ECHOCTL
MOUNT_MARK = b"__mount()"  # what mpremote's `mount` runs on the device


def _child_terminal(fd):
    attrs = termios.tcgetattr(fd)
    attrs[0] &= ~(termios.ICRNL | termios.INLCR | termios.IGNCR | termios.IXON | termios.IXOFF
                  | termios.BRKINT | termios.ISTRIP | termios.INPCK)
    attrs[1] &= ~termios.OPOST
    attrs[2] = (attrs[2] & ~(termios.CSIZE | termios.PARENB)) | termios.CS8
    attrs[3] = RUNNING_FLAG
    attrs[6][termios.VMIN] = 1
    attrs[6][termios.VTIME] = 0
    termios.tcsetattr(fd, termios.TCSANOW, attrs)


class VirtualDevice:
    """The relay between the serial port a host opens and the MicroPython child process."""

    def __init__(self, root, fs_limit=0, heap=None, report_version=None, ssd1306=True,
                 watchdog_ms=None):
        self.root, self.fs_limit, self.heap = os.path.abspath(root), fs_limit, heap
        self.report_version, self.ssd1306 = report_version, ssd1306
        self.watchdog_ms = watchdog_ms
        fd, self.watchdog_file = tempfile.mkstemp(prefix="virtual-device-watchdog-")
        os.close(fd)
        self.host_fd, slave = pty.openpty()
        tty.setraw(slave)
        self.port = os.ttyname(slave)
        os.close(slave)  # the host opens it; until then reads give EIO
        fcntl.fcntl(self.host_fd, fcntl.F_SETFL,
                    fcntl.fcntl(self.host_fd, fcntl.F_GETFL) | os.O_NONBLOCK)
        self.child = None
        self.child_fd = None
        self.stopping = False  # set by SIGTERM/SIGINT: checked between loop turns, never mid-step
        self.next_host_check = 0.0
        self.raw_mode = False
        self.raw_line_empty = False
        self.mounted = False
        self.stage = "running"  # or a stage of power-up: see _power_up_output
        self.held = b""  # output held back meanwhile
        self.tail = b""

    # -- the child -------------------------------------------------------------------------

    def power_up(self, mode="friendly", hard=True):
        """Starts MicroPython as a board starts: boot.py, then main.py unless `mode` is "raw".
        A hard reset (power-up, machine.reset(), the watchdog) stops the watchdog."""
        self._kill_child()
        if hard:
            self._stop_watchdog()
        master, slave = pty.openpty()
        _child_terminal(slave)
        cmd = [unix_port.binary()]
        if self.heap:
            cmd += ["-X", "heapsize=" + self.heap]
        cmd += ["-i", "-c", "exec(open(%r).read())" % BOOT_SCRIPT]
        env = dict(os.environ, VDEV_ROOT=self.root, VDEV_FS_LIMIT=str(self.fs_limit),
                   VDEV_MODE=mode, VDEV_READY=READY.decode(), VDEV_BOOTED=BOOTED.decode(),
                   VDEV_HARD_RESET=str(HARD_RESET_EXIT), VDEV_SOFT_RESET=str(SOFT_RESET_EXIT),
                   VDEV_HARDWARE=HARDWARE, VDEV_REPORT_VERSION=self.report_version or "",
                   VDEV_NO_SSD1306="" if self.ssd1306 else "1",
                   VDEV_WATCHDOG=self.watchdog_file,
                   VDEV_WATCHDOG_MS=str(self.watchdog_ms or ""))
        self.child = subprocess.Popen(cmd, stdin=slave, stdout=slave, stderr=slave, cwd=self.root,
                                      env=env, start_new_session=True)
        os.close(slave)
        self.child_fd = master
        self.raw_mode = mode == "raw"
        self.raw_line_empty = False
        self.mounted = False
        self.stage = "starting"
        self.held = b""
        self.tail = b""

    def _kill_child(self):
        if self.child is not None:
            if self.child.poll() is None:
                self.child.kill()
            self.child.wait()
            self.child = None
        if self.child_fd is not None:
            os.close(self.child_fd)
            self.child_fd = None

    def _running_code(self):
        return bool(termios.tcgetattr(self.child_fd)[3] & RUNNING_FLAG)

    def _soft_reset(self, raw):
        self._to_host(SOFT_REBOOT)
        self.power_up("raw" if raw else "friendly", hard=False)

    def _stop_watchdog(self):
        with open(self.watchdog_file, "w"):
            pass

    def _watchdog_bites(self):
        """True when the device's watchdog, if started, has not been fed for its timeout."""
        try:
            info = os.stat(self.watchdog_file)
            if not info.st_size:
                return False
            with open(self.watchdog_file) as f:
                timeout_ms = int(f.read() or 0)
        except (OSError, ValueError):
            return False  # being rewritten just now: it was fed
        return timeout_ms > 0 and time.time() - info.st_mtime > timeout_ms / 1000

    def _child_ended(self):
        code = self.child.wait()
        if self.stage == "starting":  # it never got going: restarting would only loop
            raise RuntimeError("MicroPython failed to start (exit %d): %s"
                               % (code, self.held.decode(errors="replace")))
        if code == HARD_RESET_EXIT:
            self.power_up("friendly")
        else:
            self._soft_reset(self.raw_mode)

    # -- the two directions ----------------------------------------------------------------

    def _to_host(self, data):
        # Like a USB serial port with nobody listening, output that cannot be delivered within a
        # second is dropped rather than stalling the board.
        deadline = time.monotonic() + 1.0
        while data:
            try:
                data = data[os.write(self.host_fd, data):]
            except BlockingIOError:
                if time.monotonic() > deadline:
                    return
                select.select([], [self.host_fd], [], 0.05)
            except OSError as e:
                if e.errno != errno.EIO:
                    raise
                return

    def _from_child(self, data):
        if self.stage != "running":
            data = self._power_up_output(data)
            if not data:
                return
        self.tail = (self.tail + data)[-len(RAW_PROMPT):]
        if self.tail.endswith(RAW_PROMPT):
            self.raw_mode = self.raw_line_empty = True
        elif self.raw_mode and self.tail.endswith(RAW_EXEC_DONE):
            self.raw_line_empty = True
        elif self.tail.endswith(FRIENDLY_PROMPT):
            self.raw_mode = False
        self._to_host(data)

    def _power_up_output(self, data):
        """Filters the child's output while it powers up; returns what the host should see.

        "starting": nothing is shown until the child says READY: from then on MicroPython
        handles SIGINT and the scratch folder is mounted, so Ctrl-C is safe.
        "boot.py" (soft reset from the raw REPL only): boot.py's output is shown up to BOOTED;
        "banner": the friendly banner that follows is dropped, as a board goes straight back to
        the raw REPL, which the relay then enters."""
        self.held += data
        if self.stage == "starting":
            if READY + b"\n" not in self.held:
                return b""
            self.held = self.held.split(READY + b"\n", 1)[1]
            self.stage = "boot.py" if self.raw_mode else "running"
        if self.stage == "boot.py":
            if BOOTED + b"\n" not in self.held:
                return b""
            before, _, self.held = self.held.partition(BOOTED + b"\n")
            self._to_host(before)
            self.stage = "banner"
        if self.stage == "banner":
            if FRIENDLY_PROMPT not in self.held:
                return b""
            self.held = self.held.split(FRIENDLY_PROMPT, 1)[1]
            self._to_child(b"\x01")
            self.stage = "running"
        data, self.held = self.held, b""
        return data

    def _from_host(self, data):
        if MOUNT_MARK in data:
            self.mounted = True
        passed = bytearray()
        for byte in data:
            if byte == 0x03 and self.stage != "starting" and not self.mounted \
                    and self._running_code():
                self._to_child(passed)
                passed.clear()
                os.kill(self.child.pid, signal.SIGINT)
                continue
            if byte == 0x04 and self.raw_mode and self.raw_line_empty \
                    and not self._running_code():
                self._to_child(passed)
                self._soft_reset(raw=True)
                return  # what followed the reset is lost, as on a board
            passed.append(byte)
            self.raw_line_empty = False
        self._to_child(passed)

    def _to_child(self, data):
        try:
            os.write(self.child_fd, data)
        except OSError:
            pass  # the child has just ended; its end is handled by the loop

    # -- the loop --------------------------------------------------------------------------

    def serve(self, until_booted=False):
        """Relays until `stopping` is set (or, with `until_booted`, until MicroPython is up)."""
        while not self.stopping and not (until_booted and self.stage == "running"):
            readable = [self.child_fd]
            # With no host on the port, reads fail at once: look for a host now and then only.
            if time.monotonic() >= self.next_host_check:
                readable.append(self.host_fd)
            ready = select.select(readable, [], [], 0.05)[0]
            if self.stage == "running" and self._watchdog_bites():
                self.power_up("friendly")  # silently, as a board's USB port just drops
                continue
            if self.child_fd in ready:
                try:
                    data = os.read(self.child_fd, 4096)
                except OSError:
                    data = b""
                if data:
                    self._from_child(data)
                else:
                    self._child_ended()
                    continue
            if self.host_fd in ready:
                try:
                    data = os.read(self.host_fd, 4096)
                except (BlockingIOError, InterruptedError):
                    data = None
                except OSError:
                    # Nobody has the port open: a mount session, if any, ended with its host.
                    self.next_host_check = time.monotonic() + 0.05
                    self.mounted = False
                    data = None
                if data:
                    self._from_host(data)

    def close(self):
        self._kill_child()
        os.close(self.host_fd)
        os.remove(self.watchdog_file)


def main(argv=None):
    parser = argparse.ArgumentParser(
        prog="python -m tools.virtual_device",
        description="Run the MicroPython unix port as a board behind a serial port (a pty).")
    parser.add_argument("--dir", help="folder that is the device's filesystem "
                        "(default: a temporary folder, removed at the end)")
    parser.add_argument("--fs-limit", type=int, default=0, metavar="BYTES",
                        help="make the filesystem this small (writes beyond it fail with "
                        "ENOSPC)")
    parser.add_argument("--heap", help="MicroPython heap size, e.g. 192K for a small board")
    parser.add_argument("--no-ssd1306", action="store_true",
                        help="leave out the built-in virtual ssd1306 driver, as stock firmware "
                        "has none (a deploy must install it with mip)")
    parser.add_argument("--watchdog-ms", type=int, metavar="MS",
                        help="make the watchdog bite after MS ms instead of the timeout the "
                        "firmware asks for (to test quickly)")
    parser.add_argument("--report-version", metavar="X.Y.Z",
                        help="make sys.implementation report this MicroPython version and its "
                        ".mpy format (to test tools that check versions)")
    args = parser.parse_args(argv)
    root = args.dir or tempfile.mkdtemp(prefix="virtual-device-")
    os.makedirs(root, exist_ok=True)
    device = VirtualDevice(root, args.fs_limit, args.heap, args.report_version,
                           not args.no_ssd1306, args.watchdog_ms)

    def stop(signum, frame):
        device.stopping = True

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    try:
        device.power_up()
        device.serve(until_booted=True)
        print(device.port, flush=True)
        print("virtual device: filesystem %s; Ctrl-C stops it" % root, file=sys.stderr, flush=True)
        device.serve()
    except RuntimeError as e:
        print("virtual device: error: %s" % e, file=sys.stderr)
        return 1
    finally:
        device.close()
        if not args.dir:
            shutil.rmtree(root, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
