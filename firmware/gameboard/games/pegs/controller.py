"""The Pegs & Jokers controller (games/controller.py's interface): a whole game on the board.

A turn, for a person:
  PASS    (dealt cards, two or more people) "Pass to Blue, press OK": the hand stays hidden
  HAND    (dealt) the hand as cards; a card with no legal move is marked "--"; OK picks one
          (a card that cannot move is refused while another can: must move)
  WHEEL   (real cards) the card played, A..K and Joker, picked with the arrows or encoder
  MOVES   the card's moves: first a peg and where it goes, then the rest of a split or swap
          (pick.py); each previewed on the LEDs; OK plays it, BACK goes up a step.
          A card with no move offers "No move: discard".
For a computer seat (dealt games), THINK: a short pause on screen, then the rules core's player
moves. Every move is played at once (saved in the next loop step), then animated (ANIM,
anim.py; any press skips it). BACK opens the game MENU (menu.py): undo the last move
(with a confirmation), the move log, SETUP (setup.py: put the pegs where a physical board
has them), quit. A win shows WON, celebrated on the LEDs.

While a card is highlighted the pegs it can move flash; its moves are worked out in the next
tick, not inside the button press, so the press shows at once, and their first choices in the
tick after, so OK lists them at once (in dealt games the hand's cards are then checked one per
tick the same way).
"""
from gameboard import ticks
from gameboard.games import controller
from gameboard.games.pegs import pick as K
from gameboard.games.pegs import places as P
from gameboard.games.pegs import scene as S
from gameboard.lights.palette import NAMES, WHITE
from gameboard.ui import text

PASS = 0
HAND = 1
WHEEL = 2
MOVES = 3
ANIM = 4
THINK = 5
MENU = 6
SETUP = 7
WON = 8

_WIN_FX = (S.WIN, 0, 0, WHITE, WHITE, -1)
THINK_MS = 900
BLINK_MS = 250
RECENT = 12  # moves kept for the log view
CARDS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "JK")
# The rules core's partner-opposite layouts: the wizard's "alt" teams.
_ALT_LAYOUT = {6: "3x2", 8: "4x2"}


