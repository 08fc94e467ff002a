"""Pegs & Jokers core benchmark: legal moves of one card in crowded positions, and turns per
second in random play (`python -m tools.bench pegs` runs it on both runtimes).

The corpus is fixed: CORPUS_SIZE 8-player positions made from seeds, every one of the 40 pegs
on the track, in three seatings (2 teams of 4, 4 teams of 2, no teams). Each (position, seat,
card) is timed best-of-5; the worst case over the corpus is the figure that matters on the
board (docs/architecture.md: at most 280 us on the unix port, about 70 ms on an RP2040).
"""
import gc

from gameboard.rules.pegs import Game
from gameboard.rules.prng import Prng
from tools.bench import timing

CORPUS_SIZE = 30
SEATINGS = ([[0, 2, 4, 6], [1, 3, 5, 7]], [[0, 4], [1, 5], [2, 6], [3, 7]], None)


def crowded(seed):
    """An 8-sided game with all 40 pegs on random track holes."""
    p = Prng(seed)
    holes = list(range(144))
    p.shuffle(holes)
    pegs = dict((s, ["T%d" % h for h in holes[5 * s:5 * s + 5]]) for s in range(8))
    return Game.setup(8, pegs, teams=SEATINGS[seed % 3])


def random_turns(players, seed, turns):
    """Plays `turns` turns of seeded random play (whole-hand legal moves each turn), starting
    new games as they end; returns the number of games begun."""
    p = Prng(seed)
    g = Game.new(players, seed)
    games = 1
    for _ in range(turns):
        if g.winner() is not None:
            games += 1
            g = Game.new(players, seed + games)
        g.apply(p.choice(g.legal_moves(g.turn)))
    return games


def main():
    timing.header("pegs")
    ref = timing.reference_seconds()
    for card in ("7", "9"):
        worst = 0
        total = 0
        count = 0
        moves = 0
        for seed in range(CORPUS_SIZE):
            g = crowded(seed)
            for seat in g.seats:
                # A collection now, as a board's mostly empty heap would have, rather than
                # one forced by the garbage of the calls before.
                gc.collect()
                t = timing.seconds(lambda: g.legal_moves(seat, card), 1, 5)
                total += t
                count += 1
                worst = max(worst, t)
                moves = max(moves, len(g.legal_moves(seat, card)))
        timing.report("legal moves, card %s, worst of %d (%d moves max)" % (card, count, moves),
                      worst, ref)
        timing.report("legal moves, card %s, mean" % card, total / count, ref)
    turns = 2000
    t = timing.seconds(lambda: random_turns(4, 1, turns), 1, 2)
    timing.report("random play, 4 players, per turn", t, ref, per=turns)
    print("%-46s %10.0f turns/s" % ("random play, 4 players", turns / t))
