"""DiceBall in a terminal (CPython): press Enter to roll, read the scoreboard, 'q' quits.

Reads whole lines, so it plays the same from a keyboard or from a pipe. With --solo the board
rolls for the visitors: their pitcher's die in the bottom halves and their bats in the top."""
import argparse
import os
import sys

from gameboard.rules.diceball import INNINGS, Game, auto_play, next_roller
from gameboard.rules.diceball_tables import TABLES
from gameboard.rules.prng import Prng

TEAMS = ("Visitors", "Home")


def ordinal(n):
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suffix)


def cell(x):
    return "" if x is None else str(x)


def scoreboard(game):
    """The line score, the situation and the last play, as lines of text."""
    n = len(game.line[0])
    lines = ["%-9s" % "" + "".join("%3d" % (i + 1) for i in range(n)) + "    R  H  E"]
    for team in (0, 1):
        lines.append("%-9s" % TEAMS[team]
                     + "".join("%3s" % cell(x) for x in game.line[team])
                     + " %4d %2d %2d" % (game.runs[team], game.hits[team], game.errors[team]))
    if game.over:
        winner = game.winner
        lines.append("FINAL: %s win %d-%d" % (TEAMS[winner], game.runs[winner],
                                              game.runs[1 - winner]))
    else:
        on = [ordinal(i + 1) for i in range(3) if game.bases[i]]
        lines.append("%s of the %s   balls %d  strikes %d  outs %d   %s" % (
            game.half.capitalize(), ordinal(game.inning), game.balls, game.strikes, game.outs,
            "on: " + ", ".join(on) if on else "bases empty"))
    if game.last_roll:
        lines.append("Last roll %s: %s" % ("-".join(str(d) for d in game.last_roll),
                                           game.last_text))
    return lines


def prompt(game):
    who = TEAMS[next_roller(game)]
    if game.expects() == "pitch":
        return "%s: Enter rolls the pitcher's die ('q' quits) " % who
    return "%s: Enter rolls the batter's dice ('q' quits) " % who


def play(game, prng, solo, stdin, out):
    """Runs the game to its end or until 'q' or the end of input."""
    out.write("\n".join(scoreboard(game)) + "\n")
    while not game.over:
        if solo and next_roller(game) == 0:
            auto_play(game, prng, team=0)
        else:
            out.write(prompt(game))
            out.flush()
            line = stdin.readline()
            if not line or line.strip().lower() == "q":
                out.write("\nbye\n")
                return
            auto_play(game, prng)
        out.write("\n" + "\n".join(scoreboard(game)) + "\n")


def parse(argv):
    parser = argparse.ArgumentParser(prog="python -m simulator", description=__doc__)
    parser.add_argument("--innings", type=int, choices=INNINGS, default=9)
    parser.add_argument("--table", choices=sorted(TABLES), default="standard")
    parser.add_argument("--no-pitch-die", action="store_true",
                        help="every roll is the batter's two dice")
    parser.add_argument("--runners", choices=("force", "advance"), default="force")
    parser.add_argument("--extra-runner", action="store_true",
                        help="a runner starts on 2nd in extra innings")
    parser.add_argument("--mercy", type=int, nargs=2, metavar=("K", "N"),
                        help="end the game once a team leads by N after inning K")
    parser.add_argument("--seed", type=int, help="dice seed (default: a random one)")
    parser.add_argument("--solo", action="store_true", help="the board rolls for the visitors")
    return parser.parse_args(argv)


def main(argv=None, stdin=None, out=None):
    args = parse(argv)
    stdin = stdin or sys.stdin
    out = out or sys.stdout
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "little")
    game = Game(innings=args.innings, table=args.table, pitch_die=not args.no_pitch_die,
                runners=args.runners, extra_runner=args.extra_runner,
                mercy=tuple(args.mercy) if args.mercy else None)
    out.write("DiceBall, seed %d%s\n" % (seed, ", the board rolls for the visitors"
                                         if args.solo else ""))
    play(game, Prng(seed), args.solo, stdin, out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
