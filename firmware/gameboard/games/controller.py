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
                                            returns the same codes as handle (here: the
                                            turn boundary a press left first, then the
                                            note's fading, then the game's `tick_game`)
    c.draw(display)                         the whole OLED frame, on a cleared framebuf
                                            (the shell calls show())
    c.draw_leds(frame)                      the whole LED frame, on a cleared LedFrame
    c.to_dict()                             JSON-safe {"game": key, "label": text,
                                            "options": the wizard's options,
                                            "rules": the rules game's to_dict(), ...}
    c.to_save()                             what the shell saves: to_dict(), or the same
                                            with values savefile streams (json_pieces)
    c.label()                               a name for the resume menu, at most 8 characters
    c.tick_game(now_ms)                     what time does to the game itself (animations,
                                            pauses, the board's own turns): the codes of
                                            tick, NOTHING when nothing changed
    c.over                                  True once the game has ended
handle and tick may also return REDRAW: nothing to save, but the frame changed (an animation
step, a blink), so the shell draws again. A button that ends a turn answers REDRAW and leaves
the turn boundary to the next tick (`played`, `take_played`), which the shell runs in the same
loop step before it draws; a game whose press must show before the save (a few KB of JSON)
to keep within the 50 ms of docs/architecture.md, "Performance", waits a loop step more (the
card table: games/cards/table.py `tick`). Animations and pauses run on the clock through tick,
never by sleeping, so input keeps being handled while they play.

This base class keeps what every game shares: the hardware, settings, options, the JSON shape,
and the short message an illegal input gets on the OLED's last row (`refuse`), which changes
nothing else and fades after _NOTE_MS. What each game does its own way (handle, draw,
draw_leds, to_save, label, tick_game) has no default here: every game defines it, and a method
is heap that every game holds.
"""
from gameboard import const, ticks
from gameboard.ui import text  # the note a refused press gets: imported once, not at each

NOTHING = const(0)
TURN = const(1)
OVER = const(2)
QUIT = const(3)
REDRAW = const(4)

_NOTE_MS = const(1500)


def step(ev):
    """-1 / +1 for a move along a list (UP/LEFT, DOWN/RIGHT, their repeats, the encoder),
    else 0."""
    kind, what = ev
    if kind == "turn":
        return what
    if kind == "press" or kind == "repeat":
        if what == "UP" or what == "LEFT":
            return -1
        if what == "DOWN" or what == "RIGHT":
            return 1
    return 0


class Controller:
    # Every game's class names its KEY (the registry's key); the base has none. Its class dict
    # is a table of 17 slots: a method more would make it one of 23.

    def __init__(self, hw, settings, options, game):
        self.hw = hw
        self.settings = settings
        self.options = options
        self.game = game
        self.note = None
        self._note_at = 0
        self._played = NOTHING

    def now(self):
        return self.hw.clock.ticks_ms()

    def refuse(self, message):
        """An input that changes nothing: says why on the last row, for _NOTE_MS."""
        self.note = message[:text.COLS]
        self._note_at = self.now()
        return REDRAW

    def other(self, ev):
        """A press that means nothing here: said so, nothing changes."""
        if ev[0] == "press":
            return self.refuse("%s: not here" % ev[1])
        return NOTHING

    def played(self, over):
        """A turn ended: saved by the next tick's answer; now only drawn."""
        self._played = OVER if over else TURN
        return REDRAW

    def take_played(self):
        """TURN or OVER once after `played`, else NOTHING (the first thing a tick checks)."""
        result = self._played
        self._played = NOTHING
        return result

    def take_changed(self):
        """take_played() for a controller that skips a save of what is saved already: its
        `_mark()` says what a save would hold, `_saved` the mark of the last one; a press that
        changed nothing saved answers REDRAW instead of TURN."""
        done = self.take_played()
        if done:
            mark = self._mark()
            if mark == self._saved:
                return REDRAW
            self._saved = mark
        return done

    def draw_note(self, d):
        if self.note is not None:
            d.fill_rect(0, 56, 128, 8, 0)
            text.row(d, 7, self.note, True)

    def to_dict(self):
        return self.document(self.game.to_dict())

    def document(self, rules):
        """to_dict's document around `rules`, the rules game's state."""
        return {"game": self.KEY, "label": self.label(), "options": self.options,
                "rules": rules}

    @classmethod
    def check_saved(cls, d):
        if not isinstance(d, dict) or d.get("game") != cls.KEY:
            raise ValueError("not a saved %s game" % cls.KEY)
        if not isinstance(d.get("options"), dict) or not isinstance(d.get("rules"), dict):
            raise ValueError("saved %s game lacks its options or rules state" % cls.KEY)

    def tick(self, now):
        done = self.take_turn(now)
        if done:
            return done
        note = NOTHING
        if self.note is not None and ticks.diff(now, self._note_at) >= _NOTE_MS:
            self.note = None  # an old note cleared: the frame is drawn again
            note = REDRAW
        return self.tick_game(now) or note

    def take_turn(self, now):
        """The turn boundary a press left, the first thing tick answers: take_played() here;
        take_changed() in a game that skips a save of what is saved already."""
        return self.take_played()

    def beep(self, freq, ms):
        if self.settings.sound:
            self.hw.sound.beep(freq, ms)

    def colour(self, seat):
        from gameboard.lights.palette import PLAYER
        return PLAYER[self.settings.colours[seat]]
