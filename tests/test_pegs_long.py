"""The long run, started by hand:
    PEGS_GAMES=5000 .venv/bin/python -m pytest tests/test_pegs_long.py
plays that many random games (all kinds of tests/rules/test_pegs_play.py, new seeds, every check
after every move) and checks the move generator against the reference on PEGS_GAMES random
positions. Skipped when PEGS_GAMES is not set."""
import os

import pytest

from tests.rules.pegs_positions import random_game
from tests.rules.test_pegs_generator import check_against_reference
from tests.rules.test_pegs_play import KINDS, play_one

GAMES = int(os.environ.get("PEGS_GAMES", "0"))


@pytest.mark.skipif(not GAMES, reason="set PEGS_GAMES=N to run the long random-play test")
def test_many_random_games():
    for n in range(GAMES):
        players, teams, options = KINDS[n % len(KINDS)]
        play_one(players, teams, options, 100000 + n)


@pytest.mark.skipif(not GAMES, reason="set PEGS_GAMES=N to run the long generator check")
def test_generator_on_many_random_positions():
    for seed in range(100000, 100000 + GAMES):
        check_against_reference(random_game(seed, royals_count=seed % 5 == 0,
                                            nine_split=seed % 7 == 0), apply_every=25)
