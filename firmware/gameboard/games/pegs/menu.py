"""The Pegs & Jokers game menu (Menu): back to the game, undo the last move (Undo: after a
confirmation), the move log (the last moves, newest first, with card and what happened, in the
words of words.py), help (help.py: what those words and the screens' marks mean), setup mode,
quit. The log and help are Pages: lines scrolled under a title. Loaded when BACK opens it and
unloaded when play resumes, so the code stays out of the heap while a game is played (help.py
only while its lines are made).
"""
from gameboard.games import controller
from gameboard.games.pegs.controller import Screen, unload
from gameboard.ui import text

VISIBLE = text.ROWS - 1  # a page's rows under its title
ROWS = ("Back to game", "Undo last move", "Move log", "Help", "Setup pegs", "Quit to menu")


def _undo_count(ctrl):
    """Moves to take back: back to the last move of a person (a computer would only play its
    move again), at least one; 0 when there is none (a new game, or just set up)."""
    n = 0
    for seat in reversed(ctrl.movers):
        if seat < 0:  # the pegs were set up here: the rules keep no move before it
            return n
        n += 1
        if seat not in ctrl.computer:
            return n
    return 1 if n else 0


class Menu(Screen):
    def __init__(self, ctrl):
        Screen.__init__(self, ctrl)
        self.index = 0

    def handle(self, ev):
        ctrl = self.ctrl
        d = controller.step(ev)
        if d:
            self.index = max(0, min(len(ROWS) - 1, self.index + d))
        elif ev == ("press", "OK"):
            return self._choose()
        elif ev == ("press", "BACK"):
            return ctrl.close_menu()
        else:
            return ctrl.other(ev)
        ctrl.compose()
        return controller.REDRAW

    def _choose(self):
        ctrl = self.ctrl
        row = self.index
        if row == 0:
            return ctrl.close_menu()
        if row == 1:
            n = _undo_count(ctrl)
            if not n:
                return ctrl.refuse("No move to undo")
            ctrl.show(Undo(ctrl, self, n))
        elif row == 2:
            lines = []
            for line in reversed(ctrl.recent):
                lines.extend(text.wrap(line, text.ITEM))
            ctrl.show(Page(ctrl, self, "Move log", lines or ["No moves yet"]))
        elif row == 3:
            from gameboard.games.pegs.help import help_lines
            ctrl.show(Page(ctrl, self, "Help", help_lines(ctrl.game.L)))
            unload("help")
        elif row == 4:
            return ctrl.start_setup()
        else:
            return ctrl.quit()
        return controller.REDRAW

    def compose(self, L):
        L[0] = "Game menu"
        for i in range(len(ROWS)):
            L[1 + i] = ROWS[i]
        return 1 + self.index


class Undo(Screen):
    """Take back n moves? OK undoes them, BACK goes back to the menu."""

    def __init__(self, ctrl, menu, n):
        Screen.__init__(self, ctrl)
        self.menu = menu
        self.n = n

    def handle(self, ev):
        ctrl = self.ctrl
        if ev == ("press", "OK"):
            g = ctrl.game
            for _ in range(self.n):
                g.undo()
                ctrl.recent.pop()
                ctrl.movers.pop()
            ctrl.scene.show_places(g)
            ctrl.close_menu()
            return ctrl.played(False)
        if ev == ("press", "BACK"):
            ctrl.show(self.menu)
            return controller.REDRAW
        return ctrl.other(ev)

    def compose(self, L):
        n = self.n
        recent = self.ctrl.recent
        L[0] = "Undo"
        L[2] = "Take back %d" % n
        L[3] = "move%s?" % ("" if n == 1 else "s")
        last = text.wrap(recent[-1] if recent else "", text.COLS)
        for i in range(min(2, len(last))):
            L[4 + i] = last[i]
        L[7] = "OK: yes BACK: no"


class Page(Screen):
    """Lines under a title, scrolled with the arrows (a mark in the last column while lines are
    hidden above or below); OK or BACK goes back to the menu."""

    def __init__(self, ctrl, menu, title, lines):
        Screen.__init__(self, ctrl)
        self.menu = menu
        self.title = title
        self.lines = lines
        self.top = 0

    def handle(self, ev):
        ctrl = self.ctrl
        d = controller.step(ev)
        if d:
            self.top = max(0, min(len(self.lines) - VISIBLE, self.top + d))
            ctrl.compose()
        elif ev == ("press", "OK") or ev == ("press", "BACK"):
            ctrl.show(self.menu)
        else:
            return ctrl.other(ev)
        return controller.REDRAW

    def compose(self, L):
        L[0] = self.title
        lines = self.lines
        for i in range(min(VISIBLE, len(lines) - self.top)):
            L[1 + i] = lines[self.top + i]

    def draw(self, d):
        if self.top > 0:
            text.mark(d, 1, True)
        if self.top + VISIBLE < len(self.lines):
            text.mark(d, VISIBLE, False)

