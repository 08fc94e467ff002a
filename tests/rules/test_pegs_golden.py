"""Golden playthroughs: seeded games played again give exactly the logs and end positions
checked in as regression data (golden_pegs.py), on CPython and on MicroPython; replaying each
log rebuilds the same game."""
import pytest

from tests.rules.golden_pegs import GOLDEN
from tests.rules.pegs_golden_play import GAMES, play, summary


@pytest.mark.parametrize("name", sorted(GAMES))
def test_golden_game_plays_the_same(name):
    game = play(name)
    got = summary(game)
    want = GOLDEN[name]
    for i, (a, b) in enumerate(zip(got["log"], want["log"])):
        assert a == b, "%s: action %d differs: %r, expected %r" % (name, i, a, b)
    assert len(got["log"]) == len(want["log"])
    assert got["winner"] == want["winner"]
    assert got["places"] == want["places"] and got["hands"] == want["hands"]
    assert game.replay().to_dict() == game.to_dict()
