"""Rummy (docs/rules.md 3.5): the cards left added to each total until one reaches the target,
the lowest total winning; the options winner_scores, going_rummy and a fixed number of rounds."""
import pytest

from gameboard.rules.cards.scoresheet import new

GAME = [(0, [0, 30, 12]), (1, [25, 0, 40]), (2, [18, 44, 0]), (0, [0, 27, 50])]


def play(sheet, rounds):
    for number in range(len(rounds)):
        out, points = rounds[number]
        sheet.enter(number + 1, out=out, points=points)


def test_a_whole_game_to_100_the_lowest_total_wins():
    sheet = new("rummy", 3)
    play(sheet, GAME[:3])
    assert sheet.totals == [43, 74, 52] and not sheet.over
    play_round = GAME[3]
    sheet.enter(4, out=play_round[0], points=play_round[1])
    assert sheet.totals == [43, 101, 102]
    assert sheet.over and sheet.winners == [0]


def test_reaching_the_target_exactly_ends_the_game():
    sheet = new("rummy", 2, target=50)
    sheet.enter(1, out=0, points=[0, 49])
    assert not sheet.over
    sheet.enter(2, out=1, points=[50, 0])
    assert sheet.over and sheet.totals == [50, 49] and sheet.winners == [1]


def test_winner_scores_the_round_winner_scores_the_others_and_the_highest_wins():
    sheet = new("rummy", 3, winner_scores=True)
    play(sheet, GAME)
    assert sheet.scores[0] == [42, 0, 0]
    assert sheet.totals == [42 + 77, 65, 62]
    assert sheet.over and sheet.winners == [0]


def test_going_rummy_doubles_that_rounds_points():
    sheet = new("rummy", 3, going_rummy=True)
    sheet.enter(1, out=2, points=[10, 7, 0], rummy=True)
    sheet.enter(2, out=0, points=[0, 7, 9])
    assert sheet.scores == [[20, 14, 0], [0, 7, 9]]
    sheet = new("rummy", 3, going_rummy=True, winner_scores=True)
    sheet.enter(1, out=2, points=[10, 7, 0], rummy=True)
    assert sheet.totals == [0, 0, 34]


def test_going_rummy_is_refused_where_the_table_does_not_play_it():
    sheet = new("rummy", 3)
    with pytest.raises(ValueError, match="without going rummy"):
        sheet.enter(1, out=2, points=[10, 7, 0], rummy=True)
    assert sheet.rounds == []


def test_a_fixed_number_of_rounds_replaces_the_target():
    sheet = new("rummy", 3, rounds=2, target=50)
    sheet.enter(1, out=0, points=[0, 60, 70])
    assert not sheet.over
    sheet.enter(2, out=1, points=[30, 0, 5])
    assert sheet.over and sheet.totals == [30, 60, 75] and sheet.winners == [0]


def test_a_tie_for_the_lowest_total_is_shared():
    sheet = new("rummy", 4, rounds=2)
    sheet.enter(1, out=0, points=[0, 5, 30, 9])
    sheet.enter(2, out=1, points=[5, 0, 20, 9])
    assert sheet.over and sheet.totals == [5, 5, 50, 18] and sheet.winners == [0, 1]


@pytest.mark.parametrize("aces, least", [("low", 1), ("high_low", 2)])
def test_a_player_who_did_not_go_out_holds_at_least_one_card(aces, least):
    sheet = new("rummy", 3, aces=aces)
    with pytest.raises(ValueError, match="at least %d point" % least):
        sheet.enter(1, out=0, points=[0, least - 1, 5])
    sheet.enter(1, out=0, points=[0, least, 5])
    assert sheet.totals == [0, least, 5]


@pytest.mark.parametrize("result, message", [
    ({"out": 0, "points": [3, 5, 6]}, "went out but has 3 points left"),
    ({"out": 0, "points": [0, 5]}, "list of 3"),
    ({"out": 0, "points": [0, 5, 6], "rummy": "yes"}, "True or False"),
    ({"out": 4, "points": [0, 5, 6]}, "seat 0..2"),
])
def test_bad_results_are_refused_and_change_nothing(result, message):
    sheet = new("rummy", 3, going_rummy=True)
    sheet.enter(1, out=1, points=[8, 0, 9])
    with pytest.raises(ValueError, match=message):
        sheet.enter(2, **result)
    assert len(sheet.rounds) == 1 and sheet.totals == [8, 0, 9]
