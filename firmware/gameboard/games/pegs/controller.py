"""The Pegs & Jokers controller (games/controller.py's interface): a whole game on the board.

The controller keeps what lasts the whole game (the rules game, the LED scene, the move log,
the computer player's state, who is a computer) and the screen shown now, one object per mode
of play with its own state (a `Screen`), made when the mode starts:
  card_pick.py  a person picks the card: Pass ("Pass to Blue, press OK": dealt cards, two or
                more people), Hand (the dealt hand) or Wheel (real cards: the card played,
                A..K and Joker)
  move_pick.py  Moves: the card's moves, previewed on the LEDs; OK plays one
  think.py      Think: a computer seat's move worked out at its level, a card per tick, then
                played (dealt games)
  anim.py       Anim: the move just played, on the LEDs (any press skips it)
  won.py        Won: the winners, celebrated on the LEDs
  menu.py       Menu, Undo, Page: the game menu (BACK), undo, the move log and help
  setup.py      Setup: the pegs put where a physical board has them
The words of a move on those screens and in the log are words.py's; the game menu's help page,
help.py's.
A screen's module is imported when its mode first comes (a game without computer seats never
loads think.py); the menu's and setup's go again when they close. Every move is played at
once and saved in the next loop step (`played`), then animated.
"""
from gameboard import const, ticks
from gameboard.games import controller
from gameboard.games.pegs import places as P
from gameboard.games.pegs import scene as S
from gameboard.games.pegs import words as W
from gameboard.lights.palette import NAMES
from gameboard.ui import text

BLINK_MS = 250
PAGE_MS = 2000  # a screen's lines that need more rows than it has turn a page this often
_RECENT = const(12)  # moves kept for the log view
# What is needed only to make a game (a new one, a save read back, a set-up position): the
# rules core's making of it and opening.py; let go once the controller has its game, and
# after setup mode.
MAKING = ("gameboard.rules.pegs.making", "gameboard.rules.pegs.seating",
          "gameboard.games.pegs.opening")
class Screen:
    """One mode of play. `handle(ev)` and `tick(now)` answer as a controller does;
    `compose(L)` fills the OLED's eight lines when the state changes and returns the row drawn
    inverted, if any; `draw(d)` adds what lines cannot show. Here: what a press no screen
    claims does (BACK opens the game menu), no time of its own, and `fill`, which shows more
    lines than fit a page at a time (the controller turns the page every PAGE_MS)."""

    page = 0   # the page `fill` shows (counted on, not wrapped)
    pages = 1  # how many pages the lines took, the last time

    def __init__(self, ctrl):
        self.ctrl = ctrl

    def handle(self, ev):
        if ev == ("press", "BACK"):
            return self.ctrl.open_menu()
        return self.ctrl.other(ev)

    def tick(self, now):
        return controller.NOTHING

    def compose(self, L):
        pass

    def draw(self, d):
        pass

    def fill(self, L, row, rows, lines):
        """`lines` on L from `row`, at most `rows` of them at once: more take pages."""
        n = len(lines)
        self.pages = (n + rows - 1) // rows or 1
        at = self.page % self.pages * rows
        for i in range(min(rows, n - at)):
            L[row + i] = lines[at + i]

    def whose_turn(self, L, line2, line3, keys):
        """Lines saying whose turn it is ("Turn: Red"), then line2 (its %s: the name), line3
        and the keys."""
        who = self.ctrl.names[self.ctrl.game.turn]
        L[0] = "Turn: " + who
        L[2] = line2 % who
        L[3] = line3
        L[7] = keys


