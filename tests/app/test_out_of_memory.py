"""When the heap runs short: a new game the heap cannot hold is not started (the start check,
games/fits.py: the wizard says what it needs, what is free and what board would hold it, and
moves to what fits: normal computers for computers at a heavier level, or fewer players), and a MemoryError that still happens in a game loses
nothing saved: the error screen says so and OK resumes the last save. The check under a real
small heap, on the unix port: tests/test_app_heap.py."""
import pytest

from gameboard import memory
from gameboard.games import registry
from tests.app.pegs_driver import ctrl, rules_of, saved, started
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
    """While it is on: the heap table says Pegs & Jokers needs `table` ({players: wK} and
    {(players, row): wK} for the rows of computer levels), so that a test can have 4 players
    need more than 2 whatever the measured table says today (both may measure the same)."""

    def __init__(self, table):
        self.table = table

    def __enter__(self):
        from gameboard.games import registry as now
        self.registry, self.heap = now, now.heap
        now.heap = lambda key, players, row=None, field="HEAP_WK": self.table[
            players if row is None else (players, row)]
        return self

    def __exit__(self, *exc):
        self.registry.heap = self.heap


class ThirtyTwoBit:
    """While it is on: the app runs on a 32-bit board (memory.WIDE False), whose start check
    counts the games' HEAP_KB."""

    def __enter__(self):
        from gameboard import memory as now
        self.memory, self.wide = now, now.WIDE
        now.WIDE = False
        return self

    def __exit__(self, *exc):
        self.memory.WIDE = self.wide


TWO_LESS = {2: 100, 4: 112}  # wK: 4 players need more than 2
# wK: and hard computers more than normal ones (the measured rows may be the same)
HARD_MORE = {2: 100, 4: 112, (2, "hard"): 120, (4, "hard"): 128}


def between(low, high):
    """Bytes between what `low` and `high` players of Pegs & Jokers need under TWO_LESS."""
    return (memory.needed(TWO_LESS[low]) + memory.needed(TWO_LESS[high])) // 2


def needs(players, row=None):
    """Bytes Pegs & Jokers at `players` needs under HARD_MORE, in `row`."""
    return memory.needed(HARD_MORE[players if row is None else (players, row)])


def test_heap_needs_are_looked_up_at_the_count_or_the_next_one_up():
    table = [r for r in registry.descriptor("pegs").HEAP_WK if len(r) == 2]
    assert registry.heap("pegs", table[0][0]) == table[0][1]
    assert registry.heap("pegs", table[-1][0]) == table[-1][1]
    assert registry.heap("pegs", table[-1][0] - 1) == table[-1][1]  # 7 needs what 8 do
    assert registry.heap("diceball", None) == registry.descriptor("diceball").HEAP_WK[-1][1]


def test_a_row_of_the_heap_table_is_looked_up_in_that_row_and_a_row_not_listed_is_plain():
    table = registry.descriptor("pegs").HEAP_WK
    hard = [r for r in table if r[2:] == ("hard",)]
    plain = [r for r in table if len(r) == 2]
    assert hard and registry.heap("pegs", hard[0][0], "hard") == hard[0][1]
    assert registry.heap("pegs", hard[-1][0] - 1, "hard") == hard[-1][1]
    assert registry.heap("pegs", plain[-1][0], "unmeasured") == plain[-1][1]
    assert registry.heap("diceball", None, "hard") == registry.heap("diceball", None)


@pytest.mark.parametrize("key", registry.GAMES)
def test_the_32_bit_table_has_the_rows_of_the_unix_ports_table(key):
    game = registry.descriptor(key)
    assert [r[:1] + r[2:] for r in game.HEAP_KB] == [r[:1] + r[2:] for r in game.HEAP_WK]
    assert all(isinstance(r[1], int) and r[1] > 0 for r in game.HEAP_KB)


def test_the_heap_row_is_the_heaviest_level_a_computer_plays_at():
    options = registry.part("pegs", "options")
    seats = {"cards": "dealt", "play": "seats", "players": 4, "seat1": "person",
             "seat2": "easy", "seat3": "normal", "seat4": "person"}
    assert options.heap_row(seats) == "easy"
    seats["seat4"] = "hard"
    assert options.heap_row(seats) == "hard"
    seats["players"] = 2  # seats 3 and 4 are not played
    assert options.heap_row(seats) == "easy"
    quick = {"cards": "dealt", "play": "me", "players": 4, "level": "normal", "seat2": "hard"}
    assert options.heap_row(quick) is None  # the seat rows are not asked
    quick["level"] = "hard"
    assert options.heap_row(quick) == "hard"
    quick["play"] = "people"
    assert options.heap_row(quick) is None
    quick["play"], quick["cards"] = "computers", "real"  # the board plays no real cards
    assert options.heap_row(quick) is None
    options.plain(seats)
    assert [seats[k] for k in ("seat1", "seat2", "seat3", "seat4")] == \
        ["person", "normal", "normal", "hard"]  # seat 4 is not played


