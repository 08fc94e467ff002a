"""Input the rules refuse: a clear ValueError, and the game exactly as it was, at any moment of a
game (a bad die, the roll not expected now, a bad option or log); and a save that no game could
have written (damaged, edited, wrong types) refused by from_dict, never half loaded.

Pitcher's die off and the standard table unless a test says otherwise (diceball_helpers)."""
import json
from binascii import unhexlify

import pytest

from gameboard.rules.diceball import Game
from gameboard.rules.diceball_tables import preset
from tests.rules.diceball_helpers import HR, OUT3, blank, game_after, play


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


# -- options the rules refuse ---------------------------------------------------------------------

@pytest.mark.parametrize("options, match", [
    ({"innings": 0}, "innings must be 3, 5, 7 or 9"),
    ({"innings": 10}, "innings must be 3, 5, 7 or 9"),
    ({"innings": 1}, "innings must be 3, 5, 7 or 9"),
    ({"innings": None}, "innings must be 3, 5, 7 or 9"),
    ({"innings": True}, "innings must be 3, 5, 7 or 9"),
    ({"pitch_die": None}, "pitch_die must be True or False"),
    ({"pitch_die": "off"}, "pitch_die must be True or False"),
    ({"runners": None}, "runners must be 'force' or 'advance'"),
    ({"runners": "Force"}, "runners must be 'force' or 'advance'"),
    ({"extra_runner": None}, "extra_runner must be True or False"),
    ({"mercy": (10, 5)}, "mercy must be None or"),
    ({"mercy": (4, 5), "innings": 3}, "mercy must be None or"),
    ({"mercy": (5, -1)}, "mercy must be None or"),
    ({"mercy": (True, 5)}, "mercy must be None or"),
    ({"mercy": "5,10"}, "mercy must be None or"),
    ({"mercy": False}, "mercy must be None or"),
    ({"seed": 1}, "unknown option"),
])
def test_a_bad_option_is_refused_with_its_name(options, match):
    with pytest.raises(ValueError, match=match):
        Game(**options)


# -- input refused at every moment, the game unchanged --------------------------------------------

MOMENTS = [
    ("", {}),  # a pitch expected
    ("5 5 1", {}),  # a swing expected, 2-0
    ("16 12", {"pitch_die": False}),
    (blank(18), {"pitch_die": False}),  # extra innings
    (blank(17) + "14 14 14 12", {"pitch_die": False}),  # over: walk-off
    (OUT3 + HR + OUT3 + blank(15), {"pitch_die": False}),  # over: X
]


BAD_DICE = [0, 7, -1, 10, 1.5, "1", None, True, [1]]


def why(game, action):
    """What the refusal of a bad die must speak of at this moment."""
    if game.over:
        return "game is over"
    if game.expects() != action:
        return "pitcher's die comes first" if action == "bat" else "batter"
    return "must be (a|two) whole numbers? 1..6"


@pytest.mark.parametrize("d", BAD_DICE)
@pytest.mark.parametrize("rolls, options", MOMENTS)
def test_a_bad_pitchers_die_is_refused_at_every_moment(rolls, options, d):
    game = play(Game(**options), rolls)
    refused(game, lambda g: g.pitch(d), why(game, "pitch"))


@pytest.mark.parametrize("d", BAD_DICE)
@pytest.mark.parametrize("rolls, options", MOMENTS)
def test_a_bad_batters_die_is_refused_at_every_moment(rolls, options, d):
    game = play(Game(**options), rolls)
    refused(game, lambda g: g.bat(3, d), why(game, "bat"))
    refused(game, lambda g: g.bat(d, 3), why(game, "bat"))


@pytest.mark.parametrize("rolls, options", MOMENTS)
def test_the_roll_not_expected_now_is_refused_and_says_which_is(rolls, options):
    game = play(Game(**options), rolls)
    expected = game.expects()
    if expected is None:
        refused(game, lambda g: g.pitch(3), "game is over")
        refused(game, lambda g: g.bat(3, 4), "game is over")
    elif expected == "pitch":
        refused(game, lambda g: g.bat(3, 4), "pitcher's die comes first")
    else:
        refused(game, lambda g: g.pitch(3), "batter")


@pytest.mark.parametrize("rolls, options", MOMENTS[:4])
def test_a_refusal_leaves_the_game_able_to_go_on_as_before(rolls, options):
    game = play(Game(**options), rolls)
    twin = play(Game(**options), rolls)
    for action in (lambda: game.pitch(9), lambda: game.bat(0, 0)):
        with pytest.raises(ValueError):
            action()
    for g in (game, twin):
        if g.expects() == "pitch":
            g.pitch(2)
        g.bat(6, 6)
    assert game == twin and game.log == twin.log


N = None


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
    ("version 3", setter(("version",), 3)),
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
    ("a roll of 7 in the log", lambda d: setter(("log",), "11" + d["log"][2:])(d)),
    ("a log that is not hex", lambda d: setter(("log",), "g" + d["log"][1:])(d)),
    ("a log of an odd number of digits", lambda d: setter(("log",), d["log"][1:])(d)),
    ("a log as a list in a version 2 save", setter(("log",), [11, 13])),
    ("a log as hex in a version 1 save", setter(("version",), 1)),
    ("a roll of 7 in a version 1 save's list",
     lambda d: d.update(version=1, log=[17] + list(unhexlify(d["log"]))[1:])),
    ("a roll as text in a version 1 save's list",
     lambda d: d.update(version=1, log=["11"] + list(unhexlify(d["log"]))[1:])),
    ("a last play that is no result", setter(("last",), [99, 0, 0])),
    ("a last play of two numbers", setter(("last",), [9, 0])),
    ("a last play but no roll", lambda d: setter(("log",), "")(d)),
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
    table = preset("standard")
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
