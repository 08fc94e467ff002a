"""DiceBall (dice baseball) as played by the board: docs/rules.md section 2.

`Game` is a thin state machine over the play tables (diceball_tables) and the runner rules
(diceball_runners): a pitch or a swing looks its result up, the runner rules move the bases, and
the game keeps the count, the outs, the line score and the end of the game. Every roll goes into
`log` as one number (a pitch d as d, a swing d1, d2 as 10 * d1 + d2), so `Game.from_log` replays
a game exactly. The log is a bytearray, a byte a roll: it grows a few bytes at a time, where a
list of a long game's rolls would need kilobytes in one block of a fragmented heap.

This module is what a game in play needs: its result codes and their words, the rolls and the
save. What only a game's making needs (its options checked, a preset's codes read from its text
or a table of one's own checked, its runner rule's table: diceball_making.py with
diceball_presets.py, diceball_tables.py and diceball_transitions.py, the runner rules as data),
the reading of a save (diceball_saved.py, `Game.from_dict`) and the words of a refused roll
(diceball_refusals.py) are modules of their own, imported for that alone: the app lets them go
once its game is made (docs/architecture.md, "Memory: the budget of each board").
"""
import binascii

from gameboard.rules import const

# The save's version. 2: the log as hex text, a byte a roll (at a save, one short string where
# a list of numbers took a block of kilobytes); 1, read too: the log as a list of numbers.
VERSION = 2

# Result codes, the values a play table gives a roll (diceball_tables.py). Hits come first
# (code <= HOME_RUN is a hit), then the ways to first base, the outs, and last the results that
# only change the count (code >= STRIKE).
SINGLE = const(0)
DOUBLE = const(1)
TRIPLE = const(2)
HOME_RUN = const(3)
WALK = const(4)
HIT_BY_PITCH = const(5)
ERROR = const(6)
STRIKEOUT = const(7)
GROUND_OUT = const(8)
FLY_OUT = const(9)
POP_OUT = const(10)
SACRIFICE_FLY = const(11)
DOUBLE_PLAY = const(12)
STRIKE = const(13)
FOUL = const(14)
BALL = const(15)

# Each result's words, by code (a table writes them as diceball_tables.py's RESULTS).
LABELS = ("Single", "Double", "Triple", "Home run", "Walk", "Hit by pitch", "Error",
          "Strikeout", "Ground out", "Fly out", "Pop out", "Sacrifice fly", "Double play",
          "Strike", "Foul", "Ball")

# What the game expects next, and its names (expects()); the save reader
# (diceball_saved.py) reads the public names below too.
_PITCH = const(0)
_BAT = const(1)
_OVER = const(2)
EXPECTS = ("pitch", "bat", None)
HALVES = ("top", "bottom")

# What the last roll was, beyond the table's result codes (0..15).
PITCHED_STRIKE = const(16)
PITCHED_BALL = const(17)

# Notes on the last roll, a bit mask: they pick the words of `last_text`.
_FOUR_BALLS = const(1)
_THREE_STRIKES = const(2)
_SIDE_OUT = const(4)
_GAME_OVER = const(8)
_COUNT_KEPT = const(16)
_PIECE = const(32)  # log bytes in a piece of a streamed save (json_pieces)


