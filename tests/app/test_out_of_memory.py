"""When the heap runs short: a new game the heap cannot hold is not started (the start check,
games/fits.py: the wizard says what it needs, what is free and what board would hold it, and
moves to the player count that fits), and a MemoryError that still happens in a game loses
nothing saved: the error screen says so and OK resumes the last save. The check under a real
small heap, on the unix port: tests/test_app_heap.py."""
from gameboard import memory
from gameboard.games import registry
from tests.app.pegs_driver import ctrl, saved, started
from tests.app.rig import Rig, uses

uses("pico-pegs4")


class SmallHeap:
    """While it is on: memory says `free` bytes are free and none are in use. (The module the
    app will import: boot code unloads it after use, so the test's own may be an older one.)"""

    def __init__(self, free):
        self.free = free

    def __enter__(self):
        from gameboard import memory as now
        self.memory = now
        self.room, self.used = now.room, now.used
        now.room = lambda: self.free
        now.used = lambda: 0
        return self

    def __exit__(self, *exc):
        self.memory.room, self.memory.used = self.room, self.used


class Needs:
    """While it is on: the heap table says Pegs & Jokers needs `table` ({players: wK}), so
    that a test can have 4 players need more than 2 whatever the measured table says today
    (both may measure the same)."""

    def __init__(self, table):
        self.table = table

    def __enter__(self):
        from gameboard.games import registry as now
        self.registry, self.heap_wk = now, now.heap_wk
        now.heap_wk = lambda key, players: self.table[players]
        return self

    def __exit__(self, *exc):
        self.registry.heap_wk = self.heap_wk


TWO_LESS = {2: 100, 4: 112}  # wK: 4 players need more than 2


def between(low, high):
    """Bytes between what `low` and `high` players of Pegs & Jokers need under TWO_LESS."""
    per_wk = registry.descriptor("pegs").BOARD_BYTES_PER_WK
    return (memory.needed(TWO_LESS[low], per_wk) + memory.needed(TWO_LESS[high], per_wk)) // 2


def test_heap_needs_are_looked_up_at_the_count_or_the_next_one_up():
    table = registry.descriptor("pegs").HEAP_WK
    assert registry.heap_wk("pegs", table[0][0]) == table[0][1]
    assert registry.heap_wk("pegs", table[-1][0]) == table[-1][1]
    assert registry.heap_wk("pegs", table[-1][0] - 1) == table[-1][1]  # 7 needs what 8 do
    assert registry.heap_wk("diceball", None) == registry.descriptor("diceball").HEAP_WK[-1][1]


def test_a_game_too_big_for_the_heap_is_refused_and_the_count_that_fits_offered():
    rig = Rig("pico-pegs4")
    rig.go("New game", "Pegs")
    with SmallHeap(between(2, 4)), Needs(TWO_LESS):
        rig.go("Start game")
    s = rig.screen()
    assert s.rows[0] == "Too little heap"
    text = " ".join(s.rows[1:])
    per_wk = registry.descriptor("pegs").BOARD_BYTES_PER_WK
    assert "Pegs for 4 needs %d KB" % (memory.needed(TWO_LESS[4], per_wk) // 1024) in text
    assert "%d KB is" % (between(2, 4) // 1024) in text
    assert "Pico 2" in text
    assert "game" not in rig.hw.storage.files  # nothing started, nothing saved
    rig.press("OK")
    assert rig.screen().rows[0] == "New Pegs"
    assert rig.shell.stack[-1].opts["players"] == 2  # the wizard moved to what fits
    with SmallHeap(between(2, 4)), Needs(TWO_LESS):
        rig.go("Start game")
    assert saved(rig)["options"]["players"] == 2


def test_when_no_count_fits_the_board_says_so():
    rig = Rig("pico-pegs4")
    rig.go("New game", "Pegs")
    with SmallHeap(1024):
        rig.go("Start game")
    assert " ".join(rig.shell.stack[-1].lines).endswith("No game of this kind fits.")


def test_a_memory_error_in_a_game_resumes_its_last_save_after_ok():
    rig = started()
    rig.press("OK")  # Red's hand
    kept = saved(rig)

    def runs_out(ev, shell):
        raise MemoryError("memory allocation failed, allocating 1024 bytes")

    rig.shell.stack[-1].handle = runs_out
    rig.press("RIGHT")
    s = rig.screen()
    assert s.rows[0] == "Error"
    assert " ".join(s.rows[1:4]).startswith("Out of memory; the game is saved")
    assert s.rows[7] == "OK: resume"
    assert "gameboard.games.pegs.controller" not in __import__("sys").modules  # let go
    assert rig.console[-1] == "error: MemoryError: memory allocation failed, allocating " \
        "1024 bytes"
    rig.press("OK")
    rig.wait(100)
    assert ctrl(rig).game.to_dict() == kept["rules"]
    assert saved(rig) == kept


def test_a_save_the_heap_cannot_read_back_is_kept_and_the_board_says_so():
    rig = started()
    rig.press("OK")  # Red's hand
    kept = saved(rig)
    rig.long("BACK")
    rig.wait(200)
    assert rig.screen().rows[1] == "Resume Pegs 4p"

    class Crowded(dict):  # the game made of it runs out of memory
        def get(self, key, default=None):
            raise MemoryError("memory allocation failed, allocating 1024 bytes")

    load = rig.shell.slot.load
    rig.shell.slot.load = lambda: Crowded(load())
    rig.go("Resume")
    s = rig.screen()
    assert s.rows[0] == "Cannot resume"
    assert " ".join(s.rows[1:4]).startswith("Out of memory reading")
    assert not [line for line in rig.console if line.startswith("error:")]
    assert "gameboard.games.pegs.controller" not in __import__("sys").modules  # let go
    assert saved(rig) == kept
    rig.shell.slot.load = load  # a board with the heap for it
    rig.press("OK")
    rig.go("Resume")
    rig.wait(100)
    assert ctrl(rig).game.to_dict() == kept["rules"]


def test_other_errors_still_restart_to_the_main_menu():
    rig = started()

    def breaks(ev, shell):
        raise ValueError("broken")

    rig.shell.stack[-1].handle = breaks
    rig.press("RIGHT")
    assert rig.screen().rows[7] == "OK: restart"
    rig.press("OK")
    assert rig.screen().rows[1].startswith("Resume")


class FakeEsp32:
    """The esp32 module's heap report: (total, free, largest free block, least free) for each
    region of the IDF's data heap."""
    HEAP_DATA = 4

    def idf_heap_info(self, caps):
        assert caps == self.HEAP_DATA
        return [(300000, 90000, 60000, 50000), (4000000, 3900000, 3800000, 3700000)]


def test_on_an_esp32_the_room_counts_what_the_heap_can_still_grow_by():
    import sys
    from gameboard import memory as now
    sys.modules["esp32"] = FakeEsp32()
    try:
        free = now.free()
        room = now.room()
    finally:
        del sys.modules["esp32"]
    if free is None:  # CPython: no heap to tell of
        assert room is None
    else:  # the largest free block of the IDF's regions, on top of what is free
        assert abs(room - 3800000 - free) <= 256, (room, free)
