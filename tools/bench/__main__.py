"""`python -m tools.bench [name ...]`: runs every benchmark (or those named) and prints their
figures. A benchmark is a module of this folder with `main()`: the app's (shell.py,
app_heap.py) and each game's or rules core's, named for it (<key>.py, <key>_play.py,
<key>_save.py, <key>_heap.py). Most run on CPython and then under the MicroPython unix port,
the app precompiled (build/mpy, brought up to date first) as a board loads it;
the heap benchmarks (<name>_heap.py) run on CPython only, as they start MicroPython themselves
at each heap size they try. A game's <key>_resume.py is not a benchmark: it is the saves
app_heap.py resumes."""
import os
import sys

from tools import mpy_tree, unix_port

HELPERS = ("__init__", "__main__", "cards_table", "press", "replay", "timing")


def names():
    """Every benchmark, the runtime ones first, each group in name order."""
    found = sorted([f[:-3] for f in os.listdir(os.path.dirname(os.path.abspath(__file__)))
                    if f.endswith(".py") and f[:-3] not in HELPERS
                    and not f.endswith("_resume.py")])
    heap = [n for n in found if n.endswith("_heap")]
    return [n for n in found if n not in heap] + heap


def under_micropython(program, tree=mpy_tree.DEFAULT_OUT):
    """Runs `program` (a benchmark's run) under the MicroPython unix port, the app's code the
    precompiled `tree` (brought up to date first), as on a board: a press that imports a module
    (a menu, undo's log reading) loads its .mpy rather than compiling its source. Its
    CompletedProcess."""
    mpy_tree.build(tree)
    return unix_port.run("sys.path.insert(0, %r)\nsys.path.insert(0, %r)\n%s" % (
        tree + "/firmware", tree, program))


def main(argv):
    every = names()
    chosen = [a for a in argv if a in every] or every
    status = 0
    for name in chosen:
        module = __import__("tools.bench." + name, None, None, ["main"])
        module.main()
        if name.endswith("_heap"):
            continue
        result = under_micropython("import tools.bench.%s as b\nb.main()\n" % name)
        print(result.stdout, end="")
        if result.returncode:
            print(result.stderr, end="")
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
