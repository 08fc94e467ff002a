"""Entering real dice: the values the players rolled, set die by die with UP/DOWN (or RIGHT/LEFT,
or the encoder: UP, RIGHT and a clockwise turn count up), each shown on its pip face as it is
chosen; OK takes a die, BACK goes back one (from the first: no roll). Loaded only for games with
the "real dice" option.
"""
from gameboard.games import controller
from gameboard.games.diceball import view


class Entry:
    def __init__(self, ctrl):
        self.ctrl = ctrl
        self.n = 1 if ctrl.game.expects() == "pitch" else 2
        self.values = bytearray(b"\x01\x01")
        self.at = 0
        self._faces()

    def _faces(self):
        faces = self.ctrl.faces
        if self.n == 1:
            faces[0] = self.values[0]
        else:
            faces[1] = self.values[0]
            faces[2] = self.values[1] if self.at else 0

    def handle(self, ev):
        ctrl = self.ctrl
        d = controller.step(ev)
        if ev[1] == "UP" or ev[1] == "DOWN":
            d = -d  # a list's step, UP is -1; a value counts up with UP, as with RIGHT
        i = self.at
        if d:
            self.values[i] = (self.values[i] - 1 + d) % 6 + 1
        elif ev == ("press", "OK") or ev == ("press", "ROLL"):
            if i + 1 < self.n:
                self.at = i + 1
            else:
                return ctrl.end_entry(tuple(self.values[:self.n]))
        elif ev == ("press", "BACK"):
            if i == 0:
                return ctrl.end_entry(None)
            self.at = i - 1
        else:
            return ctrl.other(ev)
        self._faces()
        view.compose(ctrl)
        return controller.REDRAW

    def compose(self, L):
        v = self.values
        if self.n == 1:
            L[5] = "Pitch die: %d" % v[0]
        else:
            L[5] = "Dice: %d %s" % (v[0], "%d" % v[1] if self.at else "?")
        L[6] = "UP/DOWN, OK"
        L[7] = "Die %d of %d" % (self.at + 1, self.n)
