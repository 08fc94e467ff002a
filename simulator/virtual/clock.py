"""VirtualClock: time that moves only when the app sleeps or a test advances it, so a run is
the same every time and no test really waits."""
from gameboard import ticks


class VirtualClock:
    def __init__(self, start_ms=0):
        self.now = start_ms & (ticks.PERIOD - 1)
        self.slept = 0

    def ticks_ms(self):
        return self.now

    def sleep_ms(self, ms):
        self.advance(ms)
        self.slept += ms

    def advance(self, ms):
        self.now = ticks.add(self.now, ms)
