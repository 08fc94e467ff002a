"""Setup mode: put the pegs where a physical board has them, then play on from there.

Pick a peg (UP/DOWN or the encoder step peg by peg, LEFT/RIGHT seat by seat; the peg flashes),
OK lifts it; then step its new place (UP/DOWN/encoder hole by hole through S, the track and
HOME, LEFT/RIGHT a side at a time; the place blinks) and OK puts it down. Each placement is
checked by the rules core's `Game.setup` on the whole position: a refused one (two pegs in a
hole, ...) says why and changes nothing. Holding OK ends setup: the game goes on from the new
position, same turn, same cards (the move history starts again there, so undo stops at it).
BACK drops the changes. The work is done on the scene's positions; the game is untouched until
the end.
"""
from gameboard.games import controller
from gameboard.games.pegs import places as P
from gameboard.games.pegs import scene as S
from gameboard.games.pegs import words as W
from gameboard.games.pegs.controller import Screen


class Setup(Screen):
    def __init__(self, ctrl):
        Screen.__init__(self, ctrl)
        self.seats = ctrl.game.seats
        self.length = ctrl.game.L
        self.peg = 5 * self.seats[0]  # index into scene.shown
        self.place = -1               # while a peg is lifted: where it would go
        self.changed = False
        self._light()

    def _order(self, c):
        """Position of place c in the stepping order S, T0..T(L-1), H1..H5."""
        if c == P.START:
            return 0
        if c > P.START:
            return self.length + c - P.START
        return c + 1

    def _place(self, i):
        i %= self.length + 6
        if i == 0:
            return P.START
        if i > self.length:
            return P.START + i - self.length
        return i - 1

    def _light(self):
        sc = self.ctrl.scene
        seat = self.peg // 5
        slot = self.peg % 5
        here = sc.leds.of(seat, slot, sc.shown[self.peg])
        if self.place < 0:
            sc.preview = ((here, S.FLASH, sc.rgb[seat]),)
        else:
            sc.preview = ((here, S.STEADY, sc.dim[seat]),
                          (sc.leds.of(seat, slot, self.place), S.BLINK, sc.rgb[seat]))

    def _next_peg(self, d):
        seats = self.seats
        k = seats.index(self.peg // 5) * 5 + self.peg % 5
        k = (k + d) % (5 * len(seats))
        self.peg = 5 * seats[k // 5] + k % 5

    def handle(self, ev):
        ctrl = self.ctrl
        d = controller.step(ev)
        kind, what = ev
        side = kind in ("press", "repeat") and what in ("LEFT", "RIGHT")
        if self.place < 0:
            if d:
                self._next_peg(5 * d if side else d)
            elif ev == ("press", "OK"):
                self.place = ctrl.scene.shown[self.peg]
            elif ev == ("long", "OK"):
                return self._done()
            elif ev == ("press", "BACK"):
                return ctrl.cancel_setup()
            else:
                return ctrl.other(ev)
        else:
            if d:
                self.place = self._place(self._order(self.place) + (P.HOLES * d if side else d))
            elif ev == ("press", "OK"):
                problem = self._put()
                if problem:
                    return ctrl.refuse(problem)
            elif ev == ("press", "BACK"):
                self.place = -1
            else:
                return ctrl.other(ev)
        self._light()
        ctrl.compose()
        return controller.REDRAW

    def _pegs(self, shown):
        return dict((s, [P.text(shown[5 * s + k]) for k in range(5)]) for s in self.seats)

    def _put(self):
        """Puts the lifted peg down if the rules accept the position; else the reason, in a
        row's words (the rules' own name the place as they write it)."""
        from gameboard.rules.pegs import Game
        g = self.ctrl.game
        shown = bytearray(self.ctrl.scene.shown)
        there = self._occupant(shown)
        if there >= 0:
            return "%s is there" % self.ctrl.names[there]
        shown[self.peg] = self.place
        try:
            Game.setup(g.sides, self._pegs(shown), teams=g.teams, turn=g.turn)
        except ValueError as e:
            return str(e)
        self.ctrl.scene.shown[self.peg] = self.place
        self.place = -1
        self.changed = True
        return None

    def _occupant(self, shown):
        """The seat of another peg in the lifted peg's new place (a track hole, or a hole of
        its own HOME), or -1."""
        place = self.place
        if place == P.START:
            return -1
        seat = self.peg // 5
        for i in range(len(shown)):
            if i != self.peg and shown[i] == place and (place < P.START or i // 5 == seat):
                return i // 5
        return -1

    def _done(self):
        from gameboard.rules.pegs import Game
        ctrl = self.ctrl
        if not self.changed:
            return ctrl.end_setup(None)
        d = ctrl.game.to_dict()
        pegs = self._pegs(ctrl.scene.shown)
        d["pegs"] = [pegs[s] for s in ctrl.game.seats]
        d["log"] = []
        d["start"] = None
        return ctrl.end_setup(Game.from_dict(d))

    def compose(self, L):
        sc = self.ctrl.scene
        seat = self.peg // 5
        L[0] = "Setup pegs"
        L[1] = "%s peg %d" % (self.ctrl.names[seat], self.peg % 5 + 1)
        L[2] = "at " + W.hole(seat, sc.shown[self.peg], self.length)
        if self.place < 0:
            L[4] = "OK: move it"
            L[5] = "Hold OK: done"
            L[6] = "BACK: cancel"
        else:
            L[3] = "to " + W.hole(seat, self.place, self.length)
            L[5] = "OK: put it here"
            L[6] = "BACK: leave it"
