"""The score sheet of the five scored card-table games (docs/rules.md 3.2-3.6): Frustration 14
and 20, Contract Rummy, Rummy, Hand & Foot. Rummoli keeps chips instead (rummoli.py).

A sheet keeps each round's result exactly as the table entered it and derives everything else
from those rounds: the dealer and who starts, each player's contract, each round's scores, the
running totals, the end of the game and its winners. Undoing the last round or editing an
earlier one therefore recomputes the rest by construction, and an edit that would make a later
round impossible is refused as a whole. A round is kept packed, as one array of numbers (its
fields in order, the seats that laid down as bits, then its scores: 16-bit numbers where they
fit, else 32-bit ones, else a tuple), and saved the same way, as a list, without the scores: a
long game keeps a few bytes a number, not a dict and lists (a tuple of them was twice the heap:
2.5 KB of a 20-round game).

`new(game, players, dealer=0, **options)` starts a sheet; each game's own rules live in the
sheet_<game> modules, of which only the one being played is loaded. A saved sheet is read back
by scoresheet_saved.py, loaded only to read one; an edit or an undo replays the sheet, and the
rounds are read back as dicts, by scoresheet_edit.py, loaded only for those (a round's entry
only adds to the sheet). What the sheet refuses raises `refusal(code, ...)`, whose words are
sheet_refusals.py's, loaded only for a refusal.
"""
import json
from array import array

from gameboard.rules import const

# Refusals (the index of each one's words in sheet_refusals.py's WORDS; 0 is seating.py's).
_NO_DEALER = const(1)
_ENTERED = const(2)
_NOT_NEXT = const(3)
_OVER = const(4)
_NONE_PLAYED = const(5)
_NO_FIELD = const(6)
_MISSING = const(7)
_NO_SEAT = const(8)
_NO_COUNTS = const(9)
_NOT_WHOLE = const(10)
_NOT_IN_STEPS = const(11)
_OUT_WITH_POINTS = const(12)
_IN_WITHOUT = const(13)

VERSION = 1
NEEDED = "needed"  # the default of a result field that every round must give
# Kinds of result fields: a number, a list of seats (kept as bits), a flag, one number a side.
NUMBER, SEATS, FLAG, SIDES = 0, 1, 2, 3
OUT = ("out", NEEDED, NUMBER)  # the seat (in Hand & Foot the partnership) that went out
POINTS = ("points", NEEDED, SIDES)  # what each player had left


def new(game, players, dealer=0, **options):
    """A new sheet of `game` for `players` players, `dealer` dealing the first round: made by
    seating.py, with the checks of its options (the app lets them go once it has its sheet),
    so that a sheet in play holds no code of its making."""
    from gameboard.rules.cards.seating import sheet
    return sheet(game, players, dealer, options)


def refusal(code, *args):
    """The ValueError of a refusal: its words are sheet_refusals.py's, loaded only for one (the
    app lets them go again), `code` naming them and `args` put in them."""
    from gameboard.rules.cards.sheet_refusals import words
    return ValueError(words(code, args))


def line(text, n):
    """Line `n` (from 1, one of its lines) of `text`: contract n of a sheet's CONTRACTS, a
    contract a line, as a table's last row and contract_lists.py read them."""
    start = 0
    for _ in range(n - 1):
        start = text.index("\n", start) + 1
    end = text.find("\n", start)
    return text[start:] if end < 0 else text[start:end]


