"""Reading a saved DiceBall game back: the body of rules/diceball.py's Game.from_dict. The save's
fields are checked one by one, then the state they make against the rules (docs/rules.md
section 2), so a damaged or edited file is refused whole, with a ValueError, and never loads
half right. A module of its own, imported only when a save is read: a new game does without
its checks and their messages (the app lets it go again once the game is read back).
"""
from gameboard.rules import diceball
from gameboard.rules.diceball_making import OPTIONS, is_roll

# Its functions are kept short and its globals few (the rules core's names read from its
# module, binascii where it is used): a resume loads this module while the parsed save holds
# the heap, and each function's code, and the table of the module's globals (one size more
# past 17: 23 of 16 bytes), is one block to find among its holes.


def _impossible(what):
    raise ValueError("saved DiceBall game is impossible: " + what)


def _whole(x, what):
    """x if it is a whole number >= 0 (not a bool, a float or a text), else refuses."""
    if type(x) is not int or x < 0:
        _impossible("%s %r" % (what, x))
    return x


def _pair(values, what):
    """A visitor/home pair of whole numbers, as a new list."""
    if type(values) is not list or len(values) != 2:
        _impossible("%s %r" % (what, values))
    return [_whole(values[0], what), _whole(values[1], what)]


def _line(cells, skipped):
    """One team's line score, as a new list: runs, None for an unplayed half, or `skipped`
    (the home team's "X")."""
    if type(cells) is not list:
        _impossible("line score %r" % (cells,))
    for x in cells:
        if x is not None and x != skipped:
            _whole(x, "runs in the line score:")
    return list(cells)


def _log(saved, version):
    """The roll log of a save, as the game keeps it (a bytearray): version 2 wrote it as hex
    text, version 1 as a list of numbers. Checked roll by roll: a few milliseconds for the
    longest game's, where a set of every roll (and a set of the log's) was a table of 376
    bytes to find room for while the parsed save holds the heap."""
    log = None
    if version == 1:
        if type(saved) is list:
            log = saved
    elif type(saved) is str:
        from binascii import unhexlify
        try:
            log = unhexlify(saved)
        except ValueError:  # not hex (binascii.Error, on CPython, is a ValueError)
            pass
    if log is None:
        _impossible("a roll log with something that is not a roll")
    for e in log:
        if not is_roll(e):
            _impossible("a roll log with something that is not a roll")
    return bytearray(log)


def read(cls, data):
    """(game, (batting team, bases as bits, roll expected, last play)): the game (a `cls`,
    rules/diceball.py's Game) that to_dict() saved as `data`, and the state of it that only
    the game itself keeps, which Game.from_dict gives it before check()."""
    try:
        version = data["version"]
        if version not in (1, diceball.VERSION):
            raise ValueError("saved DiceBall game has version %r, this board reads 1 to %d"
                             % (version, diceball.VERSION))
        options = data["options"]
        if type(options) is not dict or sorted(options) != sorted(OPTIONS):
            raise ValueError("saved DiceBall game has options %r; it must name exactly %s"
                             % (options, ", ".join(OPTIONS)))
        options = dict(options)
        if not isinstance(options["table"], str):  # a preset's name is read as it is
            # A table of one's own: its reading and checks (diceball_tables.py) are loaded
            # for it alone, as a new game of it loads them.
            from gameboard.rules.diceball_tables import table_from_data
            options["table"] = table_from_data(options["table"])
        game = cls(**options)
        bat, bits = _score(game, data)
        expect, last = _play(game, data, version)
    except (KeyError, IndexError, TypeError, AttributeError) as e:
        _not_saved(e)
    return game, (bat, bits, expect, last)


def _score(game, data):
    """Reads the inning, the count, the bases and the score into `game`; (batting team,
    bases as bits)."""
    game.inning = _whole(data["inning"], "inning")
    if data["half"] not in diceball.HALVES:
        _impossible("half %r" % (data["half"],))
    bat = diceball.HALVES.index(data["half"])
    game.balls = _whole(data["balls"], "balls")
    game.strikes = _whole(data["strikes"], "strikes")
    game.outs = _whole(data["outs"], "outs")
    bases = data["bases"]
    if type(bases) is not list or len(bases) != 3 or not all(
            type(b) is bool for b in bases):
        _impossible("bases %r" % (bases,))
    bits = (1 if bases[0] else 0) | (2 if bases[1] else 0) | (4 if bases[2] else 0)
    line = data["line"]
    if type(line) is not list or len(line) != 2:
        _impossible("line score %r" % (line,))
    game.line = [_line(line[0], None), _line(line[1], "X")]
    game.runs = _pair(data["runs"], "runs")
    game.hits = _pair(data["hits"], "hits")
    game.errors = _pair(data["errors"], "errors")
    return bat, bits


