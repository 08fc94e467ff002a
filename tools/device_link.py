"""What the deploy tool asks of a board, over mpremote's serial transport (its raw REPL).

Every question is one small program run on the device; failures become DeployError with a
sentence a person can act on. Files are written under a temporary name (NAME + PART) and put in
place together by `commit`, so that a deploy cut short leaves the previous files in place."""
import ast
import contextlib
import io
import os
import re
import time

from mpremote.transport import TransportError, TransportExecError
from mpremote.transport_serial import SerialTransport

PART = ".part"
ENOSPC = 28


class DeployError(Exception):
    """A deploy cannot go on; the message says why and what to do."""


class DiskFull(DeployError):
    """The board's filesystem has no room for a write (OSError 28, ENOSPC)."""


IDENTIFY = """\
import sys, os
_s = os.statvfs('/')
print(repr((sys.implementation.name, tuple(sys.implementation.version[:3]),
            getattr(sys.implementation, '_mpy', None), sys.platform, _s[0] * _s[3])))
"""

# Hashes every file under the given paths (files or folders), relative to "/".
HASH_FILES = """\
import os, hashlib, binascii
def _hash(p):
    h = hashlib.sha256()
    b = bytearray(512)
    m = memoryview(b)
    with open(p, 'rb') as f:
        while True:
            n = f.readinto(b)
            if not n:
                break
            h.update(m[:n])
    return binascii.hexlify(h.digest()).decode()
def _walk(p, out):
    try:
        mode = os.stat('/' + p)[0]
    except OSError:
        return
    if mode & 0x4000:
        for e in os.ilistdir('/' + p):
            _walk(p + '/' + e[0], out)
    else:
        out[p] = _hash('/' + p)
_out = {}
for _p in %r:
    _walk(_p, _out)
print(repr(_out))
"""

MAKE_FOLDERS = """\
import os
for _d in %r:
    try:
        os.mkdir('/' + _d)
    except OSError:
        pass
"""

# Puts staged files in place (FAT refuses to rename onto a file, so the old one goes first),
# then removes what no longer belongs.
COMMIT = """\
import os
for _p in %r:
    try:
        os.remove('/' + _p)
    except OSError:
        pass
    os.rename('/' + _p + %r, '/' + _p)
for _p in %r:
    try:
        os.remove('/' + _p)
    except OSError:
        pass
"""

HAS_MODULE = """\
try:
    import %s
    print(True)
except ImportError:
    print(False)
"""

READ_TEXT = """\
try:
    with open(%r) as _f:
        print(repr(_f.read()))
except OSError:
    print(None)
"""


def reconnect(find_port, timeout=20):
    """A new DeviceLink once the board answers again after a reset: the port may be gone for a
    while (a board on USB re-enumerates), and the board is busy booting at first."""
    deadline = time.monotonic() + timeout
    time.sleep(0.3)
    while True:
        try:
            return DeviceLink(find_port())
        except (DeployError, ValueError) as e:
            if time.monotonic() > deadline:
                raise DeployError("the board did not come back within %d s after its reset "
                                  "(%s); plug it in again and deploy again" % (timeout, e)) \
                    from None
            time.sleep(0.5)


