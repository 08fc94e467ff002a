"""Whole innings and games from roll strings, each with its line score (docs/rules.md 2.3, 2.4): a
new game and the state the scoreboard reads (docs/architecture.md's contract), then 2.4 at its corners:
walk-offs from behind and on every way to score, the skipped last bottom half (X), the end
after a full last inning, extra innings one after another, the extra-inning runner, the mercy
rule's three ways to end a game, and "when the game is over, inning is the last inning played".

Pitcher's die off, standard table: "13" fly out, "16" single, "12" double, "34" triple,
"11" home run, "14" walk, "22" double play, "56" sacrifice fly. OUT3 is a 1-2-3 half-inning;
LOADED three walks."""
import pytest

from gameboard.rules.diceball import Game
from tests.rules.diceball_helpers import HR, OUT3, blank, game_after, play


N = None


def test_a_new_game_shows_only_the_top_of_the_first_under_way():
    game = game_after("")
    assert game.line == [[0, N, N, N, N, N, N, N, N], [N] * 9]
    assert (game.inning, game.half, game.outs, game.over, game.winner) == (1, "top", 0, False, N)


def test_single_double_home_run():
    game = game_after("16 12 11 " + OUT3)
    assert game.line == [[3, N, N, N, N, N, N, N, N], [0, N, N, N, N, N, N, N, N]]
    assert game.runs == [3, 0] and game.hits == [3, 0]
    assert (game.inning, game.half, game.outs, game.bases) == (1, "bottom", 0, (False,) * 3)


def test_a_full_nine_innings():
    game = game_after(halves_of("16 12 11 " + OUT3, "14 14 14 16 " + OUT3) + blank(16))
    assert game.line == [[3, 0, 0, 0, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0, 0, 0, 0]]
    assert game.runs == [3, 1] and game.hits == [3, 1] and game.errors == [0, 0]
    assert (game.over, game.winner, game.inning, game.expects()) == (True, 0, 9, None)


def halves_of(*parts):
    return " ".join(parts) + " "


def test_three_outs_clear_the_bases_and_the_count():
    game = game_after("16 14 13 13 15")
    assert (game.half, game.outs, game.bases) == ("bottom", 0, (False, False, False))


def test_double_play_takes_the_runner_on_first():
    game = game_after("16 22")
    assert (game.outs, game.bases) == (2, (False, False, False))


def test_double_play_with_one_out_ends_the_half():
    game = game_after("16 13 22")
    assert (game.half, game.outs) == ("bottom", 0)


def test_double_play_making_the_third_out_scores_nobody():
    game = game_after("34 14 13 22")  # runners on 1st and 3rd, one out
    assert game.line[0][0] == 0 and game.half == "bottom"


def test_sacrifice_fly_scores_the_runner_on_third():
    game = game_after("34 13 56")
    assert game.line[0][0] == 1 and game.outs == 2 and game.hits == [1, 0]


def test_sacrifice_fly_for_the_third_out_scores_nobody():
    game = game_after("34 13 13 56")
    assert game.line[0][0] == 0 and game.half == "bottom"


def test_advance_rule_double_scores_from_second_where_the_force_rule_does_not():
    assert game_after("12 12", runners="advance").runs == [1, 0]
    assert game_after("12 12").runs == [0, 0]


def test_home_team_ahead_after_the_top_of_the_ninth_skips_its_half():
    game = game_after(OUT3 + HR + OUT3 + blank(15))
    assert game.line == [[0] * 9, [1, 0, 0, 0, 0, 0, 0, 0, "X"]]
    assert (game.over, game.winner, game.inning, game.half) == (True, 1, 9, "top")


def tied_to_bottom_of_ninth():
    return blank(17)


def test_walk_off_single_counts_one_run():
    game = game_after(tied_to_bottom_of_ninth() + "14 14 14 16")
    assert game.runs == [0, 1] and game.line[1][8] == 1
    assert (game.over, game.winner, game.inning, game.half) == (True, 1, 9, "bottom")
    assert game.last_text == "Single, 1 run, walk-off!"


