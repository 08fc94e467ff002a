"""Making a DiceBall game (docs/rules.md section 2's options): the options checked, the play
table read from its preset's text (diceball_presets.py) or a table of one's own checked
(diceball_tables.py, loaded for that alone) and the runner rule's table read
(diceball_transitions.py: the runner rules of diceball_runners.py as data); a game played
through a log, and what a roll in one is. Imported by rules/diceball.py's Game as a game is
made: a game in play needs none of it, and the app lets it go, with the tables, once its game
is made (games/diceball/controller.py OPENING).
"""
from gameboard.rules.diceball_presets import codes as preset_codes
from gameboard.rules.diceball_transitions import TRANSITIONS

INNINGS = (3, 5, 7, 9)
OPTIONS = ("innings", "table", "pitch_die", "runners", "extra_runner", "mercy")


def checked(innings, table, pitch_die, runners, options):
    """(the table's 36 result codes, the runner rule's packed transitions, extra_runner,
    mercy as a tuple or None) for a new game of these options (`options` the keywords beyond
    the first four, which it empties); a ValueError naming the first one that is wrong."""
    extra_runner = options.pop("extra_runner", False)
    mercy = options.pop("mercy", None)
    if options:
        raise ValueError("unknown option(s): %s (options are %s)"
                         % (", ".join(sorted(options)), ", ".join(OPTIONS)))
    if type(innings) is not int or innings not in INNINGS:
        raise ValueError("innings must be 3, 5, 7 or 9, got %r" % (innings,))
    if type(pitch_die) is not bool:
        raise ValueError("pitch_die must be True or False, got %r" % (pitch_die,))
    if runners not in TRANSITIONS:
        raise ValueError("runners must be 'force' or 'advance', got %r" % (runners,))
    if type(extra_runner) is not bool:
        raise ValueError("extra_runner must be True or False, got %r" % (extra_runner,))
    if mercy is not None:
        if (not isinstance(mercy, (tuple, list)) or len(mercy) != 2
                or type(mercy[0]) is not int or type(mercy[1]) is not int
                or not 1 <= mercy[0] <= innings or mercy[1] < 1):
            raise ValueError("mercy must be None or (K, N): after inning K (1..%d) a lead "
                             "of N >= 1 runs ends the game; got %r" % (innings, mercy))
        mercy = (mercy[0], mercy[1])
    if isinstance(table, str):
        codes = preset_codes(table)
    else:
        from gameboard.rules.diceball_tables import compile_table
        codes = compile_table(table)
    return codes, TRANSITIONS[runners], extra_runner, mercy


def is_roll(e):
    """Whether `e` is a roll as a game's log keeps it: a pitch d as d, a swing d1, d2 as
    10 * d1 + d2, each die 1..6 (a save's reader checks its log with it too)."""
    return type(e) is int and (0 < e < 7 or (0 < e // 10 < 7 and 0 < e % 10 < 7))


def replayed(game, log):
    """`game`, new, played through the rolls of `log` (Game.from_log)."""
    for e in log:
        if not is_roll(e):
            raise ValueError("%r is not a roll in a DiceBall log" % (e,))
        if e < 10:
            game.pitch(e)
        else:
            game.bat(e // 10, e % 10)
    return game
