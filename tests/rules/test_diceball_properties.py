"""Random games from the seeded Prng, with the game's invariants checked after every roll; and
docs/architecture.md's `to_dict()` / `from_dict()`: any game, at any telling moment, saves as JSON-safe
data and comes back equal and playing on the same."""
import json
from binascii import unhexlify

import pytest

from gameboard.rules.diceball import Game, next_roller
from gameboard.rules.diceball_tables import preset
from gameboard.rules.prng import Prng
from tests.rules.diceball_helpers import HR, OUT3, auto_play, blank, game_after, play


OPTION_SETS = [
    {},
    {"pitch_die": False},
    {"table": "national_ball_game", "runners": "advance"},
    {"table": "standard_count", "innings": 3, "extra_runner": True},
    {"innings": 5, "mercy": (3, 4), "pitch_die": False},
    {"table": "national_ball_game", "innings": 7, "mercy": (1, 1), "extra_runner": True},
]


HIT_RESULTS = ("single", "double", "triple", "home_run")


def ints(cells):
    return [x for x in cells if x is not None and x != "X"]


def check(game, before, roll):
    """Invariants after one roll; `before` is to_dict() from just before it."""
    assert game.last_roll == roll
    assert game.log[-1] == (roll[0] if len(roll) == 1 else roll[0] * 10 + roll[1])
    for team in (0, 1):
        assert sum(ints(game.line[team])) == game.runs[team]
    assert len(game.line[0]) == len(game.line[1]) >= game.innings
    assert game.runs[0] >= before["runs"][0] and game.runs[1] >= before["runs"][1]
    batting = 0 if before["half"] == "top" else 1
    assert game.runs[1 - batting] == before["runs"][1 - batting]
    result = None
    if len(roll) == 2:
        table = game.table if isinstance(game.table, dict) else preset(game.table)
        result = table[(min(roll), max(roll))]
    assert game.hits[batting] - before["hits"][batting] == (1 if result in HIT_RESULTS else 0)
    assert game.hits[1 - batting] == before["hits"][1 - batting]
    assert game.errors[1 - batting] - before["errors"][1 - batting] == (
        1 if result == "error" else 0)
    assert game.errors[batting] == before["errors"][batting]
    assert game.last_text
    if game.over:
        assert game.expects() is None and game.winner in (0, 1)
        assert game.runs[game.winner] > game.runs[1 - game.winner]
        assert game.inning >= game.innings or game.mercy is not None
        if "X" in game.line[1]:
            assert game.winner == 1 and game.line[1].index("X") == game.inning - 1
        return
    assert 0 <= game.outs <= 2 and 0 <= game.balls <= 3 and 0 <= game.strikes <= 2
    assert game.expects() in (("pitch", "bat") if game.pitch_die else ("bat",))
    i = game.inning - 1
    team = 0 if game.half == "top" else 1
    assert game.line[team][i] is not None
    assert all(x is None for x in game.line[0][i + 1:] + game.line[1][i + 1:])
    if team == 0:
        assert game.line[1][i] is None
    assert "X" not in game.line[1]
    if game.inning > game.innings and game.half == "top" and game.outs == 0:
        assert game.runs[0] >= game.runs[1]  # extra innings only ever start tied


def random_game(seed, options, checks=True):
    prng = Prng(seed)
    game = Game(**options)
    for n in range(5000):
        if game.over:
            break
        before = game.to_dict() if checks else None
        roller = next_roller(game)
        made = auto_play(game, prng)
        assert len(made) == 1
        if checks:
            e = made[0]
            check(game, before, (e,) if e < 10 else (e // 10, e % 10))
            assert roller in (0, 1)
            if n % 23 == 0:
                round_trip(game)
    assert game.over, "a game must end"
    return game


def round_trip(game):
    data = json.loads(json.dumps(game.to_dict()))
    assert Game.from_dict(data) == game
    assert game.clone() == game


@pytest.mark.parametrize("options", OPTION_SETS)
@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6, 7])
def test_random_games_keep_the_invariants_and_replay(seed, options):
    game = random_game(seed, options)
    round_trip(game)
    assert Game.from_log(game.log, **game.options()) == game


