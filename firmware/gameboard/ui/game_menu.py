"""GameMenu: pick one of the games the board plays, for a new game or for its defaults; a
board with one game skips it (`choose_game`)."""
from gameboard.games import registry
from gameboard.ui.menu import Menu


def choose_game(shell, defaults):
    games = shell.hw.board.games
    if len(games) == 1:
        from gameboard.ui.wizard import Wizard
        shell.push(Wizard(shell, games[0], defaults))
    else:
        shell.push(GameMenu(games, defaults))


class GameMenu(Menu):
    def __init__(self, games, defaults):
        Menu.__init__(self, "Defaults for" if defaults else "New game")
        self.games = games
        self.labels = registry.about(games, "LABEL")
        self.defaults = defaults

    def count(self):
        return len(self.games)

    def label(self, i):
        return self.labels[i]

    def choose(self, i, shell):
        from gameboard.ui.wizard import Wizard
        shell.push(Wizard(shell, self.games[i], self.defaults))
