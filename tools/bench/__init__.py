"""Benchmarks: each module has `main()` printing its figures, and runs on CPython and on the
MicroPython unix port. They print numbers; nothing here asserts a time."""
import sys

# The repository root, and on CPython the paths the firmware runs with: firmware/ and, for
# `framebuf` (built into MicroPython), simulator/compat/. MicroPython runs benchmarks from the
# root with firmware/ already on its path (tools/unix_port.py).
ROOT = "."
if sys.implementation.name == "cpython":
    import os
    ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    for _p in ("simulator/compat", "firmware"):
        if os.path.join(ROOT, _p) not in sys.path:
            sys.path.insert(0, os.path.join(ROOT, _p))
