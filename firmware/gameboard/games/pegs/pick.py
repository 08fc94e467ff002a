"""Choosing a move of one card, the way a player thinks of it: first a peg and where it goes,
then (when that is not yet a whole move) the rest (words.py has the words for a move).

Works on packed moves, which cost a fraction of Move objects (a crowded 9 has hundreds of
moves on an 8-player board) and need no text: the rules core's own packed moves as
`game.packed_moves` gives them (rules/pegs/move.py), `raw = (stamp, number of legs, legs...,
bumps...)`, each step one int. They are used as they come (no copy per move: a card's moves
are ready sooner): a step is compared as it is, and read only through the core's `unpack`
(seat, from, to, places as the codes of places.py).

- A split card (7, 9): the first choice is any one leg of any of its moves (a peg and its count,
  in either order the rules allow); the second, the moves with that leg.
- Any other card: the first choice is the first leg (the peg and where it lands); the second
  only when several moves share it (a 2 that may move or swap onto the same hole, a swap of one
  peg with any of several pegs).
A first choice with exactly one move, of one leg, is that move: OK plays it at once.
"""
from gameboard.rules.pegs.move import unpack

SPLITS = ("7", "9")
DISCARD = -1  # the option "No move: discard"


def legs(raw):
    return raw[2:2 + raw[1]]


def bumps(raw):
    return raw[2 + raw[1]:]


def _has(card, raw, key):
    if card in SPLITS:
        return key in legs(raw)
    return raw[2] == key


def keys(card, raws):
    """The first choices, each once, in the rules core's order, and for each the index of the
    move it is when it is a whole move by itself (else -1): found in one pass over the moves,
    or, when no two moves of a card that does not split start alike, straight from them."""
    split = card in SPLITS
    if not split:
        firsts = [raw[2] for raw in raws]
        if len(set(firsts)) == len(firsts):  # no two moves start alike (the usual case)
            return firsts, [i if raws[i][1] == 1 else -1 for i in range(len(raws))]
    out = []
    wholes = []
    at = {}
    for i in range(len(raws)):
        raw = raws[i]
        n = raw[1]
        for j in range(2, 2 + (n if split else 1)):
            leg = raw[j]
            k = at.get(leg)
            if k is None:
                at[leg] = len(out)
                out.append(leg)
                wholes.append(i if n == 1 else -1)
            else:
                wholes[k] = -1  # a first choice shared by several moves
    return out, wholes


def under(card, raws, key):
    """The indices of the moves a first choice leads to."""
    return [i for i in range(len(raws)) if _has(card, raws[i], key)]


def movable(card, raws):
    """The pegs this card can move, as (seat, place) pairs, each once (to light them)."""
    seen = []
    last_seat = last_src = -1
    split = card in SPLITS
    step = bytearray(3)  # each leg read into it: nothing allocated per move
    for raw in raws:
        for j in range(2, 2 + (raw[1] if split else 1)):
            unpack(raw[j], step)
            seat = step[0]
            src = step[1]
            if src != last_src or seat != last_seat:  # a peg's moves mostly come together
                last_seat = seat
                last_src = src
                if (seat, src) not in seen:
                    seen.append((seat, src))
    return seen


def steps_of(raw):
    """(legs, bumps) of a packed move as lists of (seat, from, to) place codes."""
    return [unpack(s) for s in legs(raw)], [unpack(s) for s in bumps(raw)]