class Scoresheet:
    """What every sheet shares; a game's subclass names its result fields and scores a round:
    its `_check(result)` checks a round's fields (normalising them in place) and returns its
    scores.

    Read by a screen: `players`, `options`, `rounds` (results as entered, as dicts), `scores`
    (each round's score per side: per seat, or per partnership in Hand & Foot), `totals`,
    `number` (the round to enter next), `dealer`, `starter`, `cards` (dealt to each), `over`,
    `winners` (seats or partnerships, several when tied), `stopped`; `row(n)` and
    `totals_after(n)` one round's scores and the totals after it; `copy()` a sheet to try a
    round on."""
    GAME = ""
    FIELDS = ()  # (name, default, kind) of each field of a round's result
    DEALS = 0  # a fixed number of deals, or 0
    lowest = True  # the lowest total wins
    STEP = 1  # cards in this game count in steps of this many points
    SIDE = "seat"  # what scores: a seat, or a partnership
    least = 1  # what the lowest card counts: a player still in holds at least that
    CARDS = 0  # cards dealt to each player (a hand and a foot each, in Hand & Foot)

    def __init__(self, players, dealer=0, **options):
        # Imported here: the options are checked once, as a sheet is started (the app lets the
        # checks go once it has its sheet: rules/cards/__init__.py).
        from gameboard.rules.cards.seating import table_rules
        self.options = table_rules(self.GAME, players, options)
        if type(dealer) is not int or not 0 <= dealer < players:
            raise refusal(_NO_DEALER, players - 1, dealer)
        self.players = players
        self.first_dealer = dealer
        self._rounds = []  # packed
        self.stopped = False
        self._start()

    def _start(self):
        """The derived state before any round."""
        self.totals = [0] * self._sides()
        self.over = False
        self.winners = []

    def _sides(self):
        return self.players

    @property
    def rounds(self):
        from gameboard.rules.cards.scoresheet_edit import rounds
        return rounds(self)

    def mark(self):
        """The rounds as entered, to compare with an earlier mark: equal marks, equal sheets
        (a save of what is saved already is not made)."""
        return tuple(self._rounds)

    @property
    def scores(self):
        from gameboard.rules.cards.scoresheet_edit import scores
        return scores(self)

    def row(self, number):
        """The scores of entered round `number`, one a side (`scores` builds every round's)."""
        return list(self._rounds[number - 1][self._width():])

    def totals_after(self, number):
        """The totals after entered round `number`."""
        if number == len(self._rounds):
            return list(self.totals)
        width = self._width()
        totals = [0] * len(self.totals)
        for packed in self._rounds[:number]:
            for side in range(len(totals)):
                totals[side] += packed[width + side]
        return totals

    def copy(self):
        """A sheet that takes rounds without changing this one: its state copied, lists and
        all, not its rounds entered again (a long game's replay is most of a second on a
        board, and checking its options again a good part of a press)."""
        other = object.__new__(type(self))
        state = self.__dict__
        for name in state:
            value = state[name]
            setattr(other, name, list(value) if type(value) is list else value)
        return other

    @property
    def number(self):
        return len(self._rounds) + 1

    @property
    def dealer(self):
        """The dealer of the next round (the deal passes left)."""
        return (self.first_dealer + len(self._rounds)) % self.players

    @property
    def cards(self):
        """How many cards each player is dealt in the next round."""
        return self.CARDS

    @property
    def starter(self):
        """Who plays first in the next round: the player left of the dealer."""
        return (self.dealer + 1) % self.players

    # -- the table's actions ------------------------------------------------------------------

    def enter(self, number, **result):
        """Enters round `number`'s result (the next round: entering one twice is refused)."""
        if number != self.number:
            if type(number) is int and 1 <= number < self.number:
                raise refusal(_ENTERED, number)
            raise refusal(_NOT_NEXT, self.number, number)
        self._add(result)

    def edit(self, number, **result):
        """Replaces the result of round `number`; every later round is scored again."""
        from gameboard.rules.cards.scoresheet_edit import edit
        edit(self, number, result)

    def undo(self):
        """Takes back the last action: the agreement to stop, else the last round."""
        from gameboard.rules.cards.scoresheet_edit import undo
        undo(self)

    def stop(self):
        """The players agree to stop the game here."""
        if self.over:
            raise refusal(_OVER)
        if not self._rounds:
            raise refusal(_NONE_PLAYED)
        self.stopped = True
        self.over = True
        self.winners = self._stop_winners()

    # -- deriving ------------------------------------------------------------------------------

    def _add(self, result):
        if self.over:
            raise refusal(_OVER)
        # (Loops, not lists' comprehensions, here and below: each of those is code of its own,
        # about 64 bytes more of the sheet's.)
        names = []
        for field in self.FIELDS:
            names.append(field[0])
        unknown = []
        for name in result:
            if name not in names:
                unknown.append(name)
        if unknown:
            raise refusal(_NO_FIELD, self.GAME, ", ".join(sorted(unknown)),
                          ", ".join(names))
        full = {}  # every field of the result, defaults filled in
        for name, default, _ in self.FIELDS:
            if name not in result and default is NEEDED:
                raise refusal(_MISSING, self.GAME, name)
            full[name] = result.get(name, default)
        row = self._check(full)  # refuses a bad result before anything changes
        self._advance(full)
        self._rounds.append(self._pack(full, row))
        for side in range(len(row)):
            self.totals[side] += row[side]
        if self._ended(full):
            self.over = True
            self.winners = self._winners()

    def _advance(self, result):
        """Moves what a round changes besides the scores (contracts)."""

    def _ended(self, result):
        return len(self._rounds) == self.DEALS

    def _winners(self):
        return self._at(self.totals, (min if self.lowest else max)(self.totals),
                        range(len(self.totals)))

    def _at(self, values, best, among):
        """The sides of `among` whose value in `values` is `best`."""
        found = []
        for side in among:
            if values[side] == best:
                found.append(side)
        return found

    def _stop_winners(self):
        return self._winners()

    # -- checking a result's fields ---------------------------------------------------------

    def _seat(self, seat, what):
        if type(seat) is not int or not 0 <= seat < self.players:
            raise refusal(_NO_SEAT, what, self.players - 1, seat)
        return seat

    def _counts(self, values, what, step=1):
        """A new list of whole numbers >= 0 in steps of `step`, one per side."""
        sides = self._sides()
        if type(values) not in (list, tuple) or len(values) != sides:
            raise refusal(_NO_COUNTS, what, sides, values)
        for side in range(sides):
            n = values[side]
            if type(n) is not int or n < 0:
                raise refusal(_NOT_WHOLE, what, self.SIDE, side, n)
            if n % step:
                raise refusal(_NOT_IN_STEPS, what, self.SIDE, side, n, step)
        return list(values)

    def _points(self, values, out):
        """The points each player had left: none for the player who went out, at least a card
        for the others."""
        points = self._counts(values, "points", self.STEP)
        if points[out]:
            raise refusal(_OUT_WITH_POINTS, out, points[out])
        for seat in range(self.players):
            if seat != out and points[seat] < self.least:
                raise refusal(_IN_WITHOUT, seat, self.least)
        return points

    def _width(self):
        """How many numbers a packed result holds."""
        width = 0
        for field in self.FIELDS:  # a loop, not a generator: no object made at each call
            width += self._sides() if field[2] == SIDES else 1
        return width

    def _pack(self, result, row):
        """A checked result's numbers, then its scores `row`, as one array (or a tuple, where a
        number passes 32 bits): a list made at its size and filled in place (one grown as it
        went, then joined to the scores, was blocks of up to 256 bytes at every scoring of an
        entry's step, in a full heap)."""
        width = self._width()
        packed = [0] * (width + len(row))
        at = 0
        for name, _, kind in self.FIELDS:
            value = result[name]
            if kind == SIDES:
                for n in value:
                    packed[at] = n
                    at += 1
                continue
            if kind == SEATS:
                bits = 0
                for seat in value:
                    bits += 1 << seat
                value = bits
            packed[at] = int(value)
            at += 1
        for side in range(len(row)):
            packed[width + side] = row[side]
        low, high = min(packed), max(packed)
        if -0x8000 <= low and high < 0x8000:
            return array("h", packed)
        if -0x80000000 <= low and high < 0x80000000:
            return array("i", packed)
        return tuple(packed)

    def to_dict(self, streamed=False):
        """The sheet as JSON-safe data: its options and the rounds as entered, packed. With
        `streamed` the rounds are the sheet itself, whose json_pieces() give the same JSON text
        a round at a time (a save streams them so, and never holds a copy of every round), and
        the options the sheet's own (the save only reads them)."""
        rounds = self
        if not streamed:
            width = self._width()
            rounds = []
            for packed in self._rounds:
                rounds.append(list(packed[:width]))
        return {"game": self.GAME, "version": VERSION, "players": self.players,
                "dealer": self.first_dealer,
                "options": self.options if streamed else dict(self.options),
                "rounds": rounds, "stopped": self.stopped}

    def json_pieces(self):
        """The JSON text of to_dict()'s rounds (json.dumps's bytes of its list of lists), a
        round at a time, read from the live sheet as the save is written."""
        # A map over the rounds' numbers, not a generator, whose frame is a block of about 200
        # bytes (rummoli.py's log: what a save failed on).
        return map(self._round_text, range(len(self._rounds) + 1))

    def _round_text(self, n):
        """Round `n`'s text after what comes before it, or after the last the list's end."""
        # Text encoded, not bytes joined: a bytes constant is an object of about 64 bytes that
        # the sheet's code holds, a short text an interned name.
        rounds = self._rounds
        if n == len(rounds):
            return ("]" if rounds else "[]").encode()
        # The round's numbers as a list made at its size (one made from the array grows as it
        # is filled: 32 entries, a block of 256 bytes, for a Hand & Foot round at every save).
        packed = rounds[n]
        numbers = [0] * self._width()
        for i in range(len(numbers)):
            numbers[i] = packed[i]
        return ((", " if n else "[") + json.dumps(numbers)).encode()