def test_a_game_too_big_for_the_heap_is_refused_and_the_count_that_fits_offered():
    rig = Rig("pico-pegs4")
    rig.go("New game", "Pegs")
    with SmallHeap(between(2, 4)), Needs(TWO_LESS):
        rig.go("Start game")
    s = rig.screen()
    assert s.rows[0] == "Too little heap"
    text = " ".join(s.rows[1:])
    assert "Pegs for 4 needs %d KB" % (memory.needed(TWO_LESS[4]) // 1024) in text
    assert "%d KB is" % (between(2, 4) // 1024) in text
    assert "Pico 2" in text
    assert "game" not in rig.hw.storage.files  # nothing started, nothing saved
    rig.press("OK")
    assert rig.screen().rows[0] == "New Pegs"
    assert rig.shell.stack[-1].opts["players"] == 2  # the wizard moved to what fits
    with SmallHeap(between(2, 4)), Needs(TWO_LESS):
        rig.go("Start game")
    assert saved(rig)["options"]["players"] == 2


def test_a_heap_for_normal_computers_refuses_hard_ones_and_offers_normal_ones_that_play():
    free = (needs(4) + needs(4, "hard")) // 2
    assert needs(4) < free < needs(4, "hard")
    rig = Rig("pico-pegs4")
    rig.go("New game", "Pegs", "Play ", "computers", "Level", "hard")
    with SmallHeap(free), Needs(HARD_MORE):
        rig.go("Start game")
    assert rig.screen().rows[0] == "Too little heap"
    said = " ".join(rig.shell.stack[-1].lines)
    assert said.startswith("Pegs for 4 needs %d KB of heap free; %d KB is. " % (
        needs(4, "hard") // 1024, free // 1024)), said
    assert said.endswith(" Normal computers fit: Start game plays them."), said
    assert "game" not in rig.hw.storage.files
    rig.press("OK")
    wizard = rig.shell.stack[-1]
    assert wizard.opts["level"] == "normal" and wizard.opts["players"] == 4
    with SmallHeap(free), Needs(HARD_MORE):
        rig.go("Start game")
    assert ctrl(rig).levels == {0: "normal", 1: "normal", 2: "normal", 3: "normal"}
    presses = 0
    while ctrl(rig).game.winner() is None and presses < 5000:
        rig.press("OK")
        presses += 1
    assert ctrl(rig).game.winner() is not None
    assert saved(rig)["options"]["level"] == "normal"


def test_when_normal_computers_do_not_fit_either_fewer_players_at_normal_are_offered():
    free = (memory.needed(100) + memory.needed(112)) // 2
    rig = Rig("pico-pegs4")
    rig.go("New game", "Pegs", "Play ", "per seat", "P2", "comp. hard", "P3", "comp. easy")
    with SmallHeap(free), Needs(HARD_MORE):
        rig.go("Start game")
    said = " ".join(rig.shell.stack[-1].lines)
    assert said.startswith("Pegs for 4 needs %d KB" % (memory.needed(128) // 1024))
    assert said.endswith(" 2 players with normal computers fit: Start game plays them."), said
    rig.press("OK")
    opts = rig.shell.stack[-1].opts
    assert (opts["players"], opts["seat1"], opts["seat2"]) == (2, "person", "normal")
    with SmallHeap(free), Needs(HARD_MORE):
        rig.go("Start game")
    assert ctrl(rig).levels == {2: "normal"}  # player 2 of 2 sits opposite player 1


def test_on_a_32_bit_board_the_start_check_counts_the_32_bit_builds_table():
    kb = registry.heap("pegs", 4, "hard", "HEAP_KB")
    need = memory.needed(kb, wide=False)
    rig = Rig("pico-pegs4")
    rig.go("New game", "Pegs", "Play ", "computers", "Level", "hard")
    with SmallHeap(need - 1024), ThirtyTwoBit():
        rig.go("Start game")
    said = " ".join(rig.shell.stack[-1].lines)
    assert said.startswith("Pegs for 4 needs %d KB of heap free; %d KB is. " % (
        need // 1024, need // 1024 - 1)), said
    rig.press("OK")
    rig.go("Level", "hard")  # the offer made them normal; the heap grows by the 1 KB short
    with SmallHeap(need), ThirtyTwoBit():
        rig.go("Start game")
    assert ctrl(rig).levels == {0: "hard", 1: "hard", 2: "hard", 3: "hard"}


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
    assert ctrl(rig).game.to_dict() == rules_of(kept)
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
    # The save was read cleanly, so its slot (and the patched load) went before the game was
    # made: the next resume reads it afresh, as a board with the heap for it would.
    assert rig.shell.slot is None
    rig.press("OK")
    rig.go("Resume")
    rig.wait(100)
    assert ctrl(rig).game.to_dict() == rules_of(kept)


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
