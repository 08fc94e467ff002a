"""Save slots: a checksummed file written atomically, the previous generation kept, damaged
files set aside and reported, never raised; streamed in small pieces both ways, so a long
game's save never needs a block of heap its size. Written in format 2 (checks in an end mark,
one pass), format 1 (checks in the header) still read. (What the storage refuses or holds in
the way: test_save_faults.py.)"""
import json
import os
import sys
from binascii import crc32

import pytest

from gameboard import savefile
from gameboard.drivers.flash_storage import FlashStorage
from gameboard.savefile import SaveSlot
from simulator.virtual.folder_storage import FolderStorage
from simulator.virtual.littlefs_storage import LittlefsStorage
from simulator.virtual.ram_flash import RamFlash
from simulator.virtual.storage import MemoryStorage
from tests.app.folders import emptied

DOC = {"game": "diceball", "turn": 3, "log": [11, 5, 46]}
# A long game's shape: a deck's worth of cards (more than one run of small items), a packed log
# in 1 KB hex chunks (each longer than a small string) and one of 3.2 KB (longer than a slice),
# seats nested; about 9 KB of JSON. Made afresh where a test uses it (and where a read is
# compared with it, after the read): kept, its 10 KB would sit in a 64 KB heap beside every
# test and every read.


def big():
    return {"game": "pegs", "turn": 211,
            "rules": {"draw": ["A", "2", "10", "Q", "JK"] * 24,
                      "pegs": [["S", "T5", "H1", "T40", "S"]] * 8,
                      "log": ["%04x" % i * 250 for i in range(5)] + ["c0de" * 800],
                      "start": {"discards": [], "hands": [[], ["K"]]}},
            "recent": [[1, "T5"], [2, None], True]}


LEN = len(json.dumps(DOC))  # the length of its text
CUT = "cut short [(]%d of %d bytes[)]"


def old_encode(obj):
    """The save file as the firmware before format 2 wrote it (format 1), whole in RAM."""
    text = json.dumps(obj).encode()
    head = b"GBSAVE 1 %08x %d\n" % (crc32(text) & 0xFFFFFFFF, len(text))
    return head + text


def spec_parts(obj, crc=None, count=None):
    """Format 2 as the module docstring tells it: the header, the text and the end mark; the
    end mark's numbers may be given instead of the text's own."""
    text = json.dumps(obj).encode()
    crc = crc32(text) & 0xFFFFFFFF if crc is None else crc
    count = len(text) if count is None else count
    return b"GBSAVE 2\n[", text, b', "GBEND %08x %010d"]\n' % (crc, count)


def spec_encode(obj, crc=None, count=None):
    """spec_parts joined: the whole file."""
    return b"".join(spec_parts(obj, crc, count))


def test_encoded_file_reads_back():
    assert savefile.decode(savefile.encode(DOC)) == DOC


def test_the_file_is_the_header_the_text_and_an_end_mark_with_its_crc_and_length():
    assert savefile.encode(DOC) == spec_encode(DOC)


@pytest.mark.parametrize("damage, why", [
    (lambda d: d[:-3], "cut short [(]no end mark[)]"),
    (lambda d: d[:d.find(b', "GBEND')], "cut short [(]no end mark[)]"),
    (lambda d: d[:-1], "cut short [(]no end mark[)]"),
    (lambda d: d + b"\n", "cut short [(]no end mark[)]"),
    (lambda d: d[:d.find(b"\n") + 1], "cut short [(]no end mark[)]"),
    (lambda d: d.replace(b"GBEND", b"GBENT"), "cut short [(]no end mark[)]"),
    (lambda d: d.replace(b'"turn": 3', b'"turn": 4'), "checksum does not match"),
    (lambda d: d.replace(b'"turn": 3', b'"turn":  3'), CUT % (LEN + 1, LEN)),
    (lambda d: d.replace(b'"turn": 3', b'"turn":3'), CUT % (LEN - 1, LEN)),
    (lambda d: d.replace(b"GBSAVE 2", b"GBSAVE 9"), "save format 9, this firmware reads 1 and 2"),
    (lambda d: d.replace(b"GBSAVE 2", b"GBSAVE 2 0"), "not a save file"),
    # a version that is no number: no words of the runtime's decoder (MicroPython's are none)
    (lambda d: d.replace(b"GBSAVE 2", b"GBSAVE \xff"), "^not a save file$"),
    (lambda d: d.replace(b"GBSAVE 2", b"GBSAVE -2"), "^not a save file$"),
    (lambda d: d.replace(b"\n[", b"\n "), "not a save file"),
    (lambda d: b"", "not a save file"),
    (lambda d: b"{}" + d, "not a save file"),
])
def test_damage_is_named(damage, why):
    with pytest.raises(ValueError, match=why):
        savefile.decode(damage(savefile.encode(DOC)))


