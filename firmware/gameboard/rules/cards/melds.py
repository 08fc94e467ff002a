"""One meld against the rules of docs/rules.md 3.1 and 3.4-3.6: "" if it is good, else why not,
in a player's words ("not consecutive", "2 wilds, 1 natural: too many wilds").

Cards come parsed, as (rank, suit) pairs (deck.py). A contract game's `rules` is the tuple
(twos_wild, limit, runs_suited, aces_high, set_suits_differ, no_wilds); limit is 0 (none),
LIMIT_HALF (no more wilds than naturals) or LIMIT_FEWER (fewer wilds than naturals).
"""
from gameboard.rules import const
from gameboard.rules.cards.deck import label

LIMIT_HALF = const(1)
LIMIT_FEWER = const(2)
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
_PLURALS = ("jokers", "aces", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s", "10s", "jacks",
            "queens", "kings")
_ANY_SET = ("set", 0, "", "a set")
_ANY_RUN = ("run", 0, "", "a run")


def _count(n, word):
    return "%d %s%s" % (n, word, "" if n == 1 else "s")


def fill(cards, part, rules):
    """Why the meld `cards` does not fill `part` (contract_lists.py), or "" if it does."""
    kind, size, suit, _ = part
    twos_wild, limit, runs_suited, aces_high, set_suits_differ, no_wilds = rules
    n = len(cards)
    if size:
        if n != size:
            return "%s, not %d" % (_count(n, "card"), size)
    elif kind == "set":
        if not 3 <= n <= 4:
            return "a set is 3 or 4 cards, not %d" % n
    elif n < 3:
        return "a run is 3 or more cards, not %d" % n
    naturals = []
    for card in cards:
        if card[0] == 0 or (card[0] == 2 and twos_wild and not no_wilds):
            if no_wilds:
                return "no wilds in this meld, and JK is wild"
        else:
            naturals.append(card)
    wilds = n - len(naturals)
    if kind == "ace":
        return "" if naturals and naturals[0][0] == 1 else "not a natural ace"
    if not naturals:
        return "wilds alone (a meld needs a natural card)"
    if kind == "suit":
        for rank, card_suit in naturals:
            if card_suit != suit:
                return "%s is not one of the %s" % (label(rank, card_suit), SUIT_NAMES[suit])
        return ""
    if kind == "set":
        why = _set(naturals, set_suits_differ)
    else:
        why = _run(naturals, n, suit, runs_suited or suit, aces_high)
    if why or not limit:
        return why
    if wilds > len(naturals) or (limit == LIMIT_FEWER and wilds and wilds == len(naturals)):
        return "%s, %s: too many wilds" % (_count(wilds, "wild"), _count(len(naturals), "natural"))
    return ""


def _set(naturals, suits_differ):
    rank = naturals[0][0]
    seen = ""
    for card_rank, suit in naturals:
        if card_rank != rank:
            return "not one rank"
        if suits_differ and suit in seen:
            return "two %s in one set" % SUIT_NAMES[suit]
        seen += suit
    return ""


def _run(naturals, n, named_suit, one_suit, aces_high):
    """Why naturals (with n - len(naturals) wilds filling gaps or ends) make no run of n."""
    first = naturals[0][1]
    for rank, suit in naturals:
        if named_suit and suit != named_suit:
            return "%s is not one of the %s" % (label(rank, suit), SUIT_NAMES[named_suit])
        if one_suit and suit != first:
            return "not one suit"
    ranks = sorted(rank for rank, _ in naturals)
    for i in range(1, len(ranks)):
        if ranks[i] == ranks[i - 1]:
            return "two %s" % _PLURALS[ranks[i]]
    if n > 13:
        return "%d cards: a run goes at most from A to K (it never wraps)" % n
    if ranks[-1] - ranks[0] < n:
        return ""
    # An ace may instead stand above the king (Q-K-A), never both ends at once.
    ace_high_fits = ranks[0] == 1 and (len(ranks) == 1 or 14 - ranks[1] < n)
    if ace_high_fits:
        return "" if aces_high else "not consecutive (aces are low)"
    return "not consecutive"


def rummy_meld(cards, aces_high):
    """Rummy (docs/rules.md 3.5): a set of 3 or 4, or a run of 3 or more of one suit; jokers
    (when the option deals them) wild, with no limit but a natural card."""
    rules = (False, 0, True, aces_high, False, False)
    why_set = fill(cards, _ANY_SET, rules)
    if not why_set:
        return ""
    why_run = fill(cards, _ANY_RUN, rules)
    if not why_run:
        return ""
    ranks = [rank for rank, _ in cards if rank]
    if len(set(ranks)) == len(ranks):
        return why_run
    return why_set if min(ranks) == max(ranks) else "neither a set nor a run"


def hand_and_foot_meld(cards, wild_limit, wild_books):
    """Hand & Foot (docs/rules.md 3.6): 3 to 7 cards of one rank, at least half natural (unless
    the wild limit is off); red 3s are never melded, black 3s only in going out, which the
    board does not see, so a meld of them gets that rule as its answer; seven wilds alone make
    a wild book."""
    n = len(cards)
    if not 3 <= n <= 7:
        return "a meld is 3 to 7 cards, not %d" % n
    naturals = [card for card in cards if card[0] != 0 and card[0] != 2]
    for rank, suit in naturals:
        if rank == 3 and suit in "HD":
            return "red 3s are laid face up, never melded"
    if not naturals:
        if wild_books:
            return "" if n == 7 else "wilds alone make only a wild book of 7"
        return "wilds alone (a meld needs a natural card)"
    if _set(naturals, False):
        return "not one rank"
    if naturals[0][0] == 3:
        return "black 3s are melded only when going out"
    wilds = n - len(naturals)
    if wild_limit and wilds > len(naturals):
        return "%s, %s: too many wilds (at least half must be natural)" % (
            _count(wilds, "wild"), _count(len(naturals), "natural"))
    return ""
