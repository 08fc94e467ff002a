"""Starts `python -m tools.virtual_device` for a test and makes sure nothing of it outlives it."""
import contextlib
import os
import signal
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MPREMOTE = os.path.join(os.path.dirname(sys.executable), "mpremote")


def processes_in(folder):
    """Pids of the processes whose current folder is `folder` (the device's MicroPython)."""
    found = []
    for pid in os.listdir("/proc"):
        if pid.isdigit():
            try:
                if os.readlink("/proc/%s/cwd" % pid) == str(folder):
                    found.append(int(pid))
            except OSError:
                pass
    return found


@contextlib.contextmanager
def running(folder, *options):
    """Yields (serial port path, relay process) for a virtual device over `folder`."""
    relay = subprocess.Popen([sys.executable, "-m", "tools.virtual_device", "--dir", str(folder)]
                             + list(options), cwd=ROOT, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    try:
        port = relay.stdout.readline().strip()
        assert port.startswith("/dev/"), relay.stderr.read()
        yield port, relay
    finally:
        if relay.poll() is None:
            relay.send_signal(signal.SIGTERM)
        relay.wait(timeout=10)
        relay.stdout.close()
        relay.stderr.close()


def mpremote(port, *args, timeout=30):
    """Runs `mpremote connect PORT ARGS...` and returns its CompletedProcess."""
    return subprocess.run([MPREMOTE, "connect", port] + list(args), capture_output=True,
                          text=True, timeout=timeout, cwd=ROOT)
