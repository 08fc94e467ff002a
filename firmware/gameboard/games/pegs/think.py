"""Think: a computer seat's turn (dealt games): "thinking" on screen while the rules core's
player works out its move at the seat's level (options.py), one card per tick so a press is
answered at once, and at least a short pause, so the people see whose turn it is; then it
moves. OK moves at once."""
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
        self.decision = None  # the rules core's Decision, made in the first tick

    def _decide(self):
        from gameboard.rules.pegs.player import Decision
        ctrl = self.ctrl
        turn = ctrl.game.turn
        self.decision = Decision(ctrl.game, turn, ctrl.cpu, ctrl.levels[turn])

    def _move(self):
        if self.decision is None:
            self._decide()
        move = self.decision.move()
        return self.ctrl.apply(move, _codes(move.legs), _codes(move.bumps))

    def handle(self, ev):
        if ev == ("press", "OK"):
            return self._move()
        return Screen.handle(self, ev)

    def tick(self, now):
        if self.decision is None:
            self._decide()
        elif self.decision.step() and ticks.diff(now, self.t0) >= THINK_MS:
            return self._move()
        return controller.NOTHING

    def compose(self, L):
        self.whose_turn(L, "%s: computer", "is thinking...", "OK: now")
