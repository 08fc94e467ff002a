"""RULES.md 2.3, runner by runner: every base state against every kind of result, for the force
rule and for "runners advance with the hit". Bases are written "1-3" (runners on 1st and 3rd)."""
import pytest

from gameboard.rules.diceball_runners import play
from gameboard.rules.diceball_tables import (
    DOUBLE, DOUBLE_PLAY, ERROR, FLY_OUT, GROUND_OUT, HIT_BY_PITCH, HOME_RUN, POP_OUT,
    SACRIFICE_FLY, SINGLE, STRIKEOUT, TRIPLE, WALK)

STATES = ("---", "1--", "-2-", "--3", "12-", "1-3", "-23", "123")


def bits(state):
    return sum(1 << i for i in range(3) if state[i] != "-")


def shown(b):
    return "".join(str(i + 1) if b & (1 << i) else "-" for i in range(3))


def after(state, code, rule="force", outs=0):
    new, runs, made = play(bits(state), outs, code, rule)
    return shown(new), runs, made


# (before, after, runs) per state, written from the rule's words.
FORCE_SINGLE = [("---", "1--", 0), ("1--", "12-", 0), ("-2-", "12-", 0), ("--3", "1-3", 0),
                ("12-", "123", 0), ("1-3", "123", 0), ("-23", "123", 0), ("123", "123", 1)]
FORCE_DOUBLE = [("---", "-2-", 0), ("1--", "-23", 0), ("-2-", "-23", 0), ("--3", "-23", 0),
                ("12-", "-23", 1), ("1-3", "-23", 1), ("-23", "-23", 1), ("123", "-23", 2)]
TRIPLE_ANY = [("---", "--3", 0), ("1--", "--3", 1), ("-2-", "--3", 1), ("--3", "--3", 1),
              ("12-", "--3", 2), ("1-3", "--3", 2), ("-23", "--3", 2), ("123", "--3", 3)]
ADVANCE_SINGLE = [("---", "1--", 0), ("1--", "12-", 0), ("-2-", "1-3", 0), ("--3", "1--", 1),
                  ("12-", "123", 0), ("1-3", "12-", 1), ("-23", "1-3", 1), ("123", "123", 1)]
ADVANCE_DOUBLE = [("---", "-2-", 0), ("1--", "-23", 0), ("-2-", "-2-", 1), ("--3", "-2-", 1),
                  ("12-", "-23", 1), ("1-3", "-23", 1), ("-23", "-2-", 2), ("123", "-23", 2)]
WALKED = [("---", "1--", 0), ("1--", "12-", 0), ("-2-", "12-", 0), ("--3", "1-3", 0),
          ("12-", "123", 0), ("1-3", "123", 0), ("-23", "123", 0), ("123", "123", 1)]
# Double play: batter and the runner on 1st, else the lead runner.
DOUBLED_UP = [("---", "---", 1), ("1--", "---", 2), ("-2-", "---", 2), ("--3", "---", 2),
              ("12-", "-2-", 2), ("1-3", "--3", 2), ("-23", "-2-", 2), ("123", "-23", 2)]


@pytest.mark.parametrize("before, bases, runs", FORCE_SINGLE)
def test_force_single(before, bases, runs):
    assert after(before, SINGLE) == (bases, runs, 0)


@pytest.mark.parametrize("before, bases, runs", FORCE_DOUBLE)
def test_force_double(before, bases, runs):
    assert after(before, DOUBLE) == (bases, runs, 0)


@pytest.mark.parametrize("rule", ["force", "advance"])
@pytest.mark.parametrize("before, bases, runs", TRIPLE_ANY)
def test_triple_scores_every_runner(before, bases, runs, rule):
    assert after(before, TRIPLE, rule) == (bases, runs, 0)


@pytest.mark.parametrize("before, bases, runs", ADVANCE_SINGLE)
def test_advance_single_moves_every_runner_one_base(before, bases, runs):
    assert after(before, SINGLE, "advance") == (bases, runs, 0)


@pytest.mark.parametrize("before, bases, runs", ADVANCE_DOUBLE)
def test_advance_double_moves_every_runner_two_bases(before, bases, runs):
    assert after(before, DOUBLE, "advance") == (bases, runs, 0)


@pytest.mark.parametrize("rule", ["force", "advance"])
@pytest.mark.parametrize("code", [WALK, HIT_BY_PITCH, ERROR])
@pytest.mark.parametrize("before, bases, runs", WALKED)
def test_walk_hit_by_pitch_and_error_move_only_forced_runners(before, bases, runs, code, rule):
    assert after(before, code, rule) == (bases, runs, 0)


@pytest.mark.parametrize("rule", ["force", "advance"])
@pytest.mark.parametrize("before", STATES)
def test_home_run_scores_batter_and_every_runner(before, rule):
    assert after(before, HOME_RUN, rule) == ("---", 1 + 3 - before.count("-"), 0)


@pytest.mark.parametrize("outs", [0, 1, 2])
@pytest.mark.parametrize("code", [STRIKEOUT, GROUND_OUT, FLY_OUT, POP_OUT])
@pytest.mark.parametrize("before", STATES)
def test_outs_put_the_batter_out_and_runners_stay(before, code, outs):
    assert after(before, code, outs=outs) == (before, 0, 1)


@pytest.mark.parametrize("outs", [0, 1])
@pytest.mark.parametrize("before", STATES)
def test_sacrifice_fly_scores_the_runner_on_third(before, outs):
    if before[2] == "3":
        assert after(before, SACRIFICE_FLY, outs=outs) == (before[:2] + "-", 1, 1)
    else:
        assert after(before, SACRIFICE_FLY, outs=outs) == (before, 0, 1)


@pytest.mark.parametrize("before", STATES)
def test_sacrifice_fly_making_the_third_out_scores_nobody(before):
    assert after(before, SACRIFICE_FLY, outs=2) == (before, 0, 1)


@pytest.mark.parametrize("before, bases, made", DOUBLED_UP)
def test_double_play_with_no_out(before, bases, made):
    assert after(before, DOUBLE_PLAY) == (bases, 0, made)


@pytest.mark.parametrize("before", STATES)
def test_double_play_with_one_out_left_makes_only_the_third_out(before):
    assert after(before, DOUBLE_PLAY, outs=2)[1:] == (0, 1)


@pytest.mark.parametrize("before", ["1--", "1-3", "123"])
def test_double_play_with_one_out_ends_the_inning_and_no_run_scores(before):
    assert after(before, DOUBLE_PLAY, outs=1)[1:] == (0, 2)


def test_the_seeds_examples():
    # RULES 2.3: runner on 2nd, single: stays; runner on 1st, double: to 3rd;
    # 1st and 3rd, double: 1st to 3rd, 3rd scores.
    assert after("-2-", SINGLE) == ("12-", 0, 0)
    assert after("1--", DOUBLE) == ("-23", 0, 0)
    assert after("1-3", DOUBLE) == ("-23", 1, 0)
