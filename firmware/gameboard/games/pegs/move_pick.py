"""Moves: the highlighted card's moves, chosen the way pick.py offers them (first a peg and
where it goes, then the rest of a split or swap), each previewed on the LEDs: the pegs it moves
dimmed where they are, where they go blinking, the pegs it bumps flashing. OK plays the move
(or goes on to its second step), BACK goes up a step, then back to the card. A card with no
move offers "No move: discard".
"""
from gameboard.games import controller
from gameboard.games.pegs import pick as K
from gameboard.games.pegs import places as P
from gameboard.games.pegs import scene as S
from gameboard.games.pegs import words as W
from gameboard.games.pegs.controller import Screen
from gameboard.rules.pegs.move import unpack
from gameboard.ui import text


class Moves(Screen):
    def __init__(self, ctrl, pick):
        """pick: the card pick screen (card_pick.py) whose highlighted card this is."""
        Screen.__init__(self, ctrl)
        self.pick = pick
        self.card = pick.card
        self.raws = pick.raws
        self.stage = 1   # 2: the rest of the move with the first choice `key`
        self.key = None
        if self.raws:
            if pick.keyed is None:
                pick.keyed = K.keys(self.card, self.raws)
            self.choices, self.wholes = pick.keyed
        else:
            self.choices = [K.DISCARD]
            self.wholes = [-1]
        self.index = 0
        self._preview()

    def current(self):
        """(index in raws of the option's whole move or -1, and the step it shows when it is
        not a whole move yet, else None). A discard is (-1, None)."""
        opt = self.choices[self.index]
        if opt == K.DISCARD:
            return -1, None
        if self.stage == 2:
            return opt, None
        i = self.wholes[self.index]
        return i, (None if i >= 0 else opt)

    def handle(self, ev):
        ctrl = self.ctrl
        d = controller.step(ev)
        if d:
            self.index = (self.index + d) % len(self.choices)
        elif ev == ("press", "OK"):
            return self._choose()
        elif ev == ("press", "BACK"):
            if self.stage == 1:
                self.pick.light_movable()
                ctrl.show(self.pick)
                return controller.REDRAW
            self.stage = 1
            self.choices, self.wholes = self.pick.keyed
            self.index = self.choices.index(self.key)
        else:
            return ctrl.other(ev)
        self.page = 0
        self._preview()
        ctrl.compose()
        return controller.REDRAW

    def _choose(self):
        """OK: the move is played, or a split/swap goes on to its second step."""
        i, leg = self.current()
        if leg is not None:
            self.key = leg
            self.stage = 2
            self.choices = K.under(self.card, self.raws, leg)
            self.index = 0
            self.page = 0
            self._preview()
            self.ctrl.compose()
            return controller.REDRAW
        g = self.ctrl.game
        if i < 0:
            from gameboard.rules.pegs import Move
            return self.ctrl.apply(Move(self.card), [], [])
        legs, bumps = K.steps_of(self.raws[i])
        return self.ctrl.apply(g.move_of(g.turn, self.card, self.raws[i]), legs, bumps)

    def _preview(self):
        sc = self.ctrl.scene
        i, leg = self.current()
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
            seat, src, dst = unpack(step)
            out.append((sc.peg_led(seat, src), S.STEADY, sc.dim[seat]))
            out.append((sc.leds.of(seat, 0, dst), S.BLINK, rgb[seat]))
        if raw is not None:
            for step in K.bumps(raw):
                seat, src, dst = unpack(step)
                out.append((sc.peg_led(seat, src), S.FLASH, rgb[seat]))
                if dst == P.START:
                    k = sc.slot(seat, src)
                    out.append((sc.leds.start[5 * seat + k], S.STEADY, sc.dim[seat]))
                else:
                    out.append((sc.leds.track[dst], S.STEADY, sc.dim[seat]))
        sc.preview = out

    def compose(self, L):
        ctrl = self.ctrl
        g = ctrl.game
        seat = g.turn
        names = ctrl.names
        L[0] = "%s %s %d/%d" % (names[seat][:6], self.card, self.index + 1, len(self.choices))
        i, leg = self.current()
        lines = []
        key = None
        if self.stage == 2:  # the leg chosen first, then the rest of the move
            key = unpack(self.key)
            lines = text.wrap("with " + W.first(self.card, key, seat, names, g.L)[0], text.COLS)
        if leg is not None:
            phrase, rest = W.first(self.card, unpack(leg), seat, names, g.L)
            lines.extend(text.wrap(phrase, text.COLS))
            lines.append(rest)
        else:
            legs, bumps = K.steps_of(self.raws[i]) if i >= 0 else ([], [])
            lines.extend(W.lines(self.card, legs, bumps, seat, names, g.L, key))
        # Row 1 stays blank above a first choice's lines; the second step begins there.
        top = 1 if self.stage == 2 else 2
        self.fill(L, top, 7 - top, lines)
        L[7] = "OK: play" if leg is None else "OK: next"
