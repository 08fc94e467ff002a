"""Board geometry of Pegs & Jokers (docs/rules.md 1.1): places as small integers and as text.

Inside the core a peg's place is one small int: a track hole 0 .. 18N-1 is its own number,
START is `START` and HOME hole h (1..5) is `START + h`. 250.. stays clear of the largest track
(8 sides, 144 holes) and still fits a byte, so a place is one byte in the action log.
"""
from gameboard.rules import const

HOLES_PER_SIDE = const(18)
COME_OUT = const(8)
IN_SPOT = const(3)
START = const(250)
ALL_HOME = const(31)  # the HOME bit mask when all 5 holes hold a peg

MIN_SIDES = const(3)
MAX_SIDES = const(8)

OFF_TRACK = ("S", "H1", "H2", "H3", "H4", "H5")


def track_length(sides):
    return HOLES_PER_SIDE * sides


def come_out(side):
    return HOLES_PER_SIDE * side + COME_OUT


def in_spot(side):
    return HOLES_PER_SIDE * side + IN_SPOT


def place_text(code):
    """The text of a place code. Made on demand: a table of all 150 would cost a small board
    more memory than the rest of the core's state."""
    if code >= START:
        return OFF_TRACK[code - START]
    return "T%d" % code


def _numeral(digits):
    """True for a number written as places() writes it: ASCII digits, no leading zero (so
    "T01" is not a second spelling of T1, and CPython's str.isdigit(), which takes any
    script's digits where MicroPython's takes ASCII only, decides nothing)."""
    for c in digits:
        if not "0" <= c <= "9":
            return False
    return digits == "0" or digits[0] != "0"


def place_code(text, length):
    """The code of a place written "S", "T<n>" or "H1".."H5" on a track of `length` holes."""
    if not isinstance(text, str):
        raise ValueError("a place must be text like 'S', 'T12' or 'H3', not %r" % (text,))
    if text == "S":
        return START
    if len(text) == 2 and text[0] == "H" and "1" <= text[1] <= "5":
        return START + int(text[1])
    if len(text) > 1 and text[0] == "T" and _numeral(text[1:]):
        n = int(text[1:])
        if n < length:
            return n
        raise ValueError("hole %s is off the board: the track has T0..T%d" % (text, length - 1))
    raise ValueError("%r is not a place: write 'S', 'T<n>' or 'H1'..'H5'" % (text,))


def to_go(code, side, length):
    """Steps a peg of `side` at `code` still has to make to reach H5 (START counts as one more
    than the come-out hole)."""
    if code == START:
        return length + 1
    if code > START:
        return 5 - (code - START)
    return (in_spot(side) - code) % length + 5
