"""VirtualWatchdog: records when it is fed, and the longest gap between feeds (on the virtual
clock) so a test can prove the main loop feeds it well within `timeout_ms`. It never bites
unless a test arms it (watchdog_bite.py: that code is loaded only by the tests that arm one,
so a game's heap holds none of it)."""
from gameboard import ticks


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
