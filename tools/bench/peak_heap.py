"""Where the heap goes at the peak of each whole game app_heap.py plays:
`python -m tools.bench.peak_heap [KEY ...]` (KEY: a registered game's, else every game).

Each game is played twice under a heap of app_heap.START, the app precompiled as app_heap runs
it (its PRELUDE and the game's WHOLE_GAMES script): once to find the measure (a collection
after a press) at which the live heap peaks, once to stop there and print what the heap holds
then, in bytes of the 64-bit unix port:
- the interned names (micropython.qstr_info: how many, in how many pools, their bytes), which
  no module's unloading gives back;
- the heap's blocks by the kind of object that heads them (micropython.mem_info(1)'s map: its
  "h" is all that is no tuple, list, dict, string, array, float, function or module: bytecode,
  the names' pools, instances, the tables of dicts and lists);
- the modules loaded then, each with its own cost: imported in a fresh heap after the modules it
  imports, what its import adds after a collection, its code and data apart from the names it
  interns (the pools' growth falls to the module that needs a new pool). The rest of the peak is
  the game's and the app's data, and the names of modules let go before it."""
import collections
import os
import re
import shutil
import sys
import tempfile

from tools import mpy_tree, unix_port
from tools.bench import app_heap

KINDS = (("h", "code and other objects"), ("B", "functions"), ("S", "strings and bytes"),
         ("T", "tuples"), ("L", "lists"), ("D", "dicts"), ("A", "arrays and bytearrays"),
         ("F", "floats"), ("M", "modules"))
NAMES = re.compile(r"n_pool=(\d+), n_qstr=(\d+), n_str_data_bytes=(\d+), n_total_bytes=(\d+)")

# What dropping each part of the app's data gives back, in turn (a part another still holds
# gives back nothing): read from a file and run at the peak's measure, once its figures are
# printed, so that neither its code nor its text is in the heap measured.
PARTS = """
def given_back(part, holder, name):
    gc.collect()
    before = gc.mem_alloc()
    setattr(holder, name, None)
    gc.collect()
    print("PART", part, before - gc.mem_alloc())


shell, hw = rig.shell, rig.hw
ctrl = getattr(shell.stack[-1], "ctrl", None) if shell.stack else None
for name in sorted(ctrl.__dict__ if ctrl is not None else ()):
    given_back("the controller's " + name, ctrl, name)
ctrl = None
given_back("the screens", shell, "stack")
for name in ("frame", "settings", "slot"):
    given_back("the shell's " + name, shell, name)
for name in sorted(hw.__dict__):
    if name != "board":
        given_back("the hardware's " + name, hw, name)
if "tests.app.rig" in sys.modules:  # a replay boots the board without the rig
    sys.modules["tests.app.rig"]._boards.clear()
rig.board = None
given_back("the board's description", hw, "board")
"""
# After app_heap's PRELUDE: a measure that counts itself and, at the one numbered `stop`, prints
# what the heap holds (at 0, the number of the peak's), runs PARTS and ends.
MEASURE = """
import micropython
_measures = 0
_peak_at = 0


def measure():
    global peak, _measures, _peak_at
    gc.collect()
    _measures += 1
    if gc.mem_alloc() > peak:
        peak, _peak_at = gc.mem_alloc(), _measures
    if _measures == %(stop)d:
        print("PEAK", gc.mem_alloc())
        micropython.qstr_info()
        micropython.mem_info(1)
        print("MODULES", " ".join(sorted(sys.modules.keys())))
        with open(%(parts)r) as f:
            exec(f.read())
        raise SystemExit(0)
"""
END = """
print("PEAK_AT", _peak_at)
"""

# Each module's own cost: first the order in which importing them all finishes each (what a
# module imports comes before it); then, in a fresh heap, each imported in that order, a
# collection either side.
ORDER = """
import sys, builtins
sys.path.insert(0, %(tree)r + "/firmware")
sys.path.insert(0, %(tree)r)
finished = []
_import = builtins.__import__


def recorded(name, *args):
    had = name in sys.modules
    module = _import(name, *args)
    if not had and name in sys.modules and name not in finished:
        finished.append(name)
    return module


builtins.__import__ = recorded
for name in %(modules)r:
    __import__(name)
print("ORDER", " ".join(finished + [m for m in %(modules)r if m not in finished]))
"""
OWN = """
import sys, gc, micropython
sys.path.insert(0, %(tree)r + "/firmware")
sys.path.insert(0, %(tree)r)
gc.collect()
micropython.qstr_info()
for name in %(modules)r:
    gc.collect()
    before = gc.mem_alloc()
    __import__(name)
    gc.collect()
    print("OWN", name, gc.mem_alloc() - before)
    micropython.qstr_info()
"""


