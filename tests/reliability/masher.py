"""Masher: random input on a Rig, from a seeded Prng (the same run on both runtimes), for as
many debounced input events as asked. One action at a time, picked by weight:
    tap      one button down for 10-150 ms, up, a pause
    bounce   a button's raw level chattering 2-9 times, 1-4 ms apart, ending up or down (the
             debouncer must make at most one press of it)
    long     a button held 0.5-2 s (long presses, arrow repeats)
    burst    3-8 taps of random buttons, 5-30 ms each, no pause
    chord    two buttons down together
    encoder  1-5 detents either way, contacts 1-6 ms apart, one contact change in ten
             bouncing (back to the old state and again)
    idle     0.5-4 s of nothing (the board's own turns, animations, notes fading)
The main loop is stepped every 1-12 ms (1-40 ms while idle): the debouncer must cope with any
sampling rhythm.
After every step: no error screen, no refused save, the rules invariants (invariants.py) of
the game on screen (after every step that drew a new frame: the game cannot change without
being drawn again), and every new save of the game decoded and read back by the rules core's
from_dict, and different from the save before it in the same game (a save only ends a turn).
The watchdog is armed: a step that stalled the loop 8 s would reset the board.

`events` counts the debounced events the input driver queued, `edges` the raw level changes.
"""
import sys

from gameboard import modules, savefile
from gameboard.rules.prng import Prng
from simulator.virtual.watchdog_bite import arm
from tests.reliability import invariants, settle_heap

GRAY_CW = ((False, True), (False, False), (True, False), (True, True))
# Buttons by weight: the game's own (OK, ROLL) most, BACK least, so a run spends most of its
# time in games yet still reaches every menu.
WEIGHTS = {"OK": 6, "ROLL": 6, "UP": 3, "DOWN": 3, "LEFT": 2, "RIGHT": 2, "BACK": 1}


class MashFailure(AssertionError):
    pass


