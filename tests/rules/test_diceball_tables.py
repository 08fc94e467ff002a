"""Play tables (RULES.md 2.2): every result of every preset does what its name says, and custom
tables are checked roll by roll."""
import pytest

from gameboard.rules.diceball import Game
from gameboard.rules.diceball_tables import TABLES, compile_table, table_from_data, table_to_data

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
    result = TABLES[name][roll]
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
        assert len(TABLES[name]) == 21
        compile_table(name)
        used.update(TABLES[name].values())
    assert used == set(FROM_FIRST_AND_THIRD)


def test_a_custom_table_plays():
    table = dict(TABLES["standard"])
    table[(1, 6)] = "triple"
    game = Game(table=table, pitch_die=False)
    game.bat(6, 1)
    assert game.bases == (False, False, True) and game.hits == [1, 0]


def test_custom_table_results_may_be_written_as_in_the_rules():
    table = dict(TABLES["standard"])
    table[(1, 1)] = "Home run"
    table[(2, 2)] = "double-play"
    assert compile_table(table) == compile_table("standard")


def test_a_missing_roll_is_named():
    table = dict(TABLES["standard"])
    del table[(2, 5)]
    with pytest.raises(ValueError, match="no result for the roll 2-5"):
        Game(table=table)


def test_an_unknown_result_is_named():
    table = dict(TABLES["standard"])
    table[(3, 4)] = "bunt"
    with pytest.raises(ValueError, match="unknown result 'bunt'"):
        Game(table=table)


def test_a_roll_must_be_written_lowest_first():
    table = dict(TABLES["standard"])
    table[(4, 3)] = table.pop((3, 4))
    with pytest.raises(ValueError, match="lowest die first"):
        Game(table=table)


@pytest.mark.parametrize("key", [(0, 1), (1, 7), (1,), "1-1", (1.5, 2)])
def test_a_key_that_is_not_a_roll_is_refused(key):
    table = dict(TABLES["standard"])
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
    table = dict(TABLES["national_ball_game"])
    data = table_to_data(table)
    assert table_from_data(data) == table
    assert table_to_data("standard") == "standard"
