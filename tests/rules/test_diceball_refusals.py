"""Input the rules refuse: a clear ValueError, and the game exactly as it was."""
import pytest

from gameboard.rules.diceball import Game
from tests.rules.diceball_helpers import OUT3, blank, game_after, play


def refused(game, action, match):
    before = game.to_dict()
    with pytest.raises(ValueError, match=match):
        action(game)
    assert game.to_dict() == before


@pytest.mark.parametrize("d", [0, 7, -1, 2.0, True, "3", None])
def test_a_pitch_outside_1_to_6_is_refused(d):
    refused(play(Game(), "5"), lambda g: g.pitch(d), "pitcher's die must be a whole number")


@pytest.mark.parametrize("d1, d2", [(0, 1), (1, 7), (6, 0), (1.0, 2), (3, "4"), (False, 1)])
def test_batters_dice_outside_1_to_6_are_refused(d1, d2):
    refused(game_after("16"), lambda g: g.bat(d1, d2), "batter's dice must be two whole")


def test_batting_when_a_pitch_is_expected_is_refused():
    refused(play(Game(), "5 2 16"), lambda g: g.bat(1, 3), "pitcher's die comes first")


def test_pitching_when_the_batter_must_swing_is_refused():
    refused(play(Game(), "3"), lambda g: g.pitch(5), "batter swings")


def test_pitching_without_the_pitchers_die_is_refused():
    refused(game_after("16"), lambda g: g.pitch(2), "without the pitcher's die")


def test_playing_after_the_game_is_over_is_refused():
    game = game_after(blank(17) + "11")
    assert game.over
    refused(game, lambda g: g.bat(1, 1), "game is over")
    refused(game, lambda g: g.pitch(1), "game is over")


@pytest.mark.parametrize("options, match", [
    ({"innings": 4}, "innings must be 3, 5, 7 or 9"),
    ({"innings": "9"}, "innings must be"),
    ({"innings": 9.0}, "innings must be"),
    ({"pitch_die": 1}, "pitch_die must be True or False"),
    ({"runners": "steal"}, "runners must be 'force' or 'advance'"),
    ({"extra_runner": "yes"}, "extra_runner must be True or False"),
    ({"mercy": 10}, "mercy must be None or"),
    ({"mercy": (0, 10)}, "mercy must be None or"),
    ({"mercy": (10, 10)}, "mercy must be None or"),
    ({"mercy": (5, 0)}, "mercy must be None or"),
    ({"mercy": (5, 10, 1)}, "mercy must be None or"),
    ({"table": "nope"}, "unknown table 'nope'"),
    ({"dh": True}, "unknown option"),
])
def test_a_bad_option_is_refused(options, match):
    with pytest.raises(ValueError, match=match):
        Game(**options)


@pytest.mark.parametrize("log", [[0], [5, 17], [70], [1, "13"], [3, 3]])
def test_a_bad_log_is_refused(log):
    with pytest.raises(ValueError):
        Game.from_log(log)


def test_a_damaged_save_is_refused():
    data = game_after(OUT3).to_dict()
    for key in ("line", "half", "options"):
        broken = dict(data)
        del broken[key]
        with pytest.raises(ValueError, match="not a saved DiceBall game"):
            Game.from_dict(broken)
    newer = dict(data)
    newer["version"] = 99
    with pytest.raises(ValueError, match="version"):
        Game.from_dict(newer)


@pytest.mark.parametrize("field, value", [
    ("outs", 3), ("balls", 4), ("strikes", 3), ("runs", [1, 0]), ("line", [[0, "X"], [0]]),
    ("inning", 12), ("winner", 1)])
def test_a_save_no_game_can_reach_is_refused(field, value):
    data = game_after("16 13").to_dict()
    data[field] = value
    with pytest.raises(ValueError, match="impossible"):
        Game.from_dict(data)
