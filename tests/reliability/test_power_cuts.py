"""Power cut before every storage operation (write, close, rename, remove) of whole sessions:
settings changed and saved, a DiceBall game rolled to its end and forgotten, a Pegs & Jokers
game the board plays for every seat. After each cut the board powers up, offers the last
completed turn or the one in flight (never earlier), resumes it through the rules core and
plays on. Every write is also torn (only some bytes written), which littlefs never does but a
FAT filesystem might: the checksum has to catch it."""
from gameboard import savefile
from gameboard.savefile import SaveSlot
from simulator.virtual.littlefs_storage import LittlefsStorage
from tests.reliability import CPYTHON, sessions
from tests.reliability.power_cut import cut_everywhere

DICEBALL_ROLLS = None if CPYTHON else 12   # None: the whole 3-inning game, then forgotten
PEGS_TURNS = 20 if CPYTHON else 3


def test_a_cut_anywhere_in_a_diceball_game_loses_no_turn():
    storage = LittlefsStorage()
    sessions.diceball(storage, DICEBALL_ROLLS)
    tally = cut_everywhere(storage)
    assert tally.cuts == len(storage.ops) + 1 and tally.cuts > 5 * sessions.saves(storage)
    assert (tally.failed_boots, tally.lost_turns, tally.problems) == (0, 0, [])


def test_a_cut_anywhere_in_a_pegs_game_loses_no_turn():
    storage = LittlefsStorage()
    sessions.pegs(storage, PEGS_TURNS)
    tally = cut_everywhere(storage)
    assert sessions.saves(storage) > PEGS_TURNS
    assert (tally.failed_boots, tally.lost_turns, tally.problems) == (0, 0, [])


def test_a_session_records_every_kind_of_operation_of_a_save():
    storage = LittlefsStorage()
    sessions.diceball(storage, 2)
    kinds = [op[0] + " " + op[1] for op in storage.ops[-5:]]
    assert kinds == ["write game.tmp", "close game.tmp", "remove game.bak", "rename game",
                     "rename game.tmp"]


def test_a_cut_while_a_finished_game_is_forgotten_leaves_it_or_nothing():
    storage = LittlefsStorage()
    slot = SaveSlot(storage, "game")
    for turn in (1, 2):
        slot.save({"turn": turn})
    start = len(storage.ops)
    slot.clear()
    for k in range(start, storage.points()):
        found = SaveSlot(storage.survivor(k), "game").load()
        assert found in ({"turn": 2}, None), "cut before op %d resumed %r" % (k, found)


def test_a_torn_write_of_the_save_itself_is_caught_by_its_checksum():
    storage = LittlefsStorage()
    SaveSlot(storage, "game").save({"turn": 1})
    data = storage.files["game"]
    for n in range(0, len(data), 3):
        survivor = storage.survivor(0, n)
        survivor.files["game"] = survivor.files.pop("game.tmp")
        slot = SaveSlot(survivor, "game")
        assert slot.load() is None and "damaged" in slot.problem
    assert savefile.decode(data) == {"turn": 1}