def count_as(data, word):
    """The format 1 file `data` with `word` for the byte count of its header."""
    end = data.find(b"\n")
    return data[:end].rsplit(b" ", 1)[0] + b" " + word + data[end:]


@pytest.mark.parametrize("damage, why", [
    (lambda d: d[:-3], CUT % (LEN - 3, LEN)),
    (lambda d: d + b" ", CUT % (LEN + 1, LEN)),
    (lambda d: d.replace(b'"turn": 3', b'"turn": 4'), "checksum does not match"),
    (lambda d: d.replace(b"GBSAVE 1", b"GBSAVE 9"), "save format 9, this firmware reads 1 and 2"),
    (lambda d: d[:d.find(b"\n")], "not a save file"),
    # a count that is no number: no words of the runtime's int() (they differ)
    (lambda d: count_as(d, b"abc"), "^not a save file$"),
    (lambda d: count_as(d, b"1e3"), "^not a save file$"),
    (lambda d: count_as(d, b"-5"), "^not a save file$"),
    (lambda d: count_as(d, b"\xff"), "^not a save file$"),
])
def test_damage_to_a_format_1_file_is_named(damage, why):
    with pytest.raises(ValueError, match=why):
        savefile.decode(damage(old_encode(DOC)))


def test_every_torn_prefix_of_a_save_is_refused():
    data = savefile.encode(DOC)
    for n in range(len(data)):
        with pytest.raises(ValueError, match="cut short|not a save file"):
            savefile.decode(data[:n])


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


def test_the_reading_code_is_loaded_only_while_a_slot_reads_a_file():
    # A slot in play only ever saves; a new board, with no file to read, never loads the
    # reader at all (its names would be interned for good).
    s = MemoryStorage()
    slot = SaveSlot(s, "game")
    assert slot.load() is None
    assert "gameboard.save_reader" not in sys.modules
    slot.save({"turn": 1})
    assert "gameboard.save_reader" not in sys.modules
    s.files["game"] = b"GBSAVE 2\n[{"
    assert slot.load() is None  # the damaged file read, set aside, and the reader let go
    assert "set aside as game.bad" in slot.problem
    assert "gameboard.save_reader" not in sys.modules


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
    s.files["game.tmp"] = savefile.encode({"turn": 2})[:-1]
    assert slot.load() == {"turn": 1} and slot.problem is None


def test_clear_removes_every_generation():
    s = MemoryStorage()
    slot = SaveSlot(s, "game")
    slot.save(DOC)
    slot.save(DOC)
    slot.clear()
    assert s.files == {}


# The documents of kilobytes are made by their own tests: as parameters they would be held from
# the module's import until their test runs.
@pytest.mark.parametrize("doc", [
    DOC, {}, [], [[]], {"a": []}, list(range(100)), ("a", 1), "a string", 7, None,
    [1, "x" * 40, 2, [3], {"b": "y" * 30}, False], {"n": {"m": {"k": [1.5, None, "q"]}}},
])
def test_the_text_is_json_dumps_byte_for_byte(doc):
    pieces_are_json_dumps(doc)


