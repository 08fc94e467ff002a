"""Peg places as the game screens use them: small ints, their LEDs, and the holes a leg passes.

A place is written "S", "T<n>" or "H1".."H5" by the rules core (docs/rules.md 1.1); here it is one
small int (a track hole is its number, START is START, HOME hole h is START + h: the codes of
the rules core's packed moves), so the LED scene and the animations work on bytearrays and
never allocate while drawing.
"""
from gameboard.rules.pegs.board import HOLES_PER_SIDE as HOLES, IN_SPOT, START
from gameboard.rules.pegs.board import place_text as text  # noqa: F401 (used as P.text)

FORWARD = 0
BACKWARD = 1
JUMP = 2  # a Joker, a swap: the peg is lifted and put down


def code(place):
    """The code of a place the rules core wrote: trusted text, so no board to check it on."""
    c = place[0]
    if c == "S":
        return START
    if c == "H":
        return START + int(place[1:])
    return int(place[1:])


class Leds:
    """The LED of every place of every seat on a board with `sides` paddles. A peg in START
    sits in the START hole of its own slot (peg k of a seat in hole k+1)."""

    def __init__(self, board, sides):
        self.track = _leds(board, "track", HOLES, 0, sides)
        self.start = _leds(board, "start", 5, 1, sides)
        self.home = _leds(board, "home", 5, 1, sides)

    def of(self, seat, slot, c):
        if c < START:
            return self.track[c]
        if c == START:
            return self.start[5 * seat + slot]
        return self.home[5 * seat + c - START - 1]


def _leds(board, role, per_side, first, sides):
    """The LEDs of a role's holes, side after side, in an array made at its size: a list of
    them first (144 track holes on 8 sides) was a 2 KB block while a game opens, its peak."""
    from array import array
    leds = array("H", bytes(2 * per_side * sides))
    for k in range(per_side * sides):
        leds[k] = board.led(role, k % per_side + first, k // per_side)
    return leds


def forward_steps(seat, src, dst, length):
    """Holes a forward leg passes from src to dst (into HOME through the seat's in-spot)."""
    if src == START:
        return 1
    if dst > START:
        if src > START:
            return dst - src
        return (HOLES * seat + IN_SPOT - src) % length + dst - START
    return (dst - src) % length


def back_steps(src, dst, length):
    """Holes a backward leg passes, or -1 where none can go (START, HOME)."""
    if src >= START or dst >= START:
        return -1
    return (src - dst) % length


def at(seat, src, dst, way, k, length):
    """Where a leg's peg is after k of its steps."""
    if way == JUMP or src == START:
        return src if k == 0 else dst
    if way == BACKWARD:
        return (src - k) % length
    if src > START:
        return src + k
    if dst > START:
        d = (HOLES * seat + IN_SPOT - src) % length
        return (src + k) % length if k <= d else START + k - d
    return (src + k) % length


def ways(card, legs, length):
    """How each leg (seat, from, to) of a move travels: (way, steps) per leg. An 8 goes back; a
    split 9 has one leg forward and one back, found by which pairing makes 9; a swap and a Joker
    jump."""
    n = len(legs)
    if card == "JK" or (card == "2" and n == 2):
        return [(JUMP, 1)] * n
    if card == "8":
        return [(BACKWARD, back_steps(src, dst, length)) for seat, src, dst in legs]
    out = [(FORWARD, forward_steps(seat, src, dst, length)) for seat, src, dst in legs]
    if card == "9" and n == 2:
        (s1, a1, b1), (s2, a2, b2) = legs
        if out[0][1] + back_steps(a2, b2, length) == 9:
            out[1] = (BACKWARD, back_steps(a2, b2, length))
        else:
            out[0] = (BACKWARD, back_steps(a1, b1, length))
    return out
