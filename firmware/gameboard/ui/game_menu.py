"""GameMenu: pick one of the games the board plays, for a new game or for its defaults; a
board with one game skips it (`choose_game`)."""
from gameboard.games import registry
from gameboard.ui.pick import Pick


def choose_game(shell, defaults):
    games = shell.hw.board.games
    if len(games) == 1:
        from gameboard.ui.wizard import Wizard
        shell.push(Wizard(shell, games[0], defaults))
    else:
        shell.push(GameMenu(games, defaults))


class GameMenu(Pick):
    """The list of the games' labels; OK opens the chosen game's wizard above it."""

    def __init__(self, games, defaults):
        Pick.__init__(self, "Defaults for" if defaults else "New game",
                      registry.about(games, "LABEL"), 0, None)
        self.games = games
        self.defaults = defaults

    def choose(self, i, shell):
        from gameboard.ui.wizard import Wizard
        shell.push(Wizard(shell, self.games[i], self.defaults))
