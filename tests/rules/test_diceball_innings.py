"""Whole innings and games from roll strings, each with its line score (RULES.md 2.3, 2.4).

Pitcher's die off, standard table: "13" fly out, "16" single, "12" double, "34" triple,
"11" home run, "14" walk, "22" double play, "56" sacrifice fly. OUT3 is a 1-2-3 half-inning."""
from tests.rules.diceball_helpers import HR, OUT3, blank, game_after

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
    assert game.last_roll == (6, 1) and game.log == [61]
    assert game_after("").last_roll is None


def test_walk_off_sacrifice_fly():
    game = game_after(tied_to_bottom_of_ninth() + "34 56")
    assert game.runs == [0, 1] and game.over and game.hits == [0, 1]
