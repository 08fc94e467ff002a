"""A person's turn up to the card: Pass ("Pass to Blue, press OK": dealt cards, two or more
people, so the hand stays hidden until then), then Hand (the dealt hand as cards; a card with
no legal move is marked "--", said on the screen) or, with real cards, Wheel (the card played,
A..K and Joker, picked with the arrows or the encoder). OK opens the card's moves
(move_pick.py); a dealt card that cannot move is refused while another can (must move).

While a card is highlighted the pegs it can move flash; its moves are worked out in the next
tick, not inside the button press, so the press shows at once, and their first choices in the
tick after, so OK lists them at once (a hand's other cards are then checked one per tick the
same way).
"""
from gameboard.games import controller
from gameboard.games.pegs import pick as K
from gameboard.games.pegs import scene as S
from gameboard.games.pegs.controller import Screen
from gameboard.rules.pegs.cards import LABELS as CARDS  # the wheel: A..K, then the Joker


class Pass(Screen):
    def handle(self, ev):
        if ev == ("press", "OK"):
            self.ctrl.show(Hand(self.ctrl))
            return controller.REDRAW
        return Screen.handle(self, ev)

    def compose(self, L):
        self.whose_turn(L, "Pass to %s,", "press OK", "BACK: menu")


class CardPick(Screen):
    """What Hand and Wheel share: a card highlighted among `cards`, its moves, the tiles."""

    def __init__(self, ctrl, cards):
        Screen.__init__(self, ctrl)
        self.cards = cards
        self.at = 0        # the highlighted card's index in cards
        self.card = None   # the highlighted card, once its moves are asked for
        self.raws = None   # its packed moves, once worked out
        self.keyed = None  # their first choices (pick.keys), once worked out
        self.lit = None    # the preview flashing the pegs it can move, once worked out
        self.tiles = ()    # card labels drawn as cards on row 3 (compose makes them)
        self.sel = 0       # the highlighted tile

    def handle(self, ev):
        d = controller.step(ev)
        if d:
            self.at = (self.at + d) % len(self.cards)
            self.select()
            return controller.REDRAW
        if ev == ("press", "OK"):
            return self._pick()
        return Screen.handle(self, ev)

    def select(self):
        """A new card is highlighted: its moves are worked out in the next tick."""
        self.card = self.cards[self.at]
        self.raws = None
        self.ctrl.scene.preview = ()
        self.ctrl.compose()

    def tick(self, now):
        if self.work():
            self.ctrl.compose()
            return controller.REDRAW
        return controller.NOTHING

    def work(self):
        """One piece of pending work per tick: the highlighted card's moves (True: the screen
        changes), else their first choices (False); None when there is none."""
        if self.raws is None:
            g = self.ctrl.game
            self.card = self.cards[self.at]
            self.raws = g.packed_moves(g.turn, self.card)
            self.keyed = self.lit = None
            self.light_movable()
            return True
        if self.keyed is None and self.raws:
            self.keyed = K.keys(self.card, self.raws)
            return False
        return None

    def light_movable(self):
        """The pegs the highlighted card can move flash (worked out once per card)."""
        sc = self.ctrl.scene
        if self.lit is None:
            self.lit = [(sc.peg_led(seat, src), S.FLASH, sc.rgb[seat])
                        for seat, src in K.movable(self.card, self.raws)]
        sc.preview = self.lit

    def _pick(self):
        """OK on the highlighted card: its moves, or a refusal."""
        if self.raws is None:
            self.work()
        refused = self.refusal()
        if refused:
            return refused
        from gameboard.games.pegs.move_pick import Moves
        self.ctrl.show(Moves(self.ctrl, self))
        return controller.REDRAW

    def refusal(self):
        """Why OK on the highlighted card is refused (the answer of ctrl.refuse), or None."""
        return None

    def card_info(self):
        if self.raws is None:
            return "%s: ..." % self.card if self.card else ""
        n = len(self.raws)
        if n == 0:
            return "%s: no move" % self.card
        return "%s: %d move%s" % (self.card, n, "" if n == 1 else "s")

    def draw(self, d):
        tiles = self.tiles
        sel = self.sel
        for i in range(len(tiles)):
            x = 24 * i
            if i == sel:
                d.fill_rect(x, 24, 16, 8, 1)
            d.text(tiles[i], x, 24, 0 if i == sel else 1)


class Hand(CardPick):
    def __init__(self, ctrl):
        CardPick.__init__(self, ctrl, ctrl.game.hand(ctrl.game.turn))
        self.counts = [-1] * len(self.cards)  # moves of each card, once checked

    def work(self):
        """The card pick's work, then the hand's other cards, one a tick."""
        done = CardPick.work(self)
        if done:
            self.counts[self.at] = len(self.raws)
        if done is not None:
            return done
        for i in range(len(self.cards)):
            if self.counts[i] < 0:
                self._count(i)
                return True
        return False

    def _count(self, i):
        g = self.ctrl.game
        self.counts[i] = len(g.packed_moves(g.turn, self.cards[i]))

    def refusal(self):
        """Must move: a card that cannot move, while another can."""
        if self.raws:
            return None
        for i in range(len(self.cards)):
            if self.counts[i] < 0:
                self._count(i)
        if max(self.counts) > 0:
            self.ctrl.compose()
            return self.ctrl.refuse("%s cannot move" % self.card)
        return None

    def compose(self, L):
        L[0] = "%s: play" % self.ctrl.names[self.ctrl.game.turn]
        self.tiles = ["%2s" % c for c in self.cards]
        self.sel = self.at
        marks = ""
        for c in self.counts:
            marks += ("-- " if c == 0 else "   ")
        L[4] = marks.rstrip()
        L[5] = self.card_info()
        if L[4]:
            L[6] = "--: no move"
        L[7] = "OK: play"


class Wheel(CardPick):
    def __init__(self, ctrl):
        CardPick.__init__(self, ctrl, CARDS)

    def compose(self, L):
        L[0] = "%s: card?" % self.ctrl.names[self.ctrl.game.turn]
        n = len(CARDS)
        self.tiles = ["%2s" % CARDS[(self.at + k) % n] for k in (-2, -1, 0, 1, 2)]
        self.sel = 2  # the middle of the five shown
        L[5] = self.card_info()
        L[7] = "OK: moves"
