"""A form: one row a player, a value on each, for what the table enters about several players at
once (docs/rules.md 3.7): the bids of the widow's auction, the cards each player holds when a
hand ends, the winners of a showdown, the bets of the Poker pot, the winner of the end's cut.

UP/DOWN pick a row (its player's paddle is lit), LEFT/RIGHT (and the encoder) change its value
within the row's limits; OK does what its kind says, an action of the rules core (with every
row's value, or, for bets and the cut, the picked row's), through the controller (`handle`). The
values are plain ints in a list, so the form and what is entered on it are kept in the save. The
form writes its own rows on the OLED (compose). Loaded while a form is open, and let go once it
is settled or left (controller.py): the table's screen and its menu do not hold it.
"""
from gameboard import const
from gameboard.games import controller
from gameboard.games.cards.rows import line, window
from gameboard.games.rummoli.view import name

# The kinds of form, and the bets form's values below a bet of 1 chip or more; constants with
# `_` take no room in the module's dict, a block made as the module loads beside a game (at
# 12 names it holds them all: one more made it grow, a block of 272 bytes, at a hand's end).
_BIDS = const(0)
_CARDS = const(1)
_WINNERS = const(2)
_BETS = const(3)
_CUT = const(4)
_FOLD = const(-1)
_CALL = const(0)
KINDS = (("Widow auction", "OK sells"), ("Cards left", "OK settles"),  # (title, foot) a kind
         ("Poker winners", "OK pays"), ("Poker bets", "OK bets"),
         ("End: pots go to", "OK: takes all"))
_ROWS = const(5)  # rows of players the screen shows at once


class Form:
    """`kind`; `seats` the rows' players; `values` one a row; `out` the seat that went out
    (CARDS: None for a deadlock); `row` the picked row. Few methods: the class's dict is a
    block made as the form loads, late in a hand (what the presses do is `handle`'s)."""

    def __init__(self, kind, seats, values=None, out=None, row=0):
        self.kind = kind
        self.seats = list(seats)
        self.values = list(values) if values is not None else [
            1 if kind == _CARDS else 0] * len(seats)
        self.out = out
        self.row = max(0, min(row, len(seats) - 1))

    def seat(self):
        return self.seats[self.row]

    def change(self, game, delta):
        """The picked row's value moved by `delta` within the row's limits; False when it is
        at its limit already."""
        seat = self.seat()
        kind = self.kind
        low = 1 if kind == _CARDS else _FOLD if kind == _BETS else 0
        if kind == _BIDS or kind == _BETS:
            high = game.chips[seat]
        else:
            high = game.hand_size if kind == _CARDS else 1 if kind == _WINNERS else 0
        value = self.values[self.row] + delta
        if not low <= value <= high:
            return False
        self.values[self.row] = value
        return True

    def highest(self):
        """BIDS: the seats that bid the most, and that bid (0: nobody bid)."""
        top = max(self.values)
        return [self.seats[k] for k in range(len(self.seats)) if self.values[k] == top], top

    def next_bets(self, game):
        """After an action on this form: the bets form that follows while the Poker pot's
        betting goes on (the players still in, each back at "call"), else None."""
        if self.kind != _BETS or game.phase != "poker":
            return None
        return Form(_BETS, [s for s in game.dealt if s not in game.folded], row=self.row)

    def compose(self, game, L):
        """The form's rows on L, with `game`; returns the picked row's, for the bar."""
        L[0] = KINDS[self.kind][0]
        count = len(self.seats)
        top = window(self.row, count, _ROWS)
        bar = -1
        for r in range(min(_ROWS, count - top)):
            L[1 + r] = self._row(game, top + r)
            if top + r == self.row:
                bar = 1 + r
        if self.kind == _BIDS:
            seats, bid = self.highest()
            L[6] = "High: %s %d" % (" ".join([name(s) for s in seats]), bid) if bid else \
                "No bid yet"
        elif self.kind == _CARDS:
            L[6] = "%s went out" % name(self.out) if self.out is not None else "Deadlock"
        elif self.kind == _BETS:
            L[6] = "Poker pot %d" % game.pots[1]
        L[7] = KINDS[self.kind][1] + " L/R"
        return bar

    def _row(self, game, k):
        seat = self.seats[k]
        value = self.values[k]
        kind = self.kind
        if kind == _BIDS:
            return line("%s %d" % (name(seat), game.chips[seat]), "bid %d" % value)
        if kind == _CARDS:
            return line(name(seat), "%d card%s" % (value, "" if value == 1 else "s"))
        if kind == _WINNERS:
            return line(name(seat), "wins" if value else "-")
        if kind == _BETS:
            if value == _FOLD:
                shown = "fold"
            elif value == _CALL:
                owed = max(game.stakes) - game.stakes[seat]
                shown = "call %d" % owed if owed else "-"
            else:
                shown = "bet %d" % value
            return line("%s in %d" % (name(seat), game.stakes[seat]), shown)
        return line(name(seat), "%d chips" % game.chips[seat])

    def to_dict(self):
        return {"kind": self.kind, "seats": self.seats, "values": self.values, "out": self.out,
                "row": self.row}


