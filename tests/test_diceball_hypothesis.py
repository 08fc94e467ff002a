"""Hypothesis drives DiceBall with arbitrary dice and options: every state reached keeps the
invariants, and the log replays to an equal game."""
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from gameboard.rules.diceball import Game
from tests.rules.test_diceball_properties import check, ints

options = st.fixed_dictionaries({
    "innings": st.sampled_from([3, 5, 7, 9]),
    "table": st.sampled_from(["standard", "national_ball_game", "standard_count"]),
    "pitch_die": st.booleans(),
    "runners": st.sampled_from(["force", "advance"]),
    "extra_runner": st.booleans(),
    "mercy": st.one_of(st.none(), st.tuples(st.integers(1, 3), st.integers(1, 6))),
})
dice = st.lists(st.integers(1, 6), min_size=1, max_size=1200)


@settings(max_examples=300, deadline=None)
@given(options, dice)
def test_any_dice_keep_the_invariants(opts, rolls):
    game = Game(**opts)
    rolls = iter(rolls)
    for d in rolls:
        if game.over:
            break
        before = game.to_dict()
        if game.expects() == "pitch":
            game.pitch(d)
            check(game, before, (d,))
        else:
            d2 = next(rolls, d)
            game.bat(d, d2)
            check(game, before, (d, d2))
    assert Game.from_log(game.log, **game.options()) == game
    assert Game.from_dict(json.loads(json.dumps(game.to_dict()))) == game
    assert sum(ints(game.line[0])) == game.runs[0]
