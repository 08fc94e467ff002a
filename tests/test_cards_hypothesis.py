"""Hypothesis against an independent reading of the meld rules (docs/rules.md 3.1-3.5): for
arbitrary near-miss melds of any contract, and of Rummy, check() says "" exactly when a
brute-force search, which places every card of a run in a window and tries every order of melds,
finds them good. CPython only: the search is slow and uses itertools."""
import itertools

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from gameboard.rules.cards import check, contract, contracts
from gameboard.rules.cards.contract_check import parts
from gameboard.rules.cards.contract_lists import NO_WILDS, ONE_WILD_RUN
from gameboard.rules.cards.deck import parse

LABELS = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
GAMES = [(game, n) for game in ("frustration14", "frustration20", "contract")
         for n in range(1, contracts(game) + 1)]


def _wild(card, twos_wild):
    return card[0] == 0 or (card[0] == 2 and twos_wild)


def _run_places(naturals, size, aces_high=True):
    """Some window of `size` places in 1..14 (14 the ace above the king; 1..13 with aces low
    only) that holds every natural in a place of its own, trying each ace at both ends."""
    top = 14 if aces_high else 13
    for start in range(1, top + 2 - size):
        window = range(start, start + size)
        choices = [[p for p in ((1, 14) if rank == 1 and aces_high else (rank,)) if p in window]
                   for rank, _ in naturals]
        for places in itertools.product(*choices):
            if len(set(places)) == len(places):
                return True
    return False


def fills(meld, part, game, options, no_wilds):
    kind, size, suit, _ = part
    twos_wild = game != "contract" and not no_wilds
    if size and len(meld) != size:
        return False
    if not size and not (3 <= len(meld) <= 4 if kind == "set" else len(meld) >= 3):
        return False
    if no_wilds and any(card[0] == 0 for card in meld):
        return False
    naturals = [card for card in meld if not _wild(card, twos_wild)]
    wilds = len(meld) - len(naturals)
    if kind == "ace":
        return meld[0][0] == 1
    if kind == "suit":
        return all(card[1] == suit for card in meld)
    if not naturals:
        return False
    if game != "contract":
        most = len(naturals) - (1 if options.get("wilds") == "fewer" else 0)
        if wilds > most and wilds:
            return False
    if kind == "set":
        if len({rank for rank, _ in naturals}) != 1:
            return False
        suits = [s for _, s in naturals]
        return not (game == "contract" and options.get("decks") == 2
                    and len(set(suits)) < len(suits))
    one_suit = suit or game != "frustration20" or options.get("runs") == "suited"
    if one_suit and len({s for _, s in naturals}) != 1:
        return False
    if suit and naturals[0][1] != suit:
        return False
    return _run_places(naturals, len(meld))


def laid_down(game, n, melds, options):
    text = contract(game, n)
    wanted = parts(text)
    if len(melds) != len(wanted):
        return False
    no_wilds = text.endswith(NO_WILDS)
    for order in itertools.permutations(range(len(melds))):
        if not all(fills(melds[order[j]], wanted[j], game, options, no_wilds)
                   for j in range(len(wanted))):
            continue
        runs = [melds[order[j]] for j in range(len(wanted)) if wanted[j][0] == "run"]
        if game == "contract":
            suits = [[s for r, s in run if r][0] for run in runs]
            if len(set(suits)) < len(suits):
                continue
        if text.endswith(ONE_WILD_RUN):
            if sum(1 for run in runs if any(_wild(card, True) for card in run)) > 1:
                continue
        return True
    return False


ANY_CARD = st.builds(lambda rank, suit: LABELS[rank] + suit, st.integers(1, 13),
                     st.sampled_from("SHDC"))


