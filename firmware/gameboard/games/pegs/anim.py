"""The screen of a move just played: on the LEDs each leg hole by hole, then the effects (swaps,
Jokers, bumps, partner bumps, HOME entries, a win), on the clock; on the OLED who played what.

`Anim(ctrl, before, legs, bumps, card, winners)` is made once when a move is confirmed (the
rules game has already played it: the move is saved before it is shown). Its ticks move the
scene on (`frame(now)`: True when the frame changed) and, at the end, start the next turn; any
press skips to the end (`finish()`), BACK then opens the game menu. Times come only from the
clock passed in, so a virtual clock plays it exactly the same every run, and nothing is
allocated per frame: the segments are tuples made here, once: a leg
(_LEG, peg index, seat, from, to, way, steps), an effect (_FX, the scene's effect tuple, index
of the peg it sends back or -1, where to).
"""
from gameboard import const, ticks
from gameboard.games import controller
from gameboard.games.pegs import places as P
from gameboard.games.pegs import scene as S
from gameboard.games.pegs.controller import Screen
from gameboard.ui import text

STEP_MS = 150       # one hole of a leg
_FX_MS = const(90)  # one frame of an effect
_FX_FRAMES = const(8)
_WIN_FRAMES = const(36)
_LEG = const(0)
_FX = const(1)
# The buzzer's notes of each effect, one per frame from its start (Hz; 0 a rest).
NOTES = {
    S.BUMP: (196, 147),
    S.PARTNER: (440, 330, 440),
    S.SWAP: (660, 880, 660, 880),
    S.JOKER: (523, 659, 784, 1047),
    S.HOME: (784, 988, 1175),
    S.WIN: (523, 659, 784, 1047, 0, 784, 1047),
}


def _slot(before, after, seat, src, dst, used):
    """Which peg of `seat` a step moved: at src before and at dst after (else any at src)."""
    pick = -1
    for k in range(5):
        i = 5 * seat + k
        if before[i] == src and i not in used:
            if after[i] == dst:
                return i
            if pick < 0:
                pick = i
    return pick


def _after(before, legs, bumps):
    """The places of all pegs after the steps, as the rules moved them: slot by slot, in
    order."""
    after = bytearray(before)
    for seat, src, dst in legs + bumps:
        for k in range(5):
            if after[5 * seat + k] == src:
                after[5 * seat + k] = dst
                break
    return after


class Anim(Screen):
    def __init__(self, ctrl, before, legs, bumps, card, winners):
        """legs, bumps: (seat, src, dst) place codes; before: the places of all pegs (as
        scene.shown has them) before the move; winners: the seats that won with it."""
        Screen.__init__(self, ctrl)
        scene = ctrl.scene
        self.scene = scene
        self.after = after = _after(before, legs, bumps)
        self.beep = ctrl.beep
        self.length = length = ctrl.game.L
        segs = []
        used = []
        leds = scene.leds
        w = P.ways(card, legs, length)
        for n in range(len(legs)):
            seat, src, dst = legs[n]
            i = _slot(before, after, seat, src, dst, used)
            used.append(i)
            way, steps = w[n]
            segs.append((_LEG, i, seat, src, dst, way, max(1, steps)))
        if card == "2" and len(legs) == 2:
            (s1, a, b), (s2, _, _) = legs
            segs.append((_FX, (S.SWAP, leds.track[a], leds.track[b], scene.rgb[s1],
                                scene.rgb[s2], s1), -1, 0))
        elif card == "JK" and legs:
            seat, src, dst = legs[0]
            segs.append((_FX, (S.JOKER, leds.track[dst], 0, 0, 0, seat), -1, 0))
        for seat, src, dst in bumps:
            i = _slot(before, after, seat, src, dst, used)
            used.append(i)
            kind = S.BUMP if dst == P.START else S.PARTNER
            rgb = scene.rgb[seat]
            segs.append((_FX, (kind, leds.track[src], leds.of(seat, i - 5 * seat, dst), rgb, rgb,
                                seat), i, dst))
        for seat, src, dst in legs:
            if dst > P.START and src <= P.START:
                segs.append((_FX, (S.HOME, 0, 0, 0, 0, seat), -1, 0))
        if winners:
            scene.winners = winners
            segs.append((_FX, (S.WIN, 0, 0, 0, 0, -1), -1, 0))
        self.segs = segs
        self.t0 = ctrl.now()
        self.at = -1      # current segment
        self.step = -1    # its step or frame
        self.done = False
        scene.shown[:] = before
        scene.preview = ()
        scene.effect = None

    def kinds(self):
        """The effects this move shows, in order (for tests and the simulator)."""
        return [seg[1][0] for seg in self.segs if seg[0] == _FX]

    def _length(self, seg):
        if seg[0] == _LEG:
            return seg[6] * STEP_MS
        return (_WIN_FRAMES if seg[1][0] == S.WIN else _FX_FRAMES) * _FX_MS

    def _end_of(self, seg):
        """Leaves a segment's lasting change on the scene."""
        if seg[0] == _LEG:
            self.scene.shown[seg[1]] = seg[4]
        elif seg[2] >= 0:
            self.scene.shown[seg[2]] = seg[3]
        self.scene.effect = None

    def handle(self, ev):
        if ev[0] != "press":
            return controller.NOTHING
        self.finish()
        if ev[1] == "BACK":
            return self.ctrl.open_menu()
        self.ctrl.begin_turn()
        return controller.REDRAW

    def tick(self, now):
        changed = self.frame(now)
        if self.done:
            self.ctrl.begin_turn()
            return controller.REDRAW
        return controller.REDRAW if changed else controller.NOTHING

    def compose(self, L):
        ctrl = self.ctrl
        L[0] = "%s played" % ctrl.names[ctrl.movers[-1]]
        self.fill(L, 2, 5, text.wrap(ctrl.recent[-1], text.COLS))
        L[7] = "OK: skip"

    def frame(self, now):
        if self.done:
            return False
        e = ticks.diff(now, self.t0)
        segs = self.segs
        i = 0
        while i < len(segs) and e >= self._length(segs[i]):
            e -= self._length(segs[i])
            i += 1
        while self.at < i:
            if self.at >= 0:
                self._end_of(segs[self.at])
            self.at += 1
            self.step = -1
        if i == len(segs):
            self.finish()
            return True
        seg = segs[i]
        if seg[0] == _LEG:
            k = min(seg[6], e // STEP_MS + 1)
            if k == self.step:
                return False
            self.step = k
            self.scene.shown[seg[1]] = P.at(seg[2], seg[3], seg[4], seg[5], k, self.length)
            return True
        p = e // _FX_MS
        if p == self.step:
            return False
        sc = self.scene
        if self.step < 0:
            sc.effect = seg[1]
            if seg[2] >= 0:  # the bumped peg is on its way back during the effect
                sc.shown[seg[2]] = seg[3]
        self.step = p
        sc.phase = p
        notes = NOTES[seg[1][0]]
        if p < len(notes) and notes[p]:
            self.beep(notes[p], _FX_MS - 10)
        return True

    def finish(self):
        self.scene.shown[:] = self.after
        self.scene.effect = None
        self.done = True