class DeviceLink:
    """An open connection to a board in its raw REPL."""

    def __init__(self, port, answer_timeout=5):
        self.port, self.answer_timeout = port, answer_timeout
        self._open()

    def _open(self):
        port, answer_timeout = self.port, self.answer_timeout
        if not os.path.exists(port):
            raise DeployError("no device on %s: there is no such port" % port)
        quiet = io.StringIO()
        try:
            with contextlib.redirect_stdout(quiet):
                # A read timeout: mpremote reads a pty byte by byte and would otherwise wait
                # forever on a device that stops answering.
                self.transport = SerialTransport(port, baudrate=115200, timeout=2)
        except (TransportError, OSError) as e:
            raise DeployError("no device on %s: %s" % (port, e)) from None
        self.closed = False
        try:
            # A soft reset from the raw REPL stops the app and does not start main.py again.
            with contextlib.redirect_stdout(quiet):
                self.transport.enter_raw_repl(soft_reset=True, timeout_overall=answer_timeout)
        except (TransportError, OSError):
            self.transport.close()
            raise DeployError("the device on %s does not answer like MicroPython (no raw REPL "
                              "prompt within %d s)" % (port, answer_timeout)) from None

    @contextlib.contextmanager
    def released(self):
        """Lets go of the port for a while (for another tool, e.g. mpremote), then takes it
        again; the board stays as it was (no reset stops the watchdog, none starts the app)."""
        self.close()
        try:
            yield
        finally:
            self._open()

    def close(self):
        if self.closed:
            return
        self.closed = True
        with contextlib.suppress(OSError, TransportError):
            if self.transport.in_raw_repl:
                self.transport.exit_raw_repl()
        self.transport.close()

    def run(self, code):
        """Runs `code` on the device and returns what it printed (text)."""
        try:
            return self.transport.exec(code).decode()
        except TransportExecError as e:
            if re.search(r"OSError: (\[Errno )?%d\b|ENOSPC" % ENOSPC, e.error_output):
                raise DiskFull(e.error_output.strip().splitlines()[-1]) from None
            raise DeployError("the device failed: %s" % e.error_output.strip().splitlines()[-1]) \
                from None
        except TransportError as e:
            raise DeployError("lost the device on %s: %s" % (self.port, e)) from None

    def evaluate(self, code):
        """Runs `code`, which prints one Python literal, and returns its value."""
        return ast.literal_eval(self.run(code).strip())

    def identify(self):
        """{name, version (tuple), mpy (int or None), platform, free (bytes)}."""
        try:
            name, version, mpy, platform, free = self.evaluate(IDENTIFY)
        except (DeployError, ValueError, SyntaxError):
            raise DeployError("the device on %s does not answer like MicroPython" % self.port) \
                from None
        return {"name": name, "version": version, "mpy": mpy, "platform": platform,
                "free": free}

    def hashes(self, paths):
        """{device path: sha256 hex} of every file under `paths` (files or folders)."""
        return self.evaluate(HASH_FILES % (list(paths),))

    def has_module(self, name):
        return self.evaluate(HAS_MODULE % name)

    def read_text(self, path):
        return self.evaluate(READ_TEXT % ("/" + path,))

    def make_folders(self, folders):
        if folders:
            self.run(MAKE_FOLDERS % (list(folders),))

    def stage(self, path, data):
        """Writes `data` to PATH + PART on the device."""
        try:
            self.transport.fs_writefile("/" + path + PART, data, chunk_size=1024)
        except OSError as e:
            if e.errno == ENOSPC:
                raise DiskFull("no space left writing %s" % path) from None
            raise DeployError("writing %s failed: %s" % (path, e)) from None
        except TransportError as e:
            raise DeployError("lost the device on %s: %s" % (self.port, e)) from None

    def commit(self, staged, removals):
        """Renames every staged file into place, then removes `removals`."""
        self.run(COMMIT % (list(staged), PART, list(removals)))

    def remove(self, paths):
        self.commit([], paths)

    def hard_reset(self):
        """Resets the board as its reset button does (the only way to stop a started watchdog)
        and closes the link: a board on USB drops off the bus and comes back."""
        try:
            self.transport.exec_raw_no_follow(
                "import time, machine; time.sleep_ms(100); machine.reset()")
        except TransportError as e:
            raise DeployError("lost the device on %s: %s" % (self.port, e)) from None
        finally:
            self.closed = True
            self.transport.close()

    def touch(self, path):
        """Makes an empty file PATH on the device."""
        self.run("open(%r, 'w').close()" % ("/" + path,))

    def restart(self):
        """Soft-resets the board from its friendly REPL so that its app runs again."""
        self.transport.exit_raw_repl()
        self.transport.serial.write(b"\x04")

    def soft_reset_output(self, pattern, timeout=15):
        """Soft-resets the board from its friendly REPL, as pressing Ctrl-D does, so that it
        runs boot.py and main.py; returns the output up to the end of the first line matching
        `pattern` (bytes regex), or raises DeployError with what it printed instead."""
        serial = self.transport.serial
        serial.timeout = 0.1
        self.transport.exit_raw_repl()
        time.sleep(0.2)
        serial.reset_input_buffer()
        serial.write(b"\x04")
        output = b""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            output += serial.read(max(1, serial.in_waiting))
            found = re.search(pattern + rb"[^\n]*\n", output)
            if found:
                return output[:found.end()].decode(errors="replace")
        tail = output.decode(errors="replace").strip().splitlines()[-6:]
        raise DeployError("the board did not print its banner within %d s after reset; it "
                          "printed: %s" % (timeout, " | ".join(tail) or "nothing"))
