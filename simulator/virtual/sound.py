"""VirtualSound: a buzzer that counts its beeps and keeps the last `keep` of them as
(start_ms, freq_hz, ms), so a long session does not fill a small heap: 4, what the tests look
back on (a board's buzzer keeps none)."""
from gameboard import ticks


class VirtualSound:
    def __init__(self, clock, keep=4):
        self.clock = clock
        self.keep = keep
        self.beeps = []
        self.count = 0
        self.playing = False
        self._until = 0

    def beep(self, freq, ms):
        now = self.clock.ticks_ms()
        self.count += 1
        if len(self.beeps) == self.keep:
            self.beeps.pop(0)  # first: the list never grows past `keep` items
        self.beeps.append((now, freq, ms))
        self.playing = True
        self._until = ticks.add(now, ms)

    def update(self, now):
        if self.playing and ticks.diff(now, self._until) >= 0:
            self.playing = False

    def quiet(self):
        self.playing = False