class Masher:
    def __init__(self, rig, seed):
        self.rig = rig
        self.hw = rig.hw
        self.shell = rig.shell
        self.p = Prng(seed)
        self.pool = []
        for name in rig.board.buttons:
            self.pool.extend([name] * WEIGHTS.get(name, 1))
        self.encoder = rig.board.encoder is not None
        self.events = 0
        self.edges = 0
        self.steps = 0
        self.in_game = 0        # steps with a game on screen
        self.saves = 0          # saves read back by the rules core
        self.checked = 0        # invariant checks
        self.screens = {}       # screen class name -> steps on it
        self._last_save = None
        self._shows = -1
        self._last_rules = None
        q = self.hw.events
        put = q.put

        def counted(kind, what):
            self.events += 1
            put(kind, what)
        q.put = counted
        arm(self.hw.watchdog)
        settle_heap()

    # -- stepping and checking ----------------------------------------------------------------

    def step(self, ms):
        self.hw.clock.advance(ms)
        self.shell.step()
        self.steps += 1
        self._check()

    def hold(self, ms, most=12):
        while ms > 0:
            dt = 1 + self.p.below(most)
            self.step(dt)
            ms -= dt

    def _check(self):
        top = self.shell.stack[-1] if self.shell.stack else None
        name = type(top).__name__
        self.screens[name] = self.screens.get(name, 0) + 1
        if name == "ErrorScreen":
            raise MashFailure("error screen after %d events: %r; console: %r" % (
                self.events, top.lines, self.rig.console[-3:]))
        if name == "TextPage" and top.title in ("Cannot resume", "Cannot start"):
            raise MashFailure("%s: %r" % (top.title, top.lines))
        ctrl = getattr(top, "ctrl", None)
        if ctrl is not None:
            self.in_game += 1
        else:
            # Out of the game: a new one started from the same choices (the wizard keeps the
            # last game's) saves the same fresh state the last one did, and it is no repeat.
            self._last_rules = None
        shows = self.hw.display.shows
        if ctrl is not None and shows != self._shows:  # a change of state is always drawn
            self._shows = shows
            self.checked += 1
            wrong = invariants.check(ctrl.KEY, ctrl.game)
            if wrong:
                raise MashFailure("%s after %d events: %s" % (ctrl.KEY, self.events, wrong))
        data = self.hw.storage.files.get("game")
        if data is not None and data is not self._last_save:
            self._last_save = data
            self._read_back(savefile.decode(data))

    def _read_back(self, doc):
        key = doc["game"]
        rules = doc["rules"]
        # A card-table game saves every step of a round's entry too (its "table").
        state = (rules, doc.get("table"))
        if state == self._last_rules:
            raise MashFailure("a save without a turn after %d events" % self.events)
        self._last_rules = state
        before = set(sys.modules)
        if key in ("pegs", "diceball"):
            mod = "gameboard.rules." + key
            game = __import__(mod, None, None, ["Game"]).Game.from_dict(rules)
        elif key == "rummoli":
            mod = "gameboard.rules.cards.rummoli"
            game = __import__(mod, None, None, ["Rummoli"]).Rummoli.from_dict(rules)
        else:
            mod = "gameboard.rules.cards.scoresheet_saved"
            game = __import__(mod, None, None, ["from_dict"]).from_dict(rules)
        wrong = invariants.check(key, game)
        if wrong:
            raise MashFailure("a saved %s game: %s" % (key, wrong))
        self.saves += 1
        # Leave the heap as the app left it: the menus unload the rules, and a game lets a
        # save's reading go once it is read.
        modules.unload(*[name for name in sys.modules if name not in before], collect=False)

    # -- input --------------------------------------------------------------------------------

    def _set(self, name, level):
        if self.hw.buttons.level[name] != level:
            self.edges += 1
            self.hw.buttons.set(name, level)

    def _button(self):
        return self.pool[self.p.below(len(self.pool))]

    def tap(self, name, down_ms, gap_ms):
        self._set(name, True)
        self.hold(down_ms)
        self._set(name, False)
        self.hold(gap_ms)

    def action(self):
        p = self.p
        r = p.below(100)
        if r < 40:
            self.tap(self._button(), 10 + p.below(140), p.below(120))
        elif r < 55:
            name = self._button()
            for _ in range(2 + p.below(8)):
                self._set(name, not self.hw.buttons.level[name])
                self.hold(1 + p.below(4))
            self.hold(30)
            self._set(name, False)
            self.hold(p.below(60))
        elif r < 61:
            self.tap(self._button(), 500 + p.below(1500), p.below(100))
        elif r < 71:
            for _ in range(3 + p.below(6)):
                self.tap(self._button(), 5 + p.below(25), 0)
        elif r < 75:
            a = self._button()
            b = self._button()
            self._set(a, True)
            self.hold(p.below(30))
            self._set(b, True)
            self.hold(30 + p.below(200))
            self._set(a, False)
            self._set(b, False)
            self.hold(p.below(60))
        elif r < 93 and self.encoder:
            self.turn(1 + p.below(5), p.below(2))
        elif r < 97:
            self.hold(500 + p.below(3500), 40)
        else:
            self.tap(self._button(), 10 + p.below(140), p.below(120))

    def turn(self, detents, ccw):
        p = self.p
        seq = GRAY_CW if not ccw else tuple(reversed(GRAY_CW[:3])) + (GRAY_CW[3],)
        buttons = self.hw.buttons
        for _ in range(detents):
            for a, b in seq:
                if p.below(10) == 0:  # a contact bounces: back to the old state and again
                    old = buttons.ab
                    buttons.turn(a, b)
                    self.step(1)
                    buttons.turn(old[0], old[1])
                    self.step(1)
                    self.edges += 2
                buttons.turn(a, b)
                self.edges += 1
                self.step(1 + p.below(6))

    def run(self, events):
        while self.events < events:
            self.action()
        return self
