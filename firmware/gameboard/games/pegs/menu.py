"""The Pegs & Jokers game menu: back to the game, undo the last move (after a confirmation),
the move log (the last moves, newest first, with card and what happened), setup mode, quit.
Loaded when BACK opens it and unloaded when play resumes, so the code stays out of the heap
while a game is played.
"""
from gameboard.games import controller
from gameboard.ui import text

ROWS = ("Back to game", "Undo last move", "Move log", "Setup pegs", "Quit to menu")
LIST = 0
UNDO = 1
LOG = 2


class Menu:
    def __init__(self, ctrl):
        self.ctrl = ctrl
        self.page = LIST
        self.index = 0
        self.top = 0
        self.lines = ()
        self.undo_n = 0

    def _undo_count(self):
        """Moves to take back: back to the last move of a person (a computer would only play
        its move again), at least one; 0 when there is none (a new game, or just set up)."""
        ctrl = self.ctrl
        n = 0
        for seat in reversed(ctrl.movers):
            if seat < 0:  # the pegs were set up here: the rules keep no move before it
                return n
            n += 1
            if seat not in ctrl.computer:
                return n
        return 1 if n else 0

    def _undo(self):
        ctrl = self.ctrl
        g = ctrl.game
        for _ in range(self.undo_n):
            g.undo()
            ctrl.recent.pop()
            ctrl.movers.pop()
        ctrl.scene.show_places(g)
        ctrl.close_menu()
        return ctrl.played(False)

    def _choose(self):
        ctrl = self.ctrl
        row = self.index
        if row == 0:
            return ctrl.close_menu()
        if row == 1:
            self.undo_n = self._undo_count()
            if not self.undo_n:
                return ctrl.refuse("No move to undo")
            self.page = UNDO
        elif row == 2:
            self.page = LOG
            self.top = 0
            lines = []
            for line in reversed(ctrl.recent):
                lines.extend(text.wrap(line, text.COLS))
            self.lines = lines
        elif row == 3:
            return ctrl.start_setup()
        else:
            return ctrl.quit()
        return controller.REDRAW

    def handle(self, ev):
        ctrl = self.ctrl
        d = controller.step(ev)
        ok = ev == ("press", "OK")
        back = ev == ("press", "BACK")
        page = self.page
        if page == LIST:
            if d:
                self.index = max(0, min(len(ROWS) - 1, self.index + d))
            elif ok:
                result = self._choose()
                if ctrl.menu is self:
                    ctrl.compose()
                return result
            elif back:
                return ctrl.close_menu()
            else:
                return ctrl.other(ev)
        elif page == UNDO:
            if ok:
                return self._undo()
            if not back:
                return ctrl.other(ev)
            self.page = LIST
        else:
            if d:
                self.top = max(0, min(max(0, len(self.lines) - 6), self.top + d))
            elif ok or back:
                self.page = LIST
            else:
                return ctrl.other(ev)
        ctrl.compose()
        return controller.REDRAW

    def compose(self, L):
        """Fills the OLED's lines; returns the row to draw inverted (or -1)."""
        page = self.page
        if page == LIST:
            L[0] = "Game menu"
            for i in range(len(ROWS)):
                L[1 + i] = ROWS[i]
            return 1 + self.index
        if page == UNDO:
            n = self.undo_n
            recent = self.ctrl.recent
            L[0] = "Undo"
            L[2] = "Take back %d" % n
            L[3] = "move%s?" % ("" if n == 1 else "s")
            last = text.wrap(recent[-1] if recent else "", text.COLS)
            for i in range(min(2, len(last))):
                L[4 + i] = last[i]
            L[7] = "OK: yes BACK: no"
            return -1
        L[0] = "Move log"
        lines = self.lines
        if not lines:
            L[2] = "No moves yet"
        for i in range(min(7, len(lines) - self.top)):
            L[1 + i] = lines[self.top + i]
        return -1
