"""The hard computer player's evaluation of a move: what it does for the seat's team, what the
next players may do about it, and what the card would be worth kept (docs/rules.md 1.3-1.6).

Every weight is a whole number from weights.py (tuned by self-play), named here where it is used:
- progress: per step a team peg comes nearer H5 (the seat's own and its partners' alike: a
  team wins with all its pegs HOME, and a seat whose pegs are home moves its partners');
- opponent: per step an opponent peg is put back (bumped) or gains (the other peg of a swap);
- home: entering HOME; out: coming out of START; bump: each opponent peg bumped;
- risk: the team's pegs in reach of what the opponents may hold (unseen.py: the chance that an
  opponent's hand lands a peg there, times the steps that peg would lose), before against after;
- threat: the reach a bumped opponent peg had on the team's pegs, gone with it;
- aim: a team peg ending where a card of the seat's hand would land it on an opponent peg next
  turn (the steps that peg would lose, scaled down by _AIM_SHIFT), against where it came from;
- homing: a peg of the seat being moved ending where a card of the hand would take it into
  HOME next turn, against where it came from;
- leave_come_out: a peg stepping off the seat's come-out hole while pegs wait in START;
- keep_joker .. keep_other: what playing the card gives up (a Joker, a 7, an 8 kept for when
  it pays); the seat with no move discards the card it values least.
Scores are integers; a risk term is scaled down by _RISK_SHIFT after the weight is applied.
"""
from array import array

from gameboard.rules import const
from gameboard.rules.pegs import cards, unseen
from gameboard.rules.pegs.board import START
from gameboard.rules.pegs.movegen import EMPTY, movers
from gameboard.rules.pegs.weights import NAMES

_RISK_SHIFT = const(14)
_AIM_SHIFT = const(4)
# Places in a weight tuple (weights.NAMES): the move terms, progress .. leave_come_out, come
# first, in the order scores() unpacks them, then what each card is worth kept. Private
# constants, so that a board interns no name for them (docs/architecture.md, "The qstr pools").
_MOVE_TERMS = const(10)
_KEEP_JOKER = const(10)
_KEEP_SEVEN = const(11)
_KEEP_EIGHT = const(12)
_KEEP_NINE = const(13)
_KEEP_TWO = const(14)
_KEEP_COME_OUT = const(15)
_KEEP_OTHER = const(16)
_WEIGHTS = const(17)


def _fill(length, value):
    """A number per track hole, each `value` to begin with: 4 bytes each, where a list's 8 made
    each of a decision's three a block of 1,152 bytes in an 8-player game (64-bit), one that
    a fragmented heap may lack. Made from a range, whose length the array is made at."""
    out = array("i", range(length))
    for hole in range(length):
        out[hole] = value
    return out


class View:
    """One seat's view of the board for one decision: per track hole, how likely the team's
    peg there is to be hit (danger), and per opponent peg, the hits it threatens (threat)."""

    def __init__(self, game, seat):
        self.game = game
        self.length = length = game.L
        self.team = team = game.team[seat]
        forward, backward, joker, come_out = unseen.reach(game, seat)
        opponents = [s for s in game.seats if game.team[s] != team]
        # Any opponent holding a Joker can land on any track peg.
        danger = _fill(length, joker * len(opponents))
        for other in opponents:
            waiting = False
            for place in game.pos[other]:
                if place < length:
                    for d in range(1, unseen.REACH + 1):
                        danger[(place + d) % length] += forward[d]
                    for e in range(1, unseen.BACK + 1):
                        danger[(place - e) % length] += backward[e]
                elif place == START:
                    waiting = True
            if waiting:
                danger[game.come_out[other]] += come_out
        self.danger = danger
        self.aim, self.homing = self._aim(game, seat, opponents, movers(game, seat)[0])
        self.forward = forward
        self.backward = backward

    def _aim(self, game, seat, opponents, mover):
        """Per track hole, the steps opponent pegs would lose to a bump from there with a card
        the seat holds, and whether a peg of mover there could enter HOME with one."""
        length = self.length
        opts = game.opts
        reaches = []
        for card in game.hand(seat):
            if card == "7":
                reaches.extend(range(1, 8))  # whole, or one part of a split
            elif card == "9":
                reaches.extend(range(1, 10))
            elif card not in ("8", "JK"):
                reaches.append(cards.forward_count(card, opts["royals_count"]))
        distances = [d for d in range(1, unseen.REACH + 1) if d in reaches]
        aim = _fill(length, 0)
        for other in opponents:
            for place in game.pos[other]:
                if place < length:
                    value = self.value(other, place)
                    for d in distances:
                        aim[(place - d) % length] += value
        homing = bytearray(length)
        if mover >= 0:
            spot = game.in_spot[mover]
            for d in distances:
                # From k holes before the in-spot, a count of k+1 .. k+5 ends in HOME.
                for k in range(max(0, d - 5), d):
                    homing[(spot - k) % length] = 1
        return aim, homing

    def value(self, seat, hole):
        """The steps a peg of seat on track hole `hole` would lose if sent to START."""
        return self.length - 4 - (self.game.in_spot[seat] - hole) % self.length

    def threat(self, hole):
        """The chance-weighted steps the opponent peg on `hole` threatens to take from the
        team's pegs in its reach."""
        game = self.game
        length = self.length
        occupant = game.occupant
        total = 0
        for d in range(1, unseen.REACH + 1):
            there = occupant[(hole + d) % length]
            if there != EMPTY and game.team[there >> 3] == self.team:
                total += self.forward[d] * self.value(there >> 3, (hole + d) % length)
        for e in range(1, unseen.BACK + 1):
            there = occupant[(hole - e) % length]
            if there != EMPTY and game.team[there >> 3] == self.team:
                total += self.backward[e] * self.value(there >> 3, (hole - e) % length)
        return total


