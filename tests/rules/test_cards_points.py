"""What cards count in each game's scoring (docs/rules.md 3.2-3.7), from a hand of cards."""
import pytest

from gameboard.rules.cards import points


def hand(text):
    return text.split()


CANASTA = [("JK", 50), ("2S", 20), ("AH", 20), ("KD", 10), ("QC", 10), ("JS", 10), ("10H", 10),
           ("9D", 10), ("8C", 10), ("7S", 5), ("6H", 5), ("5D", 5), ("4C", 5), ("3S", 5),
           ("3H", 5)]


@pytest.mark.parametrize("card, value", CANASTA)
def test_frustration_20_scores_canasta_values(card, value):
    assert points("frustration20", [card]) == value


@pytest.mark.parametrize("card, value", CANASTA)
def test_frustration_14_scores_them_only_with_its_penalty_option(card, value):
    assert points("frustration14", [card], penalty=True) == value
    assert points("frustration14", [card]) == 0


def test_a_frustration_hand_adds_up():
    cards = hand("JK 2S AS KS 9S 8S 7S 3S")
    assert points("frustration20", cards) == 50 + 20 + 20 + 10 + 10 + 10 + 5 + 5
    assert points("frustration14", cards, penalty=True) == 130
    assert points("frustration20", []) == 0


@pytest.mark.parametrize("card, value", [
    ("KS", 10), ("QH", 10), ("JD", 10), ("10C", 10), ("AS", 15), ("JK", 15), ("9S", 9),
    ("5H", 5), ("2D", 2)])
def test_contract_rummy_penalty_points(card, value):
    assert points("contract", [card]) == value


def test_a_contract_rummy_hand_adds_up():
    assert points("contract", hand("KS QH JD 10C AS JK 2S 9H")) == 81
    assert points("contract", hand("JK JK 2S"), decks=2) == 32


@pytest.mark.parametrize("cards, low, high_low", [
    ("KS 10H AS 5D", 26, 40), ("AS AH AD AC", 4, 60), ("2S 3S 4S", 9, 9), ("QS JH", 20, 20)])
def test_rummy_aces_score_1_or_with_high_or_low_15(cards, low, high_low):
    assert points("rummy", hand(cards)) == low
    assert points("rummy", hand(cards), aces="high_low") == high_low


def test_rummy_jokers_score_15_when_they_are_played():
    assert points("rummy", hand("JK 5S JK"), jokers=True) == 35
    with pytest.raises(ValueError, match="too many JK"):
        points("rummy", hand("JK"))


@pytest.mark.parametrize("card, value", [
    ("JK", 50), ("2S", 20), ("AH", 20), ("KD", 10), ("8C", 10), ("7S", 5), ("4H", 5),
    ("3S", 5), ("3C", 5), ("3H", 100), ("3D", 100)])
def test_hand_and_foot_meld_values_and_red_3s(card, value):
    assert points("handfoot", [card]) == value


def test_a_hand_and_foot_book_adds_up():
    assert points("handfoot", hand("KS KH KD KC JK 2S KS")) == 40 + 50 + 20 + 10
    assert points("handfoot", hand("3H 3D 3S 3C JK 2S AS KS 8S 7S 4S")) == 330


def test_rummoli_counts_one_chip_a_card():
    assert points("rummoli", hand("2S KH AD 10C 7S")) == 5
    assert points("rummoli", []) == 0
    with pytest.raises(ValueError, match="too many 2S"):
        points("rummoli", hand("2S 2S"))


@pytest.mark.parametrize("game, cards, options, match", [
    ("frustration20", "AS AS AS", {}, "too many AS: 3 entered, the game's cards hold 2"),
    ("frustration20", "JK JK JK JK JK", {}, "too many JK: 5 entered"),
    ("contract", "ZZ", {}, "not a card: 'ZZ'"),
    ("hearts", "AS", {}, "unknown game 'hearts'"),
    ("rummy", "AS", {"aces": "high"}, "rummy's option aces cannot be 'high'"),
    ("frustration14", "AS", {"penalty": 1}, "frustration14's option penalty cannot be 1"),
    ("handfoot", "AS", {"runs": "mixed"}, "handfoot has no option 'runs'"),
])
def test_points_refuse_bad_input(game, cards, options, match):
    with pytest.raises(ValueError, match=match):
        points(game, hand(cards), **options)


@pytest.mark.parametrize("game, held", [
    ("rummy", "AS"),  # a string, not a list of its cards
    ("rummy", None),
    ("handfoot", 5),
    ("rummy", {"AS": 1}),  # its keys are not a hand
])
def test_points_refuse_a_hand_that_is_not_a_list_of_labels(game, held):
    with pytest.raises(ValueError, match="list of labels"):
        points(game, held)
