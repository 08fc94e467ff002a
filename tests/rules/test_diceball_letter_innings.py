"""RULES.md 2.4 to the letter, at its corners: walk-offs from behind and on every way to score,
the skipped last bottom half (X), the end after a full last inning, extra innings one after
another, the extra-inning runner, the mercy rule's three ways to end a game, and DESIGN.md's
"when the game is over, inning is the last inning played".

Pitcher's die off, standard table: "13" fly out, "16" single, "12" double, "34" triple, "11" home
run, "14" walk, "56" sacrifice fly; OUT3 a 1-2-3 half-inning; LOADED three walks."""
import pytest

from gameboard.rules.diceball import Game
from tests.rules.diceball_helpers import HR, OUT3, blank, game_after, play

N = None
LOADED = "14 14 14 "


def bottom_of_last(down=0, innings=9):
    """Rolls to the bottom of the last inning, the home team `down` runs (visitor solo homers in
    the 1st), nobody on, nobody out."""
    return HR * down + blank(2 * innings - 1)


def final(game):
    return (game.over, game.winner, game.inning, game.half, game.expects())


def refused_after_the_end(game):
    before = game.to_dict()
    for action in (lambda: game.bat(1, 6), lambda: game.pitch(5)):
        with pytest.raises(ValueError, match="game is over"):
            action()
        assert game.to_dict() == before


# -- walk-offs ------------------------------------------------------------------------------------

@pytest.mark.parametrize("down, counted", [(0, 1), (1, 2), (2, 3)])
def test_walk_off_triple_with_the_bases_loaded_counts_only_the_runs_needed(down, counted):
    game = game_after(bottom_of_last(down) + LOADED + "34")
    assert game.runs == [down, counted] and game.line[1][8] == counted
    assert final(game) == (True, 1, 9, "bottom", None)
    assert game.hits == [down, 1]


def test_a_triple_that_only_ties_plays_on():
    game = game_after(bottom_of_last(3) + LOADED + "34")
    assert game.runs == [3, 3] and not game.over and game.bases == (False, False, True)


@pytest.mark.parametrize("down", [0, 1, 2, 3])
def test_walk_off_grand_slam_counts_all_four_whatever_the_score(down):
    game = game_after(bottom_of_last(down) + LOADED + "11")
    assert game.runs == [down, 4] and game.line[1][8] == 4 and game.winner == 1


def test_a_solo_home_run_that_ties_plays_on():
    game = game_after(bottom_of_last(1) + HR)
    assert game.runs == [1, 1] and not game.over and game.expects() == "bat"


def test_a_double_that_only_ties_plays_on():
    game = game_after(bottom_of_last(2) + LOADED + "12")
    assert game.runs == [2, 2] and not game.over and game.bases == (False, True, True)


def test_walk_off_hit_by_pitch_counts_one_and_is_no_hit():
    game = play(Game(table="standard_count", pitch_die=False), bottom_of_last() + "14 14 14 14")
    assert game.runs == [0, 1] and game.hits == [0, 0] and game.errors == [0, 0]
    assert final(game) == (True, 1, 9, "bottom", None)


def test_walk_off_error_is_charged_to_the_visitors():
    game = play(Game(table="standard_count", pitch_die=False), bottom_of_last() + LOADED + "33")
    assert game.runs == [0, 1] and game.errors == [1, 0] and game.winner == 1


def test_walk_off_on_four_pitched_balls():
    rolls = "2 13 " * 3 * 17 + "5 5 5 5 " * 4  # pitcher's die on: 17 1-2-3 halves, 4 walks
    game = play(Game(), rolls)
    assert game.runs == [0, 1] and game.line[1][8] == 1 and final(game)[:2] == (True, 1)


def test_a_force_single_with_runners_on_second_and_third_scores_nobody():
    # Down 1 in the bottom of the 9th: under the force rule the single loads the bases only.
    game = game_after(bottom_of_last(1) + "12 12 16")
    assert game.runs == [1, 0] and game.bases == (True, True, True) and not game.over


def test_the_same_single_under_the_advance_rule_ties_and_plays_on():
    game = game_after(bottom_of_last(1) + "16 12 16", runners="advance")
    assert game.runs == [1, 1] and not game.over and game.bases == (True, False, True)


