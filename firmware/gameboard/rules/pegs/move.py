"""A Pegs & Jokers move: the card, the legs it moves and the pegs it bumps.

The move generator makes many moves per call, so it builds them without `__init__` and keeps
them packed in one tuple `packed` = (stamp, number of legs, legs..., bumps...); the text of
`legs` and `bumps` is made only when someone reads it. A packed step is one int holding the
seat and the from and to places as board codes; outside the core only `unpack` reads it (the
app uses packed moves as `Game.packed_moves` gives them: a crowded board has hundreds). The
stamp names the game state and seat the move was made for (0: none).
"""
from gameboard.rules.pegs.board import place_text

_new = object.__new__


def unpack(step, out=None):
    """(seat, from, to) of a packed step, the places as board codes (board.py); with `out` (a
    bytearray of 3) they are written there instead, which allocates nothing: for a loop over
    every move of a card."""
    if out is None:
        return step >> 16, (step >> 8) & 255, step & 255
    out[0] = step >> 16
    out[1] = (step >> 8) & 255
    out[2] = step & 255


def _text(steps):
    out = []
    for step in steps:
        seat, src, dst = unpack(step)
        out.append((seat, place_text(src), place_text(dst)))
    return tuple(out)


class Move:
    """Move(card, legs=(), bumps=()): legs and bumps are tuples of (seat, from, to) places."""

    _legs = None  # made on first reading, for moves from the generator
    _bumps = None

    def __init__(self, card, legs=(), bumps=()):
        self.card = card
        self._legs = tuple(tuple(leg) for leg in legs)
        self._bumps = tuple(tuple(b) for b in bumps)
        self.packed = None

    @property
    def legs(self):
        if self._legs is None:
            self._legs = _text(self.packed[2:2 + self.packed[1]])
        return self._legs

    @property
    def bumps(self):
        if self._bumps is None:
            self._bumps = _text(self.packed[2 + self.packed[1]:])
        return self._bumps

    def _key(self):
        return (self.card, self.legs, self.bumps)

    def __eq__(self, other):
        # By name, not isinstance: a move made before the rules core was unloaded and loaded
        # again (gameboard/modules.py) is of the first loading's class and still the same move.
        return type(other).__name__ == "Move" and self._key() == other._key()

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        return hash(self._key())

    def __str__(self):
        if not self.legs:
            return "%s: discard" % self.card
        text = "%s: %s" % (self.card, ", ".join("%s->%s" % (a, b) for _, a, b in self.legs))
        if self.bumps:
            text += " bumps " + ", ".join("seat %d %s->%s" % b for b in self.bumps)
        return text

    def __repr__(self):
        return "Move(%r, %r, %r)" % (self.card, self.legs, self.bumps)


def check_steps(move):
    """ValueError unless each leg and bump of a move written by hand is a (seat, from place,
    to place) step: anything else is no move, and must not fail later as another error."""
    for step in move.legs + move.bumps:
        if not (len(step) == 3 and isinstance(step[0], int) and isinstance(step[1], str)
                and isinstance(step[2], str)):
            raise ValueError("a move's legs and bumps are (seat, from, to) steps such as "
                             "(0, 'T10', 'T15'), not %r" % (step,))


def made(card, raw):
    """A move from its packed form (stamp, number of legs, packed legs..., packed bumps...)."""
    m = _new(Move)
    m.card = card
    m.packed = raw
    return m