def test_walk_off_double_counts_only_the_run_that_wins():
    game = game_after(tied_to_bottom_of_ninth() + "14 14 14 12")
    assert game.runs == [0, 1] and game.line[1] == [0] * 8 + [1]


def test_walk_off_from_behind_counts_the_runs_needed():
    game = game_after(HR + blank(17) + "14 14 14 12")  # down 1, double with the bases loaded
    assert game.runs == [1, 2] and game.line[1] == [0] * 8 + [2] and game.winner == 1


def test_walk_off_home_run_counts_every_run():
    game = game_after(tied_to_bottom_of_ninth() + "14 14 14 11")
    assert game.runs == [0, 4] and game.line[1][8] == 4 and game.hits == [0, 1]


def test_walk_off_walk_with_the_bases_loaded_counts_one():
    game = game_after(tied_to_bottom_of_ninth() + "14 14 14 14")
    assert game.runs == [0, 1] and game.line[1][8] == 1 and game.winner == 1


def test_a_tying_run_in_the_bottom_of_the_ninth_does_not_end_the_game():
    game = game_after(HR + blank(17) + HR)
    assert game.runs == [1, 1] and not game.over
    play_on = game_after(HR + blank(17) + HR + HR)
    assert play_on.runs == [1, 2] and play_on.over and play_on.line[1][8] == 2


def test_runs_before_the_last_inning_are_no_walk_off():
    game = game_after(OUT3 + "14 14 14 12")
    assert game.runs == [0, 2] and not game.over


def test_tied_after_nine_goes_to_extra_innings():
    game = game_after(blank(18))
    assert (game.inning, game.half, game.over) == (10, "top", False)
    assert game.line == [[0] * 9 + [0], [0] * 9 + [N]]
    assert game.bases == (False, False, False)


def test_visitors_win_in_the_tenth():
    game = game_after(blank(18) + HR + OUT3 + OUT3)
    assert game.line == [[0] * 9 + [1], [0] * 10]
    assert (game.over, game.winner, game.inning) == (True, 0, 10)


def test_home_team_walks_off_in_the_eleventh():
    game = game_after(blank(21) + HR)
    assert game.line == [[0] * 11, [0] * 10 + [1]]
    assert (game.over, game.winner, game.inning) == (True, 1, 11)


def test_extra_inning_visitor_lead_lets_the_home_team_bat():
    game = game_after(blank(18) + HR + OUT3)
    assert (game.inning, game.half, game.over) == (10, "bottom", False)


def test_extra_inning_runner_starts_on_second():
    game = game_after(blank(18), extra_runner=True)
    assert (game.inning, game.bases) == (10, (False, True, False))
    game = game_after(blank(18) + "11 " + OUT3, extra_runner=True)
    assert game.line[0][9] == 2 and game.bases == (False, True, False)
    assert game.half == "bottom"


def test_no_extra_inning_runner_in_regulation():
    assert game_after(blank(17), extra_runner=True).bases == (False, False, False)


def test_mercy_rule_ends_the_game_after_inning_k_is_complete():
    ten = HR * 10
    game = game_after(ten + OUT3 + blank(8), mercy=(5, 10))
    assert not game.over and (game.inning, game.half) == (5, "bottom")
    play_to = game_after(ten + OUT3 + blank(9), mercy=(5, 10))
    assert (play_to.over, play_to.winner, play_to.inning) == (True, 0, 5)
    assert play_to.line == [[10, 0, 0, 0, 0, N, N, N, N], [0, 0, 0, 0, 0, N, N, N, N]]


def test_mercy_rule_after_the_top_half_when_the_home_team_leads():
    game = game_after(OUT3 + HR * 10 + OUT3 + blank(7), mercy=(5, 10))
    assert (game.over, game.winner, game.inning) == (True, 1, 5)
    assert game.line[1] == [10, 0, 0, 0, "X", N, N, N, N]