def test_a_sacrifice_fly_for_the_third_out_in_a_tie_goes_to_extra_innings():
    game = game_after(bottom_of_last() + "34 13 13 56")
    assert game.runs == [0, 0] and (game.inning, game.half, game.over) == (10, "top", False)


def test_no_more_play_after_a_walk_off():
    game = game_after(bottom_of_last() + LOADED + "12")
    refused_after_the_end(game)


def test_runs_the_home_team_scores_in_the_eighth_all_count():
    game = game_after(blank(15) + LOADED + "11")
    assert game.runs == [0, 4] and not game.over and game.line[1][7] == 4


# -- the skipped bottom half (X) and the end after the last inning -------------------------------

def test_home_team_leading_after_the_top_of_the_last_wins_without_batting():
    game = game_after(OUT3 + HR + OUT3 + blank(14) + HR + OUT3)  # 1-1 after the top of the 9th
    assert not game.over and game.half == "bottom"  # tied: the home team bats
    game = game_after(OUT3 + HR * 2 + OUT3 + blank(14) + HR + OUT3)  # 1-2
    assert final(game) == (True, 1, 9, "top", None)
    assert game.line[1][8] == "X" and game.runs == [1, 2] and game.bases == (False,) * 3
    refused_after_the_end(game)


def test_the_visitors_leading_after_the_top_of_the_last_lets_the_home_team_bat():
    game = game_after(blank(16) + HR + OUT3)
    assert (game.over, game.half, game.line[1][8]) == (False, "bottom", 0)


def test_visitors_still_ahead_after_the_bottom_of_the_last_win():
    game = game_after(bottom_of_last(2) + HR + OUT3)
    assert final(game) == (True, 0, 9, "bottom", None)
    assert game.line == [[2] + [0] * 8, [0] * 8 + [1]] and game.runs == [2, 1]
    refused_after_the_end(game)


@pytest.mark.parametrize("innings", [3, 5, 7])
def test_x_in_shorter_games(innings):
    game = game_after(OUT3 + HR + blank(2 * innings - 2), innings=innings)
    assert final(game) == (True, 1, innings, "top", None)
    assert game.line[1] == [1] + [0] * (innings - 2) + ["X"]


@pytest.mark.parametrize("innings", [3, 5, 7, 9])
def test_the_line_has_one_place_per_inning_and_none_before_it_is_played(innings):
    game = game_after(blank(3) + "16", innings=innings)
    assert game.line == [[0, 0] + [N] * (innings - 2), [0, 0] + [N] * (innings - 2)]
    assert (game.inning, game.half) == (2, "bottom")


def test_each_half_shows_zero_runs_once_it_begins():
    game = game_after(OUT3)
    assert game.line[1][0] == 0 and game.line[0][1] is None
    game = game_after(OUT3 * 2)
    assert game.line[0][1] == 0 and game.line[1][1] is None


# -- extra innings --------------------------------------------------------------------------------

def test_extra_innings_go_on_while_every_inning_ends_tied():
    game = game_after(blank(18) + HR + OUT3 + HR + OUT3 + blank(2))
    assert (game.inning, game.half, game.over, game.runs) == (12, "top", False, [1, 1])
    assert game.line == [[0] * 9 + [1, 0, 0], [0] * 9 + [1, 0, N]]


def test_extra_innings_end_when_an_inning_ends_with_the_visitors_ahead():
    game = game_after(blank(20) + HR * 2 + OUT3 + HR + OUT3)
    assert final(game) == (True, 0, 11, "bottom", None)
    assert game.line == [[0] * 10 + [2], [0] * 10 + [1]]


def test_a_walk_off_in_extra_innings_counts_only_the_run_needed():
    game = game_after(blank(19) + LOADED + "12")
    assert final(game) == (True, 1, 10, "bottom", None)
    assert game.line[1] == [0] * 9 + [1] and game.runs == [0, 1]


def test_extra_innings_in_a_three_inning_game():
    game = game_after(blank(6), innings=3)
    assert (game.inning, game.half, len(game.line[1])) == (4, "top", 4)
    game = game_after(blank(7) + HR, innings=3)
    assert final(game) == (True, 1, 4, "bottom", None)


