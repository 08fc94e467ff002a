"""Puts simulator/compat/ on sys.path so that firmware code's `import framebuf` (a module built
into MicroPython) finds the CPython implementation there, as the simulator does at start-up.
MicroPython has its own, so the path is only added on CPython (which pytest always is)."""
import os
import sys

COMPAT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                      "simulator", "compat")

if sys.implementation.name == "cpython" and COMPAT not in sys.path:
    sys.path.insert(0, COMPAT)


def pytest_collection_finish(session):
    # pytest's and hypothesis's own objects, alive for the whole run, are moved out of the
    # collector's sight: the shell collects garbage at every game it opens or leaves and every
    # save read (modules.unload), cheap on a board's small heap, but on CPython each collection
    # would walk all of them too (a third of the save file's property tests went there).
    import gc
    gc.collect()
    gc.freeze()


# The files that take longest, longest first: `make test` gives each of its two workers a whole
# file at a time in the order collected (--no-loadscope-reorder), so these start at once and
# the many short files fill in around them, and the two workers end together (a long file
# handed out last had one worker finish minutes before the other). From `--durations=0`.
SLOW_FIRST = ("tests/test_reliability_kills.py", "tests/reliability/test_button_mashing.py",
              "tests/test_savefile_hypothesis.py", "tests/rules/test_pegs_play.py",
              "tests/test_deploy.py", "tests/test_app_heap.py",
              "tests/reliability/test_power_cuts.py", "tests/test_pegs_player_strength.py",
              "tests/test_cards_hypothesis.py", "tests/app/test_game_pegs_full.py")


def pytest_collection_modifyitems(session, config, items):
    rank = {path: i for i, path in enumerate(SLOW_FIRST)}
    items.sort(key=lambda item: rank.get(item.nodeid.split("::")[0], len(SLOW_FIRST)))
