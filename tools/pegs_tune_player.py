"""Tunes the hard Pegs & Jokers player's weights by self-play: `python -m tools.pegs_tune_player`.

SPSA (simultaneous perturbation stochastic approximation, the usual way to tune a game engine's
weights from noisy game results), with a fixed budget and seeded, so a run repeats exactly. Each
round moves every weight by its own step, up or down at random (signs drawn from the seeded
PRNG), giving two players; they play a few seeded games against each other (team games of 4,
partners against partners, and one 2-player game in four; seats and dealers rotated), and the
weights move towards the one that won more, in proportion to its margin. --against LEVEL has
each of the two play that level on the same seeds instead, and --start tuned goes on from the
weights a run before made (its log is kept, the new one after it). --write puts the
result into firmware/gameboard/rules/pegs/weights.py (TUNED) and the run's log, with the
command that made it, into tools/tuning/pegs_player.txt.
"""
import argparse
import os
import sys
import time

from tools import bench  # noqa: F401  (puts firmware/ on the path)
from gameboard.rules.pegs import weights
from gameboard.rules.prng import Prng
from tools.pegs_strength import match

WEIGHTS_FILE = os.path.join(bench.ROOT, "firmware", "gameboard", "rules", "pegs", "weights.py")
LOG_FILE = os.path.join(bench.ROOT, "tools", "tuning", "pegs_player.txt")
SEED_BASE = 1000000  # tuning seeds stay clear of the benchmark's and the tests'
# The perturbation of a weight: a quarter of its start, at least this (16 for the others).
LEAST = {"risk": 4, "threat": 4, "aim": 4, "progress": 2, "opponent": 2}
GAIN = 1.0  # how far a round's result moves the weights, in perturbations


def perturbations(start):
    return [max(LEAST.get(name, 16), abs(value) / 4.0)
            for name, value in zip(weights.NAMES.split(), start)]


def rounded(theta):
    return tuple(max(0, int(round(x))) for x in theta)


def wins(side, other, games, base):
    """Games of `games` side wins against other: 3/4 team games, 1/4 2-player games."""
    duels = games // 4
    return match(side, other, games - duels, 4, base) + match(side, other, duels, 2, base + games)


def duel(plus, minus, games, base, against):
    """How many more of `games` plus wins than minus: against each other (self-play), or
    each against the `against` level on the same seeds."""
    if against is None:
        return 2 * wins(plus, minus, games, base) - games
    return wins(plus, against, games, base) - wins(minus, against, games, base)


def tune(seed, rounds, games, say, start=weights.START, against=None, first_gain=GAIN):
    prng = Prng(seed)
    theta = [float(x) for x in start]
    c = perturbations(weights.START)
    for r in range(rounds):
        signs = [1 if prng.below(2) else -1 for _ in theta]
        plus = rounded([x + s * ci for x, s, ci in zip(theta, signs, c)])
        minus = rounded([x - s * ci for x, s, ci in zip(theta, signs, c)])
        margin = duel(plus, minus, games, SEED_BASE + seed * 1000000 + r * 2 * games, against)
        # A decaying gain (SPSA's a / (k + A)^0.602) so late rounds settle rather than wander.
        gain = first_gain * margin / games * (10.0 / (r + 10)) ** 0.602
        theta = [max(0.0, x + gain * s * ci) for x, s, ci in zip(theta, signs, c)]
        if r % 10 == 9 or r == rounds - 1:
            say("round %3d  margin %+d/%d  weights %s" % (r, margin, games, rounded(theta)))
    return rounded(theta)


def write(tuned, command, lines, append):
    with open(WEIGHTS_FILE) as f:
        text = f.read()
    head = text[:text.index("TUNED = ")]
    with open(WEIGHTS_FILE, "w") as f:
        f.write(head + "TUNED = %r\n" % (tuned,))
    os.makedirs(os.path.dirname(LOG_FILE), exist_ok=True)
    with open(LOG_FILE, "a" if append else "w") as f:
        f.write("%sMade by: %s\n\n" % ("\n" if append else "", command))
        f.write("\n".join(lines) + "\n")


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--games", type=int, default=8, help="games a round")
    parser.add_argument("--start", choices=("start", "tuned"), default="start",
                        help="begin from weights.py's START, or go on from its TUNED")
    parser.add_argument("--against", choices=("normal", "easy"), default=None,
                        help="each perturbed player plays this level on the same seeds "
                             "(default: they play each other)")
    parser.add_argument("--gain", type=float, default=GAIN,
                        help="how far the first round's result moves the weights, in steps")
    parser.add_argument("--write", action="store_true", help="check the result in")
    args = parser.parse_args(argv)
    lines = []

    def say(line):
        print(line)
        sys.stdout.flush()
        lines.append(line)

    t0 = time.time()
    start = weights.TUNED if args.start == "tuned" else weights.START
    tuned = tune(args.seed, args.rounds, args.games, say, start, args.against, args.gain)
    say("weights %s" % (dict(zip(weights.NAMES.split(), tuned)),))
    say("TUNED = %r  (%.0f s)" % (tuned, time.time() - t0))
    if args.write:
        write(tuned, "python -m tools.pegs_tune_player " + " ".join(argv), lines,
              args.start == "tuned")


if __name__ == "__main__":
    main(sys.argv[1:])
