"""Runs the rules tests (tests/rules/test_*.py) under the MicroPython unix port.

Run from the repository root: `micropython tests/mpy_run.py [-v] [--mpy=OUT] [DIR ...]
[name-part ...]`, where each DIR (an argument with a "/") is a test package to run instead of
tests/rules, and name parts pick the modules whose names contain them. With --mpy=OUT everything
is imported from the .mpy mirror that `python -m tools.mpy_tree OUT` builds, as a board runs its
precompiled firmware. Prints one line per failure with its traceback, then "micropython: N
passed, M failed" and what ran (the module, or the folders and how many modules), and exits 1
if anything failed or nothing ran. What the app says on its console (the tracebacks of the
errors the tests provoke on purpose among them) the tests' rigs keep to themselves.
"""
import gc
import os
import sys

MPY = ([a[6:].rstrip("/") for a in sys.argv if a.startswith("--mpy=")] or [None])[0]
for base in (".", MPY) if MPY else (".",):
    sys.path.insert(0, base + "/tests/mpy")
    sys.path.insert(0, base + "/firmware")
    sys.path.insert(0, base)

import pytest  # the shim in tests/mpy

DEFAULT_DIRS = ["tests/rules"]


def _describe(kwargs):
    parts = []
    for k in sorted(kwargs):
        text = repr(kwargs[k])
        if len(text) > 40:
            text = text[:37] + "..."
        parts.append("%s=%s" % (k, text))
    return "[" + ", ".join(parts) + "]" if parts else ""


def _forget(loaded):
    """Unloads every module imported since `loaded` (a set of module names) was taken."""
    for gone in set(sys.modules) - loaded:
        sys.modules.pop(gone)
        parent, _, leaf = gone.rpartition(".")
        if parent in sys.modules and hasattr(sys.modules[parent], leaf):
            delattr(sys.modules[parent], leaf)
    gc.collect()


def _ran(dirs, names):
    """What a run's last line says it ran: "tests/app/test_board", "tests/rules/, 12 modules"."""
    if len(names) == 1:
        return names[0].replace(".", "/")
    return "%s, %d modules" % (" ".join(d + "/" for d in dirs), len(names))


def main(argv):
    verbose = "-v" in argv
    dirs = [a.rstrip("/") for a in argv if "/" in a and not a.startswith("-")] or DEFAULT_DIRS
    wanted = [a for a in argv if not a.startswith("-") and "/" not in a]
    names = []
    for d in dirs:
        suffix = ".mpy" if MPY else ".py"
        for n in sorted(os.listdir(MPY + "/" + d if MPY else d)):
            if n.startswith("test_") and n.endswith(suffix) and (
                    not wanted or any(w in n for w in wanted)):
                names.append(d.replace("/", ".") + "." + n[:-len(suffix)])
    passed = failed = 0
    for name in names:
        loaded = set(sys.modules)
        module = __import__(name, None, None, ["x"])
        for attr in sorted(dir(module)):
            fn = getattr(module, attr)
            if not attr.startswith("test_") or not callable(fn):
                continue
            for kwargs in pytest.PARAMS.get(fn, [{}]):
                label = "%s::%s%s" % (name, attr, _describe(kwargs))
                before = set(sys.modules)
                try:
                    fn(**kwargs)
                except Exception as e:
                    failed += 1
                    print("FAILED", label)
                    sys.print_exception(e)
                else:
                    passed += 1
                    if verbose:
                        print("passed", label)
                # What the test loaded (the shell, a game's rules and screens) goes, as at a
                # board's power-up: later tests would otherwise inherit its scattered heap.
                _forget(before)
            pytest.PARAMS.pop(fn, None)
        # Forget the module once run, and every module it loaded (the firmware's too), so that
        # a small heap (-X heapsize=64wK) holds one test module's working set at a time.
        del module, fn
        _forget(loaded)
    print("micropython: %d passed, %d failed (%s)" % (passed, failed, _ran(dirs, names)))
    return 1 if failed or not passed else 0


sys.exit(main(sys.argv[1:]))
