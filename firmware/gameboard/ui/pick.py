"""Pick: choose one of a list of names; OK calls `on_pick(index)` and goes back, BACK goes
back with nothing changed."""
from gameboard.ui.menu import Menu


class Pick(Menu):
    def __init__(self, title, names, index, on_pick):
        Menu.__init__(self, title, index)
        self.names = names
        self.on_pick = on_pick

    def count(self):
        return len(self.names)

    def label(self, i):
        return self.names[i]

    def choose(self, i, shell):
        self.on_pick(i)
        shell.back()
