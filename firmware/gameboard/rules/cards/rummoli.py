"""Rummoli's chips (docs/rules.md 3.7): the pot on each space of the board, each player's chips,
and a hand's course as the table tells it: the ante, the widow, the Poker pot, claims of the pay
spaces (claimed, or taken by the cards played one by one in the card play: rummoli_run.py),
going out or a deadlock; players out of chips; the end-of-game disposal; each hand's outcome.

The board does not see the cards. It knows the cards it is told of: those played, those that
claimed a space and those found to be in the dead hand (a suit stopped there), and refuses a
claim or a play no deal allows.

Every action goes into `log` as entered, packed into bytes (a long game logs hundreds of
actions) in chunks of whole records: one byte for the action, then its seats, chips (2 bytes),
space index, the suit of a 7-8-9 (0: not named, 1-4: S H D C, 5: the space's own cards), a
card (rank * 4 + suit) or the cards each seat holds (the action of each number:
rummoli_history.py ACTIONS). `undo` plays the log again without its last action: from the last
deal, whose state before it is kept (a long game's whole log is seconds of replay on a board),
or from the start; `from_dict` plays a saved log through the same checks, so a damaged save is
refused. What reads the log back (undo, last, actions, from_dict) is rummoli_history.py's,
loaded only when asked: a table in play only appends to the log. The actions themselves are
taken by the module of their phase, loaded as one is taken: a hand's deal (with the widow and
the end of the game: rummoli_deal.py), its Poker pot (rummoli_poker.py), its card play
(rummoli_play.py; a pay space claimed at once, rummoli_claim.py) and its end (rummoli_end.py);
the app loads a phase's as it starts (`needed`), lets go of what it does not need
(`unneeded`), and of the card play while a hand's end is entered. Chips are conserved: the
players' chips and the pots always add up to the chips handed out at the start plus what
players borrowed (`sum(borrowed)`).
"""
import binascii

from gameboard.rules import const

VERSION = 1
RUMMOLI = const(0)  # the index of the centre space in `spaces`
POKER = const(1)
RUN = "7-8-9"  # 7, 8 and 9 of any one suit
PAY = {"standard": ("10S", "JD", "QC", "KH", "AS", "AD+KD", RUN),
       "hearts": ("10H", "JH", "QH", "KH", "AH")}
# The consts read only here are private: no room in the module's dict (27 names; at 30 it grew
# to 37 slots, a block of 592 bytes as the table opened).
_DECK = const(52)
_CODES = const(56)  # card codes, as the log writes a card: rank (1..13) * 4 + suit
DEAL_CODE = "gameboard.rules.cards.rummoli_deal"  # a hand's deal, the end of the game: DEAL, WIDOW
POKER_CODE = "gameboard.rules.cards.rummoli_poker"  # its Poker pot: SHOWDOWN
PLAY_CODE = "gameboard.rules.cards.rummoli_play"  # its card play: PLAY
END_CODE = "gameboard.rules.cards.rummoli_end"  # its end, going out or a deadlock: PLAY
CLAIM_CODE = "gameboard.rules.cards.rummoli_claim"  # a pay space claimed at once: PLAY
# The card play's order (`run`) and the card labels it reads: only the phase PLAY holds them.
RUN_CODE = "gameboard.rules.cards.rummoli_run"
DECK_CODE = "gameboard.rules.cards.deck"
WAITS_CODE = "gameboard.rules.cards.rummoli_waits"  # the words of a refusal in the wrong phase
_MOST = const(65535)  # chips at once that a log record holds
_CHUNK = const(128)  # the most bytes of a log chunk (a long log in one block could find no room)
# Log bytes a piece of a streamed log's text holds (64 hex digits): a piece of 256 digits, a
# block of about 270 bytes and its copy with the lead, was what a 4-player game's save failed
# on, and one of 128 digits (129 bytes) later what 8-player games' did.
PIECE = const(32)
# A hand's phases: what the table does next.
DEAL = "deal"  # deal the next hand, or finish the game
WIDOW = "widow"  # the dealer exchanges, keeps or sells the widow
SHOWDOWN = "poker"  # the Poker pot: bets (with the betting option), then the showdown
PLAY = "play"  # rummy play: claims, until a player goes out or a deadlock
OVER = "over"


