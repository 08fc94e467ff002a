"""Puts simulator/compat/ on sys.path so that firmware code's `import framebuf` (a module built
into MicroPython) finds the CPython implementation there, as the simulator does at start-up.
MicroPython has its own, so the path is only added on CPython (which pytest always is)."""
import os
import sys

COMPAT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                      "simulator", "compat")

if sys.implementation.name == "cpython" and COMPAT not in sys.path:
    sys.path.insert(0, COMPAT)
