"""DiceBall's preset play tables (docs/rules.md 2.2) as text, and a preset read into its 36
result codes: all a new game of a preset needs of the tables (diceball_making.py). The checks of
a table of one's own, and a table's saved form, are diceball_tables.py's, loaded only for such a
table: a preset is known good (each passes those checks: tests/rules/test_diceball_tables.py).
"""

# The results' names in a table, by code (rules/diceball.py's result codes, whose LABELS are
# the same words with spaces and capitals).
RESULTS = ("single", "double", "triple", "home_run", "walk", "hit_by_pitch", "error",
           "strikeout", "ground_out", "fly_out", "pop_out", "sacrifice_fly", "double_play",
           "strike", "foul", "ball")


# The presets, each a text of 6 lines of result names: line `low` (from 1) lists the results of
# the rolls (low, low), (low, low + 1) .. (low, 6), so they read as a dice chart. Kept as text
# (one string a preset, not a string a line) and read only when a game first asks for the table
# (`codes`): a board keeps the 36 codes of the table it plays, not a dict of every preset.

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


def chart(name):
    """The preset `name`'s rolls and results, ((low, high), result name), row by row of its
    chart: read from its text as they are asked for."""
    if name not in TABLES:
        raise ValueError("unknown table %r: choose %s" % (name, ", ".join(sorted(TABLES))))
    for low, names in enumerate(TABLES[name].split("\n"), 1):
        for high, result in enumerate(names.split(), low):
            yield (low, high), result


def codes(name):
    """The preset `name`'s 36 result codes, indexed by `(d1 - 1) * 6 + (d2 - 1)` as
    diceball_tables.py's compile_table gives them, so the game finds a result with one index
    whichever die is read first (a bytearray, which the game reads and never writes)."""
    found = bytearray(36)
    for (low, high), result in chart(name):
        found[(low - 1) * 6 + high - 1] = found[(high - 1) * 6 + low - 1] = RESULTS.index(result)
    return found
