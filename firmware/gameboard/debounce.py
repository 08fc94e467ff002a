"""Debouncer: turns raw button levels over time into press, long-press and repeat events.

Pure logic, fed by a driver (real pins or virtual ones) with `feed(index, pressed, now_ms)` for
each button it samples, so it is tested on virtual time. A level counts once it has been stable
for `debounce_ms`. Arrow buttons (UP, DOWN, LEFT, RIGHT) report "press" at once when they go
down, then "repeat" after `repeat_delay_ms` and every `repeat_ms` while held. The others (OK,
BACK, ROLL) report "press" when released before `long_ms`, or "long" once when held that long;
so a long press never also fires the short action. See events.py for the event tuples.
"""
from gameboard import events, ticks

REPEATING = ("UP", "DOWN", "LEFT", "RIGHT")


class Debouncer:
    def __init__(self, names, queue, debounce_ms=20, long_ms=700, repeat_delay_ms=400,
                 repeat_ms=120):
        """`names[i]` is the button name of input i (two inputs may share a name)."""
        self.names = tuple(names)
        self.queue = queue
        self.debounce_ms = debounce_ms
        self.long_ms = long_ms
        self.repeat_delay_ms = repeat_delay_ms
        self.repeat_ms = repeat_ms
        n = len(self.names)
        # The flags a byte each (0 or 1, equal to False or True): a bytearray, not a list.
        self._raw = bytearray(n)      # last level seen
        self._since = [0] * n         # when the raw level last changed
        self._down = bytearray(n)     # debounced level
        self._next = [0] * n          # next repeat or long-press time
        self._fired = bytearray(n)    # long press already reported for this hold

    def feed(self, i, pressed, now):
        if pressed != self._raw[i]:
            self._raw[i] = pressed
            self._since[i] = now
            return
        if pressed != self._down[i] and ticks.diff(now, self._since[i]) >= self.debounce_ms:
            self._down[i] = pressed
            name = self.names[i]
            if pressed:
                self._fired[i] = False
                if name in REPEATING:
                    self.queue.put(events.PRESS, name)
                    self._next[i] = ticks.add(now, self.repeat_delay_ms)
                else:
                    self._next[i] = ticks.add(now, self.long_ms)
            elif name not in REPEATING and not self._fired[i]:
                self.queue.put(events.PRESS, name)
            return
        if self._down[i] and ticks.diff(now, self._next[i]) >= 0:
            name = self.names[i]
            if name in REPEATING:
                self.queue.put(events.REPEAT, name)
                self._next[i] = ticks.add(self._next[i], self.repeat_ms)
            elif not self._fired[i]:
                self._fired[i] = True
                self.queue.put(events.LONG, name)

    def held(self, name):
        """True while a button of that name is debounced down."""
        for i in range(len(self.names)):
            if self._down[i] and self.names[i] == name:
                return True
        return False
