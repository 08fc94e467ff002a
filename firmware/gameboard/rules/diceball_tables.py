"""DiceBall play tables as data: what each roll of the batter's two dice means (docs/rules.md 2.2).

A table maps each of the 21 rolls, written lowest die first as `(low, high)`, to a result name.
`compile_table` checks a table and turns it into 36 result codes (bytes, rules/diceball.py's
codes) indexed by `(d1 - 1) * 6 + (d2 - 1)`, so the game finds a result with one index whichever
die is read first. The presets are diceball_presets.py's, which a new game of one reads alone;
this module is loaded while a game of a table of one's own is made (diceball_making.py), saved
or read back: a game in play keeps its 36 codes, not this module.
"""
from gameboard.rules import const
from gameboard.rules.diceball import (
    DOUBLE_PLAY, FLY_OUT, GROUND_OUT, POP_OUT, SACRIFICE_FLY, STRIKE, STRIKEOUT)
from gameboard.rules.diceball_presets import RESULTS, TABLES, chart


def preset(name):
    """The preset table `name` as a dict {(low, high): result name}."""
    return dict(chart(name))


# Results that can end a plate appearance with the batter out; a table needs one, or a
# half-inning could never end.
_OUTS = (STRIKEOUT, GROUND_OUT, FLY_OUT, POP_OUT, SACRIFICE_FLY, DOUBLE_PLAY, STRIKE)
_NO_CODE = const(255)  # a roll the table has not given a result yet


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
        # A preset's codes straight from its text, checked: no dict of it is made.
        return _codes(chart(table))
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
