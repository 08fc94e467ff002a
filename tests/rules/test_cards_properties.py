"""Seeded random contracts, on both runtimes: melds built at random from the game's cards to
lay down a contract are accepted in any order, meld by meld and card by card; broken one way,
they get the reason for that way (docs/rules.md 3.1-3.4)."""
import pytest

from gameboard.rules.cards import check, contract, contracts
from gameboard.rules.cards.contract_check import parts
from gameboard.rules.cards.contract_lists import NO_WILDS, ONE_WILD_RUN
from gameboard.rules.prng import Prng

LABELS = ("JK", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SEEDS = 6
EVERY_CONTRACT = [(game, n) for game in ("frustration14", "frustration20", "contract")
                  for n in range(1, contracts(game) + 1)]


class Deal:
    """The cards left to build melds from, and what the game's rules let a meld hold."""

    def __init__(self, game, n, prng):
        self.game, self.prng = game, prng
        text = contract(game, n)
        self.no_wilds = text.endswith(NO_WILDS)
        self.one_wild_run = text.endswith(ONE_WILD_RUN)
        self.options = {"decks": prng.choice((1, 2))} if game == "contract" else {
            "decks": prng.choice((2, 3)), "wilds": prng.choice(("at_most_half", "fewer"))}
        if game == "frustration20":
            self.options["runs"] = prng.choice(("mixed", "suited"))
        decks = self.options["decks"]
        self.left = {"JK": decks if game == "contract" else 2 * decks}
        self.decks = decks
        self.twos_wild = game != "contract" and not self.no_wilds

    def take(self, label):
        left = self.left.get(label, self.decks)
        if not left:
            return False
        self.left[label] = left - 1
        return True

    def wild(self):
        wilds = ["JK"] + (["2S", "2H", "2D", "2C"] if self.twos_wild else [])
        self.prng.shuffle(wilds)
        for label in wilds:
            if self.take(label):
                return label
        return None

    def most_wilds(self, size):
        if self.game == "contract":
            return size - 1
        if self.no_wilds:
            return 0
        return size // 2 if self.options["wilds"] == "at_most_half" else (size - 1) // 2

    def suit(self):
        return self.prng.choice("SHDC")


def _set(deal, size):
    prng = deal.prng
    ranks = [1] + list(range(3 if deal.twos_wild else 2, 14))
    rank = prng.choice(ranks)
    wilds = prng.below(deal.most_wilds(size) + 1)
    suits = list("SHDC")
    prng.shuffle(suits)
    meld = []
    for i in range(size - wilds):
        # Two decks of Contract Rummy: no two cards of one suit in a set.
        suit = suits[i] if deal.game == "contract" else deal.suit()
        if not deal.take(LABELS[rank] + suit):
            return None
        meld.append(LABELS[rank] + suit)
    return _add_wilds(deal, meld, wilds)


def _add_wilds(deal, meld, wilds):
    for _ in range(wilds):
        card = deal.wild()
        if card is None:
            return None
        meld.append(card)
    return meld


def _run(deal, size, suit, wilds_allowed):
    prng = deal.prng
    start = 1 + prng.below(15 - size)
    places = list(range(start, start + size))
    # A 2 is wild wherever it stands when 2s are wild.
    wild_places = [place for place in places if place == 2 and deal.twos_wild]
    most = deal.most_wilds(size) if wilds_allowed else 0
    if len(wild_places) > most:
        return None
    others = [place for place in places if place not in wild_places]
    prng.shuffle(others)
    wild_places += others[:prng.below(most - len(wild_places) + 1)]
    if len(wild_places) == size:
        return None
    meld = []
    for place in places:
        if place in wild_places:
            continue
        label = LABELS[place] + (suit or deal.suit())
        if not deal.take(label):
            return None
        meld.append(label)
    return _add_wilds(deal, meld, len(wild_places))


def build(deal, n):
    """Melds laying down contract n, part by part, or None if the cards ran out."""
    prng = deal.prng
    run_suits = list("SHDC")
    prng.shuffle(run_suits)
    runs = 0
    wild_run = prng.below(2)
    melds = []
    for kind, size, suit, _ in parts(contract(deal.game, n)):
        if deal.game == "contract":
            size = 3 + prng.below(2 if kind == "set" else 6)
        if kind == "set":
            meld = _set(deal, size)
        elif kind == "run":
            if deal.game == "contract":
                suit = run_suits[runs]
            elif deal.game == "frustration14" or deal.options.get("runs") == "suited":
                suit = suit or deal.suit()
            meld = _run(deal, size, suit, not deal.one_wild_run or runs == wild_run)
            runs += 1
        elif kind == "ace":
            meld = ["A" + deal.suit()]
            meld = meld if deal.take(meld[0]) else None
        else:
            meld = []
            while len(meld) < size:
                label = LABELS[1 + prng.below(13)] + suit
                if deal.take(label):
                    meld.append(label)
        if meld is None:
            return None
        melds.append(meld)
    return melds


def random_contract(game, n, seed):
    prng = Prng(seed * 1000 + n)
    while True:
        deal = Deal(game, n, prng)
        melds = build(deal, n)
        if melds is not None:
            return deal, melds


def shuffled(melds, prng):
    melds = [list(meld) for meld in melds]
    for meld in melds:
        prng.shuffle(meld)
    prng.shuffle(melds)
    return melds


@pytest.mark.parametrize("game, n", EVERY_CONTRACT)
def test_random_melds_of_a_contract_lay_it_down_in_any_order(game, n):
    for seed in range(SEEDS):
        deal, melds = random_contract(game, n, seed)
        assert check(game, n, melds, **deal.options) == "", (melds, deal.options)
        for _ in range(3):
            again = shuffled(melds, deal.prng)
            assert check(game, n, again, **deal.options) == "", (again, deal.options)


@pytest.mark.parametrize("game, n", EVERY_CONTRACT)
def test_a_missing_meld_is_named_by_the_count(game, n):
    for seed in range(SEEDS):
        deal, melds = random_contract(game, n, seed)
        gone = deal.prng.below(len(melds))
        fewer = melds[:gone] + melds[gone + 1:]
        assert check(game, n, fewer, **deal.options) == "this contract is %d meld%s (%s), not %d" % (
            len(melds), "" if len(melds) == 1 else "s", contract(game, n), len(fewer))


@pytest.mark.parametrize("game, n", EVERY_CONTRACT)
def test_a_meld_short_of_cards_is_named_by_its_size(game, n):
    for seed in range(SEEDS):
        deal, melds = random_contract(game, n, seed)
        prng = deal.prng
        melds = shuffled(melds, prng)
        longer = [i for i in range(len(melds)) if len(melds[i]) > 1]
        if not longer:
            continue
        cut = prng.choice(longer)
        # Contract Rummy's parts have no size: cut the meld below any part's.
        keep = 2 if game == "contract" else len(melds[cut]) - 1
        size = len(melds[cut])
        melds[cut] = melds[cut][:keep]
        answer = check(game, n, melds, **deal.options)
        # The meld named is one of that many cards (where parts are alike, maybe not the one
        # that was cut), and it is short of the part it is taken for.
        named = [" ".join(meld) for meld in melds if len(meld) == keep]
        assert [text for text in named if answer.startswith(text + ": ")], (answer, melds)
        ending = ", not 2 (as " if game == "contract" else "%d card%s, not %d (as " % (
            keep, "" if keep == 1 else "s", size)
        assert ending in answer and answer.endswith(")"), (answer, melds)


def _wild_limited_sets(game, n):
    """Which parts of contract n are sets that a wild too many breaks (3 cards or more)."""
    if game == "contract" or contract(game, n).endswith(NO_WILDS):
        return []
    wanted = parts(contract(game, n))
    return [i for i in range(len(wanted)) if wanted[i][0] == "set" and wanted[i][1] >= 3]


@pytest.mark.parametrize("game, n", [(game, n) for game, n in EVERY_CONTRACT
                                     if _wild_limited_sets(game, n)])
def test_one_wild_too_many_in_a_set_is_named(game, n):
    tried = 0
    for seed in range(SEEDS * 3):
        deal, melds = random_contract(game, n, seed)
        i = deal.prng.choice(_wild_limited_sets(game, n))
        meld = melds[i]
        naturals = [c for c in meld if c != "JK" and not c.startswith("2")]
        wilds = [c for c in meld if c not in naturals]
        more = deal.most_wilds(len(meld)) + 1 - len(wilds)
        extra = _add_wilds(deal, [], more)
        if extra is None:
            continue
        melds[i] = naturals[more:] + wilds + extra
        answer = check(game, n, shuffled(melds, deal.prng), **deal.options)
        assert ": %d wilds, " % (len(wilds) + more) in answer and ": too many wilds (as " in answer, (
            answer, melds)
        tried += 1
    assert tried
