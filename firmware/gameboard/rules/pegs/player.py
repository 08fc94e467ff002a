"""The computer player: picks a sensible legal move for a seat, by scoring each move's effect.

A move is worth the progress it gives the seat's team (steps nearer H5, with extra for entering
HOME and for coming out), plus the progress it takes from opponents it bumps, minus the risk
it leaves on the pegs it moved (opponent pegs up to 12 holes behind can land on them, an 8
can come back onto them, pegs on an opponent's come-out face that opponent's next peg out).
Bumping a teammate is scored by what it really does: the teammate lands on its own in-spot.
With no move, it discards the card it can best spare. Pure: chance comes from the Prng
passed in, which only breaks ties.
"""
from gameboard.rules.pegs.board import START, to_go
from gameboard.rules.pegs.cards import LABELS
from gameboard.rules.pegs.move import Move

HOME_BONUS = 24
OUT_BONUS = 10
BUMP_BONUS = 6
REACH = 12  # how far behind an opponent peg threatens (one card moves a peg up to 12 alone)
RISK = 0.06  # chance-like weight per threatening peg
# How much a card is worth keeping; the lowest is discarded.
KEEP = {"JK": 13, "A": 12, "K": 11, "Q": 11, "J": 11, "7": 9, "8": 8, "9": 7, "2": 6,
        "4": 5, "3": 4, "5": 3, "6": 2, "10": 1}


def _threats(game, team):
    """Opponent track pegs, and the come-out holes of opponents with pegs still in START."""
    holes = []
    outs = []
    length = game.L
    for seat in game.seats:
        if game.team[seat] == team:
            continue
        for place in game.pos[seat]:
            if place < length:
                holes.append(place)
            elif place == START and game.come_out[seat] not in outs:
                outs.append(game.come_out[seat])
    return holes, outs


def _risk(game, hole, value, threats):
    length = game.L
    if hole >= length:
        return 0
    holes, outs = threats
    n = 0
    for place in holes:
        d = (hole - place) % length
        if 1 <= d <= REACH or d == length - 8:
            n += 1
    if hole in outs:
        n += 3
    return RISK * n * value


def _score(game, raw, team, threats):
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
        score += _risk(game, src, length + 6 - before, threats)
        score -= _risk(game, dst, length + 6 - after, threats)
    for step in raw[2 + raw[1]:]:
        seat = step >> 16
        lost = to_go(step & 255, seat, length) - to_go((step >> 8) & 255, seat, length)
        if game.team[seat] == team:
            score -= lost
        else:
            score += lost + BUMP_BONUS
    return score


def choose_move(game, seat, prng):
    """A legal move for `seat` (which must be the seat to play in a dealt game, or any seat
    with real cards, where every card counts as held): the best scored, ties broken by prng.
    Works card by card on packed moves, so a whole hand's moves never sit in memory at once."""
    held = game.hand(seat) or list(LABELS)
    if game.winner() is not None:
        raise ValueError("the game is over")
    team = game.team[seat]
    threats = _threats(game, team)
    best = None
    top = []
    for card in _distinct(held):
        for raw in game.packed_moves(seat, card):
            score = _score(game, raw, team, threats)
            if best is None or score > best:
                best = score
                top = [(card, raw)]
            elif score == best:
                top.append((card, raw))
    if not top:
        low = min(KEEP[c] for c in held)
        return Move(prng.choice([c for c in _distinct(held) if KEEP[c] == low]))
    card, raw = top[0] if len(top) == 1 else prng.choice(top)
    return game.move_of(seat, card, raw)


def _distinct(cards):
    seen = []
    for c in cards:
        if c not in seen:
            seen.append(c)
    return seen
