"""Why a score sheet refuses what it was given (scoresheet.py and its sheet_<game> modules): the
words of the ValueError for a bad round, a bad entry of one, or a sheet that cannot be started.
A module of its own, loaded only when something is refused (scoresheet.refusal): the sheets'
code holds a number for each refusal (its index in WORDS, a private const of the module that
raises it, which MicroPython's compiler puts straight into the code), not its words, and the
app lets the module go again once a refused entry has its words (games/cards/entry.py).
"""

WORDS = (  # by index, each with the const that names it
    # Starting a sheet.
    "%s keeps chips, not a score sheet",  # 0 _KEEPS_CHIPS
    "the first dealer must be a seat 0..%d, not %r",  # 1 _NO_DEALER
    # Entering a round.
    "round %d is already entered: edit it instead",  # 2 _ENTERED
    "the next round is round %d, not %r",  # 3 _NOT_NEXT
    "the game is over",  # 4 _OVER
    "no round has been played yet",  # 5 _NONE_PLAYED
    "a %s round has no %s (its fields are %s)",  # 6 _NO_FIELD
    "a %s round needs %s",  # 7 _MISSING
    # A result's fields.
    "%s must be a seat 0..%d, not %r",  # 8 _NO_SEAT
    "%s must be a list of %d whole numbers, not %r",  # 9 _NO_COUNTS
    "%s of %s %d: %r is not a whole number >= 0",  # 10 _NOT_WHOLE
    "%s of %s %d: %d, but cards count in steps of %d",  # 11 _NOT_IN_STEPS
    "seat %d went out but has %d points left",  # 12 _OUT_WITH_POINTS
    "seat %d did not go out, so holds a card: at least %d point(s)",  # 13 _IN_WITHOUT
    "laid must be a list of seats, not %r",  # 14 _LAID_NO_LIST
    "a player lays down at most one contract a round: %r",  # 15 _LAID_TWICE
    "%s must be True or False, not %r",  # 16 _NO_FLAG
    "this table plays without %s",  # 17 _RULE_OFF
    "out must be a partnership 0..%d, not %r",  # 18 _NO_PARTNERSHIP
    "%d red 3s, but %d decks hold %d",  # 19 _RED_3S
    "partnership %d went out with %d clean and %d dirty books; going out needs %d of each",
    # 20 _OUT_WITHOUT_BOOKS
    "partnership %d's melds count %d, less than its books' cards can (%d)",  # 21 _UNDER_BOOKS
    "partnership %d's melds count %d, less than this deal's first meld (%d)",
    # 22 _UNDER_FIRST_MELD
)


def words(code, args):
    """The words of refusal `code` (an index into WORDS) with its `args` (a tuple) put in."""
    return WORDS[code] % args
