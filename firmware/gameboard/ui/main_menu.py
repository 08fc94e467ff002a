"""MainMenu: the root of the menus: resume the saved game (when there is one), new game,
settings, about."""
from gameboard.ui.menu import Menu


class MainMenu(Menu):
    def __init__(self, shell):
        Menu.__init__(self, shell.hw.board.name)
        self.shell = shell

    def _rows(self):
        rows = ["new", "settings", "about"]
        if self.shell.resume_label:
            rows.insert(0, "resume")
        return rows

    def count(self):
        return len(self._rows())

    def label(self, i):
        row = self._rows()[i]
        if row == "resume":
            return "Resume " + self.shell.resume_label
        return {"new": "New game", "settings": "Settings", "about": "About"}[row]

    def choose(self, i, shell):
        row = self._rows()[i]
        if row == "resume":
            shell.start_game(None, None)
        elif row == "new":
            from gameboard.ui.game_menu import choose_game
            choose_game(shell, False)
        elif row == "settings":
            from gameboard.ui.settings_menu import SettingsMenu
            shell.push(SettingsMenu(shell))
        else:
            from gameboard.ui.about import about
            shell.push(about(shell))

    def handle(self, ev, shell):
        if ev != ("press", "BACK"):  # the root: there is no level above
            Menu.handle(self, ev, shell)
