"""Contract Rummy (docs/rules.md 3.4): seven deals on the deal's contract, penalty points for the
cards left, the dealer passing left; the lowest total after seven deals wins."""
import pytest

from gameboard.rules.cards.scoresheet import new

GAME = [  # (out, points) of each deal of a 4-player game
    (0, [0, 25, 10, 40]),
    (1, [5, 0, 30, 15]),
    (2, [60, 12, 0, 8]),
    (3, [7, 45, 9, 0]),
    (0, [0, 33, 21, 70]),
    (1, [15, 0, 52, 6]),
    (2, [3, 20, 0, 11]),
]


def test_a_whole_game_of_seven_deals_the_lowest_total_wins():
    sheet = new("contract", 4, dealer=3)
    dealers = []
    for number in range(7):
        assert not sheet.over
        assert sheet.contract == number + 1
        assert sheet.cards == (10 if number < 4 else 12)
        dealers.append(sheet.dealer)
        out, points = GAME[number]
        sheet.enter(number + 1, out=out, points=points)
    assert dealers == [3, 0, 1, 2, 3, 0, 1]
    assert sheet.totals == [90, 135, 122, 150]
    assert sheet.over and sheet.winners == [0]
    with pytest.raises(ValueError, match="over"):
        sheet.enter(8, out=0, points=[0, 1, 1, 1])


def alternate(odd, even):
    """Seven deals of 3 players: seat 1 out in the odd deals, seat 0 in the even ones."""
    sheet = new("contract", 3)
    for number in range(1, 8):
        sheet.enter(number, out=number % 2, points=odd if number % 2 else even)
    return sheet


def test_the_lowest_total_wins_and_a_tie_is_shared():
    sheet = alternate([4, 0, 5], [0, 3, 9])
    assert sheet.totals == [4 * 4, 3 * 3, 4 * 5 + 3 * 9] and sheet.winners == [1]
    sheet = alternate([3, 0, 5], [0, 4, 9])
    assert sheet.totals == [12, 12, 47] and sheet.winners == [0, 1]


def test_a_player_still_in_holds_at_least_a_2():
    sheet = new("contract", 3)
    with pytest.raises(ValueError, match="at least 2 point"):
        sheet.enter(1, out=0, points=[0, 1, 5])


def test_six_to_eight_players_play_with_two_decks():
    sheet = new("contract", 7)
    assert sheet.options["decks"] == 2
    with pytest.raises(ValueError, match="with 6 players: decks must be 2"):
        new("contract", 6, decks=1)
    with pytest.raises(ValueError, match="with 5 players: decks must be 1"):
        new("contract", 5, decks=2)


@pytest.mark.parametrize("result, message", [
    ({"out": 1, "points": [7, 3, 0]}, "went out but has 3 points left"),
    ({"out": 1, "points": [7, 0, -1]}, ">= 0"),
    ({"out": 1, "points": [7, 0, 2.5]}, "whole number"),
    ({"out": True, "points": [7, 0, 2]}, "seat 0..2"),
    ({"points": [7, 0, 2]}, "needs out"),
    ({"out": 1, "points": [7, 0, 2], "laid": [1]}, "has no laid"),
])
def test_bad_results_are_refused_and_change_nothing(result, message):
    sheet = new("contract", 3)
    sheet.enter(1, out=0, points=[0, 10, 20])
    with pytest.raises(ValueError, match=message):
        sheet.enter(2, **result)
    assert len(sheet.rounds) == 1 and sheet.totals == [0, 10, 20] and sheet.contract == 2
