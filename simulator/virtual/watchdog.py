"""VirtualWatchdog: records when it is fed, and the longest gap between feeds (on the virtual
clock) so a test can prove the main loop feeds it well within `timeout_ms`.

`arm()` makes it bite like the hardware one: from then on, the moment the clock passes
`timeout_ms` since the last feed, WatchdogReset is raised out of whatever code moved the clock
(a stalled loop sleeping or polling the time). It is a BaseException, so no `except Exception`
in the firmware can swallow it, as nothing in the firmware can stop a hardware reset; the test
catching it then powers the board up again on the same storage."""
from gameboard import ticks


class WatchdogReset(BaseException):
    pass


class VirtualWatchdog:
    def __init__(self, clock, timeout_ms=8000):
        self.clock = clock
        self.timeout_ms = timeout_ms
        self.started = clock.ticks_ms()
        self.last = self.started
        self.feeds = 0
        self.longest_gap = 0

    def feed(self):
        now = self.clock.ticks_ms()
        gap = ticks.diff(now, self.last)
        if gap > self.longest_gap:
            self.longest_gap = gap
        self.last = now
        self.feeds += 1

    def starving(self):
        """True if the board would have been reset by now."""
        return ticks.diff(self.clock.ticks_ms(), self.last) > self.timeout_ms

    def arm(self):
        self.clock.on_advance = self._bite

    def _bite(self):
        if self.starving():
            self.clock.on_advance = None  # the board is off: its clock stops with it
            raise WatchdogReset("watchdog: not fed for %d ms" % ticks.diff(
                self.clock.ticks_ms(), self.last))