class Rummoli:
    """Read by a screen: `spaces` (names, `Rummoli` and `Poker` first), `pots` (chips on each
    space), `chips`, `borrowed` and `out` (per seat), `dealer`, `phase`, `hands` (dealt so far),
    and in a hand `dealt` (seats dealt in), `dead_hand` (the seat whose own hand is dead, or
    None when the widow is), `stakes` and `folded` (betting), `leader` (the Poker winner who
    leads), `taken` (spaces claimed this hand), `dead_cards`, `run` (the rummy play card by
    card, rummoli_run.Run, from the Poker pot won to the hand's end, else None); `history`, one
    (dealer, leader, seat out or None for a deadlock, chips after) a hand played out; `winners`
    once the game is over."""

    def __init__(self, players, dealer=0, **options):
        # Imported here: the options are checked once, as a table is set up (the app lets the
        # checks go once it has its game: rules/cards/__init__.py).
        from gameboard.rules.cards.seating import table_rules
        self.options = table_rules("rummoli", players, options)
        if type(dealer) is not int or not 0 <= dealer < players:
            raise ValueError("the first dealer must be a seat 0..%d, not %r"
                             % (players - 1, dealer))
        self.players = players
        self.first_dealer = dealer
        self.spaces = ("Rummoli", "Poker") + PAY[self.options["spaces"]]
        self._start()

    def _start(self):
        n = self.players
        self.chips = [self.options["chips"]] * n
        self.borrowed = [0] * n
        self.out = [False] * n
        self.pots = [0] * len(self.spaces)
        self.dealer = self.first_dealer
        self.phase = DEAL
        self.hands = 0
        self.history = []
        self._hand_start = None  # (chunk, offset) of the last deal's record, the state before
        self.log = []  # chunks of packed records
        self._new_hand([])

    def _new_hand(self, dealt):
        self.dealt = dealt
        self.dead_hand = None
        self.stakes = [0] * self.players
        self.folded = []
        self.leader = None
        self.taken = []
        # The seat (plus one; 0: none) whose claim or play played each card, by its code (the
        # log's, rank * 4 + suit): made at its size, where a dict of the cards played grew
        # through the hand (blocks of 272 bytes and more, late in a hand, in a full heap).
        self._played = bytearray(_CODES)
        self.dead_cards = []  # cards known to be in the dead hand
        self.run = None

    @property
    def winners(self):
        """The seats with the most chips (less what they borrowed) once the game is over."""
        if self.phase != OVER:
            return []
        worth = [self.chips[s] - self.borrowed[s] for s in range(self.players)]
        return [s for s in range(self.players) if worth[s] == max(worth)]

    @property
    def hand_size(self):
        """The most cards a hand of this deal holds (all 52 dealt, the widow one hand more)."""
        return -(-_DECK // (len(self.dealt) + 1))

    # -- checks -------------------------------------------------------------------------------

    def _expect(self, phase):
        if self.phase != phase:
            # What the phase waits for, read only by a refusal (the screens offer what it takes).
            from gameboard.rules.cards.rummoli_waits import WAITS
            raise ValueError(WAITS[self.phase])

    def _seat(self, seat):
        """A seat dealt into this hand."""
        if type(seat) is not int or not 0 <= seat < self.players:
            raise ValueError("a seat is 0..%d, not %r" % (self.players - 1, seat))
        if seat not in self.dealt:
            raise ValueError("seat %d is out of the game" % seat)
        return seat

    def _afford(self, seat, chips):
        if type(chips) is not int or chips < 1:
            raise ValueError("chips must be a whole number >= 1, not %r" % (chips,))
        if chips > _MOST:
            raise ValueError("at most %d chips at once" % _MOST)
        if chips > self.chips[seat]:
            raise ValueError("seat %d has %d chips, not %d" % (seat, self.chips[seat], chips))

    # -- moving chips -------------------------------------------------------------------------

    def _pay(self, seat, chips):
        """Takes `chips` from a seat; what it lacks it borrows (borrow option) or owes no more.
        Returns the chips taken."""
        short = chips - self.chips[seat]
        if short > 0:
            if self.options["borrow"]:
                self.borrowed[seat] += short
                self.chips[seat] += short
            else:
                chips = self.chips[seat]
        self.chips[seat] -= chips
        return chips

    def _dispose(self, seat):
        self.chips[seat] += sum(self.pots)
        self.pots = [0] * len(self.spaces)
        self.phase = OVER

    # -- the table's actions, each taken by its phase's module --------------------------------

    def deal(self):
        """A new hand: every player still in puts one chip on each space."""
        _actions(DEAL_CODE).deal(self)

    def exchange(self):
        """The dealer takes the widow; their own hand is dead."""
        _actions(DEAL_CODE).exchange(self)

    def keep(self):
        """The dealer keeps their hand and sells no widow: the widow is the dead hand."""
        _actions(DEAL_CODE).keep(self)

    def sell(self, seat, chips):
        """The widow goes to the highest bidder, whose chips go to the dealer; the buyer's own
        hand is dead."""
        _actions(DEAL_CODE).sell(self, seat, chips)

    def bet(self, seat, chips):
        """A bet or a raise: the chips go into the Poker pot."""
        _actions(POKER_CODE).bet(self, seat, chips)

    def call(self, seat):
        """Bets what brings the seat's stake up to the highest."""
        _actions(POKER_CODE).call(self, seat)

    def fold(self, seat):
        """The seat leaves the betting and cannot win the Poker pot; the last one left in wins
        it."""
        _actions(POKER_CODE).fold(self, seat)

    def showdown(self, winners):
        """The best poker hand (or hands, when tied: they share the pot) takes the Poker pot."""
        _actions(POKER_CODE).showdown(self, winners)

    def finish(self, seat):
        """The end of the game: the chips left on the spaces go to the winner of the cut (or
        of a poker showdown)."""
        _actions(DEAL_CODE).finish(self, seat)

    def claim(self, seat, space, cards=None):
        """The seat played the card(s) of a pay space and takes its pot. `cards` are the labels
        played; they may be left out where the space names them (every space but 7-8-9)."""
        _actions(CLAIM_CODE).claim(self, seat, space, cards)

    def play(self, seat, card):
        """The seat played `card` in the rummy play: a lead, or the next card of the suit being
        run (rummoli_run.py). A pay card, or the card that completes a space of several
        (`AD+KD`, `7-8-9`) all played by this seat, takes that space's pot. Returns the indices
        of the spaces it took."""
        return _actions(PLAY_CODE).play(self, seat, card)

    def dead(self, card):
        """A card found to be in the dead hand (its suit stopped there)."""
        _actions(PLAY_CODE).dead(self, card)

    def go_out(self, seat, cards):
        """The seat played its last card: it takes the Rummoli pot and a chip from every other
        player for each card they hold (`cards`, one count per seat)."""
        _actions(END_CODE).go_out(self, seat, cards)

    def deadlock(self, cards):
        """Nobody can change the colour: every player puts a chip per card left on Rummoli."""
        _actions(END_CODE).deadlock(self, cards)

    def _log(self, values):
        """Appends a record; a chunk holds whole records only, so each chunk reads alone."""
        if not self.log or len(self.log[-1]) + len(values) > _CHUNK:
            self.log.append(bytearray())
        self.log[-1].extend(bytes(values))

    # -- the log read back (rummoli_history.py, loaded when asked) -------------------------

    def undo(self):
        """Takes back the last action; returns it, as actions() gives it."""
        from gameboard.rules.cards.rummoli_history import undo
        return undo(self)

    def last(self):
        """The last action, as actions() gives it (None before the first): what undo takes
        back."""
        from gameboard.rules.cards.rummoli_history import last
        return last(self)

    def actions(self):
        """The log as (action, arguments...) tuples, first to last, as the methods took them."""
        from gameboard.rules.cards.rummoli_history import actions
        return actions(self)

    # -- saving -------------------------------------------------------------------------------

    def to_dict(self, streamed=False):
        """The game as JSON-safe data: its options and the log, as hex text in chunks. With
        `streamed` the log is the game itself, whose json_pieces() give the same JSON text a
        few hundred bytes at a time (a save streams it so, and never holds all of its text),
        and the options its own (the save only reads them)."""
        log = self if streamed else [binascii.hexlify(chunk).decode() for chunk in self.log]
        return {"game": "rummoli", "version": VERSION, "players": self.players,
                "dealer": self.first_dealer,
                "options": self.options if streamed else dict(self.options), "log": log}

    def json_pieces(self):
        """The JSON text of to_dict()'s log (json.dumps's bytes of its list of hex strings),
        PIECE log bytes at a time, read from the live log as the save is written."""
        # A map over the pieces' numbers, not a generator: a generator's frame, 200 bytes in
        # one block, was what a 4-player game's save failed on at 80wK.
        count = sum([-(-len(chunk) // PIECE) for chunk in self.log])
        return map(self._log_text, range(count + 1))

    def _log_text(self, n):
        """Piece `n` of the log's text: PIECE log bytes of a chunk in hex, after what comes
        before them (the list's or a string's start), or after the last the list's end."""
        chunks = self.log
        for k in range(len(chunks)):
            count = -(-len(chunks[k]) // PIECE)
            if n < count:
                text = binascii.hexlify(memoryview(chunks[k])[n * PIECE:(n + 1) * PIECE])
                if n:
                    return text  # no lead: not copied again
                return (b'["' if k == 0 else b'", "') + text
            n -= count
        return b'"]' if chunks else b"[]"

    @classmethod
    def from_dict(cls, data):
        """The game that to_dict() saved, its actions played again, so a damaged or impossible
        save is refused with a ValueError and never loads half right."""
        from gameboard.rules.cards.rummoli_history import from_dict
        return from_dict(data)


def needed(phase):
    """The module that takes the actions of `phase` (None: the game is over)."""
    if phase == OVER:
        return None
    return POKER_CODE if phase == SHOWDOWN else PLAY_CODE if phase == PLAY else DEAL_CODE


def unneeded(phase):
    """The modules of actions that `phase` does not take, which the app may let go (the card
    play's phase takes its end's too: a player going out, or a deadlock), with the words of a
    refusal."""
    if phase == PLAY:
        return DEAL_CODE, POKER_CODE, WAITS_CODE
    played = PLAY_CODE, END_CODE, CLAIM_CODE, RUN_CODE, DECK_CODE, WAITS_CODE
    if phase == SHOWDOWN:
        return (DEAL_CODE,) + played
    if phase == OVER:
        return (DEAL_CODE, POKER_CODE) + played
    return (POKER_CODE,) + played  # DEAL, WIDOW


def _actions(code):
    """The module `code` of the table's actions (DEAL_CODE...), loaded if it is not."""
    return __import__(code, None, None, ("",))
