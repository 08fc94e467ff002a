"""The end of a round entered in turn (docs/rules.md 3.2-3.6): who went out, then each player
(each partnership in Hand & Foot) their part of the result, one step a player, then a summary to
confirm. The steps are the score sheet's result fields (rules/cards/scoresheet.py FIELDS), so
each game asks exactly what its sheet keeps, and a house rule switched off asks nothing.

A step is (field, side): side -1 for a field the table gives once (who went out, the dealer's
cut). The values being entered are the result dict itself (JSON-safe), so a power cut in the
middle of an entry resumes at the same step with what was entered. Numbers move by the game's
step on UP/DOWN and the encoder, by 10 on LEFT/RIGHT; yes/no flips on any arrow.

What cards count (points in hand, Hand & Foot's melds and hands) can also be counted by value
instead (count.py), the total taken for the step.

Nothing changes on the sheet until the summary is confirmed: the round is scored on a copy of
the sheet as its last step is answered (so the summary opens at once), and that copy becomes
the game's sheet when the summary is confirmed; a result the rules refuse says why and is not
taken. The table's ENTRY screen's presses and what it prepares in the loop's time are here
too (handle, prepare), loaded only while a round is entered.
"""
from gameboard import const
from gameboard.rules.cards.scoresheet import FLAG, NUMBER, SEATS, SIDES, line

# What each result field asks: a line of TEXTS, from _ASKS on, in the order of ASKED.
ASKED = ("out", "laid", "points", "cut", "rummy", "clean", "dirty", "wild", "red3s", "melds",
         "hands")
# The entry's words, a line each: a step's own first (a line is found by reading the lines
# before it, and a step's screen is most presses' work), then the questions, in the order of
# ASKED, then the rest, each line named below. One text, where a string each was about 64 bytes
# more of a round's entry, the table's heaviest screen (a dict of a tuple and a string a field
# was 0.6 KB more). The module's globals are few for the same reason: its dict of 21 was a block
# of 368 bytes, made at every round's entry, that an entry's opening failed on.
TEXTS = ("Round %d ends\nStep %d of %d\nOK:on BACK:prev\n+-%d  L/R +-10\nHold OK: count\n"
         "Who went out?\nLaid contract?\nPoints in hand\nDealer's cut?\nWent rummy?\n"
         "Clean books\nDirty books\nWild books\nRed 3s\nMelded cards\nHand + foot\n"
         "Edit round %d\nRound %d summary\nBACK to fix\nOK to confirm\nNothing to count\n"
         "Refused: BACK\nRound %d edited\nRound %d entered")
_ENDS = const(1)
_STEP_OF = const(2)
_KEYS = const(3)
_MOVES = const(4)
_HOLD = const(5)
_ASKS = const(6)  # the first question's
_EDIT = const(17)
_SUMMARY = const(18)
_FIX = const(19)
_CONFIRM = const(20)
_NOTHING = const(21)
_REFUSED = const(22)
_EDITED = const(23)  # and _EDITED + 1, entered
# The fields that are cards' values: counted by value, their numbers in the game's steps (the
# others' in 1s).
COUNTED = ("points", "melds", "hands")
# Fields a house rule switches off: asked only when the option is on.
NEEDS_OPTION = {"cut": "dealer_cut", "rummy": "going_rummy", "wild": "wild_books"}


