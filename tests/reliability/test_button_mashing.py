"""Button mashing: 100,000 random input events per game on CPython (10,000 under MicroPython),
from a game just started on the combo board (7 buttons and the encoder), wandering wherever
the input takes it: the game, its menu, the main menu, the wizard, the settings, notices.
Masher (masher.py) fails the run at the first error screen, refused save, broken rules
invariant or save the rules core cannot read back; here the run must also have spent a fair
part of it in the game, saved turns and checked them."""
import pytest

from simulator.virtual.storage import MemoryStorage
from tests.app.rig import Rig
from tests.reliability import CPYTHON, sessions
from tests.reliability.masher import Masher
from tests.reliability.resume_check import BOARD

EVENTS = 100000 if CPYTHON else 10000
GAMES = {"DiceBall": [("Innings", "3")], "Pegs & Jokers": [("Players", "4")]}


def mash(game, seed, events):
    rig = Rig(BOARD, storage=MemoryStorage())
    sessions.start(rig, game, GAMES[game])
    return Masher(rig, seed).run(events)


@pytest.mark.parametrize("game, seed", [("DiceBall", 11), ("Pegs & Jokers", 12)])
def test_random_input_never_crashes_the_board_nor_breaks_a_game(game, seed):
    m = mash(game, seed, EVENTS)
    assert m.events >= EVENTS and m.edges > 2 * EVENTS
    assert m.in_game > m.steps // 10
    assert m.saves > EVENTS // 200 and m.checked > EVENTS // 10
    assert len(m.screens) >= 6  # menus, wizard and its lists, settings, the game and its menu


def test_an_error_screen_fails_the_run():
    rig = Rig(BOARD, storage=MemoryStorage())
    sessions.start(rig, "DiceBall", GAMES["DiceBall"])

    def broken(ev):
        raise KeyError("a bug")
    rig.shell.stack[-1].ctrl.handle = broken
    with pytest.raises(AssertionError, match="error screen"):
        Masher(rig, 3).run(200)
