"""The same seeded DiceBall games on CPython and the MicroPython unix port: equal logs and
equal saved states, so a game saved on the board resumes in the simulator and back."""
import json

from gameboard.rules.diceball import Game
from gameboard.rules.prng import Prng
from tests.rules.diceball_helpers import auto_play
from tools import unix_port

CASES = [(1, {}), (2, {"pitch_die": False, "runners": "advance"}),
         (3, {"table": "national_ball_game", "innings": 5, "mercy": [3, 3]}),
         (4, {"table": "standard_count", "extra_runner": True})]

PROGRAM = """
import json
from gameboard.rules.diceball import Game
from gameboard.rules.prng import Prng
from tests.rules.diceball_helpers import auto_play
for seed, options in json.loads(%r):
    if options.get("mercy"):
        options["mercy"] = tuple(options["mercy"])
    game, prng = Game(**options), Prng(seed)
    while not game.over:
        auto_play(game, prng)
    print(json.dumps(game.to_dict()))
"""


def played(seed, options):
    options = dict(options)
    if options.get("mercy"):
        options["mercy"] = tuple(options["mercy"])
    game, prng = Game(**options), Prng(seed)
    while not game.over:
        auto_play(game, prng)
    return game


def test_seeded_games_are_identical_on_both_runtimes():
    result = unix_port.run(PROGRAM % json.dumps(CASES))
    assert result.returncode == 0, result.stderr
    saved = [json.loads(line) for line in result.stdout.splitlines() if line]
    assert len(saved) == len(CASES)
    for (seed, options), data in zip(CASES, saved):
        game = played(seed, options)
        assert data == game.to_dict()
        assert Game.from_dict(data) == game
