"""DiceBall play tables as data: what each roll of the batter's two dice means (docs/rules.md 2.2).

A table maps each of the 21 rolls, written lowest die first as `(low, high)`, to a result name.
`compile_table` checks a table and turns it into 36 result codes (bytes, rules/diceball.py's
codes) indexed by `(d1 - 1) * 6 + (d2 - 1)`, so the game finds a result with one index whichever
die is read first. Loaded while a game is made (diceball_making.py), or a table of one's own
saved or read back: a game in play keeps its 36 codes, not this module.
"""
from gameboard.rules import const
from gameboard.rules.diceball import (
    DOUBLE_PLAY, FLY_OUT, GROUND_OUT, POP_OUT, SACRIFICE_FLY, STRIKE, STRIKEOUT)

# The results' names in a table, by code (rules/diceball.py's result codes, whose LABELS are
# the same words with spaces and capitals).
RESULTS = ("single", "double", "triple", "home_run", "walk", "hit_by_pitch", "error",
           "strikeout", "ground_out", "fly_out", "pop_out", "sacrifice_fly", "double_play",
           "strike", "foul", "ball")


# The presets, each a text of 6 lines of result names: line `low` (from 1) lists the results of
# the rolls (low, low), (low, low + 1) .. (low, 6), so they read as a dice chart. Kept as text
# (one string a preset, not a string a line) and read only when a game first asks for the table
# (`preset`, `compile_table`): a board keeps the 36 codes of the table it plays, not a dict of
# every preset.

# The peg-board table of docs/rules.md 2.2.
STANDARD = (
    "home_run double fly_out walk pop_out single\n"
    "double_play ground_out strikeout single strikeout\n"
    "walk triple ground_out fly_out\n"
    "walk pop_out strikeout\n"
    "double sacrifice_fly\n"
    "home_run")

# "Our National Ball Game" (McGill & Delany, 1886), as transcribed by FiveThirtyEight's Riddler
# of 22 March 2019 and Norvig's "Dice Baseball" notebook. Its "out at 1st" is a ground out and
# its "foul out" a pop out here; "strike" counts towards a strikeout as in docs/rules.md 2.2.
NATIONAL_BALL_GAME = (
    "double single single single error walk\n"
    "strike strike strike strike pop_out\n"
    "ground_out ground_out ground_out ground_out\n"
    "fly_out fly_out fly_out\n"
    "double_play triple\n"
    "home_run")

# The project's own variant for play with the pitcher's die (not a published table): the
# standard table with its walks and strikeouts turned into count results, so balls and strikes
# build up pitch by pitch, plus an error and a hit-by-pitch: 1-4 hit by pitch, 2-4 strike,
# 2-6 foul, 3-3 error, 4-4 ball, 4-6 strike.
STANDARD_COUNT = (
    "home_run double fly_out hit_by_pitch pop_out single\n"
    "double_play ground_out strike single foul\n"
    "error triple ground_out fly_out\n"
    "ball pop_out strike\n"
    "double sacrifice_fly\n"
    "home_run")

TABLES = {
    "standard": STANDARD,
    "national_ball_game": NATIONAL_BALL_GAME,
    "standard_count": STANDARD_COUNT,
}


def _chart(name):
    """The preset `name`'s rolls and results, ((low, high), result name), row by row of its
    chart: read from its text as they are asked for."""
    if name not in TABLES:
        raise ValueError("unknown table %r: choose %s" % (name, ", ".join(sorted(TABLES))))
    for low, names in enumerate(TABLES[name].split("\n"), 1):
        for high, result in enumerate(names.split(), low):
            yield (low, high), result


def preset(name):
    """The preset table `name` as a dict {(low, high): result name}."""
    return dict(_chart(name))


# Results that can end a plate appearance with the batter out; a table needs one, or a
# half-inning could never end.
_OUTS = (STRIKEOUT, GROUND_OUT, FLY_OUT, POP_OUT, SACRIFICE_FLY, DOUBLE_PLAY, STRIKE)
_NO_CODE = const(255)  # a roll the table has not given a result yet

_compiled = {}


def result_code(name):
    """The code of a result name; spaces and dashes may stand for underscores."""
    if isinstance(name, str):
        key = name.strip().lower().replace(" ", "_").replace("-", "_")
        if key in RESULTS:
            return RESULTS.index(key)
    raise ValueError("unknown result %r: a table may use %s" % (name, ", ".join(RESULTS)))


def compile_table(table):
    """Checks a table (a preset's name or a dict {(low, high): result}) and returns its 36
    result codes. Raises ValueError naming the first problem found."""
    if isinstance(table, str):
        # A preset's codes straight from its text: no dict of it is made.
        if table not in _compiled:
            _compiled[table] = _codes(_chart(table))
        return _compiled[table]
    if not isinstance(table, dict):
        raise ValueError("a table is a preset's name or a dict {(low, high): result}, got %r"
                         % (table,))
    # The rolls in an order of their own, not the dict's (repr: any kind of key sorts), so the
    # first problem named is the same on either runtime.
    return _codes([(key, table[key]) for key in sorted(table, key=repr)])


def _codes(rolls):
    """The 36 result codes of a table's rolls, ((low, high), result name) pairs, checked."""
    codes = bytearray(36)
    for i in range(36):
        codes[i] = _NO_CODE
    for key, name in rolls:
        if (not isinstance(key, tuple) or len(key) != 2 or type(key[0]) is not int
                or type(key[1]) is not int or not (1 <= key[0] <= 6 and 1 <= key[1] <= 6)):
            raise ValueError("table key %r is not a roll (low, high) of two dice 1..6" % (key,))
        low, high = key
        if low > high:
            raise ValueError("table roll %r must be written lowest die first: (%d, %d)"
                             % (key, high, low))
        code = result_code(name)
        codes[(low - 1) * 6 + high - 1] = code
        codes[(high - 1) * 6 + low - 1] = code
    for low in range(1, 7):
        for high in range(low, 7):
            if codes[(low - 1) * 6 + high - 1] == _NO_CODE:
                raise ValueError("the table has no result for the roll %d-%d" % (low, high))
    if not any(code in _OUTS for code in codes):
        raise ValueError("the table has no result that puts the batter out, so an inning "
                         "could never end")
    return bytes(codes)


def table_to_data(table):
    """A table as JSON-safe data: a preset's name, or a list of [low, high, result]."""
    if isinstance(table, str):
        return table
    codes = compile_table(table)
    return [[low, high, RESULTS[codes[(low - 1) * 6 + high - 1]]]
            for low in range(1, 7) for high in range(low, 7)]


def table_from_data(data):
    """The inverse of table_to_data."""
    if isinstance(data, str):
        return data
    try:
        # The dice stay as saved: compile_table refuses any that is not a whole number 1..6.
        table = dict(((low, high), name) for low, high, name in data)
        if len(table) != len(data):
            raise ValueError
    except (TypeError, ValueError):
        raise ValueError("a saved table is a name or a list of [low, high, result], one for "
                         "each roll, got %r" % (data,))
    return table