class Game:
    """One game. Options: innings 3/5/7/9; table, a preset's name or {(low, high): result};
    pitch_die; runners "force" or "advance"; extra_runner (a runner on 2nd in each extra
    half-inning); mercy None or (K, N). State, read by the scoreboard: inning, half, balls,
    strikes, outs, bases, line, runs, hits, errors (pairs, visitor first), over, winner,
    last_roll, last_text, log."""

    def __init__(self, innings=9, table="standard", pitch_die=True, runners="force",
                 **options):
        from gameboard.rules.diceball_making import checked
        self._codes, self._trans, extra_runner, mercy = checked(
            innings, table, pitch_die, runners, options)
        self.table = table if isinstance(table, str) else dict(table)
        self.innings = innings
        self.pitch_die = pitch_die
        self.runners = runners
        self.extra_runner = extra_runner
        self.mercy = mercy

        self.inning = 1
        self._bat = 0  # the batting team: 0 visitor (top), 1 home (bottom)
        self.balls = self.strikes = self.outs = 0
        self._b = 0  # bases as bits: 1 first, 2 second, 4 third
        self.line = [[None] * innings, [None] * innings]
        self.line[0][0] = 0
        self.runs = [0, 0]
        self.hits = [0, 0]
        self.errors = [0, 0]
        self.over = False
        self.winner = None
        # A pitch starts with the pitcher's die, or without it with the batter's dice: worked
        # out where needed, not kept (23 attributes fit an instance's table of 23; 24 took 29).
        self._expect = _PITCH if pitch_die else _BAT
        self.log = bytearray()
        self._last = None

    # -- what the scoreboard reads ------------------------------------------------------------

    def expects(self):
        """"pitch", "bat", or None once the game is over."""
        return EXPECTS[self._expect]

    @property
    def half(self):
        return HALVES[self._bat]

    @property
    def bases(self):
        b = self._b
        return (b & 1 != 0, b & 2 != 0, b & 4 != 0)

    @property
    def last_roll(self):
        """The last roll as a tuple: (d,) for a pitch, (d1, d2) for a swing; None before any."""
        if not self.log:
            return None
        e = self.log[-1]
        return (e,) if e < 10 else (e // 10, e % 10)

    @property
    def last_text(self):
        """A short text of what the last roll did, e.g. "Double, 2 runs"."""
        if self._last is None:
            return ""
        code, runs, notes = self._last
        if code == PITCHED_STRIKE:
            # Not "strike": the count does not change (docs/rules.md 2.1).
            text = "Pitch: hittable, batter swings"
        elif code == PITCHED_BALL or code == BALL:
            text = "Ball four, walk" if notes & _FOUR_BALLS else "Ball %d" % self.balls
            if code == PITCHED_BALL:
                text = "Pitch: " + text[0].lower() + text[1:]
        elif code == STRIKE:
            text = "Strike three, out" if notes & _THREE_STRIKES else "Strike %d" % self.strikes
        elif code == FOUL:
            text = "Foul, still 2 strikes" if notes & _COUNT_KEPT else (
                "Foul, strike %d" % self.strikes)
        elif code == SACRIFICE_FLY and not runs:
            # No runner on 3rd, or the third out: nobody could score (docs/rules.md 2.3).
            text = LABELS[FLY_OUT]
        else:
            text = LABELS[code]
        if runs:
            text += ", %d run%s" % (runs, "" if runs == 1 else "s")
        if notes & _GAME_OVER:
            text += ", game over" if notes & _SIDE_OUT else ", walk-off!"
        elif notes & _SIDE_OUT:
            text += ", side out"
        return text

    # -- rolls --------------------------------------------------------------------------------

    def pitch(self, d):
        """The pitcher's die: 1-4 a strike (the batter swings next), 5-6 a ball."""
        if self._expect != _PITCH or type(d) is not int or not 0 < d < 7:
            self._refuse("pitch", (d,))
        self.log.append(d)
        if d <= 4:
            self._expect = _BAT
            self._last = (PITCHED_STRIKE, 0, 0)
            return
        self.balls += 1
        if self.balls == 4:
            self._plate(WALK, PITCHED_BALL, _FOUR_BALLS)
        else:
            self._last = (PITCHED_BALL, 0, 0)

    def bat(self, d1, d2):
        """The batter's two dice, in either order."""
        if (self._expect != _BAT or type(d1) is not int or type(d2) is not int
                or not (0 < d1 < 7 and 0 < d2 < 7)):
            self._refuse("bat", (d1, d2))
        self.log.append(d1 * 10 + d2)
        code = self._codes[d1 * 6 + d2 - 7]
        if code < STRIKE:
            self._plate(code, code, 0)
            return
        notes = 0
        if code == STRIKE:
            self.strikes += 1
            if self.strikes == 3:
                self._plate(STRIKEOUT, STRIKE, _THREE_STRIKES)
                return
        elif code == FOUL:
            if self.strikes < 2:
                self.strikes += 1
            else:
                notes = _COUNT_KEPT
        else:
            self.balls += 1
            if self.balls == 4:
                self._plate(WALK, BALL, _FOUR_BALLS)
                return
        self._expect = _PITCH if self.pitch_die else _BAT
        self._last = (code, 0, notes)

    def _refuse(self, action, dice):
        """Refuses `dice` for `action` with a ValueError; its words are diceball_refusals.py's,
        loaded only for a refusal."""
        from gameboard.rules.diceball_refusals import refusal
        raise ValueError(refusal(self, action, dice))

    # -- the rules ----------------------------------------------------------------------------

    def _plate(self, code, shown, notes):
        """Ends the plate appearance with result `code`; the last roll is remembered as
        `shown` (what the roll itself was) with `notes`."""
        team = self._bat
        t = self._trans[(code * 8 + self._b) * 3 + self.outs]
        if code <= HOME_RUN:
            self.hits[team] += 1
        elif code == ERROR:
            self.errors[1 - team] += 1
        self.balls = self.strikes = 0
        self._expect = _PITCH if self.pitch_die else _BAT
        runs = 0
        if t & 0x38:
            runs = self._score(team, t >> 3 & 7, code == HOME_RUN)
            if self.over:
                # The winning play stands whole: a walk-off sacrifice fly's batter is out too.
                # (A play that scores never makes the third out, so this is at most 2.)
                self.outs = t >> 6
                self._b = t & 7
                self._last = (shown, runs, notes | _GAME_OVER)
                return
        if t < 0xC0:  # fewer than three outs
            self.outs = t >> 6
            self._b = t & 7
        else:
            self._end_half()
            notes |= _SIDE_OUT | (_GAME_OVER if self.over else 0)
        self._last = (shown, runs, notes)

    def _score(self, team, runs, home_run):
        """Adds runs for the batting team; the home team's stop at the run that ends the game
        (a walk-off, or the mercy lead), except on a home run, where all of them count."""
        ends = False
        if team:
            target = self._home_target()
            if target is not None and self.runs[1] + runs >= target:
                ends = True
                if not home_run:
                    runs = target - self.runs[1]
        self.line[team][self.inning - 1] += runs
        self.runs[team] += runs
        if ends:
            self._finish(1)
        return runs

    def _home_target(self):
        """The home score that ends the game at once in this bottom half, or None."""
        visitor = self.runs[0]
        target = visitor + 1 if self.inning >= self.innings else None
        mercy = self.mercy
        if mercy is not None and self.inning >= mercy[0]:
            if target is None or visitor + mercy[1] < target:
                target = visitor + mercy[1]
        return target

    def _mercy_lead(self, lead):
        mercy = self.mercy
        return mercy is not None and self.inning >= mercy[0] and lead >= mercy[1]

    def _end_half(self):
        self.outs = 0
        self._b = 0
        visitor, home = self.runs
        i = self.inning
        if self._bat == 0:
            if home > visitor and (i >= self.innings or self._mercy_lead(home - visitor)):
                self.line[1][i - 1] = "X"
                self._finish(1)
                return
            self._bat = 1
            self.line[1][i - 1] = 0
        else:
            if visitor != home and (i >= self.innings
                                    or self._mercy_lead(abs(visitor - home))):
                self._finish(0 if visitor > home else 1)
                return
            self.inning = i + 1
            self._bat = 0
            if i == len(self.line[0]):
                self.line[0].append(None)
                self.line[1].append(None)
            self.line[0][i] = 0
        if self.extra_runner and self.inning > self.innings:
            self._b = 2

    def _finish(self, winner):
        self.over = True
        self.winner = winner
        self._expect = _OVER

    # -- saving, replaying, copying -----------------------------------------------------------

    def options(self):
        """The keyword arguments that make a new game like this one."""
        return {"innings": self.innings, "table": self.table, "pitch_die": self.pitch_die,
                "runners": self.runners, "extra_runner": self.extra_runner,
                "mercy": self.mercy}

    def to_dict(self, streamed=False):
        """The whole game as JSON-safe data. With `streamed` it is for a save that writes it at
        once: it holds the game's own lists and tuples, not copies of them (a save's blocks
        fewer), and the log is an object whose json_pieces() give the same JSON text a few dozen
        bytes at a time, never the log's hex text, a block that grew with every roll."""
        options = self.options()
        if not isinstance(self.table, str):  # a table of one's own: the tables' code reads it
            from gameboard.rules.diceball_tables import table_to_data
            options["table"] = table_to_data(self.table)
        line, runs, hits, errors, last = self.line, self.runs, self.hits, self.errors, self._last
        if not streamed:  # data of its own, for whoever keeps it
            options["mercy"] = None if self.mercy is None else list(self.mercy)
            line = [list(line[0]), list(line[1])]
            runs, hits, errors = list(runs), list(hits), list(errors)
            last = None if last is None else list(last)
        return {
            "version": VERSION, "options": options, "inning": self.inning,
            "half": self.half, "balls": self.balls, "strikes": self.strikes, "outs": self.outs,
            "bases": self.bases if streamed else list(self.bases), "line": line, "runs": runs,
            "hits": hits, "errors": errors, "over": self.over, "winner": self.winner,
            "expects": self.expects(),
            "log": _LogText(self.log) if streamed else binascii.hexlify(self.log).decode(),
            "last": last,
        }

    @classmethod
    def from_dict(cls, data):
        """The game that to_dict() saved. Refuses, with a ValueError, data that is not such a
        save and any save of a state no game can reach (a damaged or edited file), so a bad
        save never loads half right. The checks are diceball_saved.py's, loaded only to read
        a save: a new game does without them."""
        from gameboard.rules.diceball_saved import check, read
        game, state = read(cls, data)
        game._bat, game._b, game._expect, game._last = state
        check(game, state)
        return game

    @classmethod
    def from_log(cls, log, **options):
        """A new game with these options, played through the rolls of `log`."""
        from gameboard.rules.diceball_making import replayed
        return replayed(cls(**options), log)

    def clone(self):
        return Game.from_dict(self.to_dict())

    def __eq__(self, other):  # != is its opposite, on either runtime
        return isinstance(other, Game) and self.to_dict() == other.to_dict()


class _LogText:
    """The JSON text of to_dict()'s log (json.dumps's bytes of its hex string), _PIECE log
    bytes at a time (json_pieces): read from the live log as the save is written."""

    def __init__(self, log):
        self.log = log

    def json_pieces(self):
        log = memoryview(self.log)
        lead = b'"'
        for at in range(0, len(log), _PIECE):
            yield lead + binascii.hexlify(log[at:at + _PIECE])
            lead = b""
        yield lead + b'"'


def next_roller(game):
    """The team whose roll comes next: the pitcher's die is the fielding team's, the batter's
    dice the batting team's (0 visitor, 1 home); None when the game is over."""
    if game.over:
        return None
    return game._bat if game.expects() == "bat" else 1 - game._bat