def scorer(game, seat, weights):
    """(scores, keep) for one decision of seat: scores(card, raws), the score of each packed
    move (see move.py) of card in raws, higher better; keep, {card: what playing it gives up}.
    A closure, as player.py's normal level is: what it keeps from card to card interns no
    attribute's name (docs/architecture.md, "The qstr pools")."""
    if not isinstance(weights, tuple) or len(weights) != _WEIGHTS or not all(
            isinstance(x, int) and not isinstance(x, bool) for x in weights):
        raise ValueError("hard player weights are %d integers (%s), got %r" % (
            _WEIGHTS, NAMES, weights))
    terms = weights[:_MOVE_TERMS]
    keep_of = {"JK": _KEEP_JOKER, "7": _KEEP_SEVEN, "8": _KEEP_EIGHT, "9": _KEEP_NINE,
               "2": _KEEP_TWO, "A": _KEEP_COME_OUT, "J": _KEEP_COME_OUT, "Q": _KEEP_COME_OUT,
               "K": _KEEP_COME_OUT}
    keep = {card: weights[keep_of.get(card, _KEEP_OTHER)] for card in cards.LABELS}
    view = View(game, seat)
    mover = movers(game, seat)[0]
    crowded_start = mover >= 0 and START in game.pos[mover]
    come_out = game.come_out[mover] if mover >= 0 else -1
    threats = _fill(view.length, -1)  # view.threat() of a bumped peg's hole, once

    def scores(card, raws):
        # Written out in one loop for speed (a crowded board's hand has hundreds of moves):
        # board.py's to_go() inline, START as length + 1 steps, HOME hole h as 5 - h.
        (progress, opponent, home_bonus, out_bonus, bump_bonus, risk, threat, aim_weight,
         homing_weight, leave) = terms
        danger = view.danger
        aim = view.aim
        homing = view.homing
        length = view.length
        team = view.team
        team_of = game.team
        in_spot = game.in_spot
        kept = -keep[card]
        # One list of the size needed, as player.py's normal level makes it (appending would
        # grow it by doubling: a Joker's moves in an 8-player game to a block of 1 KB or more).
        out = [0] * len(raws)
        for k in range(len(raws)):
            raw = raws[k]
            total = kept
            n = raw[1] + 2
            for i in range(2, n):
                step = raw[i]
                owner = step >> 16
                src = (step >> 8) & 255
                dst = step & 255
                spot = in_spot[owner]
                if src < length:
                    before = (spot - src) % length + 5
                else:
                    before = length + 1 if src == START else START + 5 - src
                if dst < length:
                    after = (spot - dst) % length + 5
                else:
                    after = START + 5 - dst
                if team_of[owner] != team:
                    total -= opponent * (before - after)  # the other peg of a swap
                    continue
                total += progress * (before - after)
                at_risk = 0
                at_aim = 0
                if src < length:
                    at_risk = danger[src] * (length + 1 - before)
                    at_aim = -aim[src]
                    if owner == mover:
                        total -= homing_weight * homing[src]
                    if src == come_out and crowded_start:
                        total += leave
                elif src == START:
                    total += out_bonus
                if dst < length:
                    at_risk -= danger[dst] * (length + 1 - after)
                    at_aim += aim[dst]
                    if owner == mover:
                        total += homing_weight * homing[dst]
                elif src <= START:
                    total += home_bonus
                if at_risk:
                    total += (risk * at_risk) >> _RISK_SHIFT
                if at_aim:
                    total += (aim_weight * at_aim) >> _AIM_SHIFT
            for i in range(n, len(raw)):
                step = raw[i]
                owner = step >> 16
                src = (step >> 8) & 255
                spot = in_spot[owner]
                # A bumped peg goes from the track to START, or to its in-spot (a partner's).
                lost = (length + 1 if step & 255 == START else 5) - (spot - src) % length - 5
                if team_of[owner] == team:
                    total -= progress * lost  # a partner sent to its in-spot mostly gains
                    continue
                total += opponent * lost + bump_bonus
                if threats[src] < 0:
                    threats[src] = view.threat(src)
                total += (threat * threats[src]) >> _RISK_SHIFT
            out[k] = total
        return out

    return scores, keep
