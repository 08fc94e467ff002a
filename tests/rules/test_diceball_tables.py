"""Play tables (docs/rules.md 2.2): every result of every preset does what its name says, and custom
tables are checked roll by roll. A table is a name or a dict written with docs/rules.md's own words
(docs/architecture.md's contract): the standard one as the rules print it, each preset the same game by
name or as a dict, and a table the rules do not know refused."""
import sys

import pytest

from gameboard.rules.diceball import LABELS, Game
from gameboard.rules.diceball_presets import codes
from gameboard.rules.diceball_tables import (
    RESULTS, TABLES, compile_table, preset, table_from_data, table_to_data)
from tests.rules.diceball_helpers import play


# From runners on 1st and 3rd, no out, no count, force rule: what each result leaves.
# (bases, runs, outs, visitor hits, home errors, balls, strikes)
FROM_FIRST_AND_THIRD = {
    "single": ([True, True, True], 0, 0, 1, 0, 0, 0),
    "double": ([False, True, True], 1, 0, 1, 0, 0, 0),
    "triple": ([False, False, True], 2, 0, 1, 0, 0, 0),
    "home_run": ([False, False, False], 3, 0, 1, 0, 0, 0),
    "walk": ([True, True, True], 0, 0, 0, 0, 0, 0),
    "hit_by_pitch": ([True, True, True], 0, 0, 0, 0, 0, 0),
    "error": ([True, True, True], 0, 0, 0, 1, 0, 0),
    "strikeout": ([True, False, True], 0, 1, 0, 0, 0, 0),
    "ground_out": ([True, False, True], 0, 1, 0, 0, 0, 0),
    "fly_out": ([True, False, True], 0, 1, 0, 0, 0, 0),
    "pop_out": ([True, False, True], 0, 1, 0, 0, 0, 0),
    "sacrifice_fly": ([True, False, False], 1, 1, 0, 0, 0, 0),
    "double_play": ([False, False, True], 0, 2, 0, 0, 0, 0),
    "strike": ([True, False, True], 0, 0, 0, 0, 0, 1),
    "foul": ([True, False, True], 0, 0, 0, 0, 0, 1),
    "ball": ([True, False, True], 0, 0, 0, 0, 1, 0),
}


ROLLS = [(low, high) for low in range(1, 7) for high in range(low, 7)]


CASES = [(name, roll) for name in sorted(TABLES) for roll in ROLLS]


def first_and_third(table):
    data = Game(table=table, pitch_die=False).to_dict()
    data["bases"] = [True, False, True]
    return Game.from_dict(data)


@pytest.mark.parametrize("name, roll", CASES)
def test_every_roll_of_every_preset_does_what_its_result_says(name, roll):
    result = preset(name)[roll]
    for d1, d2 in (roll, (roll[1], roll[0])):  # the dice may come in either order
        game = first_and_third(name)
        game.bat(d1, d2)
        got = (list(game.bases), game.runs[0], game.outs, game.hits[0], game.errors[1],
               game.balls, game.strikes)
        assert got == tuple(FROM_FIRST_AND_THIRD[result]), (name, roll, result)
        assert game.line[0][0] == game.runs[0]


def test_presets_use_only_known_results_and_cover_every_result_between_them():
    used = set()
    for name in TABLES:
        assert len(preset(name)) == 21
        compile_table(name)
        used.update(preset(name).values())
    assert used == set(FROM_FIRST_AND_THIRD)


def test_a_preset_read_for_a_new_game_gives_the_codes_its_checked_table_gives():
    # A new game of a preset reads its codes without the checks (diceball_presets.py).
    for name in TABLES:
        assert codes(name) == compile_table(name) == compile_table(preset(name))


def test_a_new_game_of_a_preset_needs_not_the_checks_of_a_table_of_ones_own():
    from gameboard import modules
    modules.unload("gameboard.rules.diceball_tables")
    Game(table="national_ball_game").to_dict()
    assert "gameboard.rules.diceball_tables" not in sys.modules
    Game(table=preset("standard"))  # a table of one's own: checked
    assert "gameboard.rules.diceball_tables" in sys.modules


def test_each_result_is_said_in_the_words_of_its_name():
    assert len(LABELS) == len(RESULTS) == len(FROM_FIRST_AND_THIRD)
    for code in range(len(RESULTS)):
        assert LABELS[code].lower().replace(" ", "_") == RESULTS[code]


