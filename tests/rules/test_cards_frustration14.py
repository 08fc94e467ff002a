"""Frustration's 14 contracts (docs/rules.md 3.2): each one laid down, and each one refused
for a stated reason. Two decks with 4 jokers; jokers and 2s wild; runs of one suit."""
import pytest

from gameboard.rules.cards import check, contract

# Contract, melds that lay it down, melds that do not, and why not.
CONTRACTS = [
    (1, ["7S 7H JK", "KS KD KC", "4H 4H 2C"],
     ["7S 7H JK", "KS KD KC", "4H 4H 8D"], "4H 4H 8D as a set of 3: not one rank"),
    (2, ["9C 9D 9S", "JH QH 2S AH"],
     ["9C 9D 9S", "5H 6H 7H 9H"], "5H 6H 7H 9H as a run of 4: not consecutive"),
    (3, ["AS AH AD", "3C 3D JK", "AC 2C 3C 4C"],
     ["2S 2H 2D", "3C 3D JK", "AC 2C 3C 4C"],
     "2S 2H 2D as a set of 3: wilds alone (a meld needs a natural card)"),
    (4, ["8S 8H 8D 8C", "QS QH JK 2D"],
     ["8S 8H 8D 8C", "QS JK 2D 2H"], "QS JK 2D 2H as a set of 4: too many wilds "
                                     "(3 wilds, 1 natural)"),
    (5, ["3D 4D 5D 6D", "3D 4D JK 6D"],
     ["3D 4D 5D 6D", "3D 4D 5S 6D"], "3D 4D 5S 6D as a run of 4: not one suit"),
    (6, ["5S 5H 5D", "6S 6H 6D", "7S 7H JK", "8S 8H 2C"],
     ["5S 5H 5D", "6S 6H 6D", "7S 7H JK", "9S 9H 9D 9C"],
     "9S 9H 9D 9C as a set of 3: 4 cards, not 3"),
    (7, ["KS KH KD", "8H 9H 10H JH QH KH AH"],
     ["KS KH KD", "JH QH KH AH 2H 3H 4H"], "JH QH KH AH 2H 3H 4H as a run of 7: "
                                          "not consecutive"),
    (8, ["4S 4H 4D 4C", "10S 10H 10D JK", "JS JH 2S 2H"],
     ["4S 4H 4D 4C", "10S 10H 10D JK", "JS 2H 2S JK"],
     "JS 2H 2S JK as a set of 4: too many wilds (3 wilds, 1 natural)"),
    (9, ["AS 2S 3S 4S", "9C 10C JC QC", "JK 5H 6H 7H"],
     ["KS AS 2S 3S", "9C 10C JC QC", "JK 5H 6H 7H"],
     "KS AS 2S 3S as a run of 4: not consecutive"),
    (10, ["6S 6H 6D 6C 6S", "JK JK 9S 9H 9D"],
     ["6S 6H 6D 6C 6S", "JK JK 2S 9H 9D"],
     "JK JK 2S 9H 9D as a set of 5: too many wilds (3 wilds, 2 naturals)"),
    (11, ["10H JH QH KH AH", "AH 2H 3H 4H 5H"],
     ["10H JH QH KH AH", "2D 3D 4D 5D 6C"], "2D 3D 4D 5D 6C as a run of 5: not one suit"),
    (12, ["7S 7H 7D 7C", "7S 7H 7D 7C", "2C 3C 4C 5C"],
     ["7S 7H 7D 7C", "8S 8H 8D 8C", "9H 10H JH JH"], "9H 10H JH JH as a run of 4: two jacks"),
    (13, ["QS QH QD JK", "9S 10S JS QS", "5D 6D 7D 8D"],
     ["QS QH QD JK", "9S 10S JS QS", "5D 6D 7D 8D 9D"],
     "5D 6D 7D 8D 9D as a run of 4: 5 cards, not 4"),
    (14, ["3S 3H 3D", "5C 6C 7C 8C 9C 10C JC QC KC"],
     ["3S 3H 3D", "AC 2C 3C 4C 5C 6C 7C 8C"],
     "AC 2C 3C 4C 5C 6C 7C 8C as a run of 9: 8 cards, not 9"),
]


def melds(texts):
    return [text.split() for text in texts]


@pytest.mark.parametrize("n, good, bad, why", CONTRACTS)
def test_each_contract_is_laid_down_by_its_parts(n, good, bad, why):
    assert check("frustration14", n, melds(good)) == ""


@pytest.mark.parametrize("n, good, bad, why", CONTRACTS)
def test_each_contract_refuses_a_meld_that_breaks_a_rule(n, good, bad, why):
    assert check("frustration14", n, melds(bad)) == why


def test_the_list_covers_every_contract_once():
    assert sorted(row[0] for row in CONTRACTS) == list(range(1, 15))


@pytest.mark.parametrize("n, good, bad, why", CONTRACTS)
def test_a_contract_needs_each_of_its_parts(n, good, bad, why):
    parts = len(good)
    assert check("frustration14", n, melds(good[1:])) == (
        "this contract is %d melds (%s), not %d" % (parts, contract("frustration14", n),
                                                     parts - 1))


@pytest.mark.parametrize("n, good, bad, why", CONTRACTS)
def test_another_contracts_melds_do_not_lay_it_down(n, good, bad, why):
    # Contract n+1's melds are never contract n: no two contracts of the list are alike.
    later = CONTRACTS[n % 14][1]
    assert check("frustration14", n, melds(later)) != ""


def test_runs_of_one_contract_may_share_a_suit_and_sets_a_rank():
    assert check("frustration14", 5, melds(["4S 5S 6S 7S", "4S 5S 6S 7S"])) == ""
    assert check("frustration14", 1, melds(["9S 9H 9D", "9C 9S 9H", "9D 9C JK"])) == ""


def test_three_decks_allow_a_third_copy_of_a_card():
    melds3 = melds(["QS QS QS", "KS KH KD", "AS AH AD"])
    assert check("frustration14", 1, melds3, decks=3) == ""
    with pytest.raises(ValueError, match="too many QS: 3 entered"):
        check("frustration14", 1, melds3)


def test_six_jokers_come_with_three_decks():
    sets = ["5S 5H JK JK", "6S 6H JK JK"]
    run = "7C 8C JK JK"
    assert check("frustration14", 12, melds(sets + [run]), decks=3) == ""
    with pytest.raises(ValueError, match="too many JK: 6 entered, the game's cards hold 4"):
        check("frustration14", 12, melds(sets + [run]))

