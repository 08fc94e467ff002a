"""Screen: what the shell's stack holds. The shell calls, on the top screen only:
    handle(ev, shell)        an input event (events.py)
    tick(now_ms, shell)      time passing; True asks for a redraw
    draw(display)            the OLED frame, on a cleared display
    draw_leds(frame, shell)  the LED frame, on a cleared LedFrame (default: the idle scene)

The app's screens (this folder, ui/) are on the 128x64 OLED: a text grid of 16 columns by 8 rows
of the 8x8 font. Every screen draws text on whole cells of that grid (so a test reads the screen
back cell by cell), row 0 a title, the selected row as an inverted bar, column 15 kept for the
scroll marks "^" and "v" in lists and pages (each in a cell of its own colours: text.mark).
BACK pops a screen off the stack.
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
