"""Won: the end of a game: who won, and on the LEDs the winners' tracks chasing in their
colours; OK goes back to the main menu (the finished game is forgotten), BACK opens the game
menu (undo, the move log)."""
from gameboard import ticks
from gameboard.games import controller
from gameboard.games.pegs import scene as S
from gameboard.games.pegs.controller import Screen
from gameboard.lights.palette import WHITE
from gameboard.ui import text

_WIN_FX = (S.WIN, 0, 0, WHITE, WHITE, -1)
PHASE_MS = 120


class Won(Screen):
    def __init__(self, ctrl):
        Screen.__init__(self, ctrl)
        g = ctrl.game
        w = g.winner()
        self.winners = g.teams[w] if g.teams else (w,)
        sc = ctrl.scene
        sc.glow = -1
        sc.winners = self.winners
        self.t0 = ctrl.now()

    def handle(self, ev):
        if ev == ("press", "OK"):
            return self.ctrl.quit()
        return Screen.handle(self, ev)

    def tick(self, now):
        p = ticks.diff(now, self.t0) // PHASE_MS
        sc = self.ctrl.scene
        if p != sc.phase:
            sc.phase = p
            sc.effect = _WIN_FX
            return controller.REDRAW
        return controller.NOTHING

    def compose(self, L):
        names = self.ctrl.names
        L[0] = "Game over"
        who = [names[s] for s in self.winners]
        self.fill(L, 2, 4, text.wrap(" & ".join(who) + (" win!" if len(who) > 1 else " wins!"),
                                     text.COLS))
        L[6] = "BACK: game menu"
        L[7] = "OK: main menu"
