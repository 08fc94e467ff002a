"""Timing for benchmarks on either runtime, normalised by a fixed reference loop.

Machines here are shared and noisy, so every benchmark also times `reference_loop` in the same
run and reports its workload as a ratio to it. On the MicroPython unix port, RP2040 time is
estimated as 250x the unix-port time (docs/architecture.md: pystone about 1,000 there, 270,000 here).
"""
import sys

try:
    from time import ticks_diff, ticks_us

    def now():
        return ticks_us()

    def since(t0):
        return ticks_diff(ticks_us(), t0) / 1e6

except ImportError:
    from time import perf_counter as now

    def since(t0):
        return now() - t0


RUNTIME = sys.implementation.name
RP2040_FACTOR = 250
# The reference loop's time on the unix port on a quiet machine here (the best of many runs).
# An RP2040 estimate is a workload's ratio to the reference loop, timed in the same run, times
# 250x this: a busy machine slows both alike, so it does not inflate the estimate.
REFERENCE_UNIX_S = 785e-6


def seconds(fn, number=1, repeat=5):
    """Best of `repeat` runs of `number` calls of fn, in seconds per call."""
    best = None
    for _ in range(repeat):
        t0 = now()
        for _ in range(number):
            fn()
        t = since(t0) / number
        if best is None or t < best:
            best = t
    return best


def reference_loop():
    """A fixed mix of integer arithmetic, indexing and calls (about 50k operations)."""
    acc = 0
    table = [3, 1, 4, 1, 5, 9, 2, 6]
    for i in range(10000):
        acc = (acc + table[i & 7] * i) & 0xFFFF
        if acc & 1:
            acc ^= 0x5A5A
    return acc


def reference_seconds():
    return seconds(reference_loop, 1, 7)


def rp2040_ms(secs, ref):
    """Estimated RP2040 milliseconds of a workload that took `secs` on the unix port in a run
    whose reference loop took `ref`."""
    return secs / ref * REFERENCE_UNIX_S * RP2040_FACTOR * 1e3


def report(label, secs, ref, unit="us", per=1):
    """Prints one figure: time per item, its ratio to the reference loop, and on MicroPython
    the estimated RP2040 time."""
    t = secs / per
    line = "%-46s %10.1f us  (%.4f x ref)" % (label, t * 1e6, t / ref)
    if RUNTIME == "micropython":
        line += "  ~RP2040 %.2f ms" % rp2040_ms(t, ref)
    print(line)


def header(name):
    print("== %s on %s %s; reference loop %.1f us" % (
        name, RUNTIME, ".".join(str(x) for x in sys.implementation.version[:3]),
        reference_seconds() * 1e6))
