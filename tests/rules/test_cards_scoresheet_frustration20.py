"""Frustration, 20 melds (docs/rules.md 3.3): penalty points for the cards left, the dealer's
cut, the game over with the hand in which meld 20 is laid down; the lowest total wins."""
import pytest

from gameboard.rules.cards.scoresheet import new


def hand(number):
    """Hand `number` of a 2-player game: seat 0 lays down every hand, seat 1 in hands 1 to 10;
    seat 1 goes out in hands 1 to 5 (seat 0 holding 10 points), seat 0 after (seat 1 holding
    5 points a hand number); seat 0, dealing hand 3, cuts exactly."""
    if number <= 5:
        result = {"out": 1, "laid": [0, 1], "points": [10, 0]}
    else:
        result = {"out": 0, "laid": [0, 1] if number <= 10 else [0],
                  "points": [0, 5 * number]}
    if number == 3:
        result["cut"] = True
    return result


def test_a_whole_game_ends_with_meld_20_and_the_lowest_total_wins():
    sheet = new("frustration20", 2)
    for number in range(1, 20):
        sheet.enter(number, **hand(number))
    assert not sheet.over and sheet.contracts == [20, 11]
    sheet.enter(20, **hand(20))
    assert sheet.contracts == [21, 11]
    assert sheet.totals == [5 * 10 - 100, 5 * sum(range(6, 21))]
    assert sheet.over and sheet.winners == [0]


def test_the_lowest_total_wins_even_when_another_player_finished_the_list():
    sheet = new("frustration20", 2)
    for number in range(1, 21):
        sheet.enter(number, out=0, laid=[0], points=[0, 5])
    assert sheet.contracts == [21, 1]
    sheet = new("frustration20", 3)
    for number in range(1, 20):
        sheet.enter(number, out=0, laid=[0], points=[0, 5, 10])
    sheet.enter(20, out=1, laid=[0], points=[80, 0, 10])
    assert sheet.over and sheet.totals == [80, 95, 200] and sheet.winners == [0]


def test_a_tie_for_the_lowest_total_when_meld_20_is_laid_down_is_shared():
    sheet = new("frustration20", 2)
    for number in range(1, 20):
        sheet.enter(number, out=0, laid=[0], points=[0, 5])
    assert sheet.contracts == [20, 1] and sheet.totals == [0, 95] and not sheet.over
    sheet.enter(20, out=1, laid=[0], points=[95, 0])  # seat 0 lays down meld 20, not out
    assert sheet.contracts == [21, 2] and sheet.totals == [95, 95]
    assert sheet.over and sheet.winners == [0, 1]


def test_a_player_who_lays_down_moves_on_whether_or_not_they_go_out():
    sheet = new("frustration20", 4)
    sheet.enter(1, out=3, laid=[1], points=[40, 10, 5, 0])
    assert sheet.contracts == [1, 2, 1, 2]
    assert sheet.scores == [[40, 10, 5, 0]] and sheet.totals == [40, 10, 5, 0]


def test_the_dealers_cut_scores_minus_100_for_the_dealer():
    sheet = new("frustration20", 3, dealer=1)
    sheet.enter(1, out=0, points=[0, 25, 30], cut=True)
    assert sheet.scores == [[0, -75, 30]]
    sheet.enter(2, out=2, points=[15, 5, 0], cut=True)  # dealt by seat 2
    assert sheet.totals == [15, -70, -70]


def test_without_the_dealers_cut_option_a_cut_is_refused():
    sheet = new("frustration20", 3, dealer_cut=False)
    with pytest.raises(ValueError, match="without the dealer's cut"):
        sheet.enter(1, out=0, points=[0, 25, 30], cut=True)
    assert sheet.rounds == []


@pytest.mark.parametrize("players, turned, cards", [
    (2, False, 20), (5, False, 50), (5, True, 51), (8, True, 81)])
def test_the_cut_must_hold_the_cards_of_the_deal(players, turned, cards):
    assert new("frustration20", players, cut_counts_turned=turned).cut_cards == cards


def test_the_players_may_agree_to_stop_and_a_tie_is_shared():
    sheet = new("frustration20", 3)
    sheet.enter(1, out=0, laid=[0, 2], points=[0, 30, 10])
    sheet.enter(2, out=2, laid=[2], points=[10, 20, 0])
    sheet.stop()
    assert sheet.over and sheet.winners == [0, 2]
    with pytest.raises(ValueError, match="over"):
        sheet.enter(3, out=0, points=[0, 5, 5])


@pytest.mark.parametrize("result, message", [
    ({"out": 0}, "needs points"),
    ({"out": 0, "points": [0, 5, 12]}, "steps of 5"),
    ({"out": 1, "points": [0, 5, 10]}, "went out but has 5 points left"),
    ({"out": 0, "points": [0, 5, 10], "cut": 1}, "True or False"),
    ({"out": 0, "points": [0, 5, 10], "melds": 3}, "has no melds"),
])
def test_bad_results_are_refused_and_change_nothing(result, message):
    sheet = new("frustration20", 3)
    sheet.enter(1, out=1, points=[20, 0, 5])
    before = sheet.to_dict()
    with pytest.raises(ValueError, match=message):
        sheet.enter(2, **result)
    assert sheet.to_dict() == before and sheet.totals == [20, 0, 5]
