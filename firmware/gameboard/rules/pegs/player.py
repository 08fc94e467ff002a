"""The computer player: picks a legal move for a seat at one of three levels (LEVELS).

- "normal" scores each move's effect: the progress it gives the seat's team (steps nearer H5,
  with extra for entering HOME and for coming out), plus the progress it takes from opponents
  it bumps, minus the risk it leaves on the pegs it moved (opponent pegs up to 12 holes behind
  can land on them, an 8 can come back onto them, pegs on an opponent's come-out face that
  opponent's next peg out). Bumping a teammate is scored by what it really does: the teammate
  lands on its own in-spot. With no move, it discards the card it can best spare.
- "easy" plays as a beginner does: it counts only its own pegs' steps and coming out, never
  sees a bump or a risk, and now and then plays any legal move at all.
- "hard" scores with evaluation.py: the whole team's progress, what the opponents may hold
  (the cards it has not seen), and what each card is worth kept, with weights tuned by
  self-play (weights.py).
Pure: chance comes from the Prng passed in (ties, and the easy player's slips).
"""
from gameboard.rules import const
from gameboard.rules.pegs.board import START, to_go
from gameboard.rules.pegs.cards import LABELS
from gameboard.rules.pegs.move import Move

LEVELS = ("easy", "normal", "hard")
_HOME_BONUS = const(24)
_OUT_BONUS = const(10)
_BUMP_BONUS = const(6)
_REACH = const(12)  # how far behind an opponent peg threatens (one card moves a peg 12 alone)
RISK = 0.06  # chance-like weight per threatening peg
# How much a card is worth keeping; the lowest is discarded.
KEEP = {"JK": 13, "A": 12, "K": 11, "Q": 11, "J": 11, "7": 9, "8": 8, "9": 7, "2": 6,
        "4": 5, "3": 4, "5": 3, "6": 2, "10": 1}
_SLIP = const(4)  # the easy player plays any legal move once in about this many turns
_BATCH = const(32)  # moves scored at a time (Decision.step)


def _threat_counts(game, team):
    """For each track hole, how many opponent threats a peg there faces: opponent track pegs
    1.._REACH holes behind it or 8 ahead of it, and 3 for an opponent's come-out hole while
    that opponent has pegs in START."""
    length = game.L
    counts = bytearray(length)
    outs = []
    for seat in game.seats:
        if game.team[seat] == team:
            continue
        for place in game.pos[seat]:
            if place < length:
                for d in range(1, _REACH + 1):
                    counts[(place + d) % length] += 1
                counts[(place + length - 8) % length] += 1
            elif place == START and game.come_out[seat] not in outs:
                outs.append(game.come_out[seat])
    for hole in outs:
        counts[hole] += 3
    return counts


def _normal(game, seat):
    """scores(card, raws) for the normal level (a score per packed move): each move's score as
    the module docstring says, written out in one loop for speed (board.py's to_go() inline).
    The risk terms are floats added in the same order as ever, so the normal player's moves
    stay what they were."""
    team = game.team[seat]
    counts = _threat_counts(game, team)
    length = game.L
    team_of = game.team
    in_spot = game.in_spot

    def scores(card, raws):
        # One list of the size needed: appending would grow it by doubling, and a 7's or a
        # Joker's many moves in an 8-player game take it to a 1 KB block, which a fragmented
        # heap may lack.
        out = [0] * len(raws)
        for k in range(len(raws)):
            raw = raws[k]
            score = 0
            n = raw[1] + 2
            for i in range(2, n):
                step = raw[i]
                owner = step >> 16
                src = (step >> 8) & 255
                dst = step & 255
                if src < START:
                    before = (in_spot[owner] - src) % length + 5
                else:
                    before = length + 1 if src == START else 5 - (src - START)
                after = (in_spot[owner] - dst) % length + 5 if dst < START else 5 - (dst - START)
                gain = before - after
                if team_of[owner] != team:
                    score -= gain  # the other peg of a swap
                    continue
                score += gain
                if dst > START and src <= START:
                    score += _HOME_BONUS
                if src == START:
                    score += _OUT_BONUS
                if src < length:
                    score += RISK * counts[src] * (length + 6 - before)
                if dst < length:
                    score -= RISK * counts[dst] * (length + 6 - after)
            for i in range(n, len(raw)):
                step = raw[i]
                owner = step >> 16
                dst = step & 255
                lost = ((length + 1 if dst == START else (in_spot[owner] - dst) % length + 5)
                        - (in_spot[owner] - ((step >> 8) & 255)) % length - 5)
                if team_of[owner] == team:
                    score -= lost
                else:
                    score += lost + _BUMP_BONUS
            out[k] = score
        return out

    return scores