def _play(game, data, version):
    """Reads the end of the game, if any, and the roll log into `game`; (roll expected,
    last play)."""
    winner = data["winner"]
    if type(data["over"]) is not bool or not (
            winner is None or (type(winner) is int and 0 <= winner <= 1)):
        _impossible("over %r, winner %r" % (data["over"], data["winner"]))
    game.over = data["over"]
    game.winner = winner
    if data["expects"] not in diceball.EXPECTS:
        _impossible("expects %r" % (data["expects"],))
    expect = diceball.EXPECTS.index(data["expects"])
    game.log = _log(data["log"], version)
    last = data["last"]
    if last is not None and (type(last) is not list or len(last) != 3 or not all(
            type(x) is int for x in last) or not (0 <= last[0] <= diceball.PITCHED_BALL
                                                  and 0 <= last[1] <= 4
                                                  and 0 <= last[2] < 32)):
        _impossible("last play %r" % (last,))
    return expect, None if last is None else (last[0], last[1], last[2])


def _not_saved(e):
    raise ValueError("not a saved DiceBall game (%s: %s)" % (type(e).__name__, e))


def check(game, state):
    """Refuses a read game (`state` as read gave it, the game given it) that no game can
    reach: the count and outs in range, a line score shaped by the inning and half (runs for
    each half played or under way, None for the rest, X only for a skipped last bottom
    half), runs that add up to it, and an end of the game (or none) that the rules would
    have called."""
    try:
        _check_possible(game, state[0], state[1], state[3])
    except (KeyError, IndexError, TypeError, AttributeError) as e:
        _not_saved(e)


def _check_score(game, bat):
    """Refuses a count or outs out of range, or a line score that does not fit the inning and
    half or add up to the runs."""
    i = game.inning
    line = game.line
    if not (game.balls <= 3 and game.strikes <= 2 and game.outs <= 2):
        _impossible("count %d-%d with %d outs" % (game.balls, game.strikes, game.outs))
    if game.over and (game.balls or game.strikes):
        _impossible("a count in a finished game")
    if len(line[0]) != len(line[1]) or len(line[0]) != max(game.innings, i) or i < 1:
        _impossible("inning %d with a line score of %d innings" % (i, len(line[0])))
    for team in (0, 1):
        if sum(x for x in line[team] if type(x) is int) != game.runs[team]:
            _impossible("runs %d do not add up to the line" % game.runs[team])
        for j in range(len(line[team])):
            x = line[team][j]
            if j < i - 1 or (j == i - 1 and (team == 0 or bat == 1)):
                fits = type(x) is int
            else:
                fits = x is None or (team == 1 and j == i - 1 and x == "X")
            if not fits:
                _impossible("the line score does not fit inning %d, %s" % (i, game.half))


def _check_possible(game, bat, bits, last):
    _check_score(game, bat)
    visitor, home = game.runs
    i = game.inning
    line = game.line
    skipped = line[1][i - 1] == "X"
    if game.over != (game.expects() is None) or (game.winner is None) == game.over:
        _impossible("game over and winner disagree")
    if game.expects() == "pitch" and not game.pitch_die:
        _impossible("a pitch expected in a game without the pitcher's die")
    if (last is None) != (not game.log):
        _impossible("the last play and the roll log disagree")
    if skipped != (game.over and bat == 0):
        _impossible("X in the line score of a game that did not end after a top half")
    mercy = game.mercy
    k, n = mercy if mercy is not None else (i + 1, 0)
    if game.over:
        lead = game.runs[game.winner] - game.runs[1 - game.winner]
        if lead <= 0 or (skipped and game.winner != 1):
            _impossible("the winner does not lead")
        if i < game.innings and not (i >= k and lead >= n):
            _impossible("a game over in inning %d of %d" % (i, game.innings))
        if (skipped or game.winner == 0) and (game.outs or bits):
            _impossible("outs or runners left after the last out of the game")
        return
    # A game under way: no end the rules would have called may have passed.
    if bat == 1 and ((i >= game.innings and home > visitor)
                           or (i >= k and home - visitor >= n)):
        _impossible("the home team leads in the bottom of inning %d and still bats" % i)
    if bat == 0 and i > 1:
        before = visitor - line[0][i - 1]  # the score after the previous inning
        if (i > game.innings and before != home) or (i > k and abs(before - home) >= n):
            _impossible("inning %d under way after an inning that ended the game" % i)