@pytest.mark.parametrize("options", OPTION_SETS)
def test_many_random_games_end_and_replay(options):
    for seed in range(100, 500):
        game = random_game(seed, options, checks=False)
        assert Game.from_log(game.log, **game.options()) == game
        assert sum(ints(game.line[0])) == game.runs[0]
        assert sum(ints(game.line[1])) == game.runs[1]


def test_a_saved_game_resumes_to_the_same_end():
    prng = Prng(77)
    game = Game()
    for _ in range(60):
        auto_play(game, prng)
    resumed = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    state = prng.state
    while not game.over:
        auto_play(game, prng)
    prng.state = state
    while not resumed.over:
        auto_play(resumed, prng)
    assert resumed == game


def test_auto_play_rolls_only_for_its_team():
    prng = Prng(5)
    game = Game()
    while not game.over:
        if next_roller(game) == 0:
            made = auto_play(game, prng, team=0)
            assert made and (game.over or next_roller(game) == 1)
        else:
            # The human's roll: the pitcher's die in the top half, the bat in the bottom.
            roller = next_roller(game)
            auto_play(game, prng)
            assert roller == 1
    assert auto_play(game, prng) == [] and next_roller(game) is None


def test_the_same_seed_gives_the_same_game():
    assert random_game(9, {}, checks=False) == random_game(9, {}, checks=False)
    assert random_game(9, {}, checks=False) != random_game(10, {}, checks=False)


def test_custom_table_game_round_trips():
    table = preset("standard")
    table[(3, 3)] = "error"
    table[(4, 4)] = "hit_by_pitch"
    game = random_game(3, {"table": table})
    round_trip(game)
    assert game.errors != [0, 0]


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


def streamed(game):
    """The JSON text of the log a save streams (to_dict(streamed=True)), piece by piece."""
    return b"".join(game.to_dict(streamed=True)["log"].json_pieces()).decode()


@pytest.mark.parametrize("rolls", [0, 1, 31, 32, 33, 64, 65])
def test_a_streamed_save_gives_the_json_text_of_the_log(rolls):
    whole = random_game(8, {"pitch_die": True}, checks=False)
    assert len(whole.log) > 65
    game = Game.from_log(whole.log[:rolls])
    assert streamed(game) == json.dumps(game.to_dict()["log"])
    rest = game.to_dict(streamed=True)
    del rest["log"]
    data = game.to_dict()
    del data["log"]
    assert json.loads(json.dumps(rest)) == data  # its tuples are the same JSON as lists


def test_a_streamed_save_holds_the_games_own_lists_and_to_dict_copies_of_them():
    # A save writes its document at once, before the game plays on: no copies for it.
    game = game_after("16 12 13 14 11 22")
    assert game.to_dict(streamed=True)["line"] is game.line
    before = json.dumps(game.to_dict())
    data = game.to_dict()
    data["line"][0][0] = data["runs"][0] = data["bases"][0] = 99
    assert json.dumps(game.to_dict()) == before


def test_a_save_of_the_version_before_loads_as_the_same_game():
    game = game_after("16 12 13 14 11 22")
    data = game.to_dict()
    data.update(version=1, log=list(unhexlify(data["log"])))  # version 1: a list of numbers
    assert Game.from_dict(data) == game


def test_saving_does_not_change_the_game_and_gives_a_new_copy():
    game = game_after("16 12")
    data = game.to_dict()
    data["line"][0][0] = 7
    data["bases"][1] = False
    assert game.line[0][0] == 0 and list(game.log) == [16, 12] and game.bases[1]


def test_loading_does_not_change_the_data():
    data = game_after(OUT3 + "14").to_dict()
    copy = json.loads(json.dumps(data))
    game = Game.from_dict(data)
    game.bat(1, 1)
    assert data == copy


def test_a_custom_table_with_rules_names_saves_as_json_and_plays_the_same():
    table = preset("standard")
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
