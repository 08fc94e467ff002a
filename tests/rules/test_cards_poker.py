"""Rummoli's showdown (docs/rules.md 3.7): poker hands ranked as usual, aces high."""
import pytest

from gameboard.rules.cards import poker_key, poker_name
from gameboard.rules.cards.poker import poker_hand

# One hand of each category, from the worst to the best.
LADDER = [
    ("high card", "KS QH 9D 5C 3S"),
    ("pair", "2S 2H 5D 7C 9S"),
    ("two pair", "3S 3H 2D 2C 4S"),
    ("three of a kind", "4S 4H 4D 2C 3S"),
    ("straight", "AS 2H 3D 4C 5S"),
    ("flush", "2H 3H 4H 5H 7H"),
    ("full house", "2S 2H 2D 3C 3S"),
    ("four of a kind", "2S 2H 2D 2C 3S"),
    ("straight flush", "AD 2D 3D 4D 5D"),
    ("royal flush", "10S JS QS KS AS"),
]


def hand(text):
    return text.split()


@pytest.mark.parametrize("name, cards", LADDER)
def test_each_category_is_named(name, cards):
    assert poker_name(hand(cards)) == name


@pytest.mark.parametrize("name, cards", LADDER)
def test_a_hand_ranked_once_has_its_key_and_its_name(name, cards):
    assert poker_hand(hand(cards)) == (poker_key(hand(cards)), name)


def test_each_category_beats_the_best_of_the_one_below():
    best_of = ["AS KH QD JC 9S", "AS AH KD QC JS", "AS AH KD KC QS", "AS AH AD KC QS",
               "10S JH QD KC AS", "AH KH QH JH 9H", "AS AH AD KC KS", "AS AH AD AC KS"]
    for (_, better), worse in zip(LADDER[1:], best_of):
        assert poker_key(hand(better)) > poker_key(hand(worse)), (better, worse)


@pytest.mark.parametrize("better, worse", [
    ("AS 3H 4D 6C 8S", "KS QH JD 9C 8H"),      # aces high
    ("KS QH 9D 5C 4S", "KH QD 9C 5S 3H"),      # last kicker decides
    ("9S 9H AD 3C 2S", "9D 9C KH QD JS"),      # pair, then the kicker
    ("9S 9H AD 8C 3S", "9D 9C AH 8D 2S"),      # the pair's last kicker decides
    ("AH KH 9H 5H 3H", "AS KS 9S 5S 2S"),      # a flush's last card decides
    ("10S 10H 2D 2C 5S", "9S 9H 8D 8C AS"),    # two pair: the high pair first
    ("JS JH 4D 4C 3S", "JD JC 3D 3C AS"),      # then the low pair
    ("QS QH 7D 7C 6S", "QD QC 7H 7S 5S"),      # then the kicker
    ("3S 3H 3D 2C 4S", "2S 2H 2D AC KS"),      # trips by their rank, not the kickers
    ("3S 3H 3D 2C 2S", "2S 2H 2D AC AS"),      # full house by the three
    ("2S 3H 4D 5C 6S", "AS 2H 3D 4C 5S"),      # the wheel is the lowest straight
    ("10S JH QD KC AS", "9S 10H JD QC KS"),    # the ace-high straight is the highest
    ("AH 9H 7H 5H 3H", "KS QS JS 9S 8S"),      # flushes by their cards
    ("2C 3C 4C 5C 6C", "AD 2D 3D 4D 5D"),      # the steel wheel is the lowest straight flush
    ("5S 5H 5D 5C 2S", "4S 4H 4D 4C AS"),
])
def test_ties_between_categories_break_on_the_ranks(better, worse):
    assert poker_key(hand(better)) > poker_key(hand(worse))


@pytest.mark.parametrize("one, other", [
    ("AS KH QD JC 9S", "AH KD QC JS 9H"),
    ("2S 3H 4D 5C AS", "5H 4S 3C 2D AH"),
    ("7S 7H 3D 3C 2S", "3H 3S 7C 7D 2H"),
])
def test_equal_hands_have_equal_keys_whatever_the_suits_and_order(one, other):
    assert poker_key(hand(one)) == poker_key(hand(other))
    assert poker_name(hand(one)) == poker_name(hand(other))


def test_no_wrap_round_the_ace():
    assert poker_name(hand("QS KH AD 2C 3S")) == "high card"


@pytest.mark.parametrize("cards, match", [
    ("AS KH QD JC", "5 cards, not 4"),
    ("AS KH QD JC 9S 8S", "5 cards, not 6"),
    ("AS AS QD JC 9S", "too many AS: 2 entered"),
    ("AS KH QD JC JK", "too many JK: 1 entered, the game's cards hold 0"),
    ("AS KH QD JC 1S", "not a card"),
])
def test_a_hand_that_is_not_five_distinct_cards_of_one_deck_is_refused(cards, match):
    with pytest.raises(ValueError, match=match):
        poker_key(hand(cards))
    with pytest.raises(ValueError, match=match):
        poker_name(hand(cards))
