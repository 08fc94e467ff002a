"""DESIGN.md's `to_dict()` / `from_dict()`, to the letter: any game, at any point, saves as
JSON-safe data and comes back equal and playing on the same; a save that no game could have
written (damaged, edited, wrong types) is refused with a ValueError, never half loaded.

Pitcher's die off and the standard table unless a test says otherwise (diceball_helpers)."""
import json

import pytest

from gameboard.rules.diceball import Game
from gameboard.rules.diceball_tables import TABLES
from gameboard.rules.prng import Prng
from tests.rules.diceball_helpers import HR, OUT3, auto_play, blank, game_after, play

N = None

# Games stopped at telling moments: (roll string, options).
MOMENTS = [
    ("", {}),
    ("", {"pitch_die": True}),
    ("5 6 2", {"pitch_die": True}),  # two balls, the batter to swing
    ("5 1 24 6 3 26", {"pitch_die": True, "table": "standard_count"}),  # 2-2 count
    ("16 12", {}),  # runners on 2nd and 3rd
    ("34 14 13", {"runners": "advance"}),
    (OUT3 + "14 14", {}),  # bottom of the first
    (blank(18) + "16", {}),  # extra innings
    (blank(18), {"extra_runner": True}),
    (OUT3 + HR + OUT3 + blank(15), {}),  # home team won without its last bottom half: X
    (blank(17) + "14 14 14 12", {}),  # walk-off
    (blank(9) + HR * 9 + "14 14 14 12", {"mercy": (5, 10)}),
    ("22 23 15 33", {"table": "national_ball_game", "innings": 3}),
]


def through_json(game):
    return Game.from_dict(json.loads(json.dumps(game.to_dict())))


@pytest.mark.parametrize("rolls, options", MOMENTS)
def test_a_saved_game_comes_back_equal_with_every_field(rolls, options):
    game = game_after(rolls, **options)
    back = through_json(game)
    assert back == game
    for name in ("inning", "half", "balls", "strikes", "outs", "bases", "line", "runs",
                 "hits", "errors", "over", "winner", "log", "last_roll", "last_text"):
        assert getattr(back, name) == getattr(game, name), name
    assert back.expects() == game.expects()
    assert back.options() == game.options()


@pytest.mark.parametrize("rolls, options", MOMENTS)
def test_a_resumed_game_plays_on_exactly_like_the_original(rolls, options):
    game = game_after(rolls, **options)
    back = through_json(game)
    dice, same_dice = Prng(31), Prng(31)
    for _ in range(150):
        if game.over:
            break
        auto_play(game, dice)
        auto_play(back, same_dice)
        assert (back.last_roll, back.bases, back.outs, back.balls, back.strikes, back.runs) == (
            game.last_roll, game.bases, game.outs, game.balls, game.strikes, game.runs)
    assert back == game


def test_saving_does_not_change_the_game_and_gives_a_new_copy():
    game = game_after("16 12")
    data = game.to_dict()
    data["line"][0][0] = 7
    data["log"].append(11)
    data["bases"][1] = False
    assert game.line[0][0] == 0 and game.log == [16, 12] and game.bases[1]


def test_loading_does_not_change_the_data():
    data = game_after(OUT3 + "14").to_dict()
    copy = json.loads(json.dumps(data))
    game = Game.from_dict(data)
    game.bat(1, 1)
    assert data == copy


def test_a_custom_table_with_rules_names_saves_as_json_and_plays_the_same():
    table = dict(TABLES["standard"])
    table[(1, 1)] = "Home run"
    table[(2, 2)] = "hit by pitch"
    table[(3, 3)] = "error"
    game = Game(table=table, pitch_die=False)
    play(game, "22 33 11")
    back = through_json(game)
    assert back == game
    assert (back.runs, back.errors, back.hits) == ([3, 0], [0, 1], [1, 0])
    back.bat(2, 2)
    game.bat(2, 2)
    assert back == game and back.bases == (True, False, False)


def test_the_saved_options_make_a_game_like_this_one():
    game = game_after("", innings=5, runners="advance", extra_runner=True, mercy=(3, 4))
    assert through_json(game).options() == {
        "innings": 5, "table": "standard", "pitch_die": False, "runners": "advance",
        "extra_runner": True, "mercy": (3, 4)}


