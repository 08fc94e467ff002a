"""Hangs: the main loop stalls (a controller's handle, tick or draw that never returns, time
passing while it spins) and the watchdog, armed to bite as the hardware one does, resets the
board 8 s after the last feed; powered up again on the same storage, the board resumes the game
at its last save. And a healthy loop, however long it runs, is never reset."""
import pytest

from gameboard import savefile
from simulator.virtual.storage import MemoryStorage
from simulator.virtual.watchdog_bite import WatchdogReset, arm
from tests.app.rig import Rig
from tests.reliability import sessions
from tests.reliability.resume_check import BOARD, power_up, resumed, same_game


def spin(clock):
    """A loop that never ends: time goes by, nothing feeds the watchdog."""
    def stuck(*args):
        while True:
            clock.advance(1)
    return stuck


def playing(game, storage):
    if game == "diceball":
        return sessions.diceball(storage, 3)
    return sessions.pegs(storage, 2)


@pytest.mark.parametrize("game", ["diceball", "pegs"])
@pytest.mark.parametrize("where", ["handle", "tick", "draw"])
def test_a_stalled_loop_is_reset_by_the_watchdog_and_the_game_resumes(game, where):
    storage = MemoryStorage()
    rig = playing(game, storage)
    wd = rig.hw.watchdog
    arm(wd)
    ctrl = rig.shell.stack[-1].ctrl
    before = sessions.saves(storage)
    setattr(ctrl, where, spin(rig.hw.clock))
    with pytest.raises(WatchdogReset):
        rig.press("OK")
    stalled_for = rig.hw.clock.ticks_ms() - wd.last
    assert wd.timeout_ms < stalled_for <= wd.timeout_ms + 1
    # The press may have made its roll and saved it before the loop stalled in the drawing.
    assert sessions.saves(storage) - before <= (1 if where == "draw" else 0)
    last_saved = savefile.decode(storage.files["game"])
    again = power_up(storage)
    assert same_game(resumed(again), last_saved)


def test_a_board_left_on_is_never_reset():
    rig = Rig(BOARD, storage=MemoryStorage())
    arm(rig.hw.watchdog)
    sessions.start(rig, "Pegs & Jokers", [("Players", "4"), ("Play ", "computers")])
    rig.wait(60000)  # a minute of the board playing itself
    assert rig.hw.watchdog.feeds > 1000 and rig.hw.watchdog.longest_gap < 100
