"""Confirm: a question on a TextPage (its text says what OK and BACK do): OK goes back and
calls `on_yes(shell)`, BACK goes back with nothing done."""
from gameboard.ui.textpage import TextPage


class Confirm(TextPage):
    def __init__(self, title, body, on_yes):
        TextPage.__init__(self, title, body)
        self.on_yes = on_yes

    def handle(self, ev, shell):
        if ev == ("press", "OK"):
            shell.back()
            self.on_yes(shell)
        else:
            TextPage.handle(self, ev, shell)
