"""DiceBall in play (games/controller.py's interface): the controller of a whole game on the
board, made by controller.py's opening once the game is made and the opening's code has gone.

ROLL (or OK) makes the next roll: the pitcher's die, or after a pitched strike the batter's two
dice. The result comes from the board's dice source (seeded from the hardware) and is played at
once (and saved in the next loop step); then the rolled faces tumble on their pip LEDs for
_TUMBLE_MS and settle on it (OK or ROLL skips the tumble). While they tumble the OLED and the LEDs
keep the scoreboard as it was before the roll: nothing of the result shows before the dice
settle. With the "real dice" option the player enters what the dice showed instead (entry.py),
and the result shows at once: those dice have settled already. In a solo game the board rolls
for the other team by itself, one roll every _SOLO_MS, tumbling the same way, so its innings can
be watched. What the OLED and the LEDs show is view.py's.
"""
from gameboard import const, modules, ticks
from gameboard.games import controller
from gameboard.games.diceball import view

# The modes (private consts: the compiler puts each value into the code that reads it; the
# class names those the view and the benchmarks read).
_PLAY = const(0)    # waiting for a person's roll
_TUMBLE = const(1)  # the dice are tumbling
_ENTER = const(2)   # real dice: the player sets the values rolled
_WAIT = const(3)    # solo: the board is about to roll
# Tumble frames (ms from the roll): quick at first, slowing down, then the result.
FRAMES = (0, 60, 130, 210, 300, 400, 520)
_TUMBLE_MS = const(650)
_SOLO_MS = const(900)
_CELEBRATE_MS = const(4000)
_CLICK_HZ = const(1500)


