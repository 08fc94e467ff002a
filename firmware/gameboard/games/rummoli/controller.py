"""Rummoli at the board (docs/rules.md 3.7; games/controller.py's interface): the board is the
playing surface and keeps every chip; the rules core (rules/cards/rummoli.py) is the game, and
this controller moves between screens and hands it what the table did. The screens:
    TABLE    the nine spaces and their pots (view.py), what the hand waits for, the picked
             player's chips; UP/DOWN pick a player, OK the menu, BACK the main menu (the game
             staying saved; a long BACK leaves from any screen)
    MENU     what the hand allows now, then Undo, History, Quit: Ante & deal (every player's
             chip on every space at one press) or End game; the dealer swaps, keeps or
             auctions the widow; the Poker pot's bets, its winners named or their hands
             ranked; in the card play "P3 plays 7C" (the card wanted next), "7C is dead",
             "P3 leads", "P3 went out", Deadlock; at the end New game
    FORM     a row a player (form.py): the auction's bids, the bets, the showdown's winners,
             the cards each player holds when a hand ends, the winner of the end's cut
    HANDS    each player's five poker cards on a wheel, then their ranking (hands.py)
    LEAD     the card a player leads, on the wheel (the colour due only)
    HISTORY  every hand played out: its dealer, how it ended, the chips after it (results.py,
             with the end of the game: loaded while they are shown)
A screen with code of its own (menu, form, hands, lead, history) takes its presses there.
Every action is saved at once (the shell saves at TURN); the screen a save was made on comes
back with it, the form or the hands entered so far included. A refused action says why on the
last rows and changes nothing; a space that paid flashes on the OLED and the paddles.
"""
from gameboard.games import controller
from gameboard.ui import text

TABLE, MENU, FORM, HANDS, LEAD, HISTORY = 0, 1, 2, 3, 4, 5
FLASH_MS = 2000  # how long a space that paid flashes
BLINK_MS = 250
NOTE = 2 * text.COLS  # a refusal's words: the last two rows
HISTORY_CODE = "gameboard.rules.cards.rummoli_history"  # the rules' log read back: undo, a save
MENU_CODE = "gameboard.games.rummoli.menu"  # the menu's (menu.py)
OPENING_CODE = "gameboard.games.rummoli.opening"  # the table's setting up (opening.py)


