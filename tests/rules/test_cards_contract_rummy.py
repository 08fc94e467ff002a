"""Contract Rummy's rules beyond the list of deals (test_cards_contract_lists; docs/rules.md
3.4): sets of 3 or 4, runs of 3 or more of one suit with no upper length, runs of one contract
in different suits, jokers wild with no wild limit, 2s natural, one joker a deck; with two decks
a set holds no two cards of one suit."""
import pytest

from gameboard.rules.cards import check


def melds(texts):
    return [text.split() for text in texts]


@pytest.mark.parametrize("size, why", [
    (2, "KS KH: a set is 3 or 4 cards, not 2 (as a set)"), (3, ""), (4, ""),
    (5, "KS KH KD KC JK: a set is 3 or 4 cards, not 5 (as a set)")])
def test_a_set_is_3_or_4_cards(size, why):
    kings = "KS KH KD KC JK".split()[:size]
    assert check("contract", 1, [kings, "5S 5H 5D".split()]) == why


@pytest.mark.parametrize("run", [
    "AH 2H 3H", "QH KH AH", "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH", "2H 3H JK 5H"])
def test_runs_have_no_upper_length_and_aces_go_high_or_low(run):
    assert check("contract", 2, [run.split(), "5S 5C 5D".split()]) == ""


def test_a_run_never_wraps_nor_goes_round_to_the_ace_again():
    assert check("contract", 2, melds(["KH AH 2H", "5S 5C 5D"])) == (
        "KH AH 2H: not consecutive (as a run)")
    every_heart = "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"
    assert check("contract", 2, melds([every_heart, "5S 5C 5D"]), decks=2) == (
        every_heart + ": two aces (as a run)")


def test_2s_are_natural_cards():
    assert check("contract", 1, melds(["2S 2H 2D", "3S 3H 3D"])) == ""
    assert check("contract", 3, melds(["AS 2S 3S", "2D 3D 4D"])) == ""


def test_the_wild_limit_does_not_apply_but_a_natural_card_is_needed():
    assert check("contract", 1, melds(["7S JK JK", "9S 9H 9D"]), decks=2) == ""
    assert check("contract", 3, melds(["JK 8H JK", "2D 3D 4D"]), decks=2) == ""
    assert check("contract", 1, melds(["JK 2S JK", "9S 9H 9D"]), decks=2) == ""


def test_one_joker_a_deck():
    with pytest.raises(ValueError, match="too many JK: 2 entered, the game's cards hold 1"):
        check("contract", 1, melds(["7S JK JK", "9S 9H 9D"]))


def test_with_two_decks_a_set_holds_no_two_cards_of_one_suit():
    assert check("contract", 1, melds(["7H 7H 7C", "9S 9D 9C"]), decks=2) == (
        "7H 7H 7C: two hearts in one set (as a set)")
    assert check("contract", 1, melds(["7H JK 7C 7S", "7H 7D 7C"]), decks=2) == ""


def test_two_sets_of_one_contract_may_share_a_rank():
    assert check("contract", 1, melds(["7H 7S 7C", "7H 7D 7C 7S"]), decks=2) == ""


def test_runs_of_one_contract_are_of_different_suits_even_when_apart():
    assert check("contract", 7, melds(["AS 2S 3S", "5H 6H 7H", "JS QS KS"])) == (
        "two runs in spades")
    # A joker takes the suit of the run it is in.
    assert check("contract", 3, melds(["JK 3D 4D", "5D 6D 7D"])) == "two runs in diamonds"


def test_a_meld_that_could_be_a_set_or_a_run_is_tried_as_each():
    # 8D JK JK fills the run in one deal and the set in the other.
    assert check("contract", 6, melds(["8D JK JK", "4S 4H 4C", "9C 10C JC"]), decks=2) == ""
    assert check("contract", 2, melds(["8D JK JK", "4S 5S 6S"]), decks=2) == ""
    assert check("contract", 2, melds(["8D JK JK", "4S 4H 4C"]), decks=2) == ""