def test_the_text_of_a_long_game_is_json_dumps_byte_for_byte():
    pieces_are_json_dumps(big())


def test_escapes_across_the_slices_of_long_strings_are_json_dumps_byte_for_byte():
    pieces_are_json_dumps(["a\"b\\c\n\x01" * 300, "\u00e9t\u00e9" * 200])


def test_strings_that_look_like_hex_digits_are_json_dumps_byte_for_byte():
    # strings of hex digits are their own text; these look like them but are not all
    pieces_are_json_dumps(["abc" * 7, "ABCDEF" * 300, "0f" * 9 + "g", "\u0661\u0662" * 10,
                           "12 34" * 5, "ff\x00" * 9])


class Streamed:
    """A value that gives its own JSON text in pieces, as the Pegs & Jokers log does."""

    def __init__(self, value):
        self.value = value

    def json_pieces(self):
        text = json.dumps(self.value).encode()
        for i in range(0, len(text), 5):
            yield text[i:i + 5]


def test_a_value_with_json_pieces_is_written_as_its_text():
    plain = {"rules": {"turn": 3, "log": ["ab" * 20, "cd" * 7]}, "n": [1, 2]}
    doc = {"rules": {"turn": 3, "log": Streamed(plain["rules"]["log"])}, "n": [1, 2]}
    data = savefile.encode(doc)
    assert data == savefile.encode(plain)
    assert savefile.decode(data) == plain
    assert savefile.encode([Streamed([]), 1]) == savefile.encode([[], 1])


def pieces_are_json_dumps(doc):
    """Checks that savefile's pieces of `doc`, joined, are json.dumps(doc) byte for byte."""
    text = json.dumps(doc).encode()
    pieces = []
    savefile.pieces(doc, pieces.append)
    # The pieces joined are the text: compared in place, as a small heap holds a big
    # document's text once, not twice.
    at = 0
    for p in pieces:
        assert text.startswith(p, at), "at byte %d: %r" % (at, p)
        at += len(p)
    assert at == len(text)


def test_a_container_of_numbers_bools_none_and_short_strings_is_one_piece():
    # MicroPython's isinstance says a bool is no int: each bool once made a piece of its own,
    # and split every container it was in into a piece an item (DiceBall's options, its bases).
    for doc in ({"solo": "visitor", "innings": 9, "mercy": None, "pitch_die": True},
                [False, False, True], [1.5, None, "top", 7]):
        pieces = []
        savefile.pieces(doc, pieces.append)
        assert pieces == [json.dumps(doc).encode()]
    pieces = []
    savefile.pieces({"bases": [False, True, False], "outs": 2, "rolls": [[1, 2]]},
                    pieces.append)
    # a piece a key (in the dict's order, which MicroPython's is not), the list of lists in
    # two, and the end
    assert len(pieces) == 5
    assert [p for p in pieces if p.endswith(b'"bases": [false, true, false]')] != []


def test_no_piece_grows_with_the_document():
    assert len(savefile.encode(big())) > 8000
    pieces = []
    savefile.pieces(big(), pieces.append)
    # A quoted slice of hex: savefile's _SLICE, 1024 (a private const: no name at run time)
    assert max([len(p) for p in pieces]) <= 1024 + 2


def test_a_save_bigger_than_any_chunk_round_trips_through_the_slot():
    s = MemoryStorage()
    slot = SaveSlot(s, "game")
    doc = big()
    slot.save(doc)
    assert len(s.files["game"]) > 20 * savefile._CHUNK
    # as if written whole (compared in place: a small heap holds a big file's bytes once)
    data = s.files["game"]
    head, text, end = spec_parts(doc)
    assert len(data) == len(head) + len(text) + len(end)
    assert data.startswith(head) and data.find(text) == len(head) and data.endswith(end)
    doc = head = text = end = None  # 18 KB the read below need not run beside
    assert slot.load() == big() and slot.problem is None


