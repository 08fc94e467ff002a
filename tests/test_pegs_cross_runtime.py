"""A seeded Pegs & Jokers game played under MicroPython ends exactly as on CPython: the same
log, pegs, hands, piles and random state (the whole to_dict), for random and computer play."""
import json

import pytest

from gameboard.rules.pegs import Game
from tools import unix_port

PLAY = """
import json
from gameboard.rules.pegs import Game
from gameboard.rules.pegs.player import choose_move
from gameboard.rules.prng import Prng

def play(players, seed, computer, options):
    game = Game.new(players, seed, **options)
    prng = Prng(seed)
    while game.winner() is None:
        if computer:
            game.apply(choose_move(game, game.turn, prng))
        else:
            game.apply(prng.choice(game.legal_moves(game.turn)))
    return game
"""
GAMES = [(4, 21, False, {}), (8, 22, True, {}), (5, 23, False, {"royals_count": True}),
         (2, 24, True, {"two_colours": True}), (6, 25, False, {"real_cards": True})]


@pytest.mark.parametrize("players, seed, computer, options", GAMES)
def test_game_under_micropython_equals_cpython(players, seed, computer, options):
    namespace = {}
    exec(PLAY, namespace)
    here = namespace["play"](players, seed, computer, options).to_dict()
    code = PLAY + "print(json.dumps(play(%d, %d, %r, %r).to_dict()))\n" % (
        players, seed, computer, options)
    result = unix_port.run(code)
    assert result.returncode == 0, result.stdout + result.stderr
    there = json.loads(result.stdout)
    assert there["log"] == here["log"]
    assert there == json.loads(json.dumps(here))
    assert Game.from_dict(there).replay().to_dict() == here