def test_mercy_rule_ends_the_bottom_half_at_once_counting_the_runs_needed():
    game = game_after(blank(9) + HR * 9 + "14 14 14 12", mercy=(5, 10))
    assert game.runs == [0, 10] and game.line[1][4] == 10
    assert (game.over, game.winner, game.inning, game.half) == (True, 1, 5, "bottom")


def test_mercy_home_run_counts_every_run():
    game = game_after(blank(9) + HR * 7 + "14 14 14 11", mercy=(5, 10))
    assert game.runs == [0, 11] and game.over


def test_a_lead_short_of_n_plays_on():
    game = game_after(HR * 9 + OUT3 + blank(9), mercy=(5, 10))
    assert not game.over and game.inning == 6


def test_mercy_is_off_by_default():
    assert not game_after(HR * 10 + OUT3 + blank(9)).over


def test_three_innings():
    game = game_after(HR + OUT3 + blank(5), innings=3)
    assert game.line == [[1, 0, 0], [0, 0, 0]]
    assert (game.over, game.winner, game.inning) == (True, 0, 3)


def test_five_innings_skip_the_last_bottom_half():
    game = game_after(OUT3 + HR + OUT3 + blank(7), innings=5)
    assert game.line == [[0] * 5, [1, 0, 0, 0, "X"]] and game.winner == 1


def test_seven_innings_walk_off():
    game = game_after(blank(13) + HR, innings=7)
    assert game.line == [[0] * 7, [0] * 6 + [1]] and game.inning == 7 and game.over


def test_seven_innings_go_to_an_eighth():
    game = game_after(blank(14), innings=7)
    assert (game.inning, len(game.line[0]), game.over) == (8, 8, False)


def test_an_error_in_the_bottom_half_is_charged_to_the_visitors():
    game = game_after("33 33 33 15", table="national_ball_game")  # 3-3: out at 1st
    assert game.errors == [1, 0] and game.bases == (True, False, False)
    assert game.hits == [0, 0] and game.last_text == "Error"


def test_the_last_play_says_when_it_ends_the_half_or_the_game():
    assert game_after("13 13 13").last_text == "Fly out, side out"
    assert game_after(HR + OUT3 + blank(17)).last_text == "Fly out, game over"
    assert game_after("11").last_text == "Home run, 1 run"
    assert game_after("14 14 14 12").last_text == "Double, 2 runs"


def test_the_last_roll_is_kept_as_rolled():
    game = game_after("61")
    assert game.last_roll == (6, 1) and list(game.log) == [61]
    assert game_after("").last_roll is None


def test_walk_off_sacrifice_fly():
    game = game_after(tied_to_bottom_of_ninth() + "34 56")
    assert game.runs == [0, 1] and game.over and game.hits == [0, 1]


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


def test_the_defaults_are_nine_innings_the_standard_table_the_pitchers_die_and_force():
    game = Game()
    assert game.options() == {"innings": 9, "table": "standard", "pitch_die": True,
                              "runners": "force", "extra_runner": False, "mercy": None}
    assert game.expects() == "pitch" and len(game.line[0]) == len(game.line[1]) == 9


def test_a_new_game_reads_as_the_start_of_the_top_of_the_first():
    game = Game()
    assert (game.inning, game.half, game.balls, game.strikes, game.outs) == (1, "top", 0, 0, 0)
    assert game.bases == (False, False, False)
    assert (game.runs, game.hits, game.errors) == ([0, 0], [0, 0], [0, 0])
    assert (game.over, game.winner, game.last_roll, list(game.log)) == (False, None, None, [])


def test_the_scoreboard_state_has_the_promised_shapes():
    game = game_after("16 12 13 13 13 14")
    assert game.half in ("top", "bottom") and type(game.inning) is int
    assert len(game.bases) == 3 and all(type(b) is bool for b in game.bases)
    assert len(game.line) == 2 and all(type(team) is list for team in game.line)
    for pair in (game.runs, game.hits, game.errors):
        assert len(pair) == 2 and all(type(x) is int for x in pair)
    assert game.last_roll == (1, 4) and game.last_text == "Walk"


def test_mercy_may_be_given_as_a_list():
    assert Game(mercy=[5, 10]).mercy == (5, 10)
