"""A game of Pegs & Jokers: seats, pegs, cards and turns (docs/rules.md 1.2-1.7), its action log,
replay, undo and saving as plain data. Making a game (new, setup, from saved data, and their
checks) is making.py's, loaded only for that.

Moves come from `movegen`; this file owns the state they read: `pos[seat]` (5 place codes per
seat), the occupancy index `occupant` and the HOME masks, kept in step by movegen's do/undo
helpers. The piles are `draw_pile` and `discard_pile`, card indices in two buffers of which the
first `draw_count` and `discard_count` are in use (making.py fills them; `draw` and `discards`
read them as labels).

A save (to_dict(streamed=True), which from_dict reads as it reads to_dict's lists) holds a
pile, and each hand, as one text of hex digits, two a card (its index in cards.LABELS), and
each seat's pegs as one text of its places with a space between: read back, a list of labels
or places is a string object each, about 64 bytes of heap apiece on the unix port (a saved
8-player game's piles, hands and pegs, its first position's too, were 40 KB of its parse).
"""
from binascii import hexlify, unhexlify

from gameboard.rules import const
from gameboard.rules.pegs import board, cards, log as action_log, movegen
from gameboard.rules.pegs.board import ALL_HOME
from gameboard.rules.pegs.move import Move, check_steps, made

OPTIONS = ("real_cards", "decks", "layout", "two_colours", "nine_split", "royals_count",
           "dealer", "seed")
# docs/rules.md 1.2-1.3: 5 dealt, one drawn for each played (the log has 4 bits for it)
HAND = const(5)
PILES = ("draw", "discards")  # of a position's data, the piles, bottom first
_STAMP = [0]  # every state change gets a new number; a move remembers the state it came from


class _PileText:
    """A pile (a buffer of card indices, its first `count` in use) as a save's JSON text, a
    string of hex digits (module docstring), PIECE cards at a time (json_pieces): a live
    pile's read when the save is written, so never kept; the first position's holds a copy of
    its indices (Game._keep_start)."""

    PIECE = 64

    def __init__(self, pile, count):
        self.pile = pile
        self.count = count

    def labels(self):
        return [cards.LABELS[i] for i in self.pile[:self.count]]

    def json_pieces(self):
        yield b'"'
        for at in range(0, self.count, self.PIECE):
            yield hexlify(self.pile[at:min(at + self.PIECE, self.count)])
        yield b'"'


