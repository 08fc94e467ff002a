"""The pitcher's die and the count (docs/rules.md 2.1, and the count results of 2.2): the count and
its resets, the count results of a table (strike, foul, ball), error and hit-by-pitch, and what
`expects()` asks for next.

A one-digit roll is the pitcher's die, two digits the batter's dice. Tables used: "standard"
(16 single, 13 fly out, 14 walk, 11 home run, 22 double play, 56 sacrifice fly), and
"standard_count" (the same, but 24 and 46 strike, 26 foul, 44 ball, 14 hit by pitch, 33 error)."""
import pytest

from gameboard.rules.diceball import Game
from tests.rules.diceball_helpers import play


def pitched(rolls, table="standard"):
    return play(Game(table=table), rolls)


def test_a_plate_appearance_starts_with_the_pitchers_die():
    assert Game().expects() == "pitch"
    assert Game(pitch_die=False).expects() == "bat"


def test_a_pitch_of_5_or_6_is_a_ball_and_the_pitcher_rolls_again():
    game = pitched("5 6")
    assert (game.balls, game.strikes, game.expects()) == (2, 0, "pitch")
    assert game.last_text == "Pitch: ball 2"


def test_four_balls_is_a_walk_and_the_count_clears():
    game = pitched("5 6 5 6")
    assert game.bases == (True, False, False)
    assert (game.balls, game.strikes, game.outs) == (0, 0, 0)
    assert game.last_text == "Pitch: ball four, walk"


def test_a_walk_with_the_bases_loaded_forces_in_a_run():
    game = pitched("5 5 5 5 " * 4)
    assert game.runs == [1, 0] and game.bases == (True, True, True)
    assert game.hits == [0, 0]


def test_a_pitch_of_1_to_4_is_a_strike_the_batter_swings_and_the_count_stands():
    for d in (1, 2, 3, 4):
        game = pitched("5 %d" % d)
        assert game.expects() == "bat"
        assert (game.balls, game.strikes) == (1, 0)
        assert game.last_text == "Pitch: hittable, batter swings"  # no strike on the count


def test_the_swing_decides_the_plate_appearance():
    game = pitched("5 5 3 16")
    assert game.bases == (True, False, False) and game.hits == [1, 0]
    assert (game.balls, game.strikes, game.expects()) == (0, 0, "pitch")
    game = pitched("2 13")
    assert game.outs == 1 and game.last_text == "Fly out"


def test_strike_results_count_to_three_for_a_strikeout():
    game = play(Game(table="national_ball_game", pitch_die=False), "22 23")
    assert (game.strikes, game.outs, game.expects()) == (2, 0, "bat")
    assert game.last_text == "Strike 2"
    play(game, "25")
    assert (game.strikes, game.outs) == (0, 1)
    assert game.last_text == "Strike three, out"


def test_the_count_clears_when_the_batter_puts_the_ball_in_play():
    game = play(Game(table="national_ball_game", pitch_die=False), "22 23 12")
    assert game.strikes == 0 and game.bases == (True, False, False)


def test_a_foul_is_a_strike_unless_there_are_two_already():
    game = play(Game(table="standard_count", pitch_die=False), "26 26")
    assert game.strikes == 2 and game.last_text == "Foul, strike 2"
    play(game, "26 26")
    assert (game.strikes, game.outs) == (2, 0)
    assert game.last_text == "Foul, still 2 strikes"
    play(game, "24")
    assert (game.strikes, game.outs) == (0, 1)


def test_ball_results_count_to_four_for_a_walk():
    game = play(Game(table="standard_count", pitch_die=False), "44 44 44")
    assert (game.balls, game.last_text) == (3, "Ball 3")
    play(game, "44")
    assert game.bases == (True, False, False) and game.balls == 0
    assert game.last_text == "Ball four, walk"


def test_balls_from_the_pitchers_die_and_from_the_table_add_up():
    game = pitched("5 1 44 6 2 44", table="standard_count")
    assert game.bases == (True, False, False) and game.balls == 0


def test_with_the_pitchers_die_a_count_result_brings_the_next_pitch():
    game = pitched("1 26 3 24", table="standard_count")
    assert (game.strikes, game.expects()) == (2, "pitch")
    play(game, "4 24")
    assert (game.strikes, game.outs) == (0, 1)


def test_a_half_inning_with_the_pitchers_die():
    # Ball, swing: single; swing: double (runner 1st to 3rd); four balls; then three outs.
    game = pitched("5 1 16 2 12 5 6 5 5 1 13 4 15 3 23")
    assert game.line == [[0] + [None] * 8, [0] + [None] * 8]
    assert game.hits == [2, 0] and game.half == "bottom" and game.bases == (False,) * 3


def count_game(rolls, pitch_die=True, **options):
    return play(Game(table="standard_count", pitch_die=pitch_die, **options), rolls)


def count(game):
    return (game.balls, game.strikes, game.outs)


@pytest.mark.parametrize("d", [1, 2, 3, 4])
def test_a_pitched_strike_does_not_change_a_full_count(d):
    game = count_game("5 5 5 1 24 2 24 %d" % d)  # 3 balls, 2 strikes (from the table)
    assert count(game) == (3, 2, 0) and game.expects() == "bat"


@pytest.mark.parametrize("d", [5, 6])
def test_a_pitched_ball_is_a_ball_whatever_the_strikes(d):
    game = count_game("1 24 1 24 %d" % d)
    assert count(game) == (1, 2, 0) and game.expects() == "pitch"


