"""Save slots: a checksummed file written atomically, the previous generation kept, damaged
files set aside and reported, never raised."""
import pytest

from gameboard import savefile
from gameboard.savefile import SaveSlot
from simulator.virtual.storage import MemoryStorage

DOC = {"game": "diceball", "turn": 3, "log": [11, 5, 46]}


def test_encoded_file_reads_back():
    assert savefile.decode(savefile.encode(DOC)) == DOC


def test_header_carries_format_crc_and_length():
    data = savefile.encode(DOC)
    head = data[:data.find(b"\n")].split()
    assert head[0] == b"GBSAVE" and head[1] == b"1"
    assert len(head[2]) == 8 and int(head[3]) == len(data) - data.find(b"\n") - 1


@pytest.mark.parametrize("damage, why", [
    (lambda d: d[:-3], "cut short"),
    (lambda d: d.replace(b'"turn": 3', b'"turn": 4'), "checksum does not match"),
    (lambda d: d.replace(b"GBSAVE 1", b"GBSAVE 9"), "save format 9, this firmware reads 1"),
    (lambda d: b"", "not a save file"),
    (lambda d: b"{}" + d, "not a save file"),
])
def test_damage_is_named(damage, why):
    with pytest.raises(ValueError, match=why):
        savefile.decode(damage(savefile.encode(DOC)))


def test_save_writes_temp_then_renames_over_keeping_the_last_generation():
    s = MemoryStorage()
    slot = SaveSlot(s, "game")
    for turn in (1, 2, 3):
        slot.save({"turn": turn})
    assert s.ops[-4:] == [("write", "game.tmp"), ("remove", "game.bak"),
                          ("rename", "game", "game.bak"), ("rename", "game.tmp", "game")]
    assert sorted(s.files) == ["game", "game.bak"]
    assert savefile.decode(s.files["game.bak"]) == {"turn": 2}
    assert slot.load() == {"turn": 3}


def test_first_save_has_no_previous_generation():
    s = MemoryStorage()
    SaveSlot(s, "game").save(DOC)
    assert s.ops == [("write", "game.tmp"), ("rename", "game.tmp", "game")]


def test_nothing_saved_loads_none_without_a_problem():
    slot = SaveSlot(MemoryStorage(), "game")
    assert slot.load() is None and slot.problem is None


def test_damaged_file_is_set_aside_and_the_previous_generation_loads():
    s = MemoryStorage()
    slot = SaveSlot(s, "game")
    slot.save({"turn": 1})
    slot.save({"turn": 2})
    s.files["game"] = s.files["game"][:-1]
    assert slot.load() == {"turn": 1}
    assert slot.source == "game.bak"
    assert "game damaged: cut short" in slot.problem
    assert "set aside as game.bad" in slot.problem
    assert sorted(s.files) == ["game.bad", "game.bak"]


def test_both_generations_damaged_loads_none_and_reports_both():
    s = MemoryStorage({"game": b"junk", "game.bak": b"GBSAVE 1 00000000 2\n{}"})
    slot = SaveSlot(s, "game")
    assert slot.load() is None
    assert "game damaged: not a save file" in slot.problem
    assert "game.bak damaged: checksum does not match" in slot.problem
    assert sorted(s.files) == ["game.bad", "game.bak.bad"]


def test_a_torn_temp_file_is_ignored():
    s = MemoryStorage()
    slot = SaveSlot(s, "game")
    slot.save({"turn": 1})
    s.files["game.tmp"] = b"GBSAVE 1 0"
    assert slot.load() == {"turn": 1} and slot.problem is None


def test_clear_removes_every_generation():
    s = MemoryStorage()
    slot = SaveSlot(s, "game")
    slot.save(DOC)
    slot.save(DOC)
    slot.clear()
    assert s.files == {}