class Controller(controller.Controller):
    KEY = "rummoli"
    RULE_KEYS = ("chips", "spaces", "poker", "borrow")

    def __init__(self, hw, settings, options, game, state=None):
        controller.Controller.__init__(self, hw, settings, options, game)
        from gameboard import modules
        from gameboard.games.rummoli import opening
        self.view, self.leds = opening.seated(self, hw, game)
        self.mode = TABLE
        self.seat = 0  # the player picked on the table
        self.index = 0  # the row picked on MENU and HISTORY
        self.form = None
        self.hands = None
        self.wheel = None  # the lead's card wheel
        self.paid = []  # the spaces whose pots the last action paid out: they flash
        self._paid_at = 0
        self.blink = False
        self.lines = None
        self.spans = []
        self.bar = -1
        if state is not None:
            opening.resume(self, state)
        modules.unload(OPENING_CODE, collect=False)  # needed again by the next game only
        self.follow()
        self.compose()
        self._saved = self._mark()  # the shell saves a game as it opens

    @classmethod
    def new(cls, hw, settings, options):
        from gameboard.rules.cards.rummoli import Rummoli
        rules = {}
        for key in cls.RULE_KEYS:
            rules[key] = options[key]
        return cls(hw, settings, options, Rummoli(options["players"], options["dealer"], **rules))

    @classmethod
    def from_dict(cls, hw, settings, d):
        from gameboard.games.cards.seats import same_players
        from gameboard.rules.cards.rummoli import Rummoli
        cls.check_saved(d)
        game = Rummoli.from_dict(d["rules"])
        same_players(cls.KEY, d["options"], game.players)
        return cls(hw, settings, d["options"], game, d.get("table"))

    def to_dict(self):
        return self._with_table(controller.Controller.to_dict(self))

    def to_save(self):
        # The log streams into the file (json_pieces) instead of being held as hex text while
        # the save is written.
        return self._with_table(self.document(self.game.to_dict(streamed=True)))

    def _with_table(self, d):
        d["table"] = {"seat": self.seat,
                      "form": None if self.form is None else self.form.to_dict(),
                      "hands": None if self.hands is None else self.hands.to_dict()}
        return d

    def label(self):
        return "Rummoli"

    @property
    def over(self):
        return self.game.phase == "over"

    def asked(self):
        """The player the screen is about: their paddle's mark is lit."""
        if self.mode == FORM:
            return self.form.seat()
        if self.mode == HANDS and not self.hands.done():
            return self.hands.seats[self.hands.at]
        return self.seat

    # -- refusals: two rows of words --------------------------------------------------------

    def refuse(self, message):
        controller.Controller.refuse(self, message)
        self.note = self.view.people(message)[:NOTE]
        return controller.REDRAW

    def draw_note(self, d):
        if self.note is not None:
            lines = text.wrap(self.note, text.COLS)[:2]
            first = 8 - len(lines)
            d.fill_rect(0, 48, 128, 16, 0)  # both rows, so a short note reads alone
            for r in range(len(lines)):
                text.row(d, first + r, lines[r], True)

    # -- what the table may do now ------------------------------------------------------------

    def items(self):
        """The menu: (text, action) for what the hand allows now, then the rest (menu.py)."""
        from gameboard.games.rummoli.menu import items
        return items(self)

    def act(self, name, *args):
        """Hands the rules core one action; a refusal says why and changes nothing."""
        game = self.game
        before = list(game.pots)
        try:
            getattr(game, name)(*args)
        except ValueError as e:
            return self.refuse(str(e))
        self.leds.stale = True
        self.paid = []  # a loop, not a comprehension: its frame was a block of a heavy moment
        for i in range(len(before)):
            if game.pots[i] < before[i]:
                self.paid.append(i)
        self._paid_at = self.now()
        self.blink = bool(self.paid)
        if self.paid:
            self.beep(880, 60)
        bets = self.form.next_bets(game) if self.mode == FORM else None
        if bets is None:
            if self.hands is not None:
                self.let_go_of_hands()
            if self.wheel is not None:
                self.let_go_of_wheel()
            if self.form is not None:
                self.let_go_of_form()
            self.mode = TABLE
        else:
            self.form = bets
        self.follow()
        return self.played(self.over)

    def ready_rules(self):
        """The rules' code of the actions the phase takes is loaded, that of those it does not
        take let go (a hand's deal, its Poker pot, its card play: rules/cards/rummoli.py).
        Every action is taken from the menu or a screen
        it opens, so this is done as the menu opens, before the menu's code loads: never
        beside a form's, nor while an action of a form's is taken."""
        import sys
        from gameboard import modules
        from gameboard.rules.cards.rummoli import needed, unneeded
        phase = self.game.phase
        for name in unneeded(phase):
            if name in sys.modules:  # one at a time: the fewest blocks at once
                modules.unload(name, collect=False)
        if needed(phase) is not None:
            __import__(needed(phase))

    def let_go_of_hands(self):
        """The poker hands' screen and code go once the pot is paid or the entry left (a
        showdown is one moment of a hand), with their card wheel's."""
        from gameboard import modules
        self.hands = None
        modules.unload("gameboard.games.rummoli.hands", "gameboard.games.rummoli.wheel")

    def let_go_of_form(self):
        """A form and its code go once it is settled or left (loaded again by the next): back
        to the table."""
        from gameboard import modules
        self.form = None
        self.mode = TABLE
        modules.unload("gameboard.games.rummoli.form", collect=False)

    def let_go_of_wheel(self):
        """The lead's card wheel and its code go once the lead is played or left (a lead is
        now and then: the forms of the hand's end came after it, with the wheel loaded)."""
        from gameboard import modules
        self.wheel = None
        modules.unload("gameboard.games.rummoli.wheel")

    def follow(self):
        """The table's pick follows the player due to lead, when a lead is due."""
        run = self.game.run
        if self.mode == TABLE and self.game.phase == "play" and run.next_card() is None:
            self.seat = run.lead

    # -- input --------------------------------------------------------------------------------

    def handle(self, ev):
        kind, what = ev
        if ev == ("long", "BACK"):
            return controller.QUIT  # from any screen; the game stays saved
        if kind == "long":
            return controller.NOTHING
        if self.mode == TABLE:
            result = self._table(ev)
        elif self.mode == MENU:
            result = self._menu(ev)
        elif self.mode == FORM:
            from gameboard.games.rummoli import form
            result = form.handle(self, ev)
        elif self.mode == HANDS:
            from gameboard.games.rummoli import hands
            result = hands.handle(self, ev)
        elif self.mode == LEAD:
            from gameboard.games.rummoli import wheel
            result = wheel.handle(self, ev)
        else:
            from gameboard.games.rummoli import results
            result = results.handle(self, ev)
        self.compose()
        return result

    def _table(self, ev):
        if ev == ("press", "BACK"):
            return controller.QUIT
        if ev == ("press", "OK"):
            self.ready_rules()
            self.mode = MENU
            self.index = 0
            return controller.REDRAW
        delta = controller.step(ev)
        if not delta:
            return self.other(ev)
        self.seat = (self.seat + delta) % self.game.players
        return controller.REDRAW

    def _menu(self, ev):
        """A press on the menu (menu.py, loaded again as the menu next opens: the table's
        screen keeps it). What it leaves for does not hold it: an item with a screen of its
        own code opens that once the menu's code has gone (`_open`), never with it."""
        from gameboard.games.rummoli import menu
        result = menu.handle(self, ev)
        menu = None
        if type(result) is not str:
            return result
        from gameboard import modules
        modules.unload(MENU_CODE, collect=False)  # no collection of its own
        return self._open(result)

    def _open(self, item):
        """The screen of the menu's `item` that has code of its own: a form (form.py), the
        poker hands (hands.py) or the lead's card wheel (wheel.py)."""
        game = self.game
        if item == "rank":
            from gameboard.games.rummoli.hands import Hands
            self.hands = Hands([s for s in game.dealt if s not in game.folded])
            self.mode = HANDS
            return self.played(False)
        if item == "lead":
            from gameboard.games.rummoli.wheel import Wheel
            colour = game.run.lead_colour()
            self.wheel = Wheel("SHDC" if colour is None else "SC" if colour == "black" else "HD")
            self.mode = LEAD
            return controller.REDRAW
        if item in ("out", "deadlock"):
            # The cards each player holds are entered without the card play's code and its
            # card labels' (loaded again by the next card played, should the form be left),
            # the hand's end's loaded before the form's.
            from gameboard import modules
            from gameboard.rules.cards.rummoli import DECK_CODE, END_CODE, PLAY_CODE
            modules.unload(PLAY_CODE, DECK_CODE, collect=False)
            __import__(END_CODE)
        from gameboard.games.rummoli.form import opened
        self.form = opened(game, item, self.seat)
        self.mode = FORM
        return self.played(False)  # saved: a power cut comes back to the form

    # -- time ---------------------------------------------------------------------------------

    def _mark(self):
        """What a save holds, to compare: two presses in one loop step can open a form and
        leave it again, and a save of what is saved already is not made."""
        log = self.game.log
        return (id(self.game), len(log), bytes(log[-1]) if log else b"", self.seat,
                None if self.form is None else repr(self.form.to_dict()),
                None if self.hands is None else repr(self.hands.to_dict()))

    def take_turn(self, now):
        return self.take_changed()

    def tick_game(self, now):
        if not self.paid:
            return controller.NOTHING
        from gameboard import ticks
        age = ticks.diff(now, self._paid_at)
        blink = age < FLASH_MS and age // BLINK_MS % 2 == 0
        if age >= FLASH_MS:
            self.paid = []
        if blink == self.blink and self.paid:
            return controller.NOTHING
        self.blink = blink
        self.leds.stale = True
        self.compose()
        return controller.REDRAW

    # -- drawing ------------------------------------------------------------------------------

    def compose(self):
        self.view.compose(self)

    def draw(self, d):
        self.view.draw(self, d)

    def draw_leds(self, frame):
        from gameboard.games.rummoli import leds
        leds.draw(self, frame)