def test_a_custom_table_plays():
    table = preset("standard")
    table[(1, 6)] = "triple"
    game = Game(table=table, pitch_die=False)
    game.bat(6, 1)
    assert game.bases == (False, False, True) and game.hits == [1, 0]


def test_custom_table_results_may_be_written_as_in_the_rules():
    table = preset("standard")
    table[(1, 1)] = "Home run"
    table[(2, 2)] = "double-play"
    assert compile_table(table) == compile_table("standard")


def test_a_missing_roll_is_named():
    table = preset("standard")
    del table[(2, 5)]
    with pytest.raises(ValueError, match="no result for the roll 2-5"):
        Game(table=table)


def test_an_unknown_result_is_named():
    table = preset("standard")
    table[(3, 4)] = "bunt"
    with pytest.raises(ValueError, match="unknown result 'bunt'"):
        Game(table=table)


def test_a_roll_must_be_written_lowest_first():
    table = preset("standard")
    table[(4, 3)] = table.pop((3, 4))
    with pytest.raises(ValueError, match="lowest die first"):
        Game(table=table)


@pytest.mark.parametrize("key", [(0, 1), (1, 7), (1,), "1-1", (1.5, 2)])
def test_a_key_that_is_not_a_roll_is_refused(key):
    table = preset("standard")
    table[key] = "single"
    with pytest.raises(ValueError, match="not a roll"):
        Game(table=table)


def test_a_table_with_no_out_is_refused():
    with pytest.raises(ValueError, match="puts the batter out"):
        Game(table=dict((roll, "single") for roll in ROLLS))


@pytest.mark.parametrize("table", ["nope", 7, None, ["single"] * 21])
def test_an_unknown_table_is_refused(table):
    with pytest.raises(ValueError, match="table"):
        Game(table=table)


def test_custom_tables_survive_saving_as_data():
    table = preset("national_ball_game")
    data = table_to_data(table)
    assert table_from_data(data) == table
    assert table_to_data("standard") == "standard"


# docs/rules.md 2.2's table, with each result written as the rules write it.
AS_WRITTEN = {
    (1, 1): "home run", (1, 2): "double", (1, 3): "fly out", (1, 4): "walk", (1, 5): "pop out",
    (1, 6): "single", (2, 2): "double play", (2, 3): "ground out", (2, 4): "strikeout",
    (2, 5): "single", (2, 6): "strikeout", (3, 3): "walk", (3, 4): "triple",
    (3, 5): "ground out", (3, 6): "fly out", (4, 4): "walk", (4, 5): "pop out",
    (4, 6): "strikeout", (5, 5): "double", (5, 6): "sacrifice fly", (6, 6): "home run",
}


def test_the_standard_table_is_the_one_in_the_rules():
    assert preset("standard") == dict(
        (roll, name.replace(" ", "_")) for roll, name in AS_WRITTEN.items())


def test_the_count_table_is_the_standard_one_with_its_six_count_results():
    # docs/rules.md 2.2: 1-4 hit by pitch, 2-4 strike, 2-6 foul, 3-3 error, 4-4 ball, 4-6 strike
    changed = {(1, 4): "hit_by_pitch", (2, 4): "strike", (2, 6): "foul", (3, 3): "error",
               (4, 4): "ball", (4, 6): "strike"}
    standard = preset("standard")
    count = preset("standard_count")
    assert set(count) == set(standard)
    assert dict((roll, count[roll]) for roll in count if count[roll] != standard[roll]) == changed


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
    by_dict = play(Game(table=preset(name), pitch_die=False),
                   "16 22 34 14 15 33 56 66 12 44 26 55")
    for field in ("bases", "outs", "runs", "hits", "errors", "line", "balls", "strikes"):
        assert getattr(by_name, field) == getattr(by_dict, field)


@pytest.mark.parametrize("name", sorted(TABLES))
def test_a_presets_codes_read_from_its_text_are_those_of_its_dict(name):
    codes = compile_table(name)  # straight from the preset's text, no dict made
    assert len(codes) == 36 and codes == compile_table(preset(name))


def test_changing_the_dict_after_the_game_is_made_changes_nothing():
    table = preset("standard")
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
