"""Melds entered in any order (docs/rules.md 3.1): the board finds which meld fills which part,
says so, and when none does names the meld a player most likely got wrong."""
import pytest

from gameboard.rules.cards import check, parts_filled


def melds(texts):
    return [text.split() for text in texts]


F20_7 = ["AS", "4S 5H 6D", "KS KD KH JK", "8H 8D"]


def _orders(items):
    if len(items) <= 1:
        return [list(items)]
    return [[items[i]] + rest for i in range(len(items))
            for rest in _orders(items[:i] + items[i + 1:])]


def test_every_order_of_four_melds_lays_down_the_contract():
    for order in _orders(F20_7):
        assert check("frustration20", 7, melds(order)) == "", order


def test_the_part_each_meld_fills_follows_the_melds_order():
    assert parts_filled("frustration20", 7, melds(F20_7)) == [
        "an Ace", "a run of 3", "4 of a kind", "a pair"]
    assert parts_filled("frustration20", 7, melds(F20_7[::-1])) == [
        "a pair", "4 of a kind", "a run of 3", "an Ace"]
    assert parts_filled("frustration14", 2, melds(["5D 6D 7D 8D", "KS KH KD"])) == [
        "a run of 4", "a set of 3"]


def test_no_parts_are_filled_when_the_contract_is_not_laid_down():
    assert parts_filled("frustration20", 7, melds(["AS", "4S 5H 6D", "KS KD KH JK"])) is None
    assert parts_filled("frustration20", 7, melds(["AS", "4S 5H 7D", "KS KD KH JK", "8H 8D"])) \
        is None
    assert parts_filled("contract", 3, melds(["2H 3H 4H", "9H 10H JH"])) is None


def test_a_meld_that_fits_two_parts_goes_where_the_others_leave_room():
    # 8D JK JK is a set or a run: a run when the set is taken, a set when the runs are.
    assert parts_filled("contract", 6, melds(["8D JK JK", "4S 4H 4C", "9C 10C JC"]),
                        decks=2) == ["a run", "a set", "a run"]
    assert parts_filled("contract", 6, melds(["8D JK JK", "4S 5S 6S", "9C 10C JC"]),
                        decks=2) == ["a set", "a run", "a run"]


def test_the_same_run_suit_fails_only_when_no_other_way_avoids_it():
    # 8D JK JK could be the run in diamonds beside 5D 6D 7D, or the set: it is the set.
    assert check("contract", 6, melds(["8D JK JK", "5D 6D 7D", "9C 10C JC"]), decks=2) == ""
    assert check("contract", 6, melds(["8D JK 10D", "5D 6D 7D", "9C 9H 9S"]), decks=2) == (
        "two runs in diamonds")


@pytest.mark.parametrize("entered, why", [
    # The run and the set swapped sizes: each is taken for the part of its kind, not for the
    # part of its size, and the first entered is named.
    (["7S 8S 9S", "KS KH KD KC"], "7S 8S 9S: 3 cards, not 4 (as a run of 4)"),
    (["KS KH KD KC", "7S 8S 9S"], "KS KH KD KC: 4 cards, not 3 (as a set of 3)"),
    # Of two melds that fill nothing, the first entered is named.
    (["7S 8H 9S 10S", "KS KH QD"], "7S 8H 9S 10S: not one suit (as a run of 4)"),
    (["KS KH QD", "7S 8H 9S 10S"], "KS KH QD: not one rank (as a set of 3)"),
])
def test_the_meld_named_is_the_one_a_player_most_likely_got_wrong(entered, why):
    assert check("frustration14", 2, melds(entered)) == why


def test_parts_filled_refuses_what_check_refuses():
    with pytest.raises(ValueError, match="rummy has no contracts"):
        parts_filled("rummy", 0, melds(["7S 7H 7D"]))
    with pytest.raises(ValueError, match="too many KS: 3 entered"):
        parts_filled("frustration14", 1, melds(["KS KS KS", "5S 5H 5D", "6S 6H 6D"]))
