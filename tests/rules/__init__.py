"""Tests of the rules cores. Every module here runs under pytest on CPython and, unchanged,
under the MicroPython unix port through tests/mpy_run.py, so they use only the part of pytest
that tests/mpy/pytest.py provides: plain asserts, `mark.parametrize` and `raises`."""
