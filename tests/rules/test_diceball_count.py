"""The pitcher's die and the count (RULES.md 2.1, and the count results of 2.2).

A one-digit roll is the pitcher's die, two digits the batter's dice."""
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
        assert game.last_text == "Pitch: strike, batter swings"


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
