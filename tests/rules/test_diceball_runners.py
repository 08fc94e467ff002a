"""docs/rules.md 2.3, runner by runner: every base state against every kind of result, for the force
rule and for "runners advance with the hit". Bases are written "1-3" (runners on 1st and 3rd).

Then the same through the game itself, not only the runner functions: for every base state and
every kind of result, a swing of the dice moves the runners, scores the runs in the line and R,
and counts the outs and hits as the rule's words say (the expected bases are the tables written
from those words above); and the corners that depend on the outs."""
import pytest

from gameboard.rules.diceball import (
    DOUBLE, DOUBLE_PLAY, ERROR, FLY_OUT, GROUND_OUT, HIT_BY_PITCH, HOME_RUN, POP_OUT,
    SACRIFICE_FLY, SINGLE, STRIKEOUT, TRIPLE, WALK, Game)
from gameboard.rules.diceball_runners import RUNNER_RULES, transitions
from gameboard.rules.diceball_runners import play as runner_play
from gameboard.rules.diceball_transitions import TRANSITIONS
from tests.rules.diceball_helpers import play


STATES = ("---", "1--", "-2-", "--3", "12-", "1-3", "-23", "123")


def bits(state):
    return sum(1 << i for i in range(3) if state[i] != "-")


def shown(b):
    return "".join(str(i + 1) if b & (1 << i) else "-" for i in range(3))


def after(state, code, rule="force", outs=0):
    new, runs, made = runner_play(bits(state), outs, code, rule)
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
    # docs/rules.md 2.3: runner on 2nd, single: stays; runner on 1st, double: to 3rd;
    # 1st and 3rd, double: 1st to 3rd, 3rd scores.
    assert after("-2-", SINGLE) == ("12-", 0, 0)
    assert after("1--", DOUBLE) == ("-23", 0, 0)
    assert after("1-3", DOUBLE) == ("-23", 1, 0)


# A roll giving each result, and the table it is read from.
ROLL = {
    "single": ("standard", (6, 1)), "double": ("standard", (2, 1)),
    "triple": ("standard", (4, 3)), "home_run": ("standard", (6, 6)),
    "walk": ("standard", (3, 3)), "hit_by_pitch": ("standard_count", (4, 1)),
    "error": ("standard_count", (3, 3)), "fly_out": ("standard", (6, 3)),
    "ground_out": ("standard", (3, 2)), "pop_out": ("standard", (5, 4)),
    "strikeout": ("standard", (6, 4)), "sacrifice_fly": ("standard", (6, 5)),
    "double_play": ("standard", (2, 2)),
}


def position(state, outs=0, result="single", rule="force"):
    """Top of the 1st, no score, runners as `state` ("1-3": 1st and 3rd), `outs` out."""
    data = Game(table=ROLL[result][0], pitch_die=False, runners=rule).to_dict()
    data["bases"] = [state[i] != "-" for i in range(3)]
    data["outs"] = outs
    return Game.from_dict(data)


def swing(state, result, rule="force", outs=0):
    game = position(state, outs, result, rule)
    game.bat(*ROLL[result][1])
    shown = "".join(str(i + 1) if game.bases[i] else "-" for i in range(3))
    assert game.line[0][0] == game.runs[0]
    return game, shown


def check(state, result, bases, runs, rule="force", outs_after=0, hit=0):
    game, shown = swing(state, result, rule)
    assert (shown, game.runs[0], game.outs, game.hits[0]) == (bases, runs, outs_after, hit)


@pytest.mark.parametrize("rule, table", [("force", FORCE_SINGLE), ("advance", ADVANCE_SINGLE)])
def test_single(rule, table):
    for before, bases, runs in table:
        check(before, "single", bases, runs, rule, hit=1)


@pytest.mark.parametrize("rule, table", [("force", FORCE_DOUBLE), ("advance", ADVANCE_DOUBLE)])
def test_double(rule, table):
    for before, bases, runs in table:
        check(before, "double", bases, runs, rule, hit=1)


@pytest.mark.parametrize("rule", ["force", "advance"])
def test_triple(rule):
    for before, bases, runs in TRIPLE_ANY:
        check(before, "triple", bases, runs, rule, hit=1)


@pytest.mark.parametrize("rule", ["force", "advance"])
@pytest.mark.parametrize("before", STATES)
def test_home_run_scores_the_batter_and_all_runners(before, rule):
    check(before, "home_run", "---", 4 - before.count("-"), rule, hit=1)


@pytest.mark.parametrize("rule", ["force", "advance"])
@pytest.mark.parametrize("result", ["walk", "hit_by_pitch", "error"])
def test_a_swing_for_a_walk_hit_by_pitch_or_error_moves_only_forced_runners(result, rule):
    for before, bases, runs in WALKED:
        check(before, result, bases, runs, rule)


