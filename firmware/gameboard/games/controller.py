"""Controller: the interface every game implements for the app shell (the seam game screens
fill). The shell owns the loop, the screen stack and saving; a controller owns one game.

    Controller.new(hw, settings, options)   a new game from the wizard's options (a dict of
                                            the game's choices, see <key>_options.py); draws
                                            its seeds from hw.dice.seed32(), never elsewhere
    Controller.from_dict(hw, settings, d)   a saved game back (d as to_dict gave it);
                                            ValueError if d is not a game of this kind
    c.handle(event)                         one input event (events.py); returns NOTHING,
                                            TURN (a turn boundary: the shell saves now),
                                            OVER (the game ended: the shell saves it as
                                            finished) or QUIT (back to the menu; the game
                                            stays saved for resume)
    c.tick(now_ms)                          time passing (animations, the board's own turns);
                                            returns the same codes as handle
    c.draw(display)                         the whole OLED frame, on a cleared framebuf
                                            (the shell calls show())
    c.draw_leds(frame)                      the whole LED frame, on a cleared LedFrame
    c.to_dict()                             JSON-safe {"game": key, "label": text,
                                            "options": the wizard's options,
                                            "rules": the rules game's to_dict(), ...}
    c.over                                  True once the game has ended
This base class keeps what every game shares: the hardware, settings, options and the
JSON shape.
"""

NOTHING = 0
TURN = 1
OVER = 2
QUIT = 3


class Controller:
    KEY = None

    def __init__(self, hw, settings, options, game):
        self.hw = hw
        self.settings = settings
        self.options = options
        self.game = game

    def label(self):
        """A name for the resume menu, at most 8 characters."""
        raise NotImplementedError

    def to_dict(self):
        return {"game": self.KEY, "label": self.label(), "options": self.options,
                "rules": self.game.to_dict()}

    @classmethod
    def check_saved(cls, d):
        if not isinstance(d, dict) or d.get("game") != cls.KEY:
            raise ValueError("not a saved %s game" % cls.KEY)
        if not isinstance(d.get("options"), dict) or not isinstance(d.get("rules"), dict):
            raise ValueError("saved %s game lacks its options or rules state" % cls.KEY)

    def tick(self, now):
        return NOTHING

    def colour(self, seat):
        from gameboard.lights.palette import PLAYER
        return PLAYER[self.settings.colours[seat]]