@st.composite
def near_meld(draw, part, game):
    """A meld of the part's shape with some wilds, then as often as not one thing wrong: a card
    too many or too few, or one card replaced by any other."""
    kind, size, suit, _ = part
    if not size:
        size = draw(st.integers(3, 4 if kind == "set" else 8))
    suit = suit or draw(st.sampled_from("SHDC"))
    if kind == "set":
        rank = draw(st.integers(1, 13))
        suits = draw(st.permutations("SHDC"))
        cards = [LABELS[rank] + suits[i % 4] for i in range(size)]
    elif kind == "run":
        start = draw(st.integers(1, 15 - size))
        cards = [LABELS[place] + suit for place in range(start, start + size)]
        if draw(st.booleans()):
            # Stretched one place past either end: the run is one card short of its span.
            beyond = start + size if start + size <= 14 else start - 1
            cards[draw(st.integers(0, size - 1))] = LABELS[beyond] + suit
        if draw(st.booleans()):
            i = draw(st.integers(0, size - 1))
            cards[i] = cards[i][:-1] + draw(st.sampled_from("SHDC"))
    elif kind == "ace":
        cards = ["A" + suit]
    else:
        cards = [LABELS[draw(st.integers(1, 13))] + suit for _ in range(size)]
    wilds = ["JK"] if game == "contract" else ["JK", "2S", "2H", "2D", "2C"]
    for _ in range(draw(st.integers(0, 1 if game == "contract" else (size + 1) // 2))):
        cards[draw(st.integers(0, size - 1))] = draw(st.sampled_from(wilds))
    wrong = draw(st.sampled_from(["none", "none", "none", "more", "fewer", "other"]))
    if wrong == "more":
        cards.append(draw(ANY_CARD))
    elif wrong == "fewer" and size > 1:
        cards.pop(draw(st.integers(0, size - 1)))
    elif wrong == "other":
        cards[draw(st.integers(0, size - 1))] = draw(ANY_CARD)
    return draw(st.permutations(cards))


@st.composite
def attempt(draw):
    game, n = draw(st.sampled_from(GAMES))
    if game == "contract":
        options = {"decks": draw(st.sampled_from([1, 2]))}
    else:
        options = {"decks": draw(st.sampled_from([2, 3])),
                   "wilds": draw(st.sampled_from(["at_most_half", "fewer"]))}
        if game == "frustration20":
            options["runs"] = draw(st.sampled_from(["mixed", "suited"]))
    melds = [draw(near_meld(part, game)) for part in parts(contract(game, n))]
    return game, n, draw(st.permutations(melds)), options


@settings(max_examples=1200, deadline=None)
@given(attempt())
def test_check_agrees_with_a_brute_force_reading_of_the_rules(case):
    game, n, melds, options = case
    try:
        answer = check(game, n, melds, **options)
    except ValueError:
        assume(False)   # more copies of a card than the decks hold
    parsed = [[parse(label) for label in meld] for meld in melds]
    assert (answer == "") == laid_down(game, n, parsed, options), (answer, melds, options)



def rummy_meld(meld, aces_high):
    """A set of 3 or 4 of one rank, or a run of 3 or more of one suit, jokers anywhere, at least
    one natural card."""
    naturals = [card for card in meld if card[0]]
    if not naturals or len(meld) < 3:
        return False
    if len(meld) <= 4 and len({rank for rank, _ in naturals}) == 1:
        return True
    return len({suit for _, suit in naturals}) == 1 and _run_places(naturals, len(meld), aces_high)


@st.composite
def rummy_melds(draw, jokers):
    kinds = st.sampled_from([("set", 0, "", ""), ("run", 0, "", "")])
    melds = [list(draw(near_meld(draw(kinds), "contract"))) for _ in range(draw(st.integers(1, 3)))]
    if not jokers:
        melds = [[card for card in meld if card != "JK"] or ["KS"] for meld in melds]
    return melds


@settings(max_examples=800, deadline=None)
@given(st.booleans(), st.booleans(), st.data())
def test_rummy_melds_agree_with_a_brute_force_reading(aces_high, jokers, data):
    melds = data.draw(rummy_melds(jokers))
    options = {"aces": "high_low" if aces_high else "low", "jokers": jokers}
    try:
        answer = check("rummy", 0, melds, **options)
    except ValueError:
        assume(False)   # two copies of a card in one deck
    expected = all(rummy_meld([parse(label) for label in meld], aces_high) for meld in melds)
    assert (answer == "") == expected, (answer, melds, options)
