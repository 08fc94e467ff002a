"""Reliability (issue 8): power cuts at every storage operation, damaged files, button mashing,
hangs and flash wear, each injected on virtual hardware and checked against the rule that the
board never loses a game and never crashes. They run on CPython (pytest) and under the
MicroPython unix port (`micropython -X heapsize=256wK tests/mpy_run.py tests/reliability/`),
so they use only the pytest subset of tests/mpy/pytest.py; the process kills, which need
subprocess, are in tests/test_reliability_kills.py. tools/reliability_report.py prints the
figures."""
import gc
import sys

CPYTHON = sys.implementation.name == "cpython"


def settle_heap():
    """On CPython, moves every object alive now out of the collector's sight (gc.freeze). The
    shell collects garbage at every game it opens or leaves (modules.unload), which is cheap on
    a board's small heap but on CPython walks all of pytest's objects too: thousands of boots
    would spend most of their time there."""
    if CPYTHON:
        gc.collect()
        gc.freeze()
