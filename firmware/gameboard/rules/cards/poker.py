"""Poker hands for Rummoli's showdown (docs/rules.md 3.7): aces high, the usual order.

poker_key() packs a hand into one int, higher for a better hand and equal for equal hands:
the category in the top hex digit, then the five ranks in the order that decides ties (counted
ranks first, most copies first, then by rank). A-2-3-4-5 (the wheel) is the lowest straight.
"""
from gameboard.rules.cards.deck import parse_all

NAMES = ("high card", "pair", "two pair", "three of a kind", "straight", "flush",
         "full house", "four of a kind", "straight flush")
# The category of each pattern of copies, most first (4+1, 3+2, ...); straights and flushes
# are found apart.
_BY_COUNTS = {(4, 1): 7, (3, 2): 6, (3, 1, 1): 3, (2, 2, 1): 2, (2, 1, 1, 1): 1,
              (1, 1, 1, 1, 1): 0}


def _ranked(cards):
    """(category, ranks in tie-breaking order) of five cards."""
    cards = parse_all(cards, 1, 0)
    if len(cards) != 5:
        raise ValueError("a poker hand is 5 cards, not %d" % len(cards))
    ranks = [14 if rank == 1 else rank for rank, _ in cards]
    counts = {}
    for r in ranks:
        counts[r] = counts.get(r, 0) + 1
    order = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    category = _BY_COUNTS[tuple(counts[r] for r in order)]
    tiebreak = []
    for r in order:
        tiebreak += [r] * counts[r]
    if category == 0:
        if order == [14, 5, 4, 3, 2]:
            order = tiebreak = [5, 4, 3, 2, 1]
        straight = order[0] - order[4] == 4
        flush = len(set(suit for _, suit in cards)) == 1
        category = 8 if straight and flush else 5 if flush else 4 if straight else 0
    return category, tiebreak


def _key(category, ranks):
    key = category
    for r in ranks:
        key = key * 16 + r
    return key


def _name(category, ranks):
    if category == 8 and ranks[0] == 14:
        return "royal flush"
    return NAMES[category]


def poker_key(cards):
    """One int that orders 5-card hands (a list of labels): higher is better."""
    return _key(*_ranked(cards))


def poker_name(cards):
    """"full house", "two pair", ...; the ace-high straight flush is a "royal flush"."""
    return _name(*_ranked(cards))


def poker_hand(cards):
    """(poker_key, poker_name) of a hand, ranked once (a showdown ranks eight)."""
    category, ranks = _ranked(cards)
    return _key(category, ranks), _name(category, ranks)
