"""ErrorScreen: what the board shows when the app failed: the reason, and OK to restart the
app (or, after a MemoryError in a game, to resume its save: shell.fail). It never leaves the
board dark, and nothing but OK leaves it. Its words are here, not in the shell: this module is
loaded only at an error."""
from gameboard import errors
from gameboard.ui import text
from gameboard.ui.screen import Screen


class ErrorScreen(Screen):
    def __init__(self, exc, resume=False):
        """The screen of the error `exc`; `resume`: OK resumes the saved game (a MemoryError
        in a game), else it restarts the app."""
        reason = errors.reason(exc)
        if resume:
            reason = "Out of memory; the game is saved at its last turn (%s)" % reason
        self.lines = text.wrap(reason, text.COLS)[:text.ROWS - 2]
        self.again = "OK: resume" if resume else "OK: restart"

    def handle(self, ev, shell):
        if ev == ("press", "OK"):
            shell.restart()

    def draw(self, d):
        text.row(d, 0, "Error", True)
        for r in range(len(self.lines)):
            text.row(d, 1 + r, self.lines[r])
        text.row(d, text.ROWS - 1, self.again)

    def draw_leds(self, frame, shell):
        pass