@pytest.mark.parametrize("result", ["fly_out", "ground_out", "pop_out", "strikeout"])
@pytest.mark.parametrize("before", STATES)
def test_an_out_leaves_every_runner_where_he_is(before, result):
    check(before, result, before, 0, outs_after=1)


@pytest.mark.parametrize("before", STATES)
def test_sacrifice_fly_with_nobody_out(before):
    scores = before[2] == "3"
    check(before, "sacrifice_fly", before[:2] + "-", 1 if scores else 0, outs_after=1)


def test_double_play_with_nobody_out():
    for before, bases, outs in DOUBLED_UP:
        check(before, "double_play", bases, 0, outs_after=outs)


# -- the outs matter ----------------------------------------------------------------------------

@pytest.mark.parametrize("outs", [0, 1])
def test_sacrifice_fly_scores_from_third_with_fewer_than_two_out(outs):
    game, shown = swing("123", "sacrifice_fly", outs=outs)
    assert (shown, game.runs[0], game.outs) == ("12-", 1, outs + 1)
    assert game.hits == [0, 0]


@pytest.mark.parametrize("before", ["--3", "1-3", "-23", "123"])
def test_sacrifice_fly_for_the_third_out_scores_nobody_and_ends_the_half(before):
    game, shown = swing(before, "sacrifice_fly", outs=2)
    assert (game.runs, game.line[0][0], game.half, game.outs, shown) == (
        [0, 0], 0, "bottom", 0, "---")


@pytest.mark.parametrize("outs", [0, 1, 2])
@pytest.mark.parametrize("before", STATES)
def test_a_sacrifice_fly_nobody_can_score_on_is_said_as_a_fly_out(before, outs):
    # The words only: the play is the sacrifice fly's (the tests above).
    game, shown = swing(before, "sacrifice_fly", outs=outs)
    if before[2] == "3" and outs < 2:
        assert game.last_text == "Sacrifice fly, 1 run"
    elif outs == 2:
        assert game.last_text == "Fly out, side out"
    else:
        assert game.last_text == "Fly out"


@pytest.mark.parametrize("before", ["1--", "12-", "1-3", "123"])
def test_double_play_with_one_out_ends_the_half_with_the_runner_on_first(before):
    game, shown = swing(before, "double_play", outs=1)
    assert (game.half, game.outs, shown, game.runs) == ("bottom", 0, "---", [0, 0])


@pytest.mark.parametrize("before", ["---", "-2-", "--3", "-23"])
def test_double_play_with_one_out_and_nobody_on_first_still_takes_two(before):
    game, shown = swing(before, "double_play", outs=1)
    if before == "---":
        assert (game.half, game.outs, shown) == ("top", 2, "---")
    else:
        assert (game.half, game.outs) == ("bottom", 0)


@pytest.mark.parametrize("before", STATES)
def test_double_play_with_two_out_ends_the_half_and_nobody_scores(before):
    game, shown = swing(before, "double_play", outs=2)
    assert (game.half, game.outs, shown, game.runs) == ("bottom", 0, "---", [0, 0])


@pytest.mark.parametrize("before", STATES)
def test_an_out_for_the_third_out_clears_the_bases(before):
    game, shown = swing(before, "fly_out", outs=2)
    assert (game.half, game.outs, shown, game.line) == (
        "bottom", 0, "---", [[0] + [None] * 8, [0] + [None] * 8])


def test_the_seeds_examples_in_a_game():
    # "Runner on 2nd, single: runner stays on 2nd, batter on 1st."
    assert play(Game(pitch_die=False), "12 16").bases == (True, True, False)
    # "Runner on 1st, double: runner to 3rd."
    assert play(Game(pitch_die=False), "16 12").bases == (False, True, True)
    # "Runners on 1st and 3rd, double: 1st to 3rd, 3rd scores."
    game = play(Game(pitch_die=False), "34 16 12")
    assert game.bases == (False, True, True) and game.runs == [1, 0]


def test_runs_score_for_the_home_team_in_the_bottom_half():
    game = play(Game(pitch_die=False), "13 13 13 14 14 14 12")
    assert game.runs == [0, 2] and game.line[1][0] == 2 and game.hits == [0, 1]
    assert game.bases == (False, True, True)


@pytest.mark.parametrize("rule", RUNNER_RULES)
def test_the_transitions_a_board_reads_are_the_runner_rules_own(rule):
    # diceball_transitions.py is written by tools/diceball_make_transitions.py from the rules
    # above; rerun it after changing them.
    assert bytes(TRANSITIONS[rule]) == transitions(rule)