class Entry:
    """One round's result being entered (`number`: the next round, or an earlier one to edit),
    from `values` (a saved entry's) or, without them, the round not entered yet (nobody out,
    nothing laid, nothing counted) or the round entered, to edit. `step` is an index into
    steps(); len(steps()) is the summary (where asked() is None)."""

    def __init__(self, sheet, number, values=None, step=0):
        if values is None and number < sheet.number:
            values = sheet.rounds[number - 1]  # a dict of lists of its own
        elif values is None:
            values = {}
            for name, default, kind in sheet.FIELDS:
                values[name] = ([0] * len(sheet.totals) if kind == SIDES else
                                [] if kind == SEATS else False if kind == FLAG else 0)
        self.sheet = sheet
        self.number = number
        self.values = values
        self.step = step
        self.problem = None  # why the rules refuse the result, on the summary
        self.after = None  # (round's scores, totals after it, the sheet with it) on the summary
        self._steps = None  # steps(), kept while who went out stays the same
        self._steps_out = None
        self._changes = 0  # changes to the values so far
        self.scored = -1  # the changes to the values `after` and `problem` were scored at
        self._fresh()

    def steps(self):
        """The (field, side) of each step; they change only with who went out."""
        out = self.values["out"]
        if self._steps is not None and out == self._steps_out:
            return self._steps
        sheet = self.sheet
        steps = []
        for name, default, kind in sheet.FIELDS:
            option = NEEDS_OPTION.get(name)
            if option is not None and not sheet.options[option]:
                continue
            if kind == NUMBER or kind == FLAG:
                steps.append((name, -1))
                continue
            for side in range(len(sheet.totals)):
                # Who went out laid down and holds nothing: they are not asked.
                if side != out or kind == SIDES and sheet.SIDE != "seat":
                    steps.append((name, side))
        self._steps = steps
        self._steps_out = out
        return steps

    def asked(self):
        """(field, side) being asked, or None on the summary."""
        steps = self.steps()
        return steps[self.step] if self.step < len(steps) else None

    def question(self):
        """(the kind of the field asked (scoresheet.py: NUMBER, SEATS, FLAG, SIDES), the line
        of TEXTS that asks it, the step its numbers move by)."""
        name = self.asked()[0]
        # Its kind read from the sheet's few fields (a dict of them was a block an entry held).
        for field in self.sheet.FIELDS:
            if field[0] == name:
                return (field[2], _ASKS + ASKED.index(name),
                        self.sheet.STEP if name in COUNTED else 1)

    def waiting(self):
        """The sides still to give an entry of their own: the one asked and those after it."""
        sides = []
        for name, side in self.steps()[self.step:]:
            if side >= 0 and side not in sides:
                sides.append(side)
        return sides

    def answering(self):
        """The side that answers the step asked: its own, the round's dealer for the dealer's
        cut, or -1 (the whole table: who went out; and on the summary)."""
        asked = self.asked()
        if asked is None or asked[1] >= 0 or asked[0] != "cut":
            return -1 if asked is None else asked[1]
        return (self.sheet.first_dealer + self.number - 1) % self.sheet.players

    # -- changing the value asked --------------------------------------------------------------

    def change(self, delta, big):
        """UP/DOWN (delta -1/+1) or LEFT/RIGHT (big: by 10, where 10 is in the game's steps) on
        the step asked."""
        name, side = self.asked()
        kind, _, step = self.question()
        v = self.values
        if kind == NUMBER:
            v[name] = (v[name] + delta) % len(self.sheet.totals)
        elif kind == FLAG:
            v[name] = not v[name]
        elif kind == SEATS:
            if side in v[name]:
                v[name].remove(side)
            else:
                v[name].append(side)
                v[name].sort()
        else:
            self.set(v[name][side] + delta * (10 if big and 10 % step == 0 else step))
            return
        self._changes += 1
        self._fresh()

    def set(self, n):
        """The number asked becomes `n` (at least 0, in the game's steps)."""
        name, side = self.asked()
        step = self.question()[2]
        self.values[name][side] = max(0, n - n % step)
        self._changes += 1
        self._fresh()

    def forward(self):
        """OK: the next step (the summary after the last)."""
        v = self.values
        out = v.get("out")
        if out is not None and self.step == 0:
            # Who went out holds nothing: their points are 0, and they laid their contract.
            if "points" in v and self.sheet.SIDE == "seat":
                v["points"][out] = 0
            if "laid" in v and out in v["laid"]:
                v["laid"].remove(out)
            self._changes += 1
        self.step += 1
        self._fresh()

    # -- the summary ---------------------------------------------------------------------------

    def _fresh(self):
        """Scores the result once the last step is asked, and again at each change there, so
        the OK that opens the summary only shows it (scoring is most of that press's work):
        the round's scores and the totals after it, or why the rules refuse it, on a copy of
        the sheet. An edit scores the later rounds again on the copy."""
        if self.step < len(self.steps()) - 1 or self.scored == self._changes:
            return
        self.scored = self._changes
        self.after = None  # the last scoring's copy of the sheet goes before this one is made
        result = {}  # the values as the sheet takes them, lists of their own
        for name in self.values:
            value = self.values[name]
            result[name] = list(value) if type(value) is list else value
        if "laid" in result:
            result["laid"].append(result["out"])  # going out needs the contract laid down
            result["laid"] = sorted(set(result["laid"]))
        copy = self.sheet.copy()
        try:
            if self.number < copy.number:
                copy.edit(self.number, **result)
            else:
                copy.enter(self.number, **result)
        except ValueError as e:
            self.problem = str(e)
            # The refusal's words go again (rules/cards/sheet_refusals.py): a round's entry,
            # the table's heaviest screen, meets one at most steps of its last field.
            from gameboard import modules
            modules.unload("gameboard.rules.cards.sheet_refusals", collect=False)
            return
        self.problem = None
        self.after = (copy.row(self.number), copy.totals_after(self.number), copy)


# -- the table's ENTRY screen (games/cards/table.py: its code is here, loaded with the entry) ----

