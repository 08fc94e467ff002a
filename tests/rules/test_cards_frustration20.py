"""Frustration's 20 melds (docs/rules.md 3.3) beyond the list itself (test_cards_contract_lists):
"an Ace", the wild limit on every part, wilds in one run only, runs mixed or suited, suit parts,
"(no wilds)" over every part with a 2 there a natural 2, three decks."""
import pytest

from gameboard.rules.cards import check


def melds(texts):
    return [text.split() for text in texts]


# "an Ace" is one natural ace, laid as a meld of its own.
@pytest.mark.parametrize("ace, why", [
    ("AS", ""), ("AD", ""), ("2S", "2S: not a natural ace (as an Ace)"),
    ("KS", "KS: not a natural ace (as an Ace)")])
def test_an_ace_is_one_natural_ace(ace, why):
    assert check("frustration20", 7, melds([ace, "8H 8D", "4S 5H 6D", "KS KD KH JK"])) == why


def test_an_ace_is_not_two_aces():
    # Both aces would make the pair; the single-card part is missing instead.
    assert check("frustration20", 7, melds(["AS AH", "4S 5H 6D", "KS KD KH JK"])) == (
        "this contract is 4 melds (a pair, a run of 3, 4 of a kind and an Ace), not 3")


def test_the_wild_limit_holds_on_each_part_separately():
    # A pair holds at most 1 wild even when the meld's other parts are all natural.
    assert check("frustration20", 18, melds(["5S 5H 5D 5C 5S 5H 5D", "JK 2S"])) == (
        "JK 2S: wilds alone (a meld needs a natural card) (as a pair)")
    assert check("frustration20", 18, melds(["5S 5H 5D 5C 5S 5H 5D", "6S 2S"])) == ""
    assert check("frustration20", 18, melds(["5S 5H 5D 5C 5S 5H 5D", "6S 2S"]),
                 wilds="fewer") == "6S 2S: 1 wild, 1 natural: too many wilds (as a pair)"


# Meld 9: wilds in one run only, and a 2 is wild there even in its own place.
@pytest.mark.parametrize("first, second, why", [
    ("3S 4S 5D 6S 7S", "8H 9H 10H JH QH", ""),
    ("JK 4H 5S 6H 7H", "8H 9H 10H JH QH", ""),
    ("JK 4H 5S JK 7H", "8H 9H 10H JH QH", ""),
    ("AS 2S 3S 4S 5S", "8H 9H 10H JH QH", ""),
    ("AS 2S 3S 4S 5S", "8H 9H 10H JH JK", "wilds in both runs"),
    ("JK 4H 5S 6H 7H", "8H 9H 2D JH QH", "wilds in both runs"),
    ("JK 4H 5S JK JK", "8H 9H 10H JH QH", "3 wilds, 2 naturals: too many wilds"),
])
def test_meld_9_holds_wilds_in_one_run_only(first, second, why):
    answer = check("frustration20", 9, melds([first, second]))
    assert answer == why if not why else why in answer


@pytest.mark.parametrize("run, mixed, suited", [
    ("5S 6S 7S 8S 9S", "", ""),
    ("5S 6H 7D 8C 9S", "", "5S 6H 7D 8C 9S: not one suit (as a run of 5)"),
    ("5S 6H JK 8C 9S", "", "5S 6H JK 8C 9S: not one suit (as a run of 5)"),
    ("JK 6H 2S 8H 9H", "", ""),
])
def test_runs_mix_suits_unless_the_option_asks_for_one_suit(run, mixed, suited):
    contract_1 = melds(["4S 4H JK", run])
    assert check("frustration20", 1, contract_1) == mixed
    assert check("frustration20", 1, contract_1, runs="mixed") == mixed
    assert check("frustration20", 1, contract_1, runs="suited") == suited


def test_a_run_of_diamonds_is_consecutive_diamonds_whatever_the_runs_option():
    for runs in ("mixed", "suited"):
        assert check("frustration20", 13, melds(["9D 10D JD QD KD", "4C 4S"]), runs=runs) == ""
        assert check("frustration20", 13, melds(["2D 5D 7D 9D JD", "4C 4S"]), runs=runs) == (
            "2D 5D 7D 9D JD: not consecutive (as a run of 5 Diamonds)")


def test_suit_parts_are_any_cards_of_that_suit_and_2s_are_natural_there():
    assert check("frustration20", 14, melds(["2C 2C 3C 3C 4C 4C 5C 5C", "2D KD"])) == ""
    assert check("frustration20", 19, melds(["KH KH QH QH JH", "2S 3S 4S 5S 6S"])) == ""


@pytest.mark.parametrize("n, good", [
    (8, ["AS 2H 3D 4C 5S 6H 7D 8C"]),
    (10, ["AS 2H 3D 4C 5S 6H 7D 8C 9S 10S"]),
    (11, ["2H 3H 4H 5H 6H 7H", "2S 2D"]),
    (13, ["AD 2D 3D 4D 5D", "2C 2S"]),
    (15, ["2S 2H 2D", "2C 2S 2H", "3S 3H 3D"]),
])
def test_a_2_in_a_meld_with_no_wilds_is_a_natural_2(n, good):
    assert check("frustration20", n, melds(good)) == ""


def test_three_decks_hold_six_jokers_and_three_copies():
    eight = melds(["KS KS KS KH KD JK JK JK", "AS AS"])
    assert check("frustration20", 20, eight, decks=3) == ""
    with pytest.raises(ValueError, match="too many KS: 3 entered"):
        check("frustration20", 20, eight)
