"""check(): do the melds a player entered lay down their contract (docs/rules.md 3.1-3.6), and
if not, the first rule they break, in a player's words; parts_filled(): which part each fills.

The melds may come in any order. Each meld is judged once against each different part of the
contract; then every way of giving the melds to the parts is tried (at most 4 parts, so at most
24 ways, fewer where parts repeat). When no way works, the answer is the first failing meld of
the way that fills the most parts, and of those the one whose other melds come nearest their
parts: it is the way a player most likely meant.

parts() reads what a contract's text (contract_lists.py) asks for. A part is (kind, size, suit,
name): kind "set", "run", "ace" (one natural ace) or "suit" (cards of one suit, in no order);
size 0 for Contract Rummy's parts, which have none; suit "" where any will do; name as a player
says it. It is read here, not beside the lists: a table that shows a contract needs only its
text.
"""
from gameboard.rules import const
from gameboard.rules.cards.contract_lists import NO_WILDS, ONE_WILD_RUN, contract, contracts
from gameboard.rules.cards.deck import parse_all
from gameboard.rules.cards.melds import (LIMIT_FEWER, LIMIT_HALF, SUIT_NAMES, fill,
                                         hand_and_foot_meld, rummy_meld)
from gameboard.rules.cards.options import cards_in_play, settings

# How near a meld comes to a part: it fills it; it is that kind of meld, of another size; it
# is of the part's size. A filled part outweighs every near one together (4 parts at most).
_FILLED = const(9)
_KIND_ONLY = const(2)
_SIZE_ONLY = const(1)


def check(game, n, melds, **options):
    """"" if `melds` (lists of card labels) lay down contract `n` of `game`, or for n = 0 are
    each a good meld of the game; else the first rule they break."""
    rules = settings(game, options)
    count = contracts(game)
    if game == "rummoli":
        raise ValueError("rummoli has no melds to check")
    alone = type(n) is int and n == 0
    if count and not alone:
        return _lay_down(game, contract(game, n), melds, rules)[0]
    if not alone:
        raise ValueError("%s has no contracts: n must be 0, not %r" % (game, n))
    cards = _parse(melds, cards_in_play(game, rules))
    meld_rules = _meld_rules(game, rules, False) if count else None
    for labels, meld in zip(melds, cards):
        if game == "rummy":
            why = rummy_meld(meld, rules["aces"] == "high_low")
        elif not count:
            why = hand_and_foot_meld(meld, rules["wild_limit"], rules["wild_books"])
        else:
            # A contract game's meld alone: a set or a run of 3 cards or more (Contract
            # Rummy's sets at most 4), by the game's rules. Neither: the set's reason, unless
            # the cards are of more than one rank, then the run's.
            size = 0 if game == "contract" else len(meld)
            if 0 < size < 3:
                why = "a meld is 3 cards or more, not %d" % size
            else:
                why = fill(meld, ("set", size, "", "a set"), meld_rules)
                if why:
                    run = fill(meld, ("run", size, "", "a run"), meld_rules)
                    if not run or why == "not one rank":
                        why = run
        if why:
            return "%s: %s" % (" ".join(labels), why)
    return ""


def parts_filled(game, n, melds, **options):
    """The part of contract `n` that each meld fills, in the melds' order, as a player says it
    ("a set of 3", "a run of 4"); None if the melds do not lay the contract down."""
    rules = settings(game, options)
    return _lay_down(game, contract(game, n), melds, rules)[1]


def _parse(melds, in_play):
    """Each meld's cards, parsed, after checking that the game's decks hold them all."""
    if not isinstance(melds, (list, tuple)):
        raise ValueError("melds must be a list of melds, not %r" % (melds,))
    every = []
    for meld in melds:
        if not isinstance(meld, (list, tuple)) or not meld:
            raise ValueError("a meld is a list of one or more card labels, not %r" % (meld,))
        every += meld
    every = parse_all(every, in_play[0], in_play[1])
    cards = []
    for meld in melds:
        cards.append(every[:len(meld)])
        every = every[len(meld):]
    return cards


def _meld_rules(game, rules, no_wilds):
    """The rules tuple of melds.fill() for a contract of `game`."""
    if game == "contract":
        return (False, 0, True, True, rules["decks"] == 2, False)
    limit = LIMIT_FEWER if rules["wilds"] == "fewer" else LIMIT_HALF
    suited = game == "frustration14" or rules["runs"] == "suited"
    return (True, limit, suited, True, False, no_wilds)


def _orders(k):
    """Every order of 0 .. k-1, k bytes each, one after another (bytes index as small ints,
    so trying an order allocates nothing)."""
    if k == 1:
        return b"\x00"
    shorter = _orders(k - 1)
    every = b""
    for start in range(0, len(shorter), k - 1):
        order = shorter[start:start + k - 1]
        for i in range(k):
            every += order[:i] + bytes((k - 1,)) + order[i:]
    return every