def handle(c, ev):
    """A press on table `c`'s ENTRY screen (a long OK counts the step's cards: count.py)."""
    from gameboard.games import controller
    from gameboard.games.cards.table import HISTORY, PLAY
    entry = c.entry
    kind, what = ev
    if c.count is not None or ev == ("long", "OK"):
        asked = entry.asked()
        if c.count is None and (asked is None or asked[0] not in COUNTED):
            return c.refuse(line(TEXTS, _NOTHING))
        from gameboard.games.cards.count import counting  # loaded while cards are counted
        return counting(c, ev)
    if kind == "press" and (what == "BACK" or what == "OK"):
        if what == "BACK" and entry.step:
            entry.step = min(entry.step, len(entry.steps())) - 1
            return c.played(False)
        if what == "OK" and entry.asked() is not None:
            entry.forward()
            return c.played(False)
        if what == "OK" and entry.problem is not None:
            return c.refuse(line(TEXTS, _REFUSED))
        # The entry left at its first step, or its summary confirmed, lets this module go,
        # loaded again as the next one starts (menu.py): the round's screen and the menu it
        # opens next do not hold it. No collection of its own, as the menu's (the press's
        # longest part).
        from gameboard import modules
        c.entry = None
        modules.unload("gameboard.games.cards.entry", collect=False)
        c.index = 0
        if what == "BACK":
            c.mode = PLAY if entry.number == c.sheet.number else HISTORY
            return c.played(False)
        edited = entry.number < c.sheet.number
        c.game = entry.after[2]  # the copy the summary scored it on: nothing scored again
        c.mode = c.play_mode()
        c.refuse(line(TEXTS, _EDITED if edited else _EDITED + 1) % entry.number)
        return c.played(c.sheet.over)
    delta = controller.step(ev)
    if not delta or entry.asked() is None:
        return c.other(ev)
    if what == "UP" or what == "DOWN":
        delta = -delta  # UP counts up
    entry.change(delta, kind != "turn" and (what == "LEFT" or what == "RIGHT"))
    return controller.REDRAW


def prepare(c):
    """In the loop's time once a step of table `c`'s entry is drawn, the screen its OK opens
    where composing that is most of the press's work: the summary, from the last step; from a
    summary the rules take, the screen of the sheet it makes (the round's, or the end of the
    game). The OK then only shows them (table.py compose), and draws the new sheet's paddles
    (leds.py)."""
    entry = c.entry
    if c.ready is not None or entry.step < len(entry.steps()) - 1:
        return
    L = [""] * 8
    from gameboard.games.cards import view
    if entry.asked() is not None:
        c.ready = ((entry, entry.scored), L, summary(c, L, entry))
    elif entry.after is not None:
        sheet = entry.after[2]
        c.ready = (sheet, L, (view.over if sheet.over else view.play)(c, L, sheet, 0))


def compose(c, L):
    """The rows of table `c`'s ENTRY screen: the step asked (or the count of its cards, by
    value: count.py), or the summary."""
    if c.count is not None:
        c.bar = c.count.compose(L)
        return
    e = c.entry
    asked = e.asked()
    if asked is None:
        c.bar = summary(c, L, e)
        return
    name, side = asked
    L[0] = line(TEXTS, _EDIT if e.number < c.sheet.number else _ENDS) % e.number
    kind, asks, step = e.question()
    L[1] = line(TEXTS, asks)
    value = e.values[name]
    if kind == NUMBER:
        shown = c.name(value)
    elif kind == FLAG:
        shown = "yes" if value else "no"
    else:
        L[2] = c.name(side)
        shown = ("yes" if side in value else "no") if kind == SEATS else str(value[side])
    L[3] = "    < %s >" % shown
    if kind == SIDES:
        if name in COUNTED:
            L[4] = line(TEXTS, _HOLD)
        L[5] = line(TEXTS, _MOVES) % step if step != 10 else "+-10"
    L[6] = line(TEXTS, _STEP_OF) % (e.step + 1, len(e.steps()))
    L[7] = line(TEXTS, _KEYS)


def summary(c, L, e):
    """The summary of entry `e` as it is scored (each side's score and the totals after it,
    or why the rules refuse it); returns the picked row, for the bar."""
    L[0] = line(TEXTS, _EDIT if e.number < c.sheet.number else _SUMMARY) % e.number
    if e.problem is not None:
        from gameboard.games.cards.rows import people
        from gameboard.ui import text
        lines = text.wrap(people(e.problem), text.COLS)
        for r in range(min(6, len(lines))):
            L[1 + r] = lines[r]
        L[7] = line(TEXTS, _FIX)
        return -1
    scores, totals, after = e.after
    L[7] = line(TEXTS, _CONFIRM)
    from gameboard.games.cards.view import sides
    return sides(c, L, 1, 6, after, totals, c.index, scores)
