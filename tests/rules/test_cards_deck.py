"""Card labels (docs/rules.md 3.1): rank then suit, 10 as two digits, JK the joker."""
import pytest

from gameboard.rules.cards.deck import RANKS, SUITS, label, parse, parse_all


@pytest.mark.parametrize("text, card", [
    ("AS", (1, "S")), ("2C", (2, "C")), ("10H", (10, "H")), ("JD", (11, "D")),
    ("QS", (12, "S")), ("KH", (13, "H")), ("JK", (0, ""))])
def test_a_label_parses_to_rank_and_suit(text, card):
    assert parse(text) == card
    assert label(card[0], card[1]) == text


def test_every_card_of_a_deck_reads_back_as_its_own_label():
    labels = [rank + suit for rank in RANKS[1:] for suit in SUITS] + ["JK"]
    cards = [parse(text) for text in labels]
    assert len(set(cards)) == 53
    assert [label(rank, suit) for rank, suit in cards] == labels


@pytest.mark.parametrize("text", [
    "ZZ", "", "1H", "11S", "0H", "10", "H", "KX", "JKS", "jk", "qs", "10h", " QS", "AS ",
    "A", 7, None, ("Q", "S")])
def test_anything_else_is_not_a_card(text):
    with pytest.raises(ValueError, match="not a card"):
        parse(text)


@pytest.mark.parametrize("rank, suit", [
    (14, "S"), (-1, "H"), (0, "S"), (1, ""), (5, "X"), (5, "SH"), ("5", "S"), (True, "S"),
    (0, None)])
def test_label_refuses_what_is_no_card(rank, suit):
    with pytest.raises(ValueError, match="not a card"):
        label(rank, suit)


def test_parse_all_allows_one_copy_a_deck():
    assert parse_all(["QS", "QS", "JK"], 2, 4) == [(12, "S"), (12, "S"), (0, "")]
    with pytest.raises(ValueError, match="too many QS: 3 entered, the game's cards hold 2"):
        parse_all(["QS", "QH", "QS", "QS"], 2, 4)


def test_parse_all_counts_jokers_apart_from_the_decks():
    assert len(parse_all(["JK"] * 4, 2, 4)) == 4
    with pytest.raises(ValueError, match="too many JK: 2 entered, the game's cards hold 1"):
        parse_all(["JK", "AS", "JK"], 1, 1)
    with pytest.raises(ValueError, match="hold 0"):
        parse_all(["JK"], 1, 0)


def test_parse_all_refuses_a_bad_label_and_a_bare_string():
    with pytest.raises(ValueError, match="not a card: 'ZZ'"):
        parse_all(["AS", "ZZ"], 1, 0)
    with pytest.raises(ValueError, match="list of labels"):
        parse_all("ASKS", 1, 0)
    with pytest.raises(ValueError, match="list of labels, not None"):
        parse_all(None, 1, 0)
    assert parse_all(("AS", "KS"), 1, 0) == parse_all(["AS", "KS"], 1, 0)  # a tuple is a list


def test_of_two_cards_over_their_copies_the_first_entered_is_named():
    with pytest.raises(ValueError, match="too many JK: 2 entered, the game's cards hold 1"):
        parse_all(["JK", "JK", "5S", "5S"], 1, 1)
    with pytest.raises(ValueError, match="too many 5S: 2 entered"):
        parse_all(["5S", "JK", "5S", "JK"], 1, 1)
