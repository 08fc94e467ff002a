"""Hand & Foot (docs/rules.md 3.6): partnerships, four deals, books, red 3s and going out scored
per partnership, with the cards melded counted for and the cards left against it; the highest
total after four deals wins."""
import pytest

from gameboard.rules.cards.scoresheet import new

DEALS = [
    {"out": 0, "clean": [1, 0], "dirty": [1, 1], "red3s": [1, 2], "melds": [400, 200],
     "hands": [30, 150]},
    {"out": 1, "clean": [0, 2], "dirty": [2, 1], "wild": [0, 1], "red3s": [0, 1],
     "melds": [350, 900], "hands": [80, 10]},
    {"out": 0, "clean": [2, 0], "dirty": [1, 0], "red3s": [1, 0], "melds": [500, 0],
     "hands": [0, 240]},
    {"out": 1, "clean": [1, 1], "dirty": [0, 1], "melds": [150, 300], "hands": [60, 25]},
]
SCORES = [
    [500 + 300 + 100 + 100 + 400 - 30, 300 + 200 + 200 - 150],
    [600 + 350 - 80, 1000 + 300 + 1500 + 100 + 100 + 900 - 10],
    [1000 + 300 + 100 + 100 + 500, -240],
    [500 + 150 - 60, 500 + 300 + 100 + 300 - 25],
]


def test_a_whole_game_of_four_deals_the_highest_total_wins():
    sheet = new("handfoot", 4)
    assert sheet.teams == [[0, 2], [1, 3]]
    for number in range(4):
        assert sheet.min_meld == (50, 90, 120, 150)[number]
        assert sheet.dealer == number
        sheet.enter(number + 1, **DEALS[number])
        assert sheet.scores[number] == SCORES[number]
    assert sheet.totals == [4830, 5375]
    assert sheet.over and sheet.winners == [1]


def test_partners_sit_opposite_and_two_players_play_alone():
    assert new("handfoot", 6).teams == [[0, 3], [1, 4], [2, 5]]
    assert new("handfoot", 2).teams == [[0], [1]]
    assert new("handfoot", 6).totals == [0, 0, 0]


def test_a_tie_for_the_highest_total_is_shared():
    sheet = new("handfoot", 2)
    for number in range(1, 5):
        sheet.enter(number, out=number % 2, clean=[1, 1], dirty=[1, 1], melds=[200, 200],
                    hands=[100, 0] if number % 2 else [0, 100])
    assert sheet.totals[0] == sheet.totals[1] and sheet.winners == [0, 1]


def test_the_going_out_requirements_are_there_to_show():
    assert new("handfoot", 4).going_out == {"clean": 1, "dirty": 1, "permission": True}
    assert new("handfoot", 4, out_books=2, permission=False).going_out == {
        "clean": 2, "dirty": 2, "permission": False}


def test_two_clean_and_two_dirty_books_to_go_out_with_that_option():
    sheet = new("handfoot", 4, out_books=2)
    result = dict(DEALS[0])
    with pytest.raises(ValueError, match="needs 2 of each"):
        sheet.enter(1, **result)
    result.update(clean=[2, 0], dirty=[2, 1], melds=[600, 200])
    sheet.enter(1, **result)
    assert sheet.totals == [1000 + 600 + 100 + 100 + 600 - 30, 550]


def test_without_wild_books_a_wild_book_is_refused():
    sheet = new("handfoot", 4, wild_books=False)
    with pytest.raises(ValueError, match="without wild books"):
        sheet.enter(1, **dict(DEALS[1], out=1))
    assert sheet.rounds == []


@pytest.mark.parametrize("change, message", [
    ({"dirty": [0, 1]}, "partnership 0 went out with 1 clean and 0 dirty"),
    ({"melds": [80, 200]}, "less than its books' cards can \\(85\\)"),
    ({"melds": [400, 30], "dirty": [1, 0]}, "less than this deal's first meld \\(50\\)"),
    ({"hands": [33, 150]}, "steps of 5"),
    ({"red3s": [5, 6]}, "11 red 3s, but 5 decks hold 10"),
    ({"clean": [1, -1]}, ">= 0"),
    ({"out": 2}, "partnership 0..1"),
    ({"melds": [400]}, "list of 2"),
    ({"books": [1, 1]}, "has no books"),
])
def test_a_deal_no_cards_can_give_is_refused_and_changes_nothing(change, message):
    sheet = new("handfoot", 4)
    result = dict(DEALS[0])
    result.update(change)
    with pytest.raises(ValueError, match=message):
        sheet.enter(1, **result)
    assert sheet.rounds == [] and sheet.totals == [0, 0]


def test_a_partnership_that_never_melded_scores_only_what_it_holds():
    sheet = new("handfoot", 4)
    sheet.enter(1, out=1, clean=[0, 1], dirty=[0, 1], melds=[0, 300], hands=[255, 40])
    assert sheet.scores == [[-255, 500 + 300 + 100 + 300 - 40]]
