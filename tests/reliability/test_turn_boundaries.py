"""Saves happen at turn boundaries only: one save per roll or move, each a new state of the
game, and none for any other input (moving along the hand, the encoder, the game menu, the move
log, a roll pressed while the dice tumble, waiting). Flash wear (wear.py) rests on this."""
from binascii import unhexlify

from gameboard import savefile
from simulator.virtual.littlefs_storage import LittlefsStorage
from simulator.virtual.storage import MemoryStorage
from tests.app.rig import Rig
from tests.reliability import CPYTHON, sessions
from tests.reliability.resume_check import BOARD, plain
from tests.reliability.wear import Wear


def game_saves(storage):
    return [savefile.decode(op[2]) for op in storage.ops
            if op[0] == "write" and op[1] == "game.tmp"]


def test_a_diceball_game_saves_once_per_roll_each_a_new_roll():
    storage = LittlefsStorage()
    sessions.diceball(storage, None if CPYTHON else 20)
    docs = game_saves(storage)
    logs = [list(unhexlify(d["rules"]["log"])) for d in docs]
    assert logs[0] == []  # the new game
    for i in range(1, len(logs)):
        assert logs[i][:-1] == logs[i - 1], "save %d is not one roll after the one before" % i


def test_a_pegs_game_saves_once_per_move_each_a_new_move():
    storage = LittlefsStorage()
    sessions.pegs(storage, 12)
    docs = game_saves(storage)
    recent = [d["recent"] for d in docs]
    assert recent[0] == []
    for i in range(1, len(docs)):
        assert plain(docs[i]["rules"]) != plain(docs[i - 1]["rules"])
        assert len(recent[i]) == min(i, 12) and recent[i][-2:-1] == recent[i - 1][-1:]


def test_inputs_that_end_no_turn_save_nothing_in_diceball():
    storage = MemoryStorage()
    rig = sessions.diceball(storage, 1)
    before = sessions.saves(storage)
    for b in ("UP", "DOWN", "LEFT", "RIGHT"):
        rig.press(b)
        rig.long(b)
    rig.turn(3)
    rig.turn(-2)
    rig.wait(5000)
    assert sessions.saves(storage) == before
    rig.press("ROLL")
    rig.press("ROLL")  # skips the tumble: no second roll
    rig.wait(5000)
    assert sessions.saves(storage) == before + 1


def test_inputs_that_end_no_turn_save_nothing_in_pegs():
    storage = MemoryStorage()
    rig = Rig(BOARD, storage=storage)
    sessions.start(rig, "Pegs & Jokers", [("Players", "4")])
    before = sessions.saves(storage)
    for b in ("OK", "RIGHT", "RIGHT", "LEFT", "UP", "DOWN"):
        rig.press(b)
    rig.turn(2)
    rig.turn(-1)
    rig.press("BACK")
    rig.go("Move log")
    rig.press("BACK")
    rig.press("BACK")
    rig.wait(5000)
    assert rig.screen().rows[2] == "Pass to Red,"
    assert sessions.saves(storage) == before


def test_wear_counts_every_block_and_commit_of_a_save():
    storage = LittlefsStorage()
    rig = Rig(BOARD, storage=storage)
    sessions.start(rig, "DiceBall", [])
    for _ in range(3):
        rig.press("ROLL")
        rig.wait(sessions.TUMBLE_MS)
    w = Wear(storage, sessions.saves(storage))
    assert w.saves == 4 and w.data_blocks == 4  # DiceBall saves are under 4 KB
    assert w.commits == 4 + 3 * 3  # close, and from the 2nd save remove + two renames
    assert w.bytes == sum([len(op[2]) for op in storage.ops if op[0] == "write"])