class Game:
    """Build one with Game.new (a dealt game) or Game.setup (any position)."""

    # ---- construction (making.py: loaded for it alone) ----

    @classmethod
    def setup(cls, sides, pegs, teams=None, hands=None, turn=0, **options):
        """Any position: pegs {seat: [5 places]}, teams (lists of seats, None = no teams),
        hands {seat: [cards]} (None = real-card mode), the seat to play. The draw pile is the
        rest of the deck, shuffled with the `seed` option."""
        from gameboard.rules.pegs import making
        game = making.setup(cls(), sides, pegs, teams, hands, turn, options)
        return game._begun(action_log.Log(), None)

    @classmethod
    def new(cls, players, seed, teams=True, **options):
        """A dealt game (or, with real_cards=True, a real-card game) for 2..8 players."""
        from gameboard.rules.pegs import making
        game, dealer = making.new(cls(), players, seed, teams, options)
        game._begun(action_log.Log(), None)
        if game.hands is not None:  # dealt cards: the deck shuffled and dealt, as logged
            game._shuffle(None)
            game._deal(dealer)
        return game

    @classmethod
    def from_dict(cls, d):
        """A game from to_dict() data (ValueError if the data does not make a game)."""
        from gameboard.rules.pegs import making
        game, log, start = making.from_dict(cls(), d)
        return game._begun(log, start)

    def _begun(self, log, start):
        """The game making.py made, given its log and its first position (None: this one),
        which undo, replay and saves read."""
        self._log = log
        self._keep_start(start)
        self._touch()
        return self

    def next_seat(self, seat):
        """The seat in play after `seat`: play goes clockwise (docs/rules.md 1.2)."""
        seats = self.seats
        return seats[(seats.index(seat) + 1) % len(seats)]

    def _touch(self):
        _STAMP[0] += 1
        self._stamp = _STAMP[0]
        self._won_at = -1

    # ---- cards ----

    @property
    def draw(self):
        """The draw pile, bottom first (cards are drawn from the end)."""
        return [cards.LABELS[i] for i in self.draw_pile[:self.draw_count]]

    @draw.setter
    def draw(self, labels):
        self.draw_count = self._fill(self.draw_pile, labels, self.discard_count)

    @property
    def discards(self):
        """The discard pile, bottom first."""
        return [cards.LABELS[i] for i in self.discard_pile[:self.discard_count]]

    @discards.setter
    def discards(self, labels):
        self.discard_count = self._fill(self.discard_pile, labels, self.draw_count)

    def _fill(self, pile, labels, other):
        """Puts the cards `labels` (or their card indices, bytes) in pile buffer `pile` (the
        other pile holds `other` cards); returns how many they are."""
        self._room(len(labels) + other)
        pile[:len(labels)] = labels if isinstance(labels, (bytes, bytearray)) else \
            action_log.indices(labels)
        return len(labels)

    def _room(self, n):
        """Makes both pile buffers hold at least n cards and every card in the game."""
        if self.hands is not None:
            n += sum(len(self.hands[s]) for s in self.seats)
        if len(self.draw_pile) < n:
            self.draw_pile.extend(bytearray(n - len(self.draw_pile)))
            self.discard_pile.extend(bytearray(n - len(self.discard_pile)))

    def _shuffle(self, logged):
        """The discards, all of them, become the draw pile in a new order (logged). With
        `logged` (before, after, order, old) from a log, that order is used instead."""
        n = self.discard_count
        was = bytes(self.discard_pile[:n])
        before = self.prng.state
        if logged is None:
            order = bytearray(was)
            self.prng.shuffle(order)
        else:
            before, after, order, old = logged
            if old != was or sorted(order) != sorted(was):
                raise ValueError("the log's shuffle does not match the discards")
            self.prng.state = after
        self._log.add_shuffle(before, self.prng.state, order, was)
        self.draw_pile[:n] = order
        self.draw_count = n
        self.discard_count = 0

    def _take(self):
        """The top card of the draw pile, taken off it."""
        self.draw_count -= 1
        return cards.LABELS[self.draw_pile[self.draw_count]]

    def _deal(self, dealer):
        self._log.add_deal(dealer)
        seat = dealer
        for _ in range(HAND * len(self.seats)):
            seat = self.next_seat(seat)
            self.hands[seat].append(self._take())

    # ---- questions ----

    def hand(self, seat):
        self._check_seat(seat)
        return [] if self.hands is None else list(self.hands[seat])

    def places(self, seat):
        self._check_seat(seat)
        return [board.place_text(c) for c in self.pos[seat]]

    def winner(self):
        """Index into teams of the team with every peg HOME, or that seat without teams."""
        if self._won_at != self._stamp:
            self._won = self._find_winner()
            self._won_at = self._stamp
        return self._won

    def _find_winner(self):
        if self.teams is None:
            for s in self.seats:
                if self.home[s] == ALL_HOME:
                    return s
            return None
        for i, team in enumerate(self.teams):
            if all(self.home[s] == ALL_HOME for s in team):
                return i
        return None

    def _check_seat(self, seat):
        if seat not in self.seats:
            raise ValueError("seat %r is not in play (seats: %s)" % (seat, self.seats))

    def _whole(self, card):
        if card == "9" and self.opts["nine_split"]:
            return 0
        return cards.forward_count(card, self.opts["royals_count"])

    def legal_moves(self, seat, card=None):
        """The moves of `card` for `seat`; without a card, those of every card in the seat's
        hand (every card in real-card mode), or one discard per card if none has a move."""
        self._check_seat(seat)
        out = []
        if self.winner() is not None:
            return out
        if card is not None:
            cards.check(card)
            movegen.card_moves(self, seat, card, self._whole(card), out, self._stamp_of(seat))
            return out
        held = cards.LABELS if self.hands is None else self.hands[seat]
        stamp = self._stamp_of(seat)
        seen = []
        for label in held:
            if label not in seen:
                seen.append(label)
                movegen.card_moves(self, seat, label, self._whole(label), out, stamp)
        if not out:
            out = [made(label, (stamp, 0)) for label in seen]
        return out

    def packed_moves(self, seat, card):
        """The moves of legal_moves(seat, card) in their packed form only (see Move); the
        computer player scores these and makes a Move of the one it picks (`move_of`)."""
        out = []
        if self.winner() is None:
            movegen.card_moves(self, seat, cards.check(card), self._whole(card), out, -1)
        return out

    def move_of(self, seat, card, raw):
        """The Move of a packed move from packed_moves(seat, card) in this same state."""
        return made(card, (self._stamp_of(seat),) + raw[1:])

    def _stamp_of(self, seat):
        """The stamp of the moves made for seat in this state (see Move)."""
        return self._stamp << 3 | seat

    def _can_move(self, seat):
        out = []
        stamp = self._stamp_of(seat)
        for held in self.hands[seat]:
            movegen.card_moves(self, seat, held, self._whole(held), out, stamp)
            if out:
                return True
        return False

    # ---- playing ----

    def apply(self, move):
        """Plays `move` for the seat whose turn it is, draws (dealt mode), passes the turn."""
        self._play(move, None)

    def _play(self, move, logged_shuffle):
        if not isinstance(move, Move):
            raise ValueError("apply() takes a Move, got %r" % (move,))
        card = cards.check(move.card)
        seat = self.turn
        if self.winner() is not None:
            raise ValueError("the game is over")
        hand = None if self.hands is None else self.hands[seat]
        if hand is not None and card not in hand:
            raise ValueError("seat %d does not hold a %s (hand: %s)" % (
                seat, card, " ".join(hand)))
        rec = []
        raw = move.packed
        if raw is None:
            check_steps(move)
        if (raw[1] if raw is not None else len(move.legs)) == 0:
            if move.bumps:
                raise ValueError("a discard bumps nothing")
            if hand is not None and self._can_move(seat):
                raise ValueError("seat %d must move: a card in the hand has a legal move" % seat)
        else:
            movegen.do_move(self, card, self._find(move, seat), rec)
        index = action_log.NO_HAND
        if hand is not None:
            index = hand.index(card)
            del hand[index]
            self.discard_pile[self.discard_count] = cards.INDEX[card]
            self.discard_count += 1
        self._log.add_move(seat, card, index, rec)
        if hand is not None:
            if not self.draw_count:
                self._shuffle(logged_shuffle)
            hand.append(self._take())
        self.turn = self.next_seat(seat)
        self._touch()

    def _find(self, move, seat):
        """The packed form of `move` if it is legal for `seat` now, else ValueError."""
        if move.packed is not None and move.packed[0] == self._stamp_of(seat):
            return move.packed
        listed = self.legal_moves(seat, move.card)
        for listed_move in listed:
            if listed_move == move:
                return listed_move.packed
        # docs/rules.md 1.5: a split is legal if some order of its parts is, and a swap or a bump
        # list has no order of its own; so a move written with its legs or bumps in another
        # order is the listed move that has the same ones.
        legs = sorted(move.legs)
        bumps = sorted(move.bumps)
        for listed_move in listed:
            if sorted(listed_move.legs) == legs and sorted(listed_move.bumps) == bumps:
                return listed_move.packed
        raise ValueError("%s is not a legal move for seat %d now" % (move, seat))

    def undo(self):
        """Takes back the last move: pegs, the card (and the card drawn, back on the pile,
        with any reshuffle that draw made), the turn. It reads the log back, so its code is
        history.py's, loaded for it."""
        from gameboard.rules.pegs.history import undo
        undo(self)

    # ---- the log (read back by history.py, loaded for it alone: also undo's) ----

    @property
    def log(self):
        """Every action so far, read from the packed log on demand: ("shuffle", new draw
        pile), ("deal", dealer) and ("move", seat, Move)."""
        from gameboard.rules.pegs.history import LogView
        return LogView(self._log)

    def replay(self):
        """A new game: this game's first position with every logged action done again."""
        from gameboard.rules.pegs.history import actions
        game = Game.from_dict(self.first_position())
        for action in actions(self._log):
            kind = action[0]
            if kind == "move":
                if action[1] != game.turn:
                    raise ValueError("the log plays seat %d out of turn" % action[1])
                game._play(made(action[2], action[3]), action[4])
            elif kind == "shuffle":
                game._shuffle(action[1])
            else:
                game._deal(action[1])
        return game

    # ---- saving ----

    def _state(self, streamed=False):
        """The position as to_dict's data; `streamed`, as a save's (module docstring)."""
        hands = None
        if self.hands is not None:
            hands = [hexlify(action_log.indices(self.hands[s])).decode() if streamed
                     else list(self.hands[s]) for s in self.seats]
        opts = {}
        for key in OPTIONS:
            opts[key] = self.opts[key]
        return {
            "sides": self.sides,
            "seats": list(self.seats),
            "teams": None if self.teams is None else [list(t) for t in self.teams],
            "options": opts,
            "pegs": [" ".join(self.places(s)) if streamed else self.places(s)
                     for s in self.seats],
            "hands": hands,
            "draw": _PileText(self.draw_pile, self.draw_count) if streamed else self.draw,
            "discards": (_PileText(self.discard_pile, self.discard_count) if streamed
                         else self.discards),
            "turn": self.turn,
            "prng": self.prng.state,
        }

    def to_dict(self, streamed=False):
        """The game as JSON-safe data, for from_dict. With `streamed`, a save's: its piles,
        hands and pegs as texts (module docstring), and the log and the piles (the first
        position's too) objects whose json_pieces() give their JSON text a piece at a time
        (log.Log, _PileText), for a save written out at once as it streams: the log's hex
        strings are then never held whole."""
        d = self._state(streamed)
        d["log"] = self._log if streamed else self._log.to_hex()
        d["start"] = self._start if streamed else self.first_position()
        return d

    def _keep_start(self, start=None):
        """This position (or `start`, a saved first position, its piles card indices: making.py
        from_dict's) kept as the game's first, what a replay starts from, as a save holds it
        (its piles as card indices: 162 bytes for an 8-player game's deck, where a list of its
        labels took 1.3 KB (64-bit) for as long as the game went on)."""
        if start is None:
            start = self._state(True)
            start["draw"] = _PileText(bytes(self.draw_pile[:self.draw_count]),
                                      self.draw_count)
            start["discards"] = _PileText(bytes(self.discard_pile[:self.discard_count]),
                                          self.discard_count)
        else:
            for pile in PILES:
                start[pile] = _PileText(start[pile], len(start[pile]))
        self._start = start

    def first_position(self):
        """The game's first position as to_dict data (its piles, hands and pegs lists)."""
        d = dict(self._start)
        for pile in PILES:
            d[pile] = d[pile].labels()
        d["pegs"] = [p.split() if isinstance(p, str) else p for p in d["pegs"]]
        if d["hands"] is not None:
            d["hands"] = [[cards.LABELS[i] for i in unhexlify(h)] if isinstance(h, str)
                          else h for h in d["hands"]]
        return d

    def clone(self):
        return Game.from_dict(self.to_dict())
