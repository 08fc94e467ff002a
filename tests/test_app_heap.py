"""A whole game played through the app fits the heap of a board, with room to spare: an
8-player all-computer Pegs & Jokers game in 144wK (an emulated 144 KB heap of a 32-bit board)
and a solo DiceBall game in 104wK; a 5-player Frustration 20 and an 8-player Contract Rummy
game entered round by round through the buttons in 120wK. `python -m tools.bench.app_heap`
finds the smallest heaps (120wK, 80wK, 96wK and 96wK when this was written: the margin is three 8wK steps, as a heap's smallest size
moves by a step either way with small changes); a Pico's MicroPython heap is about 190 KB. The
app runs precompiled with its files on the unix port's filesystem, outside the heap, as on a
board."""
import pytest

from tools import mpy_tree
from tools.bench import app_heap, contract_play, diceball_play, frustration20_play, pegs_play


@pytest.fixture(scope="module")
def tree(tmp_path_factory):
    out = str(tmp_path_factory.mktemp("mpy"))
    mpy_tree.build(out)
    return out


@pytest.mark.parametrize("game, words", [(pegs_play.WHOLE_GAME, 144),
                                         (diceball_play.WHOLE_GAME, 104),
                                         (frustration20_play.WHOLE_GAME, 120),
                                         (contract_play.WHOLE_GAME, 120)],
                         ids=["pegs-8-players", "diceball-solo", "frustration20-5-players",
                              "contract-8-players"])
def test_a_whole_game_fits_the_heap(tree, game, words):
    works, last = app_heap.play(tree, game, words)
    assert works, last
