"""VirtualClock: time that moves only when the app sleeps or a test advances it, so a run is
the same every time and no test really waits. `on_advance`, if set, is called after every move
of the clock: an armed VirtualWatchdog uses it to reset the board the moment time passes its
timeout unfed, as the real one would whatever the code was doing."""
from gameboard import ticks


class VirtualClock:
    def __init__(self, start_ms=0):
        self.now = start_ms & (ticks.PERIOD - 1)
        self.slept = 0
        self.on_advance = None

    def ticks_ms(self):
        return self.now

    def sleep_ms(self, ms):
        self.advance(ms)
        self.slept += ms

    def advance(self, ms):
        self.now = ticks.add(self.now, ms)
        if self.on_advance is not None:
            self.on_advance()
