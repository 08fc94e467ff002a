"""Think: a computer seat's turn (dealt games): a short pause on screen, so the people see whose
turn it is, then the rules core's player moves; OK moves at once."""
from gameboard import ticks
from gameboard.games import controller
from gameboard.games.pegs import places as P
from gameboard.games.pegs.controller import Screen

THINK_MS = 900


def _codes(steps):
    return [(seat, P.code(a), P.code(b)) for seat, a, b in steps]


class Think(Screen):
    def __init__(self, ctrl):
        Screen.__init__(self, ctrl)
        self.t0 = ctrl.now()

    def _move(self):
        from gameboard.rules.pegs.player import choose_move
        ctrl = self.ctrl
        move = choose_move(ctrl.game, ctrl.game.turn, ctrl.cpu)
        return ctrl.apply(move, _codes(move.legs), _codes(move.bumps))

    def handle(self, ev):
        if ev == ("press", "OK"):
            return self._move()
        return Screen.handle(self, ev)

    def tick(self, now):
        if ticks.diff(now, self.t0) >= THINK_MS:
            return self._move()
        return controller.NOTHING

    def compose(self, L):
        self.whose_turn(L, "%s (computer)", "is thinking...", "OK: now")
