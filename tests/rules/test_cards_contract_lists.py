"""Every contract of the three lists (docs/rules.md 3.2-3.4): melds that lay it down, melds
that break one rule and the reason given, and the same melds short of a part or with one too
many. Frustration 14: two decks with 4 jokers, jokers and 2s wild, runs of one suit.
Frustration 20: the same cards, the wild limit on every part, runs of mixed suits. Contract
Rummy: one deck and 1 joker, 2s natural, sets of 3 or 4, runs of 3 or more."""
import pytest

from gameboard.rules.cards import check, contract, contracts

# Contract, melds that lay it down, melds that do not, and why not.
FRUSTRATION_14 = [
    (1, ["7S 7H JK", "KS KD KC", "4H 4H 2C"],
     ["7S 7H JK", "KS KD KC", "4H 4H 8D"], "4H 4H 8D: not one rank (as a set of 3)"),
    (2, ["9C 9D 9S", "JH QH 2S AH"],
     ["9C 9D 9S", "5H 6H 7H 9H"], "5H 6H 7H 9H: not consecutive (as a run of 4)"),
    (3, ["AS AH AD", "3C 3D JK", "AC 2C 3C 4C"],
     ["2S 2H 2D", "3C 3D JK", "AC 2C 3C 4C"],
     "2S 2H 2D: wilds alone (a meld needs a natural card) (as a set of 3)"),
    (4, ["8S 8H 8D 8C", "QS QH JK 2D"],
     ["8S 8H 8D 8C", "QS JK 2D 2H"], "QS JK 2D 2H: 3 wilds, 1 natural: "
                                     "too many wilds (as a set of 4)"),
    (5, ["3D 4D 5D 6D", "3D 4D JK 6D"],
     ["3D 4D 5D 6D", "3D 4D 5S 6D"], "3D 4D 5S 6D: not one suit (as a run of 4)"),
    (6, ["5S 5H 5D", "6S 6H 6D", "7S 7H JK", "8S 8H 2C"],
     ["5S 5H 5D", "6S 6H 6D", "7S 7H JK", "9S 9H 9D 9C"],
     "9S 9H 9D 9C: 4 cards, not 3 (as a set of 3)"),
    (7, ["KS KH KD", "8H 9H 10H JH QH KH AH"],
     ["KS KH KD", "JH QH KH AH 2H 3H 4H"], "JH QH KH AH 2H 3H 4H: not "
                                          "consecutive (as a run of 7)"),
    (8, ["4S 4H 4D 4C", "10S 10H 10D JK", "JS JH 2S 2H"],
     ["4S 4H 4D 4C", "10S 10H 10D JK", "JS 2H 2S JK"],
     "JS 2H 2S JK: 3 wilds, 1 natural: too many wilds (as a set of 4)"),
    (9, ["AS 2S 3S 4S", "9C 10C JC QC", "JK 5H 6H 7H"],
     ["KS AS 2S 3S", "9C 10C JC QC", "JK 5H 6H 7H"],
     "KS AS 2S 3S: not consecutive (as a run of 4)"),
    (10, ["6S 6H 6D 6C 6S", "JK JK 9S 9H 9D"],
     ["6S 6H 6D 6C 6S", "JK JK 2S 9H 9D"],
     "JK JK 2S 9H 9D: 3 wilds, 2 naturals: too many wilds (as a set of 5)"),
    (11, ["10H JH QH KH AH", "AH 2H 3H 4H 5H"],
     ["10H JH QH KH AH", "2D 3D 4D 5D 6C"], "2D 3D 4D 5D 6C: not one suit (as a run of 5)"),
    (12, ["7S 7H 7D 7C", "7S 7H 7D 7C", "2C 3C 4C 5C"],
     ["7S 7H 7D 7C", "8S 8H 8D 8C", "9H 10H JH JH"], "9H 10H JH JH: two jacks (as a run of 4)"),
    (13, ["QS QH QD JK", "9S 10S JS QS", "5D 6D 7D 8D"],
     ["QS QH QD JK", "9S 10S JS QS", "5D 6D 7D 8D 9D"],
     "5D 6D 7D 8D 9D: 5 cards, not 4 (as a run of 4)"),
    (14, ["3S 3H 3D", "5C 6C 7C 8C 9C 10C JC QC KC"],
     ["3S 3H 3D", "AC 2C 3C 4C 5C 6C 7C 8C"],
     "AC 2C 3C 4C 5C 6C 7C 8C: 8 cards, not 9 (as a run of 9)"),
]

