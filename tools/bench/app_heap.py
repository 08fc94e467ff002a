"""The smallest MicroPython heap in which the whole app plays a whole game, at each player
count: `python -m tools.bench.app_heap [TREE]`; and the games' heap table (each descriptor's
HEAP_WK, which the firmware's start check reads: games/fits.py) checked against it.

The app (shell, controllers, screens) runs precompiled, from TREE (default build/mpy, brought
up to date by tools.mpy_tree first), on virtual hardware (tests/app/rig.py) with its files on
the unix port's filesystem through FlashStorage: outside the heap, as a board's flash is
(the rig's default MemoryStorage would keep two generations of the save in the heap), and a
game played by presses alone lets go of the rig's screen reader once it has started
(by_presses_alone). Games:
the WHOLE_GAMES each registered game's tools/bench/<key>_play.py names, (players, label,
script), (players, label, script, row) or (players, label, script, row, prepare): a row names
the rows of the game's HEAP_WK that game needs (registry.heap; a game with computer levels has
rows for them), none the plain rows; `prepare(folder)` (CPython) puts what the script reads
into the board's folder first (a card-table game's recorded steps: tools/bench/replay.py);
then the resumes each one's tools/bench/<key>_resume.py makes (RESUMES: power up on a
saved game, Resume, a turn), held to that game's HEAP_WK (a resume is the start of that game:
a row is the heaviest of its whole games and of the resumes that must fit in it). A
run in which the app logged an error does not work, even if the game went on after it (a
MemoryError's error screen resumes the save on OK). Heap sizes are tried in steps of 8wK, halving the range between STOP and START (one
run at a time: each is a whole game), so the smallest that works is found in a few runs. Heap
sizes are in MicroPython's word units ("128wK" = 128 KB on a 32-bit board if every object
shrank with the word size; they do not: docs/architecture.md, "Memory"). Also
printed: the live heap (gc.mem_alloc after a collection, after every press) at its peak during
the game, in bytes of the 64-bit unix port."""
import os
import shutil
import sys
import tempfile

from tools import mpy_tree, unix_port

HERE = os.path.dirname(os.path.abspath(__file__))
START = 256
STEP = 8
STOP = 48  # below every game's target (the lowest is 56wK)
ABOVE = 3  # steps over the smallest heap found that must play too (smallest)
TOLD = "app error: "  # what a run prints of each error the app logs

PRELUDE = """
import sys, gc
sys.path.insert(0, "tests/mpy")
sys.path.insert(0, %(tree)r + "/firmware")
sys.path.insert(0, %(tree)r)
from gameboard.drivers.flash_storage import FlashStorage
from gameboard import errors
peak = 0
_log = errors.log


def _told(exc, console):
    # An error the app recovers from is still a game that did not fit: a MemoryError's error
    # screen resumes the last save when OK is let go, so the OK pressed into it would let the
    # game play on to its end (one press more, the same log). play() fails a run that told one.
    print(%(told)r + errors.reason(exc))
    _log(exc, console)


errors.log = _told


def Rig(*args, **kwargs):
    # The tests' rig, imported by the first script that boots one: a replay boots the board
    # without it (tools/bench/replay.py), as a board holds no such code.
    from tests.app.rig import Rig
    return Rig(*args, **kwargs)


def measure():
    global peak
    gc.collect()
    peak = max(peak, gc.mem_alloc())


def unchecked():
    # Measuring what a game needs, the start check (which reads what was measured:
    # games/fits.py) stands aside.
    if not %(checked)r:
        from gameboard.games import fits
        fits.shortfall = lambda *args: None


def start(rig):
    # Starts the game the wizard shows.
    unchecked()
    rig.go("Start game")


def by_presses_alone():
    # For a game played on with presses alone, that reads no screen: the rig's reader of the
    # OLED's rows, which found the way through the menus, goes (a board holds no such code;
    # a failure's screen loads it again). A correction of the measure, not of the firmware.
    from gameboard import modules
    modules.unload("tests.app.screen")


def ctrl(rig):
    c = getattr(rig.shell.stack[-1], "ctrl", None)
    if c is None:
        print("fails: screen", rig.screen().rows)
        raise SystemExit(1)
    return c
"""


def games():
    """(key, players, label, script, row, prepare) of every whole game the registered games'
    benchmarks play (the WHOLE_GAMES of tools/bench/<key>_play.py; row None where a game
    names none, prepare None where the board's folder starts empty)."""
    from gameboard.games.registry import GAMES
    found = []
    for key in GAMES:
        if os.path.exists(os.path.join(HERE, key + "_play.py")):
            bench = __import__("tools.bench.%s_play" % key, None, None, ["WHOLE_GAMES"])
            for whole in bench.WHOLE_GAMES:
                found.append((key,) + tuple(whole[:3]) + (whole + (None, None))[3:5])
    return found