# The orders of 1 to 4 parts: no contract has more.
_ORDERS = [b""] + [_orders(k) for k in range(1, 5)]


def _lay_down(game, text, labels, rules):
    """(why the melds do not lay down the contract or "", the part each fills or None)."""
    cards = _parse(labels, cards_in_play(game, rules))
    wanted = parts(text)
    k = len(wanted)
    if len(cards) != k:
        return "this contract is %d meld%s (%s), not %d" % (
            k, "" if k == 1 else "s", text, len(cards)), None
    meld_rules = _meld_rules(game, rules, text.endswith(NO_WILDS))
    different = []
    kind_of = []
    for part in wanted:
        if part not in different:
            different.append(part)
        kind_of.append(different.index(part))
    table = [[_nearness(meld, part, meld_rules) for part in different] for meld in cards]
    best_score = -1
    best = 0
    whole_why = ""
    orders = _ORDERS[k]
    for start in range(0, len(orders), k):
        score = 0
        for j in range(k):
            meld = orders[start + j]
            # Parts that are alike take their melds in rising order: other orders are the same.
            if j and kind_of[j] == kind_of[j - 1] and meld < orders[start + j - 1]:
                score = -1
                break
            score += table[meld][kind_of[j]][1]
        if score == _FILLED * k:
            why = _whole(game, text, wanted, orders[start:start + k], cards)
            if not why:
                return "", [wanted[j][3] for j in _part_of(orders, start, k)]
            whole_why = whole_why or why
        elif score > best_score:
            best_score, best = score, start
    if whole_why:
        return whole_why, None
    part_of = _part_of(orders, best, k)
    for meld in range(k):
        j = part_of[meld]
        why = table[meld][kind_of[j]][0]
        if why:
            # The cards, then why not, as a player says it ("7H 8H 10H: not consecutive"),
            # then the part they were taken for.
            return "%s: %s (as %s)" % (" ".join(labels[meld]), why, wanted[j][3]), None


def _part_of(orders, start, k):
    """For the order at `start` (the meld of each part), the part of each meld."""
    part_of = [0] * k
    for j in range(k):
        part_of[orders[start + j]] = j
    return part_of


def _nearness(meld, part, meld_rules):
    """(why the meld does not fill the part or "", how near it comes: see _FILLED)."""
    why = fill(meld, part, meld_rules)
    if not why:
        return why, _FILLED
    size = len(meld)
    if not part[1] or size == part[1]:
        return why, _SIZE_ONLY
    if not fill(meld, (part[0], size, part[2], part[3]), meld_rules):
        return why, _KIND_ONLY
    return why, 0


def _whole(game, text, wanted, order, cards):
    """Why melds that each fill their part still do not lay down the contract, or ""."""
    runs = [cards[order[j]] for j in range(len(order)) if wanted[j][0] == "run"]
    if game == "contract":
        seen = ""
        for run in runs:
            suit = [card[1] for card in run if card[0]][0]
            if suit in seen:
                return "two runs in %s" % SUIT_NAMES[suit]
            seen += suit
    elif text.endswith(ONE_WILD_RUN):
        holding = [run for run in runs if [card for card in run if card[0] in (0, 2)]]
        if len(holding) > 1:
            return "wilds in both runs: only one run may hold wilds (a 2 counts as wild)"
    return ""


def parts(text):
    """The parts a contract's text asks for, in its order (see the module's docstring)."""
    if "(" in text:
        text = text[:text.index(" (")]
    if "cards, " in text:
        text = text[text.index(", ") + 2:]
    result = []
    for piece in text.replace(" and ", ", ").split(", "):
        words = piece.split()
        count = 1
        if words[0] in ("a", "an"):
            words = words[1:]
        elif words[1] == "x":
            count, words = int(words[0]), words[2:]
        elif words[1][:3] in ("set", "run"):
            count, words = int(words[0]), words[1:]
        head = words[0]
        if head == "pair":
            part = ("set", 2, "", "a pair")
        elif head == "Ace":
            part = ("ace", 1, "", "an Ace")
        elif head[:3] in ("set", "run"):
            # "2 runs of 5 Diamonds": one part is "a run of 5 Diamonds".
            kind = head[:3]
            size = int(words[2]) if len(words) > 2 else 0
            suit = words[3][0] if len(words) > 3 else ""
            part = (kind, size, suit, " ".join(["a", kind] + words[1:]))
        elif words[1] == "of":
            part = ("set", int(head), "", " ".join(words))
        else:
            part = ("suit", int(head), words[1][0], " ".join(words))
        result += [part] * count
    return result
