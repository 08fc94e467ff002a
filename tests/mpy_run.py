"""Runs the rules tests (tests/rules/test_*.py) under the MicroPython unix port.

Run from the repository root: `micropython tests/mpy_run.py [-v] [DIR ...] [name-part ...]`,
where each DIR (an argument with a "/") is a test package to run instead of tests/rules, and
name parts pick the modules whose names contain them. Prints one line per failure with its traceback, then "micropython: N passed, M failed", and
exits 1 if anything failed or nothing ran.
"""
import gc
import os
import sys

sys.path.insert(0, "tests/mpy")
sys.path.insert(0, "firmware")
sys.path.insert(0, ".")

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


def main(argv):
    verbose = "-v" in argv
    dirs = [a.rstrip("/") for a in argv if "/" in a] or DEFAULT_DIRS
    wanted = [a for a in argv if not a.startswith("-") and "/" not in a]
    names = []
    for d in dirs:
        for n in sorted(os.listdir(d)):
            if n.startswith("test_") and n.endswith(".py") and (
                    not wanted or any(w in n for w in wanted)):
                names.append(d.replace("/", ".") + "." + n[:-3])
    passed = failed = 0
    for name in names:
        module = __import__(name, None, None, ["x"])
        for attr in sorted(dir(module)):
            fn = getattr(module, attr)
            if not attr.startswith("test_") or not callable(fn):
                continue
            for kwargs in pytest.PARAMS.get(fn, [{}]):
                label = "%s::%s%s" % (name, attr, _describe(kwargs))
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
            pytest.PARAMS.pop(fn, None)
        # Forget the module once run, so that a small heap (-X heapsize=64wK) holds one test
        # module at a time rather than all of them.
        del module
        sys.modules.pop(name, None)
        parent, _, leaf = name.rpartition(".")
        if parent in sys.modules and hasattr(sys.modules[parent], leaf):
            delattr(sys.modules[parent], leaf)
        gc.collect()
    print("micropython: %d passed, %d failed" % (passed, failed))
    return 1 if failed or not passed else 0


sys.exit(main(sys.argv[1:]))
