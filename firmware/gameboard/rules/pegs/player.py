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
from gameboard.rules.pegs import evaluation, weights
from gameboard.rules.pegs.board import START, to_go
from gameboard.rules.pegs.cards import LABELS
from gameboard.rules.pegs.move import Move

LEVELS = ("easy", "normal", "hard")
HOME_BONUS = 24
OUT_BONUS = 10
BUMP_BONUS = 6
REACH = 12  # how far behind an opponent peg threatens (one card moves a peg up to 12 alone)
RISK = 0.06  # chance-like weight per threatening peg
# How much a card is worth keeping; the lowest is discarded.
KEEP = {"JK": 13, "A": 12, "K": 11, "Q": 11, "J": 11, "7": 9, "8": 8, "9": 7, "2": 6,
        "4": 5, "3": 4, "5": 3, "6": 2, "10": 1}
SLIP = 4  # the easy player plays any legal move once in about this many turns


def _threat_counts(game, team):
    """For each track hole, how many opponent threats a peg there faces: opponent track pegs
    1..REACH holes behind it or 8 ahead of it, and 3 for an opponent's come-out hole while
    that opponent has pegs in START."""
    length = game.L
    counts = bytearray(length)
    outs = []
    for seat in game.seats:
        if game.team[seat] == team:
            continue
        for place in game.pos[seat]:
            if place < length:
                for d in range(1, REACH + 1):
                    counts[(place + d) % length] += 1
                counts[(place + length - 8) % length] += 1
            elif place == START and game.come_out[seat] not in outs:
                outs.append(game.come_out[seat])
    for hole in outs:
        counts[hole] += 3
    return counts


def _risk(game, hole, value, counts):
    if hole >= game.L:
        return 0
    return RISK * counts[hole] * value


def _score(game, raw, team, counts):
    length = game.L
    score = 0
    for step in raw[2:2 + raw[1]]:
        seat = step >> 16
        src = (step >> 8) & 255
        dst = step & 255
        before = to_go(src, seat, length)
        after = to_go(dst, seat, length)
        gain = before - after
        if game.team[seat] != team:
            score -= gain  # the other peg of a swap
            continue
        score += gain
        if dst > START and src <= START:
            score += HOME_BONUS
        if src == START:
            score += OUT_BONUS
        score += _risk(game, src, length + 6 - before, counts)
        score -= _risk(game, dst, length + 6 - after, counts)
    for step in raw[2 + raw[1]:]:
        seat = step >> 16
        lost = to_go(step & 255, seat, length) - to_go((step >> 8) & 255, seat, length)
        if game.team[seat] == team:
            score -= lost
        else:
            score += lost + BUMP_BONUS
    return score


def _normal(game, seat):
    team = game.team[seat]
    counts = _threat_counts(game, team)
    return lambda card, raw: _score(game, raw, team, counts)


def _easy(game, seat):
    length = game.L

    def score(card, raw):
        total = 0
        for step in raw[2:2 + raw[1]]:
            if step >> 16 == seat:
                src = (step >> 8) & 255
                total += to_go(src, seat, length) - to_go(step & 255, seat, length)
                if src == START:
                    total += OUT_BONUS
        return total

    return score


def choose_move(game, seat, prng, level="normal", tuned=weights.TUNED):
    """A legal move for `seat` (which must be the seat to play in a dealt game, or any seat
    with real cards, where every card counts as held) at `level` (one of LEVELS): the best
    scored, ties broken by prng; `tuned` is the hard player's weight tuple (weights.py: the
    tuning tool tries others)."""
    return Decision(game, seat, prng, level, tuned).move()


class Decision:
    """choose_move worked out one card at a time: step() scores the next card's moves (True
    once every card is done), move() finishes and gives the move. The app spreads a decision
    over its ticks this way, so a press is never kept waiting for a whole hand. The game must
    not change until move(). Works on packed moves, so a whole hand's moves never sit in memory
    at once."""

    def __init__(self, game, seat, prng, level="normal", tuned=weights.TUNED):
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
            self.score = evaluation.scorer(game, seat, tuned)
            self.keep = evaluation.keep_costs(tuned)
        elif level == "easy" and prng.below(SLIP) == 0:
            self.score = lambda card, raw: prng.below(1 << 16)  # a slip: any legal move
        elif level == "easy":
            self.score = _easy(game, seat)
        else:
            self.score = _normal(game, seat)
        self.cards = _distinct(self.held)
        self.done = 0  # cards scored so far
        self.best = None
        self.top = []  # the (card, packed move) pairs scored best so far

    def step(self):
        if self.done < len(self.cards):
            card = self.cards[self.done]
            score = self.score
            top = self.top
            for raw in self.game.packed_moves(self.seat, card):
                value = score(card, raw)
                if self.best is None or value > self.best:
                    self.best = value
                    top = self.top = [(card, raw)]
                elif value == self.best:
                    top.append((card, raw))
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
