"""`python -m tools.bench [name ...]`: runs every benchmark (or those named) and prints their
figures. A benchmark is a module of this folder with `main()`: the app's (shell.py,
app_heap.py) and each game's or rules core's, named for it (<key>.py, <key>_play.py,
<key>_save.py, <key>_heap.py). Most run on CPython and then under the MicroPython unix port;
the heap benchmarks (<name>_heap.py) run on CPython only, as they start MicroPython themselves
at each heap size they try. A game's <key>_resume.py is not a benchmark: it is the saves
app_heap.py resumes."""
import os
import sys

from tools import unix_port

HELPERS = ("__init__", "__main__", "cards_table", "press", "replay", "timing")


def names():
    """Every benchmark, the runtime ones first, each group in name order."""
    found = sorted([f[:-3] for f in os.listdir(os.path.dirname(os.path.abspath(__file__)))
                    if f.endswith(".py") and f[:-3] not in HELPERS
                    and not f.endswith("_resume.py")])
    heap = [n for n in found if n.endswith("_heap")]
    return [n for n in found if n not in heap] + heap


def main(argv):
    every = names()
    chosen = [a for a in argv if a in every] or every
    status = 0
    for name in chosen:
        module = __import__("tools.bench." + name, None, None, ["main"])
        module.main()
        if name.endswith("_heap"):
            continue
        result = unix_port.run("import tools.bench.%s as b\nb.main()\n" % name)
        print(result.stdout, end="")
        if result.returncode:
            print(result.stderr, end="")
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