def blocks(dump):
    """{kind: (objects, bytes)} of a mem_info(1) map; a block is 32 bytes on a 64-bit port."""
    cells = "".join(line.split(": ", 1)[1] for line in dump.split("\n")
                    if re.match(r"^[0-9a-f]+: ", line))
    objects, counted = collections.Counter(), collections.Counter()
    kind = None
    for cell in cells:
        if cell == ".":
            kind = None
        elif cell != "=":
            kind = cell
            objects[kind] += 1
        if kind is not None:
            counted[kind] += 1
    return dict((k, (objects[k], 32 * counted[k])) for k in objects)


def names(line):
    """(pools, names, bytes in all) of a qstr_info line."""
    pools, count, _, total = [int(x) for x in NAMES.search(line).groups()]
    return pools, count, total


def own_costs(tree, modules):
    """[(module, bytes of its code and data, bytes of the names it interned, how many)] in
    import order."""
    heap = "%dwK" % app_heap.START
    out = unix_port.run(ORDER % {"tree": tree, "modules": modules}, heap=heap)
    order = [line for line in out.stdout.split("\n") if line.startswith("ORDER ")][0].split()[1:]
    out = unix_port.run(OWN % {"tree": tree, "modules": order}, heap=heap)
    costs = []
    before = None
    for line in out.stdout.split("\n"):
        if line.startswith("qstr pool"):
            _, count, total = names(line)
            if before is not None:
                name, grown = costs[-1]
                costs[-1] = (name, grown - (total - before[1]), total - before[1],
                             count - before[0])
            before = count, total
        elif line.startswith("OWN "):
            _, name, grown = line.split()
            costs.append((name, int(grown)))
    return costs


def at_peak(tree, script, prepare=None):
    """(the last line, the output at the peak's measure) of `script` played twice, the board's
    folder given what `prepare(folder)` puts there first, if given."""
    def run(stop):
        folder = tempfile.mkdtemp(prefix="gameboard-peak-heap-")
        parts = tempfile.mkdtemp(prefix="gameboard-peak-parts-")
        try:
            if prepare is not None:
                prepare(folder)
            with open(os.path.join(parts, "parts.py"), "w") as f:
                f.write(PARTS)
            code = (app_heap.PRELUDE + MEASURE % {
                "stop": stop, "parts": os.path.join(parts, "parts.py")} + script) % {
                "tree": tree, "folder": folder, "checked": False, "told": app_heap.TOLD} + END
            return unix_port.run(code, heap="%dwK" % app_heap.START).stdout
        finally:
            shutil.rmtree(folder)
            shutil.rmtree(parts)
    first = run(0)
    found = [line for line in first.split("\n") if line.startswith("PEAK_AT ")]
    if not found:
        return first.strip().split("\n")[-1], None
    return [line for line in first.split("\n") if line.startswith("ok:")][-1:] or ["no end"], \
        run(int(found[-1].split()[1]))


def report(tree, label, script, prepare=None):
    last, peak = at_peak(tree, script, prepare)
    print("%s:" % label)
    if peak is None or "MODULES" not in peak:
        print("  did not play: %s" % (last if peak is None else peak.strip()[-200:]))
        return
    lines = peak.split("\n")
    live = int([line for line in lines if line.startswith("PEAK ")][0].split()[1])
    pools, count, total = names([line for line in lines if line.startswith("qstr pool")][0])
    print("  peak live %d bytes (%s)" % (live, last[0]))
    print("  interned names: %d in %d pools, %d bytes" % (count, pools, total))
    kinds = blocks(peak)
    print("  blocks by kind: " + "; ".join(
        "%s %d (%d)" % (words, kinds[k][1], kinds[k][0]) for k, words in KINDS if k in kinds))
    parts = [line.split()[1:] for line in lines if line.startswith("PART ")]
    print("  the app's data, what dropping each part gave back, in turn: " + "; ".join(
        "%s %s" % (" ".join(p[:-1]), p[-1]) for p in parts if int(p[-1]) > 0))
    modules = [line for line in lines if line.startswith("MODULES ")][0].split()[1:]
    costs = own_costs(tree, modules)
    print("  modules loaded (%d), each one's own cost in bytes, code and data / names (how "
          "many), biggest first:" % len(modules))
    for name, code, interned, count in sorted(costs, key=lambda c: -(c[1] + c[2])):
        print("    %-46s %6d / %5d (%d)" % (name, code, interned, count))
    code = sum(c[1] for c in costs)
    interned = sum(c[2] for c in costs)
    print("    %-46s %6d / %5d (%d); the rest of the peak, %d bytes: the app's data, and the "
          "names of modules let go before it" % ("in all", code, interned,
                                                sum(c[3] for c in costs),
                                                live - code - interned))


def main(argv=()):
    tree = mpy_tree.DEFAULT_OUT
    mpy_tree.build(tree)
    for key, players, label, script, row, prepare in app_heap.games():
        if not argv or key in argv:
            report(tree, label, script, prepare)


if __name__ == "__main__":
    main(sys.argv[1:])
