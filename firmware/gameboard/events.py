"""The queue of input events between the drivers and the app.

An event is a small tuple `(kind, what)`:
    ("press", "UP")     a button went down (arrows) or was released before its long-press time
                        (OK, BACK, ROLL: those can also be held, so they report on release)
    ("long", "OK")      a non-arrow button held for the long-press time (once per hold)
    ("repeat", "DOWN")  an arrow button still held: auto-repeat, after a delay, at a fixed rate
    ("turn", 1)         the rotary encoder moved one detent: +1 clockwise, -1 anticlockwise
Drivers `put` events; the app's main loop `get`s them one at a time. A full queue drops the
newest event (a flood of presses is never worth a crash or a growing heap).
"""

PRESS = "press"
LONG = "long"
REPEAT = "repeat"
TURN = "turn"


class EventQueue:
    def __init__(self, size=16):
        self._items = [None] * size
        self._head = 0
        self._len = 0
        self.dropped = 0

    def put(self, kind, what):
        size = len(self._items)
        if self._len == size:
            self.dropped += 1
            return
        self._items[(self._head + self._len) % size] = (kind, what)
        self._len += 1

    def get(self):
        """The oldest event, or None if there is none."""
        if not self._len:
            return None
        ev = self._items[self._head]
        self._items[self._head] = None
        self._head = (self._head + 1) % len(self._items)
        self._len -= 1
        return ev

    def __len__(self):
        return self._len
