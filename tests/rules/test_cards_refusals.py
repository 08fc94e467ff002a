"""Input that check() refuses with a ValueError, as against a meld that breaks a rule, which is
an answer (docs/rules.md 3.1)."""
import pytest

from gameboard.rules.cards import check

THREE_SETS = [["7S", "7H", "7D"], ["KS", "KH", "KD"], ["4S", "4H", "4D"]]


@pytest.mark.parametrize("game, n, melds, options, match", [
    ("gin", 1, THREE_SETS, {}, "unknown game 'gin'"),
    ("frustration14", -1, THREE_SETS, {}, "contracts are 1 to 14, not -1"),
    ("frustration14", 15, THREE_SETS, {}, "contracts are 1 to 14, not 15"),
    ("frustration14", True, THREE_SETS, {}, "not True"),
    ("rummy", 1, THREE_SETS, {}, "rummy has no contracts: n must be 0, not 1"),
    ("handfoot", False, THREE_SETS, {}, "n must be 0, not False"),
    ("rummoli", 0, THREE_SETS, {}, "rummoli has no melds to check"),
    ("frustration14", 1, THREE_SETS, {"wild": "fewer"}, "frustration14 has no option 'wild'"),
    ("frustration14", 1, THREE_SETS, {"runs": "mixed"}, "frustration14 has no option 'runs'"),
    ("frustration14", 1, THREE_SETS, {"wilds": "none"}, "option wilds cannot be 'none'"),
    ("frustration14", 1, THREE_SETS, {"decks": 4}, "option decks cannot be 4"),
    ("frustration20", 3, THREE_SETS, {"runs": "one suit"}, "option runs cannot be 'one suit'"),
    ("contract", 4, THREE_SETS, {"decks": 3}, "option decks cannot be 3"),
    ("rummy", 0, THREE_SETS, {"jokers": "yes"}, "option jokers cannot be 'yes'"),
    ("handfoot", 0, THREE_SETS, {"decks": 10}, "option decks cannot be 10"),
    ("handfoot", 0, THREE_SETS, {"wild_books": None}, "option wild_books cannot be None"),
    ("frustration14", 1, [["7S", "7H", "7X"]] + THREE_SETS[1:], {}, "not a card: '7X'"),
    ("frustration14", 1, [["7S", "7H", 7]] + THREE_SETS[1:], {}, "not a card: 7"),
    ("frustration14", 1, "7S 7H 7D", {}, "melds must be a list of melds"),
    ("frustration14", 1, ["7S 7H 7D"], {}, "a meld is a list of one or more card labels"),
    ("frustration14", 1, [[]] + THREE_SETS[1:], {}, "a meld is a list of one or more card"),
    ("frustration14", 1, THREE_SETS + [["7S", "7S"]], {}, "too many 7S: 3 entered"),
])
def test_bad_input_is_a_value_error(game, n, melds, options, match):
    with pytest.raises(ValueError, match=match):
        check(game, n, melds, **options)


def test_copies_are_counted_across_every_meld_entered():
    # Three 7 of spades in three melds: two decks hold only two.
    melds = [["7S", "7H", "7D"], ["7S", "7C", "JK"], ["7S", "8S", "9S", "10S"]]
    with pytest.raises(ValueError, match="too many 7S: 3 entered, the game's cards hold 2"):
        check("frustration14", 2, melds)
    with pytest.raises(ValueError, match="too many 7S: 2 entered, the game's cards hold 1"):
        check("contract", 2, melds[1:])


def test_a_meld_that_breaks_a_rule_is_an_answer_not_an_error():
    assert check("frustration14", 1, [["7S", "8H", "9D"]] + THREE_SETS[1:]) == (
        "7S 8H 9D: not one rank (as a set of 3)")
    assert check("frustration14", 1, THREE_SETS[:1]) == (
        "this contract is 3 melds (3 sets of 3), not 1")
    assert check("frustration14", 1, []) == "this contract is 3 melds (3 sets of 3), not 0"


def test_tuples_do_as_well_as_lists():
    assert check("frustration14", 1, tuple(tuple(meld) for meld in THREE_SETS)) == ""


def test_check_leaves_the_melds_it_was_given_as_they_were():
    melds = [list(meld) for meld in THREE_SETS]
    check("frustration14", 1, melds)
    assert melds == THREE_SETS