# -- the extra-inning runner ----------------------------------------------------------------------

def test_the_extra_runner_starts_both_halves_of_each_extra_inning():
    game = game_after(blank(19), extra_runner=True)
    assert (game.inning, game.half, game.bases) == (10, "bottom", (False, True, False))
    game = game_after(blank(20), extra_runner=True)
    assert (game.inning, game.half, game.bases) == (11, "top", (False, True, False))


def test_the_extra_runner_is_not_on_in_regulation_halves():
    for halves in range(18):
        assert game_after(blank(halves), extra_runner=True).bases == (False, False, False)


def test_the_extra_runner_in_a_three_inning_game_starts_in_the_fourth():
    assert game_after(blank(5), innings=3, extra_runner=True).bases == (False, False, False)
    assert game_after(blank(6), innings=3, extra_runner=True).bases == (False, True, False)


def test_the_extra_runner_scores_the_walk_off_when_forced_home():
    # Force rule: a double moves him only to 3rd, a single then loads the bases, a walk wins.
    game = game_after(blank(19) + "12 16", extra_runner=True)
    assert game.bases == (True, True, True) and not game.over
    play(game, "14")
    assert game.runs == [0, 1] and game.line[1][9] == 1 and game.winner == 1


# -- the mercy rule -------------------------------------------------------------------------------

def test_a_visitor_lead_of_n_after_the_top_of_k_lets_the_home_team_bat():
    game = game_after(blank(4) + HR * 3 + OUT3, mercy=(3, 3))
    assert (game.over, game.inning, game.half) == (False, 3, "bottom")
    play(game, OUT3)
    assert final(game) == (True, 0, 3, "bottom", None)
    assert game.line == [[0, 0, 3] + [N] * 6, [0, 0, 0] + [N] * 6]


def test_the_home_team_cutting_the_lead_below_n_plays_on():
    game = game_after(blank(4) + HR * 3 + OUT3 + HR + OUT3, mercy=(3, 3))
    assert (game.over, game.inning, game.runs) == (False, 4, [3, 1])


def test_a_home_lead_of_n_before_inning_k_does_not_end_the_game_at_once():
    game = game_after(OUT3 + HR * 5, mercy=(3, 3))
    assert game.runs == [0, 5] and not game.over and game.line[1][0] == 5


def test_a_lead_of_n_after_an_inning_before_k_plays_on():
    game = game_after(HR * 5 + OUT3 + OUT3, mercy=(3, 3))
    assert (game.over, game.inning, game.half) == (False, 2, "top")


def test_mercy_after_inning_one_with_k_1():
    game = game_after(OUT3 + HR * 2, mercy=(1, 2))
    assert final(game) == (True, 1, 1, "bottom", None) and game.runs == [0, 2]


def test_mercy_at_once_in_the_bottom_counts_only_the_runs_needed():
    game = game_after(OUT3 + HR + LOADED + "34", mercy=(1, 3))
    assert game.runs == [0, 3] and game.line[1][0] == 3 and game.over


def test_mercy_after_a_later_inning_than_k():
    game = game_after(blank(8) + HR * 4 + OUT3, mercy=(3, 4))
    assert (game.over, game.inning, game.half) == (False, 5, "bottom")
    play(game, OUT3)
    assert final(game) == (True, 0, 5, "bottom", None)


def test_mercy_after_the_top_half_shows_x_and_stops_there():
    game = game_after(OUT3 + HR * 3 + OUT3 + OUT3, mercy=(2, 3))
    assert final(game) == (True, 1, 2, "top", None)
    assert game.line == [[0, 0] + [N] * 7, [3, "X"] + [N] * 7]
    refused_after_the_end(game)


@pytest.mark.parametrize("outs", [0, 1])
def test_a_walk_off_sacrifice_fly_still_puts_the_batter_out(outs):
    game = game_after(bottom_of_last() + "34 " + "13 " * outs + "56")
    assert final(game) == (True, 1, 9, "bottom", None)
    assert (game.runs, game.outs, game.bases) == ([0, 1], outs + 1, (False, False, False))