FRUSTRATION_20 = [
    (1, ["4S 4H JK", "5S 6H 7D 8C 9S"],
     ["4S 4H JK", "5S 6H 7D 8C 10S"], "5S 6H 7D 8C 10S: not consecutive (as a run of 5)"),
    (2, ["KS KH 2C JK"], ["KS 2H 2C JK"],
     "KS 2H 2C JK: 3 wilds, 1 natural: too many wilds (as 4 of a kind)"),
    (3, ["AS AH AD", "AC AS 2D"], ["AS AH KD", "AC AS 2D"], "AS AH KD: not one rank (as 3 of a kind)"),
    (4, ["9S 9H 9D 9C", "QS KH AD"], ["9S 9H 9D 9C", "KH AD 3C"],
     "KH AD 3C: not consecutive (as a run of 3)"),
    (5, ["5S 5H 5D", "6S 6H 6D 6C", "7S 8H 9D"], ["5S 5H 5D", "6S 6H 6D 6C 7S 8H 9D"],
     "this contract is 3 melds (3 of a kind, 4 of a kind and a run of 3), not 2"),
    (6, ["JS JH JD JK 2S"], ["JS JH JK JK 2S"],
     "JS JH JK JK 2S: 3 wilds, 2 naturals: too many wilds (as 5 of a kind)"),
    (7, ["AS", "8H 8D", "4S 5H 6D", "KS KD KH JK"], ["JK", "8H 8D", "4S 5H 6D", "KS KD KH 2C"],
     "JK: not a natural ace (as an Ace)"),
    (8, ["AS 2H 3D 4C 5S 6H 7D 8C"], ["AS 2H 3D 4C JK 6H 7D 8C"],
     "AS 2H 3D 4C JK 6H 7D 8C: no wilds in this meld, and JK is wild (as a run of 8)"),
    (9, ["JK 4H 5S 6H 7H", "3S 4S 5D 6S 7S"], ["JK 4H 5S 6H 7H", "2S 3S 4S 5D 6S"],
     "wilds in both runs: only one run may hold wilds (a 2 counts as wild)"),
    (10, ["5S 6H 7D 8C 9S 10H JD QC KS AH"], ["5S 6H 7D 8C 9S 10H JD QC KS 2H"],
     "5S 6H 7D 8C 9S 10H JD QC KS 2H: not consecutive (as a run of 10)"),
    (11, ["2H 3H 9H KH AH 7H", "2S 2D"], ["2H 3H 9H KH AH 7S", "2S 2D"],
     "2H 3H 9H KH AH 7S: 7S is not one of the hearts (as 6 Hearts)"),
    (12, ["QS QH QD QC JK", "QS QH QD 2C 2H"], ["QS QH QD QC", "QS QH QD 2C 2H"],
     "QS QH QD QC: 4 cards, not 5 (as 5 of a kind)"),
    (13, ["9D 10D JD QD KD", "4C 4S"], ["9D 10D JD QD KH", "4C 4S"],
     "9D 10D JD QD KH: KH is not one of the diamonds (as a run of 5 Diamonds)"),
    (14, ["2C 3C 5C 7C 9C JC KC AC", "4D 4D"], ["2C 3C 5C 7C 9C JC KC JK", "4D 4D"],
     "2C 3C 5C 7C 9C JC KC JK: no wilds in this meld, and JK is wild (as 8 Clubs)"),
    (15, ["2S 2H 2D", "7S 7H 7D", "7C 7S 7H"], ["2S 2H 2D", "7S 7H 7D", "7C 7S JK"],
     "7C 7S JK: no wilds in this meld, and JK is wild (as 3 of a kind)"),
    (16, ["8S 8H 8D 8C 8S", "9S 9H 2D JK"], ["8S 8H 8D 8C 8S", "9S 2S 2D JK"],
     "9S 2S 2D JK: 3 wilds, 1 natural: too many wilds (as 4 of a kind)"),
    (17, ["10S 10H 10D 10C JK 2S", "JS QH KD"], ["10S 10H JK JK 2S 2H", "JS QH KD"],
     "10S 10H JK JK 2S 2H: 4 wilds, 2 naturals: too many wilds (as 6 of a kind)"),
    (18, ["5S 5H 5D 5C 5S JK JK", "6S 6H"], ["5S 5H 5D 5C 5S JK JK", "6S 7H"],
     "6S 7H: not one rank (as a pair)"),
    (19, ["AH 3H 5H 7H 9H", "2S 4S 6S 8S 10S"], ["AH 3H 5H 7H 9H", "2S 4S 6S 8S 10C"],
     "2S 4S 6S 8S 10C: 10C is not one of the spades (as 5 Spades)"),
    (20, ["KS KH KD KC KS KH JK 2S", "AS AD"], ["KS KH KD JK JK JK 2S 2H", "AS AD"],
     "KS KH KD JK JK JK 2S 2H: 5 wilds, 3 naturals: too many wilds (as 8 of a kind)"),
]

