"""Frustration's 14 contracts (docs/rules.md 3.2) beyond the list itself (that is in
test_cards_contract_lists): runs that share a suit, sets that share a rank, three decks."""
import pytest

from gameboard.rules.cards import check


def melds(texts):
    return [text.split() for text in texts]


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

