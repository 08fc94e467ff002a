"""Millisecond tick arithmetic that wraps like MicroPython's `time.ticks_ms` on every runtime.

MicroPython's tick counter wraps at 2**30; comparing raw values breaks at the wrap, so every
timer in the app subtracts with `diff` instead. The virtual clock wraps at the same period, so
a test can start just before the wrap and prove it.
"""

PERIOD = 1 << 30
_MASK = PERIOD - 1
_HALF = PERIOD >> 1


def diff(later, earlier):
    """`later - earlier` in ms, correct across one wrap (as `time.ticks_diff`)."""
    return ((later - earlier + _HALF) & _MASK) - _HALF


def add(t, ms):
    """`t + ms` wrapped into the tick range (as `time.ticks_add`)."""
    return (t + ms) & _MASK