def test_the_fourth_ball_after_two_strikes_walks_and_clears_the_count():
    game = count_game("1 24 1 24 5 5 5 6")
    assert count(game) == (0, 0, 0) and game.bases == (True, False, False)
    assert game.hits == [0, 0] and game.expects() == "pitch"


# Each result ends the plate appearance from a full count (3 balls, 2 strikes): the count clears.
FULL_COUNT = "5 5 5 1 24 2 24 3 "


@pytest.mark.parametrize("roll, bases, outs", [
    ("16", (True, False, False), 0),  # single
    ("12", (False, True, False), 0),  # double
    ("34", (False, False, True), 0),  # triple
    ("11", (False, False, False), 0),  # home run
    ("14", (True, False, False), 0),  # hit by pitch
    ("33", (True, False, False), 0),  # error
    ("13", (False, False, False), 1),  # fly out
    ("23", (False, False, False), 1),  # ground out
    ("15", (False, False, False), 1),  # pop out
    ("56", (False, False, False), 1),  # sacrifice fly
    ("22", (False, False, False), 1),  # double play, bases empty
    ("46", (False, False, False), 1),  # strike three
    ("44", (True, False, False), 0),  # ball four
])
def test_every_way_a_plate_appearance_ends_clears_a_full_count(roll, bases, outs):
    game = count_game(FULL_COUNT + roll)
    assert count(game) == (0, 0, outs) and game.bases == bases
    assert game.expects() == "pitch"


def test_a_foul_with_two_strikes_keeps_the_batter_up_with_the_same_count():
    game = count_game("5 1 24 2 26 3 26 4 26")
    assert count(game) == (1, 2, 0) and game.expects() == "pitch"
    assert list(game.log) == [5, 1, 24, 2, 26, 3, 26, 4, 26]


def test_a_foul_is_a_strike_with_none_or_one():
    assert count_game("1 26").strikes == 1
    assert count_game("1 26 2 26").strikes == 2


def test_strike_three_from_the_table_leaves_the_runners_where_they_are():
    game = count_game("1 12 2 24 3 24 4 46")  # double, then three strikes
    assert game.bases == (False, True, False) and count(game) == (0, 0, 1)
    assert game.hits == [1, 0] and game.runs == [0, 0]


def test_strike_three_for_the_third_out_ends_the_half():
    game = count_game("1 13 1 13 1 34 1 24 1 24 1 24")
    assert (game.half, game.outs, game.bases, game.line[0][0]) == (
        "bottom", 0, (False, False, False), 0)


def test_ball_four_from_the_table_with_the_bases_loaded_forces_in_a_run():
    game = count_game("1 14 1 14 1 14 5 5 5 1 44")
    assert game.runs == [1, 0] and game.bases == (True, True, True) and game.hits == [0, 0]


def test_a_walk_from_four_pitched_balls_moves_only_forced_runners():
    game = count_game("1 12 5 5 5 5")  # runner on 2nd, nobody on 1st: he stays
    assert game.bases == (True, True, False) and game.runs == [0, 0]
    game = count_game("1 34 5 5 5 5")  # runner on 3rd stays
    assert game.bases == (True, False, True) and game.runs == [0, 0]


def test_count_results_count_without_the_pitchers_die_too():
    game = count_game("44 44 24 26 26", pitch_die=False)
    assert count(game) == (2, 2, 0) and game.expects() == "bat"
    play(game, "44 44")
    assert count(game) == (0, 0, 0) and game.bases == (True, False, False)


def test_hit_by_pitch_is_no_hit_and_no_error():
    game = count_game("1 14")
    assert game.bases == (True, False, False)
    assert (game.hits, game.errors, game.runs) == ([0, 0], [0, 0], [0, 0])


def test_an_error_in_the_top_half_is_charged_to_the_home_team():
    game = count_game("1 33")
    assert game.bases == (True, False, False)
    assert (game.hits, game.errors) == ([0, 0], [0, 1])


def test_an_error_moves_only_forced_runners_and_can_force_in_a_run():
    game = count_game("1 12 1 33")  # runner on 2nd, error: he stays
    assert game.bases == (True, True, False) and game.errors == [0, 1]
    game = count_game("1 14 1 14 1 14 1 33")
    assert game.runs == [1, 0] and game.errors == [0, 1] and game.hits == [0, 0]


def test_the_count_clears_at_the_side_out_and_the_next_half_starts_with_a_pitch():
    game = count_game("5 1 13 5 1 13 5 6 1 13")
    assert (game.half, count(game), game.expects()) == ("bottom", (0, 0, 0), "pitch")


def test_the_batters_dice_are_read_lowest_first():
    assert count_game("1 61").bases == count_game("1 16").bases == (True, False, False)
    assert count_game("1 42").strikes == count_game("1 24").strikes == 1
    assert count_game("1 62").strikes == 1  # 2-6: foul


def test_the_log_keeps_each_roll_as_rolled():
    game = count_game("6 2 61 3 42")
    assert list(game.log) == [6, 2, 61, 3, 42] and game.last_roll == (4, 2)


@pytest.mark.parametrize("rolls, expected", [
    ("", "pitch"), ("5", "pitch"), ("1", "bat"), ("1 16", "pitch"), ("1 24", "pitch"),
    ("1 26", "pitch"), ("1 44", "pitch"), ("5 5 5 5", "pitch")])
def test_expects_with_the_pitchers_die(rolls, expected):
    assert count_game(rolls).expects() == expected


@pytest.mark.parametrize("rolls", ["", "16", "24", "26", "44", "13 13 13"])
def test_expects_without_the_pitchers_die_is_always_the_bat(rolls):
    assert count_game(rolls, pitch_die=False).expects() == "bat"
