"""The computer player's levels against each other in seeded games (issue 17), and a game of
every level replayed exactly under MicroPython. Run with -s to see the figures.

The short version runs in the test command; the long one (the issue's 400 games, and more
of the others) is started by hand:
    PEGS_STRENGTH_GAMES=400 .venv/bin/python -m pytest -s tests/test_pegs_player_strength.py
The thresholds are those the long run's figures clear with a margin (tools/bench/pegs_player.py
prints the same figures with their confidence intervals), and that two sides of the lower level
on the same seeds fall short of, so that a hard player no better than normal fails: at 60
games, two normal sides on these seeds won 35 (team games) and 31 (2-player) of 60, both over
half, so hard plays normal in HARD_SHORT games."""
import json
import os

import pytest

from gameboard.rules.pegs import Game
from tests.rules.pegs_match import wins
from tools import unix_port
from tools.pegs_strength import match, wilson

LONG = int(os.environ.get("PEGS_STRENGTH_GAMES", "0"))
SHORT = 60
# Long run at 400 games: 70% (team games), 62% (2-player). At 200 games two normal sides won
# 104 and 102 on these seeds, under the thresholds (60%, 56%) by 16 and 10.
HARD_SHORT = 200
BASE = 200000  # seeds apart from the tuning's and the benchmark's


def _won(a, b, games, players):
    won = match(a, b, games, players, BASE)
    low, high = wilson(won, games)
    print("%s vs %s, %d players: won %d of %d (95%% CI %.0f-%.0f%%)" % (
        a, b, players, won, games, 100 * low, 100 * high))
    return won


def test_computer_player_wins_at_least_nine_in_ten_of_200_games_against_random_play():
    won = wins(range(200))
    print("computer player won %d of %d games against random play" % (won, 200))
    assert won >= 0.9 * 200


def test_two_hard_partners_beat_two_normal_ones_in_most_team_games():
    assert _won("hard", "normal", HARD_SHORT, 4) >= 0.6 * HARD_SHORT


def test_hard_beats_normal_in_two_player_games():
    assert _won("hard", "normal", HARD_SHORT, 2) >= 0.56 * HARD_SHORT


def test_normal_beats_easy():
    # Long run 84%; two easy sides won 33 of these 60.
    assert _won("normal", "easy", SHORT, 2) >= 0.7 * SHORT


def test_easy_beats_random_play():
    # Long run 97%; two random sides won 36 of these 60.
    assert _won("easy", "random", SHORT, 2) >= 0.8 * SHORT


@pytest.mark.skipif(not LONG, reason="set PEGS_STRENGTH_GAMES=N for the long strength run")
def test_hard_partners_win_65_percent_of_the_long_run():
    assert _won("hard", "normal", LONG, 4) >= 0.65 * LONG


@pytest.mark.skipif(not LONG, reason="set PEGS_STRENGTH_GAMES=N for the long strength run")
@pytest.mark.parametrize("a, b, players", [("hard", "normal", 2), ("normal", "easy", 2),
                                          ("easy", "random", 2)])
def test_each_level_beats_the_one_below_in_the_long_run(a, b, players):
    assert _won(a, b, LONG, players) > 0.5 * LONG


PLAY = """
import json
from gameboard.rules.pegs import Game
from gameboard.rules.pegs.player import choose_move
from gameboard.rules.prng import Prng

def play(players, seed, levels):
    game = Game.new(players, seed)
    prng = Prng(seed)
    while game.winner() is None:
        game.apply(choose_move(game, game.turn, prng, levels[game.seats.index(game.turn)]))
    return game
"""


@pytest.mark.parametrize("players, seed, levels", [
    (4, 31, ["hard", "easy", "hard", "normal"]),
    (8, 32, ["hard"] * 8),
    (2, 33, ["easy", "hard"])])
def test_a_game_of_every_level_ends_the_same_under_micropython(players, seed, levels):
    namespace = {}
    exec(PLAY, namespace)
    here = namespace["play"](players, seed, levels).to_dict()
    result = unix_port.run(PLAY + "print(json.dumps(play(%d, %d, %r).to_dict()))\n" % (
        players, seed, levels))
    assert result.returncode == 0, result.stdout + result.stderr
    there = json.loads(result.stdout)
    assert there["log"] == here["log"]
    assert there == json.loads(json.dumps(here))
    assert Game.from_dict(there).replay().to_dict() == here
