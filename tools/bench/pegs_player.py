"""The Pegs & Jokers computer player's figures: `python -m tools.bench pegs_player`.

- Decision time of each level over a fixed corpus of crowded 8-player positions (every peg on
  the track, three seatings, tools/bench/pegs.py), the seat to play holding each of a set of
  hands that between them hold every card, the heaviest (7 9 2 Joker K) among them: worst and
  median, best of 3 per decision, on each runtime (the unix port with its RP2040 estimate).
- On CPython only: strength, as games won in seeded matches with the 95% Wilson interval (hard
  vs normal in 4-player team games and 2-player games, normal vs easy, easy vs random; the
  count from PEGS_STRENGTH_GAMES, 100 unless set; the issue's figure is 400).
The heap of a whole all-computer game in the app at each level (easy, hard, easy and hard
seated alternately) is tools/bench/app_heap.py's, beside the game's table (HEAP_WK has a row
for each level); the rules core alone, an 8-player game of hard players, is pegs_heap.py's.
"""
import gc
import os
import sys

from gameboard.rules.pegs import Game
from gameboard.rules.pegs.player import LEVELS, choose_move
from gameboard.rules.prng import Prng
from tools.bench import timing
from tools.bench.pegs import crowded

POSITIONS = 24
HANDS = (["7", "9", "2", "JK", "K"], ["A", "3", "4", "5", "6"], ["8", "10", "J", "Q", "7"],
         ["JK", "JK", "9", "9", "2"])
MATCHES = (("hard", "normal", 4), ("hard", "normal", 2), ("normal", "easy", 2),
           ("easy", "random", 2))
BASE = 100000  # the seeds of the strength figures: clear of the tuning's and the tests'


def corpus():
    """The decisions, one game at a time (only one held, as on a board: a collection's cost
    grows with the live heap): each crowded position, the seat to play holding each hand."""
    for seed in range(POSITIONS):
        base = crowded(seed)
        pegs = dict((s, base.places(s)) for s in base.seats)
        seat = seed % 8
        for hand in HANDS:
            yield Game.setup(8, pegs, teams=base.teams, hands={seat: hand}, turn=seat)


def decision_times(ref):
    for level in LEVELS:
        times = []
        for game in corpus():
            gc.collect()
            times.append(timing.seconds(lambda: choose_move(game, game.turn, Prng(1), level),
                                        1, 3))
            game = None
        times.sort()
        timing.report("%s decision, worst of %d" % (level, len(times)), times[-1], ref)
        timing.report("%s decision, median" % level, times[len(times) // 2], ref)


def strength(games):
    from tools.pegs_strength import match, wilson
    for a, b, players in MATCHES:
        won = match(a, b, games, players, BASE)
        low, high = wilson(won, games)
        print("%-6s vs %-6s %d players: won %3d of %d = %4.1f%% (95%% CI %.1f-%.1f%%)" % (
            a, b, players, won, games, 100.0 * won / games, 100 * low, 100 * high))


def main():
    timing.header("pegs_player")
    decision_times(timing.reference_seconds())
    if sys.implementation.name == "cpython":
        strength(int(os.environ.get("PEGS_STRENGTH_GAMES", "100")))
