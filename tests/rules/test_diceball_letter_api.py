"""DESIGN.md's DiceBall contract to the letter: the constructor's defaults and options, a table as
a name or as a dict written with RULES.md's own words, the state the scoreboard reads, and input
the rules refuse (a ValueError with a clear message, the game exactly as it was) at any moment of
a game."""
import pytest

from gameboard.rules.diceball import Game
from gameboard.rules.diceball_tables import TABLES
from tests.rules.diceball_helpers import HR, OUT3, blank, game_after, play

# RULES.md 2.2's table, with each result written as the rules write it.
AS_WRITTEN = {
    (1, 1): "home run", (1, 2): "double", (1, 3): "fly out", (1, 4): "walk", (1, 5): "pop out",
    (1, 6): "single", (2, 2): "double play", (2, 3): "ground out", (2, 4): "strikeout",
    (2, 5): "single", (2, 6): "strikeout", (3, 3): "walk", (3, 4): "triple",
    (3, 5): "ground out", (3, 6): "fly out", (4, 4): "walk", (4, 5): "pop out",
    (4, 6): "strikeout", (5, 5): "double", (5, 6): "sacrifice fly", (6, 6): "home run",
}
ROLLS = [(low, high) for low in range(1, 7) for high in range(low, 7)]


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
    assert (game.over, game.winner, game.last_roll, game.log) == (False, None, None, [])


def test_the_standard_table_is_the_one_in_the_rules():
    assert TABLES["standard"] == dict(
        (roll, name.replace(" ", "_")) for roll, name in AS_WRITTEN.items())


@pytest.mark.parametrize("roll", ROLLS)
def test_a_table_written_in_the_rules_words_plays_like_the_standard_one(roll):
    ours = Game(table=AS_WRITTEN, pitch_die=False)
    standard = Game(table="standard", pitch_die=False)
    for game in (ours, standard):
        play(game, "16 12 13")  # runners on 2nd and 3rd, one out
        game.bat(roll[1], roll[0])
    for name in ("bases", "outs", "runs", "hits", "errors", "line", "half", "last_text"):
        assert getattr(ours, name) == getattr(standard, name), (roll, name)


@pytest.mark.parametrize("name", sorted(TABLES))
def test_each_preset_by_name_and_as_a_dict_is_the_same_game(name):
    by_name = play(Game(table=name, pitch_die=False), "16 22 34 14 15 33 56 66 12 44 26 55")
    by_dict = play(Game(table=dict(TABLES[name]), pitch_die=False),
                   "16 22 34 14 15 33 56 66 12 44 26 55")
    for field in ("bases", "outs", "runs", "hits", "errors", "line", "balls", "strikes"):
        assert getattr(by_name, field) == getattr(by_dict, field)


def test_changing_the_dict_after_the_game_is_made_changes_nothing():
    table = dict(TABLES["standard"])
    game = Game(table=table, pitch_die=False)
    table[(1, 6)] = "home_run"
    game.bat(1, 6)
    assert game.bases == (True, False, False) and game.runs == [0, 0]


@pytest.mark.parametrize("table, match", [
    ({}, "no result for the roll 1-1"),
    ("Standard", "unknown table"),
    ("", "unknown table"),
])
def test_an_empty_table_or_a_name_not_exactly_a_presets_is_refused(table, match):
    with pytest.raises(ValueError, match=match):
        Game(table=table)


@pytest.mark.parametrize("value", [None, 3, ("single",), "", "homer", "strike three"])
def test_a_table_result_that_is_not_one_of_the_rules_results_is_refused(value):
    table = dict(AS_WRITTEN)
    table[(3, 4)] = value
    with pytest.raises(ValueError, match="unknown result"):
        Game(table=table)


def test_the_scoreboard_state_has_the_promised_shapes():
    game = game_after("16 12 13 13 13 14")
    assert game.half in ("top", "bottom") and type(game.inning) is int
    assert len(game.bases) == 3 and all(type(b) is bool for b in game.bases)
    assert len(game.line) == 2 and all(type(team) is list for team in game.line)
    for pair in (game.runs, game.hits, game.errors):
        assert len(pair) == 2 and all(type(x) is int for x in pair)
    assert game.last_roll == (1, 4) and game.last_text == "Walk"


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


def test_mercy_may_be_given_as_a_list():
    assert Game(mercy=[5, 10]).mercy == (5, 10)


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


def refused(game, action, match):
    before = game.to_dict()
    with pytest.raises(ValueError, match=match):
        action(game)
    assert game.to_dict() == before


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
