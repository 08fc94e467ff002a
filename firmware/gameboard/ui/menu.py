"""Menu: a titled, scrolling list with an inverted bar on the selected row.

UP/DOWN (and their auto-repeat) and the encoder move the bar, stopping at the ends; the list
scrolls to keep it in view, with "^" / "v" in the last column when rows are hidden above or
below (text.mark). OK chooses, LEFT/RIGHT adjust the row's value where it has one, BACK goes up
one level.
A subclass gives `count()`, `label(i)`, `choose(i, shell)` and optionally `adjust`.
"""
from gameboard.ui import text
from gameboard.ui.screen import Screen

VISIBLE = text.ROWS - 1


class Menu(Screen):
    def __init__(self, title, index=0):
        self.title = title
        self.index = index
        self.top = 0

    def count(self):
        return 0

    def label(self, i):
        return ""

    def choose(self, i, shell):
        pass

    def adjust(self, i, delta, shell):
        pass

    def move(self, delta):
        self.index = max(0, min(self.count() - 1, self.index + delta))

    def handle(self, ev, shell):
        kind, what = ev
        if kind == "turn":
            self.move(what)
        elif kind == "press" or kind == "repeat":
            if what == "UP":
                self.move(-1)
            elif what == "DOWN":
                self.move(1)
            elif what == "LEFT":
                self.adjust(self.index, -1, shell)
            elif what == "RIGHT":
                self.adjust(self.index, 1, shell)
            elif kind == "press" and what == "OK":
                self.choose(self.index, shell)
            elif kind == "press" and what == "BACK":
                shell.back()

    def draw(self, d):
        text.row(d, 0, self.title)
        n = self.count()
        if self.index >= n:
            self.index = max(0, n - 1)
        if self.index < self.top:
            self.top = self.index
        elif self.index >= self.top + VISIBLE:
            self.top = self.index - VISIBLE + 1
        for r in range(min(VISIBLE, n - self.top)):
            i = self.top + r
            text.row(d, 1 + r, self.label(i), i == self.index)
        if self.top > 0:
            text.mark(d, 1, True, self.index == self.top)
        if self.top + VISIBLE < n:
            text.mark(d, VISIBLE, False, self.index == self.top + VISIBLE - 1)
