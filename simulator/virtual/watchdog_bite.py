"""arm(watchdog): makes a VirtualWatchdog (watchdog.py) bite like the hardware one: from then on,
the moment its clock passes `timeout_ms` since the last feed, WatchdogReset is raised out of
whatever code moved the clock (a stalled loop sleeping or polling the time). It is a
BaseException, so no `except Exception` in the firmware can swallow it, as nothing in the
firmware can stop a hardware reset; the test catching it then powers the board up again on the
same storage. Loaded only by the tests that arm a watchdog (the reliability runs)."""
from gameboard import ticks


class WatchdogReset(BaseException):
    pass


def arm(watchdog):
    clock = watchdog.clock

    def bite():
        if watchdog.starving():
            clock.on_advance = None  # the board is off: its clock stops with it
            raise WatchdogReset("watchdog: not fed for %d ms" % ticks.diff(
                clock.ticks_ms(), watchdog.last))

    clock.on_advance = bite
