"""TextPage: a titled page of wrapped text (about, notices); UP/DOWN scroll it, OK or BACK go
back. `notice` puts one over the shell's top screen (shell.notice)."""
from gameboard.ui import text
from gameboard.ui.screen import Screen


class TextPage(Screen):
    def __init__(self, title, body):
        self.title = title
        self.lines = text.wrap(body, text.ITEM)
        self.top = 0

    def handle(self, ev, shell):
        kind, what = ev
        last = max(0, len(self.lines) - (text.ROWS - 1))
        if kind == "turn":
            self.top = max(0, min(last, self.top + what))
        elif kind in ("press", "repeat") and what in ("UP", "DOWN"):
            self.top = max(0, min(last, self.top + (1 if what == "DOWN" else -1)))
        elif kind == "press" and what in ("OK", "BACK"):
            shell.back()

    def draw(self, d):
        text.row(d, 0, self.title)
        shown = self.lines[self.top:self.top + text.ROWS - 1]
        for r in range(len(shown)):
            text.row(d, 1 + r, shown[r])
        if self.top > 0:
            text.mark(d, 1, True)
        if self.top + text.ROWS - 1 < len(self.lines):
            text.mark(d, text.ROWS - 1, False)


def notice(shell, title, body):
    """A TextPage over the shell's top screen, the main menu under it if there is none (after
    a game, which runs without the menus loaded)."""
    if not shell.stack:
        from gameboard.ui.main_menu import MainMenu
        shell.stack.append(MainMenu(shell))
    shell.push(TextPage(title, body))
