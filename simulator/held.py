"""Buttons held by a person at a keyboard or a mouse, on the board's virtual time (`vt` counts
the ms the board has run through `run`).

A release comes no sooner than a tap (40 ms of board time) after the press, so even a key
pressed and let go within one window frame reaches the debouncer as a press. A terminal reports
no releases, so its keys are `tap`s: queued, each pressed once the button has been up for a tap
(two DOWNs typed at once are two presses, not one), and at most MAX_QUEUED waiting, so a key
held down in a terminal does not leave a backlog behind it.
"""
from simulator.session import LOOP_MS, TAP_MS

MAX_QUEUED = 3


class Buttons:
    def __init__(self, session):
        self.session = session
        self.holders = {}   # button -> set of what holds it (a key, the mouse)
        self.down_at = {}
        self.releases = {}  # button -> virtual time to let go
        self.up_at = {}     # button -> virtual time it was let go
        self.taps = []      # (button, hold ms) waiting their turn
        self.vt = 0

    def _press(self, name):
        self.session.set(name, True)
        self.down_at[name] = self.vt
        self.releases.pop(name, None)

    def down(self, name, holder):
        if name not in self.session.board.buttons:
            return
        held = self.holders.setdefault(name, set())
        if not held:
            self._press(name)
        held.add(holder)

    def up(self, name, holder):
        held = self.holders.get(name)
        if not held or holder not in held:
            return
        held.discard(holder)
        if not held:
            self.releases[name] = self.down_at[name] + TAP_MS

    def tap(self, name, hold_ms=TAP_MS):
        """Pressed (when its turn comes) and let go after `hold_ms` of board time."""
        if name in self.session.board.buttons and len(self.taps) < MAX_QUEUED:
            self.taps.append((name, max(hold_ms, TAP_MS)))

    def _idle(self, name):
        return (not self.holders.get(name) and name not in self.releases
                and self.vt - self.up_at.get(name, -TAP_MS) >= TAP_MS)

    def due(self):
        for name, at in list(self.releases.items()):
            if at <= self.vt:
                del self.releases[name]
                self.session.set(name, False)
                self.up_at[name] = self.vt
        if self.taps and self._idle(self.taps[0][0]):
            name, hold = self.taps.pop(0)
            self._press(name)
            self.releases[name] = self.vt + hold

    def pressed(self):
        return [n for n, h in self.holders.items() if h] + list(self.releases)

    def run(self, ms):
        """Runs the board `ms` (whole loops), pressing and letting go at the due times."""
        while ms >= LOOP_MS:
            self.due()
            nxt = min(self.releases.values(), default=None)
            if self.taps:
                chunk = LOOP_MS
            elif nxt is None:
                chunk = ms
            else:
                chunk = max(LOOP_MS, min(ms, nxt - self.vt))
            chunk -= chunk % LOOP_MS
            self.session.run(chunk)
            self.vt += chunk
            ms -= chunk
        self.due()

    def turn(self, steps):
        """The encoder turned `steps` detents (each a few loops of board time)."""
        if steps and self.session.board.encoder:
            self.session.turn(steps)
            self.vt += 4 * LOOP_MS * abs(steps)