# The class's names are kept to 23, the size of its table (24 made it one of 29, 464 bytes:
# a block a resume could not find).
class Play(controller.Controller):
    KEY = "diceball"
    TUMBLE = _TUMBLE
    ENTER = _ENTER
    WAIT = _WAIT

    def __init__(self, hw, settings, options, game):
        controller.Controller.__init__(self, hw, settings, options, game)
        self.mode = _PLAY
        self.faces = bytearray(3)   # value shown on each die face (0: dark)
        self.lines = None  # what the OLED shows, as view.compose made it
        self._t0 = self.now()
        # The frame of the animation under way, the dice's tumble or (the game over) the end's
        # celebration; -1: none. (One attribute for both: 17 fit an instance's table of 17.)
        self.frame = -1
        self._over_at = None
        self.entry = None  # real dice being entered (entry.py)
        self.leds = view.leds(hw.board)
        self.team_rgb = (self.colour(0), self.colour(1))
        # The palette's part is done: the teams' colours are picked and the view keeps the few
        # colours it draws. Needed again by the menus' scenes, which load it again.
        modules.unload("gameboard.lights.palette")
        self._show_last_roll()
        self._after_roll()

    def to_save(self):
        # The roll log streams into the file (json_pieces) instead of being held as hex text
        # while the save is written: a block that grew with every roll, 422 characters at the
        # end of a 9-inning game, made again at every turn.
        return self.document(self.game.to_dict(streamed=True))

    def label(self):
        return "DiceBall"

    @property
    def over(self):
        return self.game.over

    # -- whose roll ---------------------------------------------------------------------------

    def board_team(self):
        """The team the board rolls for in a solo game (0 visitor, 1 home), else None."""
        solo = self.options.get("solo", "off")
        return None if solo == "off" else (1 if solo == "visitor" else 0)

    def roller(self):
        from gameboard.rules.diceball import next_roller
        return next_roller(self.game)

    def _after_roll(self):
        """Sets the mode that follows a roll (or a resume)."""
        if self.game.over:
            self.mode = _PLAY
            if self._over_at is None:
                self._over_at = self.now()
        elif self.roller() == self.board_team():  # the board's turn
            self.mode = _WAIT
            self._t0 = self.now()
        else:
            self.mode = _PLAY
        view.compose(self)

    # -- rolling ------------------------------------------------------------------------------

    def _show_last_roll(self):
        roll = self.game.last_roll
        if roll is not None:
            if len(roll) == 1:
                self.faces[0] = roll[0]
            else:
                self.faces[1] = roll[0]
                self.faces[2] = roll[1]

    def _roll(self, values, tumble=True):
        """Plays a roll (values as the dice showed) and starts the tumble, or without `tumble`
        (real dice, settled already) shows its result at once."""
        g = self.game
        if tumble:
            # Composed before the roll is played: the scoreboard as it was until the settle.
            self.mode = _TUMBLE
            view.compose(self)
        try:
            if len(values) == 1:
                g.pitch(values[0])
            else:
                g.bat(values[0], values[1])
        except ValueError as e:
            # The refusal's words are read: their code (rules/diceball_refusals.py) goes.
            modules.unload("gameboard.rules.diceball_refusals")
            self._after_roll()
            return self.refuse(str(e)[:16])
        if tumble:
            self._t0 = self.now()
            self.frame = -1
        else:
            self._settle()
        return self.played(g.over)

    def _dice_roll(self):
        dice = self.hw.dice
        if self.game.expects() == "pitch":
            return self._roll((dice.roll(),))
        return self._roll((dice.roll(), dice.roll()))

    def _settle(self):
        self.frame = -1  # the tumble's, if any, is over
        self._show_last_roll()
        g = self.game
        if g.over:
            self.beep(1047, 300)
        elif "run" in g.last_text:
            self.beep(988, 120)
        self._after_roll()

    def _tumble_faces(self, frame):
        """The faces a tumble frame shows: made-up values that change every frame."""
        dice = len(self.game.last_roll)  # the pitch die, or the batter's two
        first = 0 if dice == 1 else 1
        for j in range(dice):
            self.faces[first + j] = (frame * 5 + j * 3 + 1) % 6 + 1

    # -- input and time -----------------------------------------------------------------------

    def handle(self, ev):
        if self.mode == _ENTER:
            return self.entry.handle(ev)
        if ev == ("press", "BACK") or ev == ("long", "BACK"):
            return controller.QUIT
        roll = ev == ("press", "ROLL") or ev == ("press", "OK")
        if self.mode == _TUMBLE:
            if roll:
                self._settle()
                return controller.REDRAW
            return self.other(ev)
        if not roll:
            return self.other(ev)
        if self.game.over:
            return self.refuse("Game over")
        if self.mode == _WAIT:
            return self.refuse("Board's roll")
        if self.options.get("dice") == "real":
            from gameboard.games.diceball.entry import Entry
            self.entry = Entry(self)
            self.mode = _ENTER
            view.compose(self)
            return controller.REDRAW
        return self._dice_roll()

    def end_entry(self, values):
        """The real dice entered (a tuple), or None: the player went back."""
        self.entry = None
        if values is None:
            self._show_last_roll()
            self._after_roll()
            return controller.REDRAW
        return self._roll(values, tumble=False)

    def tick_game(self, now):
        m = self.mode
        if m == _TUMBLE:
            e = ticks.diff(now, self._t0)
            if e >= _TUMBLE_MS:
                self._settle()
                return controller.REDRAW
            f = 0
            while f + 1 < len(FRAMES) and e >= FRAMES[f + 1]:
                f += 1
            if f != self.frame:
                self.frame = f
                self._tumble_faces(f)
                self.beep(_CLICK_HZ, 8)
                return controller.REDRAW
        elif m == _WAIT:
            if ticks.diff(now, self._t0) >= _SOLO_MS:
                return self._dice_roll()
        elif self._over_at is not None:
            e = ticks.diff(now, self._over_at)
            f = e // 150 if e < _CELEBRATE_MS else -1
            if f != self.frame:
                self.frame = f
                return controller.REDRAW
        return controller.NOTHING

    # -- drawing (view.py, which composes the screen as the state changes) -------------

    def draw(self, d):
        view.draw(self, d)

    def draw_leds(self, frame):
        view.draw_leds(self, frame)
