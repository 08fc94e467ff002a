"""Screen: what the shell's stack holds. The shell calls, on the top screen only:
    handle(ev, shell)        an input event (events.py)
    tick(now_ms, shell)      time passing; True asks for a redraw
    draw(display)            the OLED frame, on a cleared display
    draw_leds(frame, shell)  the LED frame, on a cleared LedFrame (default: the idle scene)
"""


class Screen:
    def handle(self, ev, shell):
        if ev == ("press", "BACK"):
            shell.back()

    def tick(self, now, shell):
        return False

    def draw(self, d):
        pass

    def draw_leds(self, frame, shell):
        # Imported here: a game's screen draws its own LEDs, so the shell unloads this scene
        # while a game runs.
        from gameboard.lights import idle
        idle.draw(frame, shell.hw.board, shell.settings)
