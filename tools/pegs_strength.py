"""Seeded Pegs & Jokers matches between computer players (the rules core's levels, or a hard
player with weights of its own), for the strength benchmark, the tuning tool and the tests.

A side is a level name ("random", "easy", "normal", "hard") or a weight tuple for a hard
player. A team match plays 4-player games, two partners of side A against two of side B; a
duel plays 2-player games. Game k uses seed base + k; which side takes the first team (or seat)
alternates, and the dealer moves round the table, so neither side always starts.
"""
import math

from gameboard.rules.pegs import Game
from gameboard.rules.pegs.player import choose_move
from gameboard.rules.prng import Prng

TURN_LIMIT = 4000  # far above any game seen; a game this long would be a bug, not a draw


def mover(side):
    """A function (game, seat, prng) -> move for one side."""
    if side == "random":
        return lambda game, seat, prng: prng.choice(game.legal_moves(seat))
    if isinstance(side, str):
        return lambda game, seat, prng: choose_move(game, seat, prng, side)
    return lambda game, seat, prng: choose_move(game, seat, prng, "hard", tuple(side))


def play(players, seed, sides, dealer_index):
    """The index (in seat order) of the seat that won game `seed`: `sides` has one side per
    seat in seat order, and the dealer is the seat at `dealer_index` in that order."""
    seats = Game.new(players, seed).seats if players == 2 else list(range(players))
    game = Game.new(players, seed, dealer=seats[dealer_index % len(seats)])
    moves = dict((seat, mover(side)) for seat, side in zip(seats, sides))
    prng = Prng(seed ^ 0x5EED)
    for _ in range(TURN_LIMIT):
        won = game.winner()
        if won is not None:
            return seats.index(game.teams[won][0] if game.teams else won)
        game.apply(moves[game.turn](game, game.turn, prng))
    raise RuntimeError("game %d of %d players did not end in %d turns" % (
        seed, players, TURN_LIMIT))


def match(a, b, games, players=4, base=0):
    """How many of `games` seeded games side a wins against side b (players 4: teams of two
    partners, seats 0+2 and 1+3; players 2: one seat each)."""
    won = 0
    for k in range(games):
        a_first = k % 2 == 0
        sides = [a, b] if a_first else [b, a]
        if players == 4:
            sides = sides * 2
        at = play(players, base + k, sides, k // 2)
        if (at % 2 == 0) == a_first:
            won += 1
    return won


def wilson(won, games, z=1.96):
    """The 95% Wilson score interval of a win rate, as (low, high)."""
    if not games:
        return 0.0, 1.0
    p = won / games
    centre = p + z * z / (2 * games)
    spread = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games))
    scale = 1 + z * z / games
    return (centre - spread) / scale, (centre + spread) / scale