def rules_options(opts):
    """(players, keyword options of Game.new) from the wizard's options (options.py)."""
    players = opts["players"]
    teams = opts["teams"]
    d = {"teams": teams != "none", "real_cards": opts["cards"] == "real",
         "decks": opts["decks"], "nine_split": opts["nine_split"],
         "royals_count": opts["royals_count"]}
    if teams == "two_colours":
        d["two_colours"] = True
    elif teams == "alt":
        d["layout"] = _ALT_LAYOUT[players]
    return players, d


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
        mask = options.get("computer", 0) if options["cards"] == "dealt" else 0
        seats = game.seats
        # Bit k of the mask is player k+1; one who plays two colours has both computed.
        players = game.teams if options.get("teams") == "two_colours" else [[s] for s in seats]
        self.computer = []
        for k in range(len(players)):
            if type(mask) is int and mask >> k & 1:
                self.computer.extend(players[k])
        self.people = len(seats) - len(self.computer)
        self.scene = S.Scene(P.Leds(hw.board, game.sides), seats, settings.colours)
        self.scene.show_places(game)
        self.lines = [""] * 8
        self.bar = -1         # inverted row
        self.tiles = ()       # card labels drawn as cards on row 3
        self.chosen = -1      # the highlighted tile
        self.anim = None
        self.setup = None
        self.menu = None
        self.mode = PASS
        self._blink = 0
        self._t0 = 0
        self.begin_turn()

    # -- making, saving -----------------------------------------------------------------------

    @classmethod
    def new(cls, hw, settings, options):
        from gameboard.rules.pegs import Game
        players, kwargs = rules_options(options)
        game = Game.new(players, hw.dice.seed32(), **kwargs)
        return cls(hw, settings, options, game, hw.dice.seed32() or 1, [], [])

    @classmethod
    def from_dict(cls, hw, settings, d):
        from gameboard.rules.pegs import Game
        cls.check_saved(d)
        recent = d.get("recent", [])
        movers = d.get("movers", [])
        cpu = d.get("cpu", 1)
        if (not isinstance(recent, list) or not all(isinstance(r, str) for r in recent)
                or not isinstance(movers, list) or len(movers) != len(recent)
                or type(cpu) is not int or cpu <= 0):
            raise ValueError("saved Pegs & Jokers game has a bad move log or player state")
        return cls(hw, settings, d["options"], Game.from_dict(d["rules"]), cpu, recent, movers)

    def to_dict(self):
        d = controller.Controller.to_dict(self)
        d["cpu"] = self.cpu.state
        d["recent"] = self.recent
        d["movers"] = self.movers
        return d

    def label(self):
        return "Pegs %dp" % self.options["players"]

    @property
    def over(self):
        return self.game.winner() is not None

    # -- turns --------------------------------------------------------------------------------

    def _real(self):
        return self.game.hands is None

    def begin_turn(self):
        """The screen that starts the turn of the seat to play (also after a resume)."""
        g = self.game
        self.anim = None
        sc = self.scene
        sc.preview = ()
        sc.effect = None
        self.tiles = ()
        if g.winner() is not None:
            self._won()
            return
        seat = g.turn
        sc.glow = seat
        self.raws = None
        self.keyed = None
        self.card = None
        if seat in self.computer:
            self.mode = THINK
            self._t0 = self.now()
        elif self._real():
            self.mode = WHEEL
            self.wheel = 0
        elif self.people > 1:
            self.mode = PASS
        else:
            self._show_hand()
            return
        self.compose()

    def _show_hand(self):
        self.mode = HAND
        self.hand = self.game.hand(self.game.turn)
        self.counts = [-1] * len(self.hand)
        self.chosen = 0
        self.compose()

    def _won(self):
        g = self.game
        w = g.winner()
        sc = self.scene
        sc.glow = -1
        sc.winners = g.teams[w] if g.teams else (w,)
        self.mode = WON
        self._t0 = self.now()
        self.compose()

    def _name(self, seat):
        return self.names[seat]

    # -- cards and moves ----------------------------------------------------------------------

    def _selected_card(self):
        if self.mode == WHEEL:
            return CARDS[self.wheel]
        return self.hand[self.chosen]

    def _select_card(self):
        """A new card is highlighted: its moves are worked out in the next tick."""
        self.card = self._selected_card()
        self.raws = None
        self.scene.preview = ()
        self.compose()

    def _work(self):
        """One piece of pending work per tick: the highlighted card's moves, else their first
        choices, else the next unchecked card of the hand. True if the screen changed."""
        g = self.game
        if self.raws is None:
            self.card = self._selected_card()
            self.raws = K.moves(g, g.turn, self.card)
            self.keyed = None
            if self.mode == HAND:
                self.counts[self.chosen] = len(self.raws)
            self._light_movable()
            self.compose()
            return True
        if self.keyed is None and self.raws:
            self.keyed = K.keys(self.card, self.raws)
            return False
        if self.mode == HAND:
            for i in range(len(self.hand)):
                if self.counts[i] < 0:
                    self.counts[i] = len(g.packed_moves(g.turn, self.hand[i]))
                    self.compose()
                    return True
        return False

    def _light_movable(self):
        sc = self.scene
        out = []
        for peg in K.movable(self.card, self.raws):
            seat = peg >> 8
            src = peg & 255
            out.append((self._led(seat, src), S.FLASH, sc.rgb[seat]))
        sc.preview = out

    def _led(self, seat, c):
        """The LED of seat's peg at place c as shown now."""
        return self.scene.leds.of(seat, self._slot(seat, c), c)

    def _pick_card(self):
        """OK on the highlighted card: its moves, or a refusal (must move)."""
        if self.raws is None:
            self._work()
        if self.mode == HAND and not self.raws:
            for i in range(len(self.hand)):
                if self.counts[i] < 0:
                    self.counts[i] = len(self.game.packed_moves(self.game.turn, self.hand[i]))
            if max(self.counts) > 0:
                self.compose()
                return self.refuse("%s cannot move" % self.card)
        self.mode = MOVES
        self.stage = 1
        self.key = None
        if self.raws:
            if self.keyed is None:
                self.keyed = K.keys(self.card, self.raws)
            self.choices, self.wholes = self.keyed
        else:
            self.choices = [K.DISCARD]
            self.wholes = [-1]
        self.index = 0
        self._preview()
        return controller.REDRAW

    def _current(self):
        """(index in raws of the option's whole move or -1, and the step it shows when it is
        not a whole move yet, else None). A discard is (-1, None)."""
        opt = self.choices[self.index]
        if opt == K.DISCARD:
            return -1, None
        if self.stage == 2:
            return opt, None
        i = self.wholes[self.index]
        return i, (None if i >= 0 else opt)

    def _preview(self):
        sc = self.scene
        i, leg = self._current()
        raw = self.raws[i] if i >= 0 else None
        out = []
        rgb = sc.rgb
        if raw is not None:
            steps = K.legs(raw)
        elif leg is not None:
            steps = (leg,)
        else:
            steps = ()
        for step in steps:
            seat, src, dst = K.unpack(step)
            out.append((self._led(seat, src), S.STEADY, sc.dim[seat]))
            out.append((sc.leds.of(seat, 0, dst), S.BLINK, rgb[seat]))
        if raw is not None:
            for step in K.bumps(raw):
                seat, src, dst = K.unpack(step)
                out.append((self._led(seat, src), S.FLASH, rgb[seat]))
                if dst == P.START:
                    k = self._slot(seat, src)
                    out.append((sc.leds.start[5 * seat + k], S.STEADY, sc.dim[seat]))
                else:
                    out.append((sc.leds.track[dst], S.STEADY, sc.dim[seat]))
        sc.preview = out
        self.compose()

    def _slot(self, seat, c):
        """Which of seat's pegs is at place c (the first, for START)."""
        sh = self.scene.shown
        for k in range(5):
            if sh[5 * seat + k] == c:
                return k
        return 0

    def _choose(self):
        """OK in MOVES: the move is played, or a split/swap goes on to its second step."""
        i, leg = self._current()
        if leg is not None:
            self.key = leg
            self.stage = 2
            self.choices = K.under(self.card, self.raws, leg)
            self.index = 0
            self._preview()
            return controller.REDRAW
        return self._play(i)

    def _play(self, i):
        """Plays the card's move number i (-1: discard the card) for the seat to play."""
        g = self.game
        if i < 0:
            from gameboard.rules.pegs import Move
            return self._apply(Move(self.card), [], [])
        legs, bumps = K.steps_of(self.raws[i])
        return self._apply(g.move_of(g.turn, self.card, self.raws[i]), legs, bumps)

    def _apply(self, move, legs, bumps):
        """Plays `move` (legs, bumps: its steps as place codes); saves; animates."""
        g = self.game
        seat = g.turn
        before = bytes(self.scene.shown)
        try:
            g.apply(move)
        except ValueError as e:
            return self.refuse(str(e)[:16])
        # The card's moves can be many: let them go before the shell saves the game.
        self.raws = self.keyed = self.choices = self.wholes = None
        self._logged(seat, K.summary(seat, move.card, legs, bumps, self.names, g.L))
        self._animate(before, legs, bumps, move.card)
        return self.played(g.winner() is not None)

    def _animate(self, before, legs, bumps, card):
        from gameboard.games.pegs.anim import Anim
        g = self.game
        sc = self.scene
        after = bytearray(before)
        for step in legs + bumps:  # as the rules moved them: slot by slot, in order
            seat, src, dst = step
            for k in range(5):
                if after[5 * seat + k] == src:
                    after[5 * seat + k] = dst
                    break
        w = g.winner()
        winners = () if w is None else (g.teams[w] if g.teams else (w,))
        sc.glow = -1
        self.anim = Anim(sc, before, after, legs, bumps, card, g.L, self.now(), self.beep,
                         winners)
        self.mode = ANIM
        self.tiles = ()
        self.compose()

    def _logged(self, seat, line):
        self.recent.append(line)
        self.movers.append(seat)
        if len(self.recent) > RECENT:
            self.recent.pop(0)
            self.movers.pop(0)

    def _computer_move(self):
        from gameboard.rules.pegs.player import choose_move
        g = self.game
        move = choose_move(g, g.turn, self.cpu)
        self.card = move.card

        def codes(steps):
            return [(s, P.code(a), P.code(b)) for s, a, b in steps]

        return self._apply(move, codes(move.legs), codes(move.bumps))

    # -- menu, undo, setup --------------------------------------------------------------------

    def open_menu(self):
        """The game menu (menu.py: undo, the move log, setup, quit)."""
        from gameboard.games.pegs.menu import Menu
        if self.anim is not None:
            self.anim.finish()
            self.anim = None
        self.menu = Menu(self)
        self.mode = MENU
        self.scene.preview = ()
        self.tiles = ()
        self.compose()
        return controller.REDRAW

    def close_menu(self):
        """Back to play from the game menu; its module goes until the menu is opened again."""
        from gameboard import modules
        self.menu = None
        modules.unload("gameboard.games.pegs.menu")
        self.begin_turn()
        return controller.REDRAW

    def start_setup(self):
        from gameboard.games.pegs.setup import Setup
        self.menu = None
        self.setup = Setup(self)
        self.mode = SETUP
        self.compose()
        return controller.REDRAW

    def quit(self):
        """Back to the menus (the shell unloads this game's modules, its parts with them)."""
        if self.anim is not None:
            self.anim.finish()
        return controller.QUIT

    def replace_game(self, game):
        """Setup mode's end: play goes on from the corrected position."""
        self.game = game
        self.scene.show_places(game)
        self.setup = None
        self._logged(-1, "Pegs set up")
        self.begin_turn()
        return self.played(game.winner() is not None)

    # -- input and time -----------------------------------------------------------------------

    def handle(self, ev):
        kind = ev[0]
        if ev == ("long", "BACK"):
            return self.quit()
        m = self.mode
        if m == SETUP:
            return self.setup.handle(ev)
        d = controller.step(ev)
        ok = ev == ("press", "OK")
        back = ev == ("press", "BACK")
        if m == ANIM:
            if kind == "press":
                self.anim.finish()
                self.anim = None
                if back:
                    return self.open_menu()
                self.begin_turn()
                return controller.REDRAW
            return controller.NOTHING
        if m == THINK:
            if ok:
                return self._computer_move()
            if back:
                return self.open_menu()
            return self.other(ev)
        if m == PASS:
            if ok:
                self._show_hand()
                return controller.REDRAW
            if back:
                return self.open_menu()
            return self.other(ev)
        if m == HAND or m == WHEEL:
            if d:
                if m == HAND:
                    self.chosen = (self.chosen + d) % len(self.hand)
                else:
                    self.wheel = (self.wheel + d) % len(CARDS)
                self._select_card()
                return controller.REDRAW
            if ok:
                return self._pick_card()
            if back:
                return self.open_menu()
            return self.other(ev)
        if m == MOVES:
            if d:
                self.index = (self.index + d) % len(self.choices)
                self._preview()
                return controller.REDRAW
            if ok:
                return self._choose()
            if back:
                if self.stage == 2:
                    self.stage = 1
                    self.choices, self.wholes = self.keyed
                    self.index = self.choices.index(self.key)
                    self._preview()
                else:
                    self.mode = HAND if not self._real() else WHEEL
                    self._light_movable()
                    self.compose()
                return controller.REDRAW
            return self.other(ev)
        if m == MENU:
            return self.menu.handle(ev)
        if m == WON:
            if ok or back:
                return self.open_menu()
            return self.other(ev)
        return controller.NOTHING

    def tick(self, now):
        done = self.take_played()
        if done:
            return done
        result = self.tick_note(now)
        m = self.mode
        if m == ANIM:
            anim = self.anim
            if anim.tick(now):
                result = controller.REDRAW
            if anim.done:
                self.begin_turn()
                return controller.REDRAW
            return result
        if m == THINK:
            if ticks.diff(now, self._t0) >= THINK_MS:
                return self._computer_move()
            return result
        if m == WON:
            p = ticks.diff(now, self._t0) // 120
            if p != self.scene.phase:
                self.scene.phase = p
                self.scene.effect = _WIN_FX
                return controller.REDRAW
            return result
        if (m == HAND or m == WHEEL) and self._work():
            return controller.REDRAW
        if self.scene.preview or m == SETUP:
            b = (now // BLINK_MS) & 1
            if b != self._blink:
                self._blink = b
                return controller.REDRAW
        return result

    # -- drawing ------------------------------------------------------------------------------

    def compose(self):
        """The OLED's lines for the present state (made on changes, not per frame)."""
        L = [""] * 8
        self.bar = -1
        self.tiles = ()
        g = self.game
        seat = g.turn
        who = self._name(seat)
        m = self.mode
        if m == PASS:
            L[0] = "Turn: " + who
            L[2] = "Pass to %s," % who
            L[3] = "press OK"
            L[7] = "BACK: menu"
        elif m == HAND:
            L[0] = "%s: play" % who
            self.tiles = ["%2s" % c for c in self.hand]
            marks = ""
            for c in self.counts:
                marks += ("-- " if c == 0 else "   ")
            L[4] = marks.rstrip()
            L[5] = self._card_info()
            L[7] = "OK: play"
        elif m == WHEEL:
            L[0] = "%s: card?" % who
            self.tiles = ["%2s" % CARDS[(self.wheel + k) % len(CARDS)] for k in (-2, -1, 0, 1, 2)]
            L[5] = self._card_info()
            L[7] = "OK: moves"
        elif m == MOVES:
            n = len(self.choices)
            L[0] = "%s %s %d/%d" % (who[:6], self.card, self.index + 1, n)
            i, leg = self._current()
            if self.stage == 2:
                L[1] = "with " + K.leg_text(self.key, seat, self.names, g.L)
            if leg is not None:
                L[2] = K.leg_text(leg, seat, self.names, g.L)
                L[3] = "then the rest"
            else:
                legs, bumps = K.steps_of(self.raws[i]) if i >= 0 else ([], [])
                lines = K.move_lines(self.card, legs, bumps, seat, self.names, g.L)
                for r in range(min(4, len(lines))):
                    L[2 + r] = lines[r]
            L[7] = "OK: play" if leg is None else "OK: next"
        elif m == ANIM:
            L[0] = "%s played" % self._name(self.movers[-1])
            lines = text.wrap(self.recent[-1], text.COLS)
            for i in range(min(4, len(lines))):
                L[2 + i] = lines[i]
            L[7] = "OK: skip"
        elif m == THINK:
            L[0] = "Turn: " + who
            L[2] = "%s (computer)" % who
            L[3] = "is thinking..."
            L[7] = "OK: now"
        elif m == MENU:
            self.bar = self.menu.compose(L)
        elif m == SETUP:
            self.setup.compose(L)
        elif m == WON:
            w = g.winner()
            who = g.teams[w] if g.teams else [w]
            L[0] = "Game over"
            names = text.wrap(" & ".join([self._name(s) for s in who]) + " win!", text.COLS)
            for i in range(min(3, len(names))):
                L[2 + i] = names[i]
            L[7] = "OK: menu"
        self.lines = L

    def _card_info(self):
        if self.raws is None:
            return "%s: ..." % self.card if self.card else ""
        n = len(self.raws)
        if n == 0:
            return "%s: no move" % self.card
        return "%s: %d move%s" % (self.card, n, "" if n == 1 else "s")

    def draw(self, d):
        L = self.lines
        for r in range(8):
            if L[r] or r == self.bar:
                text.row(d, r, L[r], r == self.bar)
        tiles = self.tiles
        if tiles:
            sel = 2 if self.mode == WHEEL else self.chosen
            for i in range(len(tiles)):
                x = 24 * i
                if i == sel:
                    d.fill_rect(x, 24, 16, 8, 1)
                d.text(tiles[i], x, 24, 0 if i == sel else 1)
        self.draw_note(d)

    def draw_leds(self, frame):
        self.scene.draw(frame, self._blink)