def a_big_save_streams_to_files_and_back(kind, folder):
    slot = SaveSlot(kind(folder), "game")
    slot.save(DOC)
    slot.save(big())
    with open(folder + "/game", "rb") as f:
        assert savefile.read(f) == big()
    assert sorted(os.listdir(folder)) == ["game", "game.bak"]
    assert SaveSlot(kind(folder), "game").load() == big()
    with open(folder + "/game.bak", "wb") as f:
        f.write(old_encode(DOC))
    os.remove(folder + "/game")
    assert SaveSlot(kind(folder), "game").load() == DOC


@pytest.mark.parametrize("kind", [FolderStorage, FlashStorage])
def test_a_big_save_streams_to_real_files_and_back(kind):
    a_big_save_streams_to_files_and_back(kind, emptied("savefile-test"))


if hasattr(os, "VfsLfs2"):  # MicroPython's littlefs, the board's filesystem
    def test_a_big_save_streams_to_littlefs_and_back():
        flash = RamFlash(32, 512)
        os.VfsLfs2.mkfs(flash)
        os.mount(os.VfsLfs2(flash), "/savefile-lfs")
        try:
            a_big_save_streams_to_files_and_back(FlashStorage, "/savefile-lfs")
        finally:
            os.umount("/savefile-lfs")


class NoWholeReads(MemoryStorage):
    def read(self, name):
        raise AssertionError("read the whole of " + name)


def test_saving_and_loading_never_read_a_whole_file():
    slot = SaveSlot(NoWholeReads(), "game")
    slot.save(big())
    slot.save(DOC)
    assert slot.load() == DOC


def test_a_file_from_the_previous_firmware_loads():
    s = MemoryStorage({"game": old_encode(big())})
    assert SaveSlot(s, "game").load() == big()


def test_a_flipped_byte_in_a_big_save_is_caught():
    hurt = bytearray(savefile.encode(big()))
    hurt[len(hurt) * 2 // 3] ^= 0x01
    with pytest.raises(ValueError, match="checksum does not match"):
        savefile.decode(hurt)


@pytest.mark.parametrize("change", [1, -1, 10**9])
def test_an_end_mark_with_a_wrong_count_is_caught(change):
    with pytest.raises(ValueError, match=CUT % (LEN, LEN + change)):
        savefile.decode(spec_encode(DOC, count=LEN + change))


def test_an_end_mark_with_a_wrong_checksum_is_caught():
    doc = big()
    crc = crc32(json.dumps(doc).encode()) & 0xFFFFFFFF
    with pytest.raises(ValueError, match="checksum does not match"):
        savefile.decode(spec_encode(doc, crc=crc ^ 0x10000))


@pytest.mark.parametrize("change", [1, -1])
def test_a_format_1_header_with_a_wrong_count_is_caught(change):
    data = old_encode(DOC)
    end = data.find(b"\n")
    head = data[:end].split()
    count = int(head[3])
    wrong = b" ".join(head[:3]) + b" %d" % (count + change) + data[end:]
    with pytest.raises(ValueError, match=CUT % (count, count + change)):
        savefile.decode(wrong)


def test_a_streamed_save_torn_by_a_power_cut_leaves_the_last_one():
    s = LittlefsStorage()
    slot = SaveSlot(s, "game")
    slot.save(DOC)
    slot.save(big())
    k = [i for i in range(len(s.ops)) if s.ops[i][0] == "write"][-1]
    survivor = s.survivor(k, torn=len(s.ops[k][2]) // 2)
    assert len(survivor.files["game.tmp"]) > 2 * savefile._CHUNK
    after = SaveSlot(survivor, "game")
    assert after.load() == DOC and after.problem is None


def test_a_save_that_fills_the_flash_keeps_the_last_save():
    s = LittlefsStorage(room=3000)
    slot = SaveSlot(s, "game")
    assert slot.save(DOC) is None
    assert slot.save(big()) == savefile.FULL
    assert slot.load() == DOC