# -- damage: each edits a good save into one no game can reach --------------------------------

def good():
    """A save in the top of the 2nd: 1-0 visitors, runner on 1st, one out, 0-0 count."""
    return json.loads(json.dumps(game_after(HR + OUT3 + OUT3 + "16 13").to_dict()))


def test_the_good_save_used_below_loads():
    game = Game.from_dict(good())
    assert (game.inning, game.half, game.outs, game.bases) == (2, "top", 1, (True, False, False))
    assert game.line == [[1, 0, N, N, N, N, N, N, N], [0, N, N, N, N, N, N, N, N]]


def setter(path, value):
    def change(data):
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return change


def dropper(key):
    def change(data):
        del data[key]
    return change


DAMAGE = [
    ("the whole save a list", None),
    ("no options", dropper("options")),
    ("no log", dropper("log")),
    ("no bases", dropper("bases")),
    ("an option missing", lambda d: d["options"].pop("innings")),
    ("an unknown option", setter(("options", "dh"), True)),
    ("innings 8", setter(("options", "innings"), 8)),
    ("a table that is a number", setter(("options", "table"), 5)),
    ("a table missing rolls", setter(("options", "table"), [[1, 1, "single"]])),
    ("version 2", setter(("version",), 2)),
    ("inning as text", setter(("inning",), "2")),
    ("inning 0", setter(("inning",), 0)),
    ("inning 3 with nothing in the line for it", setter(("inning",), 3)),
    ("outs as a float", setter(("outs",), 1.0)),
    ("outs as text", setter(("outs",), "1")),
    ("balls as a bool", setter(("balls",), True)),
    ("strikes -1", setter(("strikes",), -1)),
    ("outs 3 in a game under way", setter(("outs",), 3)),
    ("bases as text", setter(("bases",), "abc")),
    ("four bases", setter(("bases",), [True, False, False, False])),
    ("bases as numbers", setter(("bases",), [1, 0, 0])),
    ("a half called middle", setter(("half",), "middle")),
    ("the bottom half with no runs in its line", setter(("half",), "bottom")),
    ("runs in an inning not yet played", setter(("line", 0, 5), 0)),
    ("runs in an inning not yet played, added to R",
     lambda d: (setter(("line", 0, 5), 2)(d), setter(("runs", 0), 3)(d))),
    ("an inning already played shown as unplayed",
     lambda d: (setter(("line", 1, 0), N)(d))),
    ("X for a half that was played", setter(("line", 1, 0), "X")),
    ("X in a game under way", setter(("line", 1, 1), "X")),
    ("X in an inning not yet played", setter(("line", 1, 8), "X")),
    ("text in an inning not yet played", setter(("line", 0, 8), "-")),
    ("runs as a bool in the line", setter(("line", 0, 1), True)),
    ("a third line", lambda d: d["line"].append([N] * 9)),
    ("a line two innings short", setter(("line",), [[1, 0, N, N, N, N, N], [0] + [N] * 6])),
    ("R that does not add up", setter(("runs", 0), 2)),
    ("three teams' hits", setter(("hits",), [1, 0, 0])),
    ("negative errors", setter(("errors", 1), -1)),
    ("hits as text", setter(("hits", 0), "1")),
    ("a winner while the game is under way", setter(("winner",), 0)),
    ("over while the log expects a roll", setter(("over",), True)),
    ("the pitcher's die expected in a game without it", setter(("expects",), "pitch")),
    ("nothing expected while the game is under way", setter(("expects",), N)),
    ("a roll of 7 in the log", setter(("log", 0), 17)),
    ("a roll as text in the log", setter(("log", 0), "11")),
    ("a last play that is no result", setter(("last",), [99, 0, 0])),
    ("a last play of two numbers", setter(("last",), [9, 0])),
    ("a last play but no roll", lambda d: setter(("log",), [])(d)),
]