CONTRACT_RUMMY = [
    (1, ["7S 7H 7D", "KS KH KD KC"], ["7S 7H", "KS KH KD KC"],
     "7S 7H: a set is 3 or 4 cards, not 2 (as a set)"),
    (2, ["AS AH AD", "2C 3C 4C 5C 6C 7C 8C"], ["AS AH AD", "QC KC AC 2C"],
     "QC KC AC 2C: not consecutive (as a run)"),
    (3, ["AH 2H 3H", "QS KS AS"], ["2H 3H 4H", "9H 10H JH"], "two runs in hearts"),
    (4, ["5S 5H 5D", "9S JK 9D", "KC KD KH"], ["5S 5H 5D", "9S JK 9D", "KC KD QH"],
     "KC KD QH: not one rank (as a set)"),
    (5, ["4S 4H 4D", "JS JH JD JC", "8D 9D 10D JK"], ["4S 4H 4D", "JS JH JD JC", "8D 9D 10S"],
     "8D 9D 10S: not one suit (as a run)"),
    (6, ["JS JH JD", "2C 3C 4C", "8H 9H 10H"], ["JS JH JD", "2C 3C 5C", "8H 9H 10H"],
     "2C 3C 5C: not consecutive (as a run)"),
    (7, ["AS 2S 3S 4S", "5H 6H 7H", "9D 10D JK QD KD"], ["AS 2S 3S", "5S 6S 7S", "9D 10D JD"],
     "two runs in spades"),
]

LISTS = {"frustration14": FRUSTRATION_14, "frustration20": FRUSTRATION_20,
         "contract": CONTRACT_RUMMY}
EVERY = [(game,) + row for game in LISTS for row in LISTS[game]]


def melds(texts):
    return [text.split() for text in texts]


@pytest.mark.parametrize("game, n, good, bad, why", EVERY)
def test_each_contract_is_laid_down_by_its_parts(game, n, good, bad, why):
    assert check(game, n, melds(good)) == ""


@pytest.mark.parametrize("game, n, good, bad, why", EVERY)
def test_each_contract_refuses_a_meld_that_breaks_a_rule(game, n, good, bad, why):
    assert check(game, n, melds(bad)) == why


@pytest.mark.parametrize("game", list(LISTS))
def test_the_lists_cover_every_contract_once(game):
    assert sorted(row[0] for row in LISTS[game]) == list(range(1, contracts(game) + 1))


@pytest.mark.parametrize("game, n, good, bad, why", EVERY)
def test_a_contract_needs_each_of_its_parts_and_no_more(game, n, good, bad, why):
    parts = len(good)
    for fewer in range(parts):
        entered = melds(good[:fewer] + good[fewer + 1:])
        assert check(game, n, entered) == "this contract is %d meld%s (%s), not %d" % (
            parts, "" if parts == 1 else "s", contract(game, n), parts - 1)
    more = melds(good + ["6D 6C 6S"])
    assert check(game, n, more, decks=2 if game == "contract" else 3) == (
        "this contract is %d meld%s (%s), not %d" % (
            parts, "" if parts == 1 else "s", contract(game, n), parts + 1))


@pytest.mark.parametrize("game, n, good, bad, why", EVERY)
def test_another_contracts_melds_do_not_lay_it_down(game, n, good, bad, why):
    # No two contracts of a list are alike: the next one's melds never lay this one down.
    rows = LISTS[game]
    assert check(game, n, melds(rows[n % len(rows)][1])) != ""
