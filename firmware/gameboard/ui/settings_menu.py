"""SettingsMenu: brightness, sound, player colours, game defaults. A change is applied at
once and written to storage when the menu is left (BACK). While the brightness row is selected every LED shows white at that brightness
(through the power limiter), so the player sees what they choose."""
from gameboard.lights.palette import WHITE
from gameboard.settings import BRIGHTNESS
from gameboard.ui import text
from gameboard.ui.menu import Menu


class SettingsMenu(Menu):
    def __init__(self, shell):
        Menu.__init__(self, "Settings")
        self.settings = shell.settings

    def count(self):
        return 4

    def label(self, i):
        s = self.settings
        if i == 0:
            return text.item("Brightness", "%d%%" % s.brightness)
        if i == 1:
            return text.item("Sound", "on" if s.sound else "off")
        return ("Colours", "Game defaults")[i - 2]

    def handle(self, ev, shell):
        if ev == ("press", "BACK"):
            shell.save_settings()
        Menu.handle(self, ev, shell)

    def adjust(self, i, delta, shell):
        s = shell.settings
        if i == 0:
            k = BRIGHTNESS.index(s.brightness) + delta
            s.brightness = BRIGHTNESS[max(0, min(len(BRIGHTNESS) - 1, k))]
        elif i == 1:
            s.sound = not s.sound
        else:
            return
        shell.settings_changed()

    def choose(self, i, shell):
        if i == 0:
            from gameboard.ui.pick import Pick
            names = ["%d%%" % b for b in BRIGHTNESS]

            def pick(j):
                shell.settings.brightness = BRIGHTNESS[j]
                shell.settings_changed()

            shell.push(Pick("Brightness", names, BRIGHTNESS.index(shell.settings.brightness),
                            pick))
        elif i == 1:
            self.adjust(i, 1, shell)
        elif i == 2:
            from gameboard.ui.colours_menu import ColoursMenu
            shell.push(ColoursMenu(shell))
        else:
            from gameboard.ui.game_menu import choose_game
            choose_game(shell, True)

    def draw_leds(self, frame, shell):
        if self.index == 0:
            frame.fill(WHITE)
        else:
            Menu.draw_leds(self, frame, shell)