def play(tree, game, words, checked=True, prepare=None):
    """(works, the last line) of one game under a heap of `words` K words; `checked` False
    lets it start whatever the start check says. A run in which the app met an error (its
    error screen, a MemoryError's included) does not work, even if the game went on after it;
    the last line then names the first such error. `prepare(folder)`, if given, first puts
    into the board's folder what the game finds there at power-up (a save to resume)."""
    folder = tempfile.mkdtemp(prefix="gameboard-app-heap-")
    try:
        if prepare is not None:
            prepare(folder)
        code = (PRELUDE + game) % {"tree": tree, "folder": folder, "checked": checked,
                          "told": TOLD}
        result = unix_port.run(code, heap="%dwK" % words)
    finally:
        shutil.rmtree(folder)
    # MicroPython prints an uncaught error's traceback on stdout; the app's error screen too.
    lines = [x for x in (result.stdout + result.stderr).strip().split("\n")
             if not x.startswith(" |")]
    last = lines[-1] if lines else "no output"
    told = [x for x in lines if x.startswith(TOLD)]
    if told:
        return False, "%s (then: %s)" % (told[0], last)
    return result.returncode == 0 and last.startswith("ok:"), last


def resumes():
    """(key, players, label, script, prepare, row, fits) of every resume the registered games'
    benchmarks make (the RESUMES of tools/bench/<key>_resume.py): `row` the HEAP_WK row its
    game needs, `fits` whether it must resume in it (else it may say it cannot: a save longer
    than any game's)."""
    from gameboard.games.registry import GAMES
    found = []
    for key in GAMES:
        if os.path.exists(os.path.join(HERE, key + "_resume.py")):
            bench = __import__("tools.bench.%s_resume" % key, None, None, ["RESUMES"])
            for resume in bench.RESUMES:
                found.append((key,) + tuple(resume))
    return found


def smallest(tree, game, prepare=None):
    """(smallest heap in K words that plays `game` and goes on playing it at each of the
    ABOVE steps over it, its last line), or (None, the last line at START) when even START is
    too small. A fragmented heap does not grow kinder step by step: the hard computer
    player's whole game played at 112wK, failed at 120-136wK and played from 144wK (a block of
    about 14 KB, the interned names' seventh pool, found or not among the holes), so a size
    that plays is kept only when the steps over it play too."""
    works, last = play(tree, game, START, False, prepare)
    if not works:
        return None, last
    low, high, best = STOP // STEP, START // STEP, (START, last)  # in steps
    while low < high:
        mid = (low + high) // 2
        works, line = play(tree, game, mid * STEP, False, prepare)
        if works:
            high, best = mid, (mid * STEP, line)
        else:
            print("  heap %dwK fails: %s" % (mid * STEP, line[:100]))
            low = mid + 1
    size, last = best
    above = size + STEP
    while above <= min(size + ABOVE * STEP, START):
        works, line = play(tree, game, above, False, prepare)
        if works:
            above += STEP
            continue
        print("  heap %dwK fails, over %dwK that played: %s" % (above, size, line[:100]))
        size, works = above, False
        while not works and size < START:  # START played
            size += STEP
            works, last = play(tree, game, size, False, prepare)
        above = size + STEP
    return size, last


def main(argv=()):
    tree = argv[0] if argv else mpy_tree.DEFAULT_OUT
    print("app_heap: %d compiled into %s" % (mpy_tree.build(tree), tree))
    sys.path.insert(0, os.path.join(unix_port.ROOT, "firmware"))
    from gameboard.games import registry
    # A row holds the heaviest of the seatings that need it, and of the resumes that must fit
    # in it (a resume is the start of the game it resumes): each (words, what needed them).
    table = {}
    for key, players, label, game, row, prepare in games():
        print("%s (.mpy app, files on the unix port's filesystem):" % label)
        words, last = smallest(tree, game, prepare)
        if words is None:
            print("  smallest heap that works: none up to %dwK: %s" % (START, last[:100]))
            continue
        print("  smallest heap that works: %dwK: %s" % (words, last))
        rows = table.setdefault(key, {})
        rows[(players, row)] = max((words, "a whole game"), rows.get((players, row), (0, "")))
    for key, players, label, game, prepare, row, fits in resumes():
        print("%s (.mpy app, files on the unix port's filesystem):" % label)
        words, last = smallest(tree, game, prepare)
        listed = registry.heap(key, players, row)
        if words is None:
            print("  smallest heap that works: none up to %dwK: %s" % (START, last[:100]))
            continue
        print("  smallest heap that works: %dwK: %s" % (words, last))
        print("  %s's HEAP_WK%s says %dwK: %s" % (
            key, "" if row is None else " (row %s)" % row, listed, "ok" if words <= listed else
            "%dwK short: below it the board says Cannot resume%s" % (
                words - listed, "" if not fits else ", and it must fit: measure it again")))
        if fits:
            rows = table.setdefault(key, {})
            rows[(players, row)] = max((words, "a resume"), rows.get((players, row), (0, "")))
    for key in table:
        rows = sorted(table[key].items(), key=lambda r: (r[0][1] or "", r[0][0] or 0))
        for (players, row), (words, what) in rows:
            listed = registry.heap(key, players, row)
            print("%s's HEAP_WK at %s players%s says %dwK, the heaviest measured %dwK (%s): %s" % (
                key, players, "" if row is None else ", row " + row, listed, words, what,
                "ok" if listed == words else "update it to what was measured"))
        print("measured: %s HEAP_WK = %r" % (key, tuple([
            (players, words) + (() if row is None else (row,))
            for (players, row), (words, what) in rows])))

if __name__ == "__main__":
    main(sys.argv[1:])
