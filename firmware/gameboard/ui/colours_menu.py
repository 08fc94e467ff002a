"""ColoursMenu: the palette colour of each seat ("Seat 1     Red"). LEFT/RIGHT step it, OK opens
the palette. Each game the board plays lights the selected seat's place in its colour (its
lights.py `seat`)."""
from gameboard.lights.palette import NAMES, PLAYER
from gameboard.settings import SEATS
from gameboard.ui import text
from gameboard.ui.menu import Menu


class ColoursMenu(Menu):
    def __init__(self, shell):
        Menu.__init__(self, "Colours")
        self.settings = shell.settings

    def count(self):
        return SEATS

    def label(self, i):
        return text.item("Seat %d" % (i + 1), NAMES[self.settings.colours[i]])

    def adjust(self, i, delta, shell):
        c = self.settings.colours
        c[i] = (c[i] + delta) % len(PLAYER)
        shell.settings_changed()

    def choose(self, i, shell):
        from gameboard.ui.pick import Pick

        def pick(j):
            self.settings.colours[i] = j
            shell.settings_changed()

        shell.push(Pick("Seat %d" % (i + 1), NAMES, self.settings.colours[i], pick))

    def draw_leds(self, frame, shell):
        from gameboard.lights import idle
        board = shell.hw.board
        rgb = PLAYER[self.settings.colours[self.index]]
        for lights in idle.games(board):
            lights.seat(frame, board, self.index, rgb)
