"""A whole game played through the app fits the heap its game's descriptor says it needs, at
every player count a board offers and, for a game with computer levels, in every row of its
table (each level's whole games), with one 8wK step to spare (HEAP_WK, which
`python -m tools.bench.app_heap` measures: a heap's smallest size moves by a step either way
with small changes), and meets no error on the way; a long save resumed in that heap plays on
or says it cannot; and under a heap too small for 8 players the app refuses an 8-player game
before it starts (games/fits.py), then plays a 4-player game to its end, and under a heap too
small for hard computers refuses them and plays the normal ones it offers. The app runs
precompiled with its files on the unix port's filesystem, outside the heap, as on a board."""
import pytest

from gameboard.games import registry
from tools import mpy_tree
from tools.bench import app_heap

STEP = app_heap.STEP


@pytest.fixture(scope="module")
def tree(tmp_path_factory):
    out = str(tmp_path_factory.mktemp("mpy"))
    mpy_tree.build(out)
    return out


@pytest.mark.parametrize("key, players, label, game, row, prepare", app_heap.games(),
                         ids=[g[2] for g in app_heap.games()])
def test_a_whole_game_fits_one_step_over_its_heap_table(tree, key, players, label, game, row,
                                                        prepare):
    works, last = app_heap.play(tree, game, registry.heap(key, players, row) + STEP,
                                prepare=prepare)
    assert works, last


REFUSED_THEN_4 = """
rig = Rig("esp32-pegs8", storage=FlashStorage(%(folder)r))
# The table says 8 players need one step (8wK) more than it measures (its 4- and 8-player
# rows may be the same).
from gameboard.games import registry
measured = registry.heap
registry.heap = lambda key, players, row=None, field="HEAP_WK": measured(
    key, players, row, field) + (8 if players == 8 else 0)
rig.go("New game", "Pegs"); rig.go("Play ", "computers"); start(rig)
said = " ".join(rig.shell.stack[-1].lines)
assert rig.screen().rows[0] == "Too little heap", rig.screen().rows
assert said.startswith("Pegs for 8 needs "), said
assert not rig.hw.storage.exists("game")
rig.press("OK")
rig = Rig("pico-pegs4", storage=FlashStorage(%(folder)r))
rig.go("New game", "Pegs"); rig.go("Play ", "computers"); start(rig)
presses = 0
while ctrl(rig).game.winner() is None and presses < 5000:
    rig.press("OK")
    presses += 1
print("ok: %%s; then 4 players, %%d presses" %% (said[:40], presses))
"""


@pytest.mark.parametrize("key, players, label, game, prepare, row, fits", app_heap.resumes(),
                         ids=[r[2] for r in app_heap.resumes()])
def test_a_resume_one_step_over_its_heap_table_plays_on_or_says_it_cannot(
        tree, key, players, label, game, prepare, row, fits):
    # A resume is the start of its game: a game's own longest save resumes in the heap its
    # game needs. A save longer than any game's (random moves) may need more (tools.bench.
    # app_heap prints how much), but the board must never meet a MemoryError in it: it
    # resumes, or says in words that it cannot, and keeps the save.
    works, last = app_heap.play(tree, game, registry.heap(key, players, row) + STEP, True,
                                prepare)
    assert works or (not fits and last.startswith("fails: screen ['Cannot resume'")), last


def test_a_heap_too_small_for_8_players_refuses_them_and_plays_4(tree):
    # Just short of 8 players: 4 players after the menus and the refusal need more than the
    # 4-player game from power-up (100wK on main when this was written, 101wK since, which a
    # half step short sat on: a MemoryError in a save, which an earlier app_heap let pass when
    # the error screen's OK resumed the game), and a game played at its very smallest heap
    # fails on any small change.
    words = registry.heap("pegs", 8) + 8 - 1  # short of the 8 players the script's table says
    assert registry.heap("pegs", 4) < words  # enough for 4
    works, last = app_heap.play(tree, REFUSED_THEN_4, words)
    assert works, last


HARD_REFUSED_THEN_NORMAL = """
rig = Rig("pico-pegs4", storage=FlashStorage(%(folder)r))
rig.go("New game", "Pegs", "Play ", "computers", "Level", "hard")
# The table says hard computers need two steps (16wK) more than normal ones, whatever it
# measures today (the rows may be the same).
from gameboard.games import registry
measured = registry.heap
registry.heap = lambda key, players, row=None, field="HEAP_WK": measured(key, players) + (
    16 if row == "hard" else 0)
start(rig)
said = " ".join(rig.shell.stack[-1].lines)
assert rig.screen().rows[0] == "Too little heap", rig.screen().rows
assert said.startswith("Pegs for 4 needs "), said
assert said.endswith("Normal computers fit: Start game plays them."), said
assert not rig.hw.storage.exists("game")
rig.press("OK"); start(rig)
presses = 0
while ctrl(rig).game.winner() is None and presses < 5000:
    rig.press("OK")
    presses += 1
print("ok: refused; then %%s computers, %%d presses" %% (ctrl(rig).levels[0], presses))
"""


def test_a_heap_too_small_for_hard_computers_refuses_them_and_plays_normal_ones(tree):
    # A step short of the hard row the script sets (16wK over the normal one): the normal
    # game, with the menus and the refusal before it, still has a step over its own row (the
    # test above).
    words = registry.heap("pegs", 4) + 16 - STEP
    works, last = app_heap.play(tree, HARD_REFUSED_THEN_NORMAL, words)
    assert works, last
    assert last.startswith("ok: refused; then normal computers"), last


RECOVERED = """
rig = Rig("pico-pegs4", storage=FlashStorage(%(folder)r))
rig.shell.fail(MemoryError("a test's"))
assert rig.screen().rows[0] == "Error", rig.screen().rows
rig.press("OK")
assert rig.screen().rows[0] != "Error", rig.screen().rows
print("ok: the error screen's OK restarted the app")
"""


def test_a_run_in_which_the_app_met_an_error_does_not_fit_though_it_goes_on(tree):
    # A MemoryError's screen resumes the save on OK, so a whole game that ran out of memory
    # once could otherwise end as if it fitted (a press more, the same log).
    works, last = app_heap.play(tree, RECOVERED, app_heap.START)
    assert not works
    assert last.startswith("app error: MemoryError: a test's (then: ok: "), last