def opened(game, action, seat):
    """The form the menu's item `action` opens on `game`, `seat` the player picked."""
    out = None
    if action == "auction":
        kind, seats = _BIDS, [s for s in game.dealt if s != game.dealer]
    elif action == "deadlock":
        kind, seats = _CARDS, game.dealt
    elif action == "out":
        kind, seats, out = _CARDS, [s for s in game.dealt if s != seat], seat
    elif action == "end":
        kind = _CUT
        seats = [s for s in range(game.players) if not game.out[s]] or range(game.players)
    else:  # the bets, or the showdown's winners, of the players still in the hand
        kind = _BETS if action == "bets" else _WINNERS
        seats = [s for s in game.dealt if s not in game.folded]
    return Form(kind, seats, out=out)


def handle(c, ev):
    """A press on the form of table `c` (controller.py's FORM)."""
    f = c.form
    kind, what = ev
    if ev == ("press", "BACK"):
        c.let_go_of_form()  # back to the table
        return c.played(False)
    if ev == ("press", "OK"):
        return _settle(c, f)
    if kind == "turn" or what in ("LEFT", "RIGHT"):
        if not f.change(c.game, controller.step(ev)):
            return c.refuse("%s: at its limit" % name(f.seat()))
        return controller.REDRAW
    delta = controller.step(ev)
    if not delta:
        return c.other(ev)
    f.row = (f.row + delta) % len(f.seats)
    return controller.REDRAW


def _settle(c, f):
    """OK on form `f` of table `c`: what its kind does."""
    game = c.game
    if f.kind == _BIDS:
        seats, bid = f.highest()
        if not bid:
            return c.refuse("No bid yet: BACK to swap or keep")
        if len(seats) > 1:
            return c.refuse("A tie at %d: raise" % bid)
        return c.act("sell", seats[0], bid)
    if f.kind == _CARDS:  # the cards each seat holds (0: the player out, the seats not dealt in)
        cards = [0] * game.players
        for k in range(len(f.seats)):
            cards[f.seats[k]] = f.values[k]
        if f.out is None:
            return c.act("deadlock", cards)
        return c.act("go_out", f.out, cards)
    if f.kind == _WINNERS:
        marked = [f.seats[k] for k in range(len(f.seats)) if f.values[k]]
        if not marked:
            return c.refuse("Mark the winners: L/R")
        return c.act("showdown", marked)
    seat = f.seat()
    if f.kind == _CUT:
        return c.act("finish", seat)
    value = f.values[f.row]
    if value == _FOLD:
        return c.act("fold", seat)
    if value == _CALL:
        return c.act("call", seat)
    return c.act("bet", seat, value)
