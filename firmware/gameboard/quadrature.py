"""Quadrature: a rotary encoder's two contact levels turned into detent steps.

Pure logic fed with `feed(a, b)` at every sample; returns +1 (clockwise), -1 or 0. The usual
mechanical encoder goes through all four Gray-code states per detent, so a step is reported only
when a full cycle completes, which also rejects contact bounce (a bounce goes back and forth
within a cycle and cancels out).
"""

# Index (previous state << 2 | new state), state = a << 1 | b -> quarter-step: +1, -1, or 0
# (no move, or a skipped state that tells no direction). Clockwise, the contacts go
# (a, b) = 11 -> 01 -> 00 -> 10 -> 11: A follows B.
_DELTA = (0, -1, 1, 0, 1, 0, 0, -1, -1, 0, 0, 1, 0, 1, -1, 0)


class Quadrature:
    def __init__(self, steps_per_detent=4):
        self.steps = steps_per_detent
        self._state = 3
        self._quarters = 0

    def feed(self, a, b):
        new = (1 if a else 0) << 1 | (1 if b else 0)
        self._quarters += _DELTA[self._state << 2 | new]
        self._state = new
        if self._quarters >= self.steps:
            self._quarters -= self.steps
            return 1
        if self._quarters <= -self.steps:
            self._quarters += self.steps
            return -1
        return 0
