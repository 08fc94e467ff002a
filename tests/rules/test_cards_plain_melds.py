"""Melds checked one by one (n = 0): Rummy (docs/rules.md 3.5) and Hand & Foot (3.6), and a
contract game's meld outside a contract (3.8, "Melds")."""
import pytest

from gameboard.rules.cards import check


def rummy(*melds, **options):
    return check("rummy", 0, [meld.split() for meld in melds], **options)


def hand_and_foot(*melds, **options):
    return check("handfoot", 0, [meld.split() for meld in melds], **options)


@pytest.mark.parametrize("meld", ["7S 7H 7D", "7S 7H 7D 7C", "AH 2H 3H", "2S 2H 2D",
                                  "3C 4C 5C 6C 7C 8C 9C 10C JC QC KC", "JD QD KD"])
def test_rummy_sets_of_3_or_4_and_runs_of_3_or_more(meld):
    assert rummy(meld) == ""


@pytest.mark.parametrize("meld, why", [
    ("7S 7H", "a set is 3 or 4 cards, not 2"),
    ("7S 8S", "a run is 3 or more cards, not 2"),
    ("7S 8S 10S", "not consecutive"),
    ("7S 8H 9S", "not one suit"),
    ("7S 7H 8S", "neither a set nor a run"),
])
def test_what_is_no_rummy_meld(meld, why):
    assert rummy(meld) == meld + ": " + why


def test_rummy_aces_are_low_unless_the_option_says_high_or_low():
    assert rummy("AH 2H 3H") == ""
    assert rummy("QH KH AH") == "QH KH AH: not consecutive (aces are low)"
    assert rummy("QH KH AH", aces="low") == "QH KH AH: not consecutive (aces are low)"
    assert rummy("QH KH AH", aces="high_low") == ""
    assert rummy("AH 2H 3H", aces="high_low") == ""
    assert rummy("KH AH 2H", aces="high_low") == "KH AH 2H: not consecutive"


def test_rummy_jokers_only_with_the_option_and_then_wild_without_a_limit():
    with pytest.raises(ValueError, match="too many JK: 1 entered, the game's cards hold 0"):
        rummy("7S 7H JK")
    assert rummy("7S JK JK", jokers=True) == ""
    assert rummy("7S JK 9S", "KH KD JK", jokers=True) == ""
    assert rummy("7S 7H 7D 7C JK", jokers=True) == "7S 7H 7D 7C JK: a set is 3 or 4 cards, not 5"
    assert rummy("QH KH JK", jokers=True) == ""
    assert rummy("JK JK", jokers=True) == "JK JK: a run is 3 or more cards, not 2"


def test_rummy_checks_every_meld_and_names_the_first_bad_one():
    assert rummy("7S 7H 7D", "AH 2H 3H", "9C 10C JC") == ""
    assert rummy("7S 7H 7D", "AH 2H 4H", "9C 10D JC") == "AH 2H 4H: not consecutive"


def test_rummy_has_one_deck():
    with pytest.raises(ValueError, match="too many 7S: 2 entered"):
        rummy("7S 7H 7D", "5S 6S 7S")


@pytest.mark.parametrize("meld", ["KS KH KD", "KS KH JK", "KS KH 2C JK", "AS AH AD AC AS AH AD",
                                  "5S 5H 5D 5C JK JK 2S", "4S 4H 4D 4C 4S"])
def test_hand_and_foot_melds_are_3_to_7_of_a_rank_at_least_half_natural(meld):
    assert hand_and_foot(meld) == ""


@pytest.mark.parametrize("meld, why", [
    ("KS KH", "a meld is 3 to 7 cards, not 2"),
    ("KS KH KD KC KS KH KD KC", "a meld is 3 to 7 cards, not 8"),
    ("KS JK 2C", "2 wilds, 1 natural: too many wilds (at least half must be natural)"),
    ("KS KH JK JK 2C", "3 wilds, 2 naturals: too many wilds (at least half must be natural)"),
    ("KS KH QD", "not one rank"),
    ("3S 3C 3S", "black 3s are melded only when going out"),
    ("3S 3C JK", "black 3s are melded only when going out"),
    ("3H 3D 3H", "red 3s are laid face up, never melded"),
    ("3S 3C 3H", "red 3s are laid face up, never melded"),
    ("4S 4H 3C", "not one rank"),
    ("JK JK 2S", "wilds alone make only a wild book of 7"),
])
def test_what_is_no_hand_and_foot_meld(meld, why):
    assert hand_and_foot(meld) == meld + ": " + why