@pytest.mark.parametrize("what, damage", DAMAGE)
def test_a_save_no_game_could_write_is_refused(what, damage):
    data = [] if damage is None else good()
    if damage is not None:
        damage(data)
    copy = json.loads(json.dumps(data))
    with pytest.raises(ValueError) as caught:
        Game.from_dict(data)
    assert "DiceBall" in str(caught.value) or "table" in str(caught.value) or (
        "innings" in str(caught.value) or "option" in str(caught.value)), what
    assert data == copy


def over_save(rolls, **options):
    return json.loads(json.dumps(game_after(rolls, **options).to_dict()))


def test_a_finished_game_marked_as_under_way_is_refused():
    # Walk-off in the bottom of the 9th, edited to look as if the home team still bats.
    data = over_save(blank(17) + HR)
    data.update({"over": False, "winner": N, "expects": "bat"})
    with pytest.raises(ValueError, match="impossible"):
        Game.from_dict(data)


def test_a_tied_game_over_after_nine_is_refused():
    data = over_save(blank(17) + HR)
    data["line"][1][8] = 0
    data["runs"][1] = 0
    with pytest.raises(ValueError, match="impossible"):
        Game.from_dict(data)


def test_a_game_over_in_the_fourth_without_a_mercy_rule_is_refused():
    data = over_save(HR + blank(7) + OUT3)  # top of the 5th under way, 1-0
    data.update({"over": True, "winner": 0, "expects": N, "inning": 4, "half": "bottom"})
    data["line"][0][4] = N
    with pytest.raises(ValueError, match="impossible"):
        Game.from_dict(data)


def test_a_winner_written_as_true_is_refused():
    data = over_save(OUT3 + HR + OUT3 + blank(15))
    assert Game.from_dict(data).winner == 1
    data["winner"] = True
    with pytest.raises(ValueError, match="impossible"):
        Game.from_dict(data)


def test_over_written_as_one_is_refused():
    data = over_save(OUT3 + HR + OUT3 + blank(15))
    data["over"] = 1
    with pytest.raises(ValueError, match="impossible"):
        Game.from_dict(data)


def test_the_x_and_the_half_it_ends_in_must_agree():
    data = over_save(OUT3 + HR + OUT3 + blank(15))
    assert data["line"][1][8] == "X" and data["half"] == "top"
    data["half"] = "bottom"
    with pytest.raises(ValueError, match="impossible"):
        Game.from_dict(data)


def test_runners_left_on_base_when_the_visitors_won_is_refused():
    data = over_save(HR + blank(18))  # 1-0 after nine: the game ended on the third out
    assert (data["winner"], data["outs"], data["bases"]) == (0, 0, [False, False, False])
    data["bases"][2] = True
    with pytest.raises(ValueError, match="impossible"):
        Game.from_dict(data)
    data["bases"][2] = False
    data["outs"] = 2
    with pytest.raises(ValueError, match="impossible"):
        Game.from_dict(data)


def test_a_walk_off_keeps_its_runners_and_outs_and_loads():
    data = over_save(blank(17) + "13 14 14 14 12")  # one out, walk-off double
    game = Game.from_dict(data)
    assert (game.outs, game.bases, game.winner) == (1, (False, True, True), 1)


def custom_save():
    table = dict(TABLES["standard"])
    table[(3, 3)] = "error"
    return json.loads(json.dumps(Game(table=table, pitch_die=False).to_dict()))


def test_a_saved_custom_table_loads():
    assert Game.from_dict(custom_save()).table[(3, 3)] == "error"


@pytest.mark.parametrize("entry", [["1", 1, "single"], [1.0, 1, "single"], [True, 1, "single"],
                                   [1, 1], [1, 1, "single", 0], [1, 1, "bunt"], [0, 1, "walk"]])
def test_a_saved_custom_table_with_a_damaged_roll_is_refused(entry):
    data = custom_save()
    data["options"]["table"][0] = entry  # the entry for the roll 1-1
    with pytest.raises(ValueError, match="table"):
        Game.from_dict(data)


def test_a_saved_custom_table_naming_a_roll_twice_is_refused():
    data = custom_save()
    data["options"]["table"].append([6, 6, "single"])
    with pytest.raises(ValueError, match="one for each roll"):
        Game.from_dict(data)