class Controller(controller.Controller):
    KEY = "pegs"

    def __init__(self, hw, settings, options, game, cpu_state, recent, movers):
        controller.Controller.__init__(self, hw, settings, options, game)
        from gameboard.rules.prng import Prng
        self.cpu = Prng(1)
        self.cpu.state = cpu_state
        self.recent = recent
        self.movers = movers
        self.names = [NAMES[settings.colours[s]] for s in range(8)]
        seats = game.seats
        # Player k+1 plays seats[k]; one who plays two colours plays both of theirs.
        players = game.teams if options.get("teams") == "two_colours" else [[s] for s in seats]
        # A saved game's options must be the game's own (the wizard's always are).
        n = options.get("players")
        if type(n) is not int or n != len(players):
            raise ValueError("saved Pegs & Jokers game: %r players in its options, %d in its "
                             "rules" % (n, len(players)))
        self.computer = []
        self.levels = {}  # seat: the computer player's level
        from gameboard.games.pegs.opening import computer_levels
        levels = computer_levels(options, n)
        for k in range(n):
            if levels[k] is not None:
                self.computer.extend(players[k])
                for seat in players[k]:
                    self.levels[seat] = levels[k]
        self.people = len(seats) - len(self.computer)
        self.scene = S.Scene(P.Leds(hw.board, game.sides), seats, settings.colours)
        self.scene.show_places(game)
        self.lines = [""] * 8
        self.bar = -1  # inverted row
        self.screen = None
        self._blink = 0
        self._paged = 0  # when the screen's page last turned
        _let_go(*MAKING)
        self.begin_turn()

    # -- making, saving -----------------------------------------------------------------------

    @classmethod
    def new(cls, hw, settings, options):
        from gameboard.rules.pegs import Game
        from gameboard.games.pegs.opening import rules_options
        players, kwargs = rules_options(options)
        game = Game.new(players, hw.dice.seed32(), **kwargs)
        return cls(hw, settings, options, game, hw.dice.seed32() or 1, [], [])

    @classmethod
    def from_dict(cls, hw, settings, d):
        from gameboard.rules.pegs import Game
        from gameboard.games.pegs.opening import player_state, saved_rules
        cls.check_saved(d)
        cpu, recent, movers = player_state(d)
        return cls(hw, settings, d["options"], Game.from_dict(saved_rules(d)), cpu, recent,
                   movers)

    def to_dict(self):
        return self._with_player(controller.Controller.to_dict(self))

    def to_save(self):
        # The move log and the piles stream into the file (json_pieces) instead of being held
        # as text and lists while the save is written: 10 KB of hex at the end of a long
        # 8-player game, and a pile's list a 1 KB block a fragmented heap may lack.
        return self._with_player(self.document(self.game.to_dict(streamed=True)))

    def _with_player(self, d):
        d["cpu"] = self.cpu.state
        d["recent"] = self.recent
        d["movers"] = self.movers
        return d

    def label(self):
        return "Pegs %dp" % self.options["players"]

    @property
    def over(self):
        return self.game.winner() is not None

    # -- screens ------------------------------------------------------------------------------

    def show(self, screen):
        self.screen = screen
        self._paged = self.now()
        self.compose()

    def begin_turn(self):
        """The screen that starts the turn of the seat to play (also after a resume)."""
        g = self.game
        sc = self.scene
        sc.preview = ()
        sc.effect = None
        if g.winner() is not None:
            from gameboard.games.pegs.won import Won
            self.show(Won(self))
            return
        sc.glow = g.turn
        if g.turn in self.computer:
            from gameboard.games.pegs.think import Think
            screen = Think(self)
        elif g.hands is None:
            from gameboard.games.pegs.card_pick import Wheel
            screen = Wheel(self)
        elif self.people > 1:
            from gameboard.games.pegs.card_pick import Pass
            screen = Pass(self)
        else:
            from gameboard.games.pegs.card_pick import Hand
            screen = Hand(self)
        self.show(screen)

    def open_menu(self):
        """The game menu (menu.py: undo, the move log, setup, quit)."""
        from gameboard.games.pegs.menu import Menu
        self.scene.preview = ()
        self.show(Menu(self))
        return controller.REDRAW

    def close_menu(self):
        """Back to play from the game menu; its module goes until the menu is opened again."""
        unload("menu")
        self.begin_turn()
        return controller.REDRAW

    def start_setup(self):
        """Setup mode in the game menu's place (its module goes until the menu opens again)."""
        unload("menu")
        from gameboard.games.pegs.setup import Setup
        self.show(Setup(self))
        return controller.REDRAW

    def end_setup(self, game):
        """Setup mode's end (its module goes): play goes on from the corrected position,
        `game`, or, given None (nothing was changed), from where it was."""
        unload("setup")
        if game is None:
            self.begin_turn()
            return controller.REDRAW
        self.game = game
        self.scene.show_places(game)
        self._logged(-1, "Pegs set up")
        self.begin_turn()
        return self.played(game.winner() is not None)

    def cancel_setup(self):
        """Setup mode left with BACK: the changes dropped, back to the game menu."""
        unload("setup")
        self.scene.show_places(self.game)
        return self.open_menu()

    def quit(self):
        """Back to the menus (the shell unloads this game's modules, its screens with them)."""
        return controller.QUIT

    # -- playing ------------------------------------------------------------------------------

    def apply(self, move, legs, bumps):
        """Plays `move` for the seat to play (legs, bumps: its steps as (seat, from, to) place
        codes), logs it, animates it; saved in the next loop step."""
        g = self.game
        seat = g.turn
        before = bytes(self.scene.shown)
        try:
            g.apply(move)
        except ValueError as e:
            return self.refuse(str(e)[:16])
        self._logged(seat, W.summary(seat, move.card, legs, bumps, self.names, g.L))
        w = g.winner()
        from gameboard.games.pegs.anim import Anim
        self.scene.glow = -1
        self.show(Anim(self, before, legs, bumps, move.card,
                       () if w is None else (g.teams[w] if g.teams else (w,))))
        return self.played(w is not None)

    def _logged(self, seat, line):
        self.recent.append(line)
        self.movers.append(seat)
        if len(self.recent) > _RECENT:
            self.recent.pop(0)
            self.movers.pop(0)

    # -- input and time -----------------------------------------------------------------------

    def handle(self, ev):
        if ev == ("long", "BACK"):
            return self.quit()
        return self.screen.handle(ev)

    def tick_game(self, now):
        screen = self.screen
        result = screen.tick(now)
        if result:
            return result
        if screen.pages > 1 and ticks.diff(now, self._paged) >= PAGE_MS:
            self._paged = now
            screen.page += 1
            self.compose()
            return controller.REDRAW
        if self.scene.preview:
            b = (now // BLINK_MS) & 1
            if b != self._blink:
                self._blink = b
                return controller.REDRAW
        return controller.NOTHING

    # -- drawing ------------------------------------------------------------------------------

    def compose(self):
        """The OLED's lines for the present state (made on changes, not per frame)."""
        L = [""] * 8
        self.bar = self.screen.compose(L)
        self.lines = L

    def draw(self, d):
        L = self.lines
        bar = self.bar
        for r in range(8):
            if L[r] or r == bar:
                text.row(d, r, L[r], r == bar)
        self.screen.draw(d)
        self.draw_note(d)

    def draw_leds(self, frame):
        self.scene.draw(frame, self._blink)


def unload(name):
    """A screen's module goes (it comes back with its screen), with the rules' making code,
    which setup mode loads, and their reading back of the log (history.py), which the move
    log and a replay do."""
    _let_go("gameboard.games.pegs." + name, "gameboard.rules.pegs.history", *MAKING)


def _let_go(*names):
    from gameboard import modules
    modules.unload(*names)