def test_the_wild_limit_of_hand_and_foot_may_be_turned_off():
    assert hand_and_foot("KS JK 2C", wild_limit=False) == ""
    assert hand_and_foot("KS JK 2C JK 2S 2H 2D", wild_limit=False) == ""
    assert hand_and_foot("KS JK 2C", wild_limit=True) == (
        "KS JK 2C: 2 wilds, 1 natural: too many wilds (at least half must be natural)")


def test_seven_wilds_make_a_wild_book_unless_the_option_is_off():
    seven = "JK JK 2S 2H 2D 2C JK"
    assert hand_and_foot(seven) == ""
    assert hand_and_foot(seven, wild_books=False) == (
        seven + ": wilds alone (a meld needs a natural card)")


def test_hand_and_foot_cards_come_from_its_decks_with_or_without_jokers():
    six_kings = "KS KS KS KS KS KS".split()
    assert check("handfoot", 0, [six_kings[:3], six_kings[3:]], decks=6) == ""
    with pytest.raises(ValueError, match="too many KS: 6 entered, the game's cards hold 5"):
        check("handfoot", 0, [six_kings[:3], six_kings[3:]])
    with pytest.raises(ValueError, match="too many JK: 1 entered, the game's cards hold 0"):
        hand_and_foot("KS KH JK", jokers=False)
    assert hand_and_foot("KS KH 2S", jokers=False) == ""


def test_no_melds_break_no_rule():
    assert check("rummy", 0, []) == ""
    assert check("handfoot", 0, []) == ""
    assert check("frustration14", 0, []) == ""


# n = 0 in a contract game: each meld alone, a set or a run of the game (3 cards or more).
@pytest.mark.parametrize("game, meld, options", [
    ("frustration14", "7S 7H 7D", {}),
    ("frustration14", "7S 7H 7D 7C JK 7S", {}),       # a set of any size, two decks
    ("frustration14", "7S 8S 9S 10S", {}),
    ("frustration14", "QS KS AS", {}),
    ("frustration20", "7S 8H 9S", {}),                # runs mixed by default
    ("frustration20", "7S JK 9S", {}),
    ("contract", "7S 7H 7D 7C", {}),
    ("contract", "3H 4H 5H 6H 7H 8H 9H 10H", {}),
])
def test_a_contract_games_meld_alone_is_a_set_or_a_run(game, meld, options):
    assert check(game, 0, [meld.split()], **options) == ""


@pytest.mark.parametrize("game, meld, options, why", [
    ("frustration14", "7S 7H", {}, "a meld is 3 cards or more, not 2"),
    ("frustration14", "7S 8H 9S", {}, "not one suit"),  # runs of one suit in Frustration 14
    ("frustration20", "7S 8H 9S", {"runs": "suited"}, "not one suit"),
    ("frustration14", "5S 6S 8S", {}, "not consecutive"),
    ("frustration14", "7S JK 2H", {}, "2 wilds, 1 natural: too many wilds"),
    ("frustration14", "7S 7H JK 2H", {"wilds": "fewer"}, "2 wilds, 2 naturals: too many wilds"),
    ("frustration20", "JK 2S 2H", {}, "wilds alone (a meld needs a natural card)"),
    ("contract", "7S 7H 7D 7C 7D", {"decks": 2}, "a set is 3 or 4 cards, not 5"),
    ("contract", "7S 7H", {}, "a set is 3 or 4 cards, not 2"),
    ("contract", "KH AH 2H", {}, "not consecutive"),  # a run never wraps
])
def test_what_is_no_meld_of_a_contract_game(game, meld, options, why):
    assert check(game, 0, [meld.split()], **options) == "%s: %s" % (meld, why)
