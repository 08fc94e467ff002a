"""The smallest MicroPython heap in which the whole app plays a whole game:
`python -m tools.bench.app_heap [TREE]`.

The app (shell, controllers, screens) runs precompiled, from TREE (default build/mpy, brought
up to date by tools.mpy_tree first), on virtual hardware (tests/app/rig.py) with its files on
the unix port's filesystem through FlashStorage: outside the heap, as a board's flash is
(the rig's default MemoryStorage would keep two generations of the save in the heap). Games:
the whole game each registered game's tools/bench/<key>_play.py names (WHOLE_GAME). Each heap
size from START down in steps of 8wK is tried (side by side); the smallest that works is the one below which some size fails. Heap sizes are in MicroPython's
word units ("128wK" = 128 KB on a 32-bit board). Also printed: the live heap (gc.mem_alloc
after a collection, after every press) at its peak during the game, in bytes of the 64-bit
unix port (a board's 32-bit objects are smaller: pointers are half the size)."""
import os
import shutil
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

from tools import mpy_tree, unix_port

HERE = os.path.dirname(os.path.abspath(__file__))
START = 256
STEP = 8
STOP = 64

PRELUDE = """
import sys, gc
sys.path.insert(0, "tests/mpy")
sys.path.insert(0, %(tree)r + "/firmware")
sys.path.insert(0, %(tree)r)
from gameboard.drivers.flash_storage import FlashStorage
from tests.app.rig import Rig
peak = 0


def measure():
    global peak
    gc.collect()
    peak = max(peak, gc.mem_alloc())


def ctrl(rig):
    c = getattr(rig.shell.stack[-1], "ctrl", None)
    if c is None:
        print("fails: screen", rig.screen().rows)
        raise SystemExit(1)
    return c
"""


def games():
    """(label, script) of the whole game each registered game plays: the WHOLE_GAME of its
    tools/bench/<key>_play.py, if it has one."""
    from gameboard.games.registry import GAMES
    found = []
    for key in GAMES:
        if os.path.exists(os.path.join(HERE, key + "_play.py")):
            bench = __import__("tools.bench.%s_play" % key, None, None, ["WHOLE_GAME"])
            found.append((bench.WHOLE_GAME_LABEL, bench.WHOLE_GAME))
    return found


def play(tree, game, words):
    """(works, the last line) of one game under a heap of `words` K words."""
    folder = tempfile.mkdtemp(prefix="gameboard-app-heap-")
    try:
        code = (PRELUDE + game) % {"tree": tree, "folder": folder}
        result = unix_port.run(code, heap="%dwK" % words)
    finally:
        shutil.rmtree(folder)
    # MicroPython prints an uncaught error's traceback on stdout; the app's error screen too.
    lines = [x for x in (result.stdout + result.stderr).strip().split("\n")
             if not x.startswith(" |")]
    last = lines[-1] if lines else "no output"
    return result.returncode == 0 and last.startswith("ok:"), last


def main(argv=()):
    tree = argv[0] if argv else mpy_tree.DEFAULT_OUT
    print("app_heap: %d compiled into %s" % (mpy_tree.build(tree), tree))
    sizes = list(range(START, STOP - 1, -STEP))
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for label, game in games():
            results = list(pool.map(lambda w: play(tree, game, w), sizes))
            print("%s (.mpy app, files on the unix port's filesystem):" % label)
            smallest = None
            for words, (works, last) in zip(sizes, results):
                if not works:
                    print("  heap %dwK fails: %s" % (words, last[:100]))
                    break
                smallest = words, last
            if smallest is None:
                print("  smallest heap that works: none from %dwK" % START)
                continue
            print("  smallest heap that works: %dwK: %s" % smallest)
            print("  at %dwK: %s" % (START, results[0][1]))


if __name__ == "__main__":
    main(sys.argv[1:])