def _easy(game, seat):
    length = game.L

    def score(card, raw):
        total = 0
        for step in raw[2:2 + raw[1]]:
            if step >> 16 == seat:
                src = (step >> 8) & 255
                total += to_go(src, seat, length) - to_go(step & 255, seat, length)
                if src == START:
                    total += _OUT_BONUS
        return total

    return score


def _each(score):
    """scores(card, raws) -> [score(card, raw) for each raw]."""
    return lambda card, raws: [score(card, raw) for raw in raws]


def choose_move(game, seat, prng, level="normal", tuned=None):
    """A legal move for `seat` (which must be the seat to play in a dealt game, or any seat
    with real cards, where every card counts as held) at `level` (one of LEVELS): the best
    scored, ties broken by prng; `tuned` is the hard player's weight tuple (None: weights.py's
    TUNED; the tuning tool tries others)."""
    return Decision(game, seat, prng, level, tuned).move()


class Decision:
    """choose_move worked out one card at a time: step() scores the next card's moves (True
    once every card is done), move() finishes and gives the move. The app spreads a decision
    over its ticks this way, so a press is never kept waiting for a whole hand. The game must
    not change until move(). Works on packed moves, so a whole hand's moves never sit in memory
    at once."""

    def __init__(self, game, seat, prng, level="normal", tuned=None):
        if level not in LEVELS:
            raise ValueError("level %r: the levels are %s" % (level, ", ".join(LEVELS)))
        self.held = game.hand(seat) or list(LABELS)
        if game.winner() is not None:
            raise ValueError("the game is over")
        self.game = game
        self.seat = seat
        self.prng = prng
        self.keep = KEEP
        if level == "hard":
            # Loaded only for a hard seat: a board's heap holds no code a game does not use.
            from gameboard.rules.pegs import evaluation, weights
            self.scores, self.keep = evaluation.scorer(
                game, seat, weights.TUNED if tuned is None else tuned)
        elif level == "easy" and prng.below(_SLIP) == 0:
            self.scores = _each(lambda card, raw: prng.below(1 << 16))  # a slip: any move
        elif level == "easy":
            self.scores = _each(_easy(game, seat))
        else:
            self.scores = _normal(game, seat)
        self.cards = _distinct(self.held)
        self.done = 0  # cards scored so far
        self.best = None
        self.top = []  # the (card, packed move) pairs scored best so far

    def step(self):
        if self.done < len(self.cards):
            card = self.cards[self.done]
            raws = self.game.packed_moves(self.seat, card)
            best = self.best
            top = self.top
            # Scored _BATCH moves at a time, in order: the scores of a card's hundred moves in
            # an 8-player game, one list, were a block of about 1 KB a fragmented heap lacked.
            for at in range(0, len(raws), _BATCH):
                batch = raws[at:at + _BATCH]
                values = self.scores(card, batch)
                for i in range(len(batch)):
                    if best is None or values[i] > best:
                        best = values[i]
                        top = [(card, batch[i])]
                    elif values[i] == best:
                        top.append((card, batch[i]))
            self.best = best
            self.top = top
            self.done += 1
        return self.done >= len(self.cards)

    def move(self):
        """The best scored move, ties broken by prng; with no move, the discard of a card
        the level values least."""
        while not self.step():
            pass
        top = self.top
        prng = self.prng
        if not top:
            keep = self.keep
            low = min(keep[c] for c in self.held)
            return Move(prng.choice([c for c in self.cards if keep[c] == low]))
        card, raw = top[0] if len(top) == 1 else prng.choice(top)
        return self.game.move_of(self.seat, card, raw)


def _distinct(cards):
    seen = []
    for c in cards:
        if c not in seen:
            seen.append(c)
    return seen
