"""Frustration, 14 contracts (docs/rules.md 3.2): each player on their own contract, the first
out on contract 14 wins; penalty points (option) decide only a game the players stop early."""
import pytest

from gameboard.rules.cards.scoresheet import new


def lays(round_number):
    """A 14-round game for 3 players: seat 0 lays down every round, seat 1 in odd rounds (and
    goes out then), seat 2 in rounds 1 to 3; seat 0 goes out in the even rounds."""
    laid = [0]
    if round_number % 2:
        laid.append(1)
    if round_number <= 3:
        laid.append(2)
    return {"out": 1 if round_number % 2 else 0, "laid": laid}


def test_a_whole_game_the_first_out_on_contract_14_wins():
    sheet = new("frustration14", 3)
    for number in range(1, 14):
        assert (sheet.dealer, sheet.starter) == ((number - 1) % 3, number % 3)
        sheet.enter(number, **lays(number))
        assert not sheet.over
        # Each moves on in the rounds they laid down in: every one, the odd ones, 1 to 3.
        assert sheet.contracts == [1 + number, 1 + (number + 1) // 2, 1 + min(number, 3)]
    assert sheet.contracts == [14, 8, 4]
    sheet.enter(14, **lays(14))
    assert sheet.over and sheet.winners == [0]
    assert sheet.contracts == [15, 8, 4]
    assert sheet.totals == [0, 0, 0]  # nothing else is scored
    with pytest.raises(ValueError, match="over"):
        sheet.enter(15, out=1, laid=[1])


def test_each_player_moves_on_only_when_they_laid_down_their_contract():
    sheet = new("frustration14", 4)
    sheet.enter(1, out=2, laid=[0, 2])
    assert sheet.contracts == [2, 1, 2, 1]
    sheet.enter(2, out=0, laid=[0, 3])
    assert sheet.contracts == [3, 1, 2, 2]


def test_the_player_who_goes_out_has_laid_down_their_contract():
    sheet = new("frustration14", 3)
    sheet.enter(1, out=2)
    assert sheet.rounds[0]["laid"] == [2]
    assert sheet.contracts == [1, 1, 2]


def test_laying_down_contract_14_without_going_out_stays_on_it():
    sheet = new("frustration14", 2)
    for number in range(1, 14):
        sheet.enter(number, out=1, laid=[0, 1])
    assert sheet.contracts == [14, 14]
    sheet.enter(14, out=1, laid=[0, 1])
    assert sheet.contracts == [14, 15]
    assert sheet.winners == [1]


def test_the_player_left_of_the_dealer_starts_and_deals_next():
    sheet = new("frustration14", 4, dealer=2)
    assert (sheet.dealer, sheet.starter) == (2, 3)
    sheet.enter(1, out=0)
    assert (sheet.dealer, sheet.starter) == (3, 0)
    sheet.enter(2, out=0)
    assert (sheet.dealer, sheet.starter) == (0, 1)


def test_penalty_points_are_a_running_total_that_decides_nothing():
    sheet = new("frustration14", 2, penalty=True)
    for number in range(1, 14):
        sheet.enter(number, out=1, laid=[1], points=[50, 0])
    sheet.enter(14, out=1, laid=[1], points=[20, 0])
    assert sheet.totals == [670, 0]
    assert sheet.winners == [1]
    sheet = new("frustration14", 2, penalty=True)
    for number in range(1, 15):
        sheet.enter(number, out=0, laid=[0, 1], points=[0, 5])
    assert sheet.winners == [0]  # the most points, but first out on 14


STOPPED = [{"out": 0, "laid": [0, 1], "points": [0, 20, 45]},
           {"out": 1, "laid": [1], "points": [35, 0, 10]},
           {"out": 0, "laid": [0], "points": [0, 5, 5]}]


def test_stopped_early_the_furthest_contract_wins_and_lowest_points_break_a_tie():
    sheet = new("frustration14", 3, penalty=True)
    for number in range(3):
        sheet.enter(number + 1, **STOPPED[number])
    assert sheet.contracts == [3, 3, 1] and sheet.totals == [35, 25, 60]
    sheet.stop()
    assert sheet.over and sheet.winners == [1]


def test_stopped_early_without_penalty_points_the_furthest_contracts_share():
    sheet = new("frustration14", 3)
    for number in range(3):
        result = dict(STOPPED[number])
        del result["points"]
        sheet.enter(number + 1, **result)
    sheet.stop()
    assert sheet.winners == [0, 1]


def test_stopped_with_equal_contracts_and_points_the_win_is_shared():
    sheet = new("frustration14", 3, penalty=True)
    sheet.enter(1, out=0, laid=[0, 2], points=[0, 15, 10])
    sheet.enter(2, out=1, points=[15, 0, 5])
    sheet.stop()
    assert sheet.contracts == [2, 2, 2] and sheet.totals == [15, 15, 15]
    assert sheet.winners == [0, 1, 2]


@pytest.mark.parametrize("result, message", [
    ({"out": 0, "points": [0, 5, 5]}, "frustration14 round has no points"),
    ({"out": 3}, "seat 0..2"),
    ({"out": 0, "laid": [1, 1]}, "at most one contract"),
    ({"out": 0, "laid": [5]}, "seat 0..2"),
    ({"out": 0, "laid": 1}, "list of seats"),
    ({"laid": [0]}, "needs out"),
])
def test_bad_results_are_refused_and_change_nothing(result, message):
    sheet = new("frustration14", 3)
    sheet.enter(1, out=1)
    before = sheet.to_dict()
    with pytest.raises(ValueError, match=message):
        sheet.enter(2, **result)
    assert sheet.to_dict() == before and sheet.contracts == [1, 2, 1]


@pytest.mark.parametrize("points, message", [
    ([5, 0, 10], "went out but has 5 points left"),
    ([0, 7, 10], "steps of 5"),
    ([0, -5, 10], ">= 0"),
    ([0, 5], "list of 3"),
    (None, "list of 3"),
])
def test_penalty_points_must_be_cards_a_hand_can_hold(points, message):
    sheet = new("frustration14", 3, penalty=True)
    with pytest.raises(ValueError, match=message):
        sheet.enter(1, out=0, points=points)
    assert sheet.rounds == [] and sheet.totals == [0, 0, 0]
