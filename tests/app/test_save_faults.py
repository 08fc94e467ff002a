"""What the storage refuses or holds in the way of a save slot is an answer, not an exception,
and never costs the last good save: a file longer or deeper than any save (settings longer than
any the board writes), one the heap cannot parse or check, a folder where a file should be, a
full flash. On littlefs as modelled
(simulator/virtual/littlefs_storage.py), on real folders (the simulator's FolderStorage and the
board's FlashStorage) and, under MicroPython, on its own littlefs (os.VfsLfs2) in RAM."""
import errno
import io
import json
import os
import sys

import pytest

from gameboard import save_faults, savefile, settings
from gameboard.drivers.flash_storage import FlashStorage
from gameboard.savefile import SaveSlot
from gameboard.settings import Settings
from simulator.virtual.folder_storage import FolderStorage
from simulator.virtual.littlefs_storage import LittlefsStorage
from simulator.virtual import ram_flash
from simulator.virtual.storage import MemoryStorage
from tests.app.folders import emptied
from tests.app.test_savefile import DOC, big
from tests.reliability import damage


@pytest.mark.parametrize("text, why", [
    (b'["\xff\xfe"]', "not UTF-8 text"),
    (b'{"turn": 3', "not JSON"),
])
def test_good_checks_over_text_that_is_no_document_are_named(text, why):
    with pytest.raises(ValueError, match=why):
        savefile.decode(damage._good_checks_over(savefile.encode(DOC), text))


class Endless:
    """A file that says it is longer than any save and fails if anything is read from it."""

    def seek(self, at, whence=0):
        return savefile.MAX_BYTES + 1 if whence == 2 else at

    def read(self, n=-1):
        raise AssertionError("read a file too long to be a save")

    readinto = read

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        pass


class EndlessStorage(MemoryStorage):
    def open(self, name, mode):
        return Endless() if mode == "rb" else MemoryStorage.open(self, name, mode)


def test_a_file_longer_than_any_save_is_refused_before_it_is_read():
    s = EndlessStorage({"game": b"", "game.bak": savefile.encode(DOC)})
    slot = SaveSlot(s, "game")
    with pytest.raises(ValueError, match="too big [(]%d bytes, a save is at most %d[)]" % (
            savefile.MAX_BYTES + 1, savefile.MAX_BYTES)):
        savefile.read(Endless())
    assert slot.load() is None  # the .bak reads as endless too
    assert slot.problem.startswith("game damaged: too big")


def test_a_save_longer_than_any_may_be_is_not_written():
    folder = emptied("savefile-limits")
    slot = SaveSlot(FlashStorage(folder), "game")
    assert slot.save(DOC) is None
    long_doc = {"pad": ["0" * 1000] * (savefile.MAX_BYTES // 1000)}  # one string, many times
    why = slot.save(long_doc)
    assert why.startswith("too big (") and int(why[9:-7]) > savefile.MAX_BYTES
    assert sorted(os.listdir(folder)) == ["game"]
    assert slot.load() == DOC


def test_json_nested_deeper_than_any_save_is_refused():
    folder = emptied("savefile-limits")
    with open(folder + "/game", "wb") as f:
        damage.nested_too_deeply(f, DOC, savefile.MAX_BYTES)
    assert os.stat(folder + "/game")[6] <= savefile.MAX_BYTES
    slot = SaveSlot(FlashStorage(folder), "game")
    assert slot.load() is None
    assert slot.problem == "game damaged: nested too deeply; set aside as game.bad"


def nested(levels):
    """A settings document whose one game default is a value `levels` lists deep, so the
    whole document nests 3 more: as deep as a person's editor makes it."""
    value = 3
    for _ in range(levels):
        value = [value]
    return {"brightness": 60, "defaults": {"diceball": {"innings": value}}}


def format_1(doc):
    """doc's save file as the firmware before format 2 wrote it."""
    text = json.dumps(doc).encode()
    return b"GBSAVE 1 %08x %d\n" % (savefile.crc32(text) & 0xFFFFFFFF, len(text)) + text


@pytest.mark.parametrize("encode", [savefile.encode, format_1])
def test_a_document_as_deep_as_a_save_may_be_is_read_and_one_level_more_is_refused(encode):
    deepest = nested(savefile.MAX_DEPTH - 3)
    assert savefile.decode(encode(deepest)) == deepest
    with pytest.raises(ValueError, match="nested too deeply"):
        savefile.decode(encode(nested(savefile.MAX_DEPTH - 2)))


def test_settings_nested_too_deeply_are_set_aside_and_the_settings_save_again():
    # MicroPython's parser reads them (CPython's refuses past its recursion limit), but
    # writing them back recursed past the unix port's limit: the settings could never save.
    text = b'{"defaults": {"diceball": {"innings": %s3%s}}}' % (b"[" * 3000, b"]" * 3000)
    s = MemoryStorage({"settings": damage._good_checks_over(savefile.encode({}), text),
                       "settings.bak": savefile.encode({"brightness": 70})})
    settings = Settings.load(s)
    assert settings.problems == ["settings damaged: nested too deeply; set aside as "
                                 "settings.bad"]
    assert settings.brightness == 70 and settings.save(s) is None


def many_games(n):
    """Settings with defaults for n games no board has: a person's file, not the wizard's."""
    return {"brightness": 70, "defaults": dict([("g%d" % i, {}) for i in range(n)])}


def test_settings_longer_than_any_the_board_writes_are_refused_unread_and_the_older_used():
    big = savefile.encode(many_games(700))
    assert len(big) > settings.MAX_BYTES
    storage = MemoryStorage({"settings": big,
                             "settings.bak": savefile.encode({"brightness": 60})})
    s = Settings.load(storage)
    assert s.brightness == 60
    assert s.problems == ["settings damaged: too big (%d bytes, a save is at most %d); set "
                          "aside as settings.bad" % (len(big), settings.MAX_BYTES)]


def test_settings_that_would_be_longer_than_the_board_reads_are_not_written():
    storage = MemoryStorage({"settings": savefile.encode({"brightness": 60})})
    s = Settings.from_dict(many_games(700))
    why = s.save(storage)
    assert why.startswith("too big (") and sorted(storage.files) == ["settings"]
    assert Settings.load(storage).brightness == 60


def test_every_games_every_choice_at_its_longest_fits_the_settings_with_room_to_spare():
    from gameboard.games import registry
    from tests.app.rig import board
    eight = board("esp32-pegs8")
    s = Settings()
    s.colours = [7] * 8
    for key in registry.GAMES:
        longest = {}
        for choice in registry.part(key, "options").choices(eight):
            values = choice.values({}, eight)
            longest[choice.key] = max(values, key=lambda v: len(repr(v)))
        s.defaults[key] = longest
    assert 2 * len(savefile.encode(s.to_dict())) < settings.MAX_BYTES


def test_settings_too_many_for_the_heap_to_check_are_kept_unused_and_said():
    storage = MemoryStorage({"settings": savefile.encode(many_games(3))})
    made = []

    class Tight(Settings):
        """Settings whose first making (the file's check) runs out of heap."""

        def __init__(self):
            made.append(1)
            if len(made) == 1:
                raise MemoryError("memory allocation failed")
            Settings.__init__(self)
    s = Tight.load(storage)
    assert s.to_dict() == Settings().to_dict()
    assert s.problems == ["settings not read: out of memory"]
    assert sorted(storage.files) == ["settings"]  # kept: the file may be good


@pytest.mark.parametrize("text, most, deeper", [
    (b'[["[[[[", "\\"[[[["], {"a": [1]}]', 3, False),
    (b'[["[[[[", "\\"[[[["], {"a": [1]}]', 2, True),
    (b'["\\\\", [[]]]', 3, False),  # an escaped backslash ends before the quote
    (b'["\\\\", [[]]]', 2, True),
])
def test_depth_counts_arrays_and_objects_not_the_brackets_in_strings(text, most, deeper):
    assert save_faults.deeper(io.BytesIO(b"xx" + text), 2, most) is deeper


def test_a_save_the_heap_cannot_parse_is_reported_kept_and_passed_by_until_the_next_save():
    s = MemoryStorage()
    slot = SaveSlot(s, "game")
    slot.save({"turn": 1})
    slot.save({"turn": 2})
    from gameboard import save_reader  # the slot's load finds it loaded, and lets it go
    read = save_reader.read
    newest = s.files["game"]

    def out_of_memory(f, most):
        """save_reader.read, but the newest save is too much for the heap."""
        if f.read() == newest:
            raise MemoryError("memory allocation failed")
        f.seek(0)
        return read(f, most)
    save_reader.read = out_of_memory
    save_reader = None
    assert slot.load() == {"turn": 1}
    assert "gameboard.save_reader" not in sys.modules  # the next load reads afresh
    assert slot.problem == "game not read: out of memory"
    assert sorted(s.files) == ["game", "game.bak"]  # no reason to set a good save aside
    assert slot.load() == {"turn": 1}  # what was offered stays what resumes
    slot.save({"turn": 3})
    assert slot.load() == {"turn": 3}


# -- what the storage holds in the way, or refuses ----------------------------------------------

LFS = "/savefile-faults"
WHERE = ["model", "folder", "flash"] + (["littlefs"] if hasattr(os, "VfsLfs2") else [])


def made(where, folders=(), files=None):
    """A storage of the kind `where` (the littlefs model, real files through the simulator's
    FolderStorage or the board's FlashStorage, MicroPython's littlefs in RAM through
    FlashStorage) holding `files` and, as folders a person made (a file in each), `folders`."""
    if where == "model":
        return LittlefsStorage(files, folders=folders)
    if where == "littlefs":
        ram_flash.mount(LFS)  # 16 KB
        folder = LFS
    else:
        folder = emptied("savefile-faults")
    for name in folders:
        os.mkdir(folder + "/" + name)
        with open(folder + "/" + name + "/note", "wb") as f:
            f.write(b"a person's")
    storage = (FolderStorage if where == "folder" else FlashStorage)(folder)
    for name in files or {}:
        storage.write(name, files[name])
    return storage


def a_folder(storage, name):
    """Whether `name` is (still) a folder in the storage."""
    if isinstance(storage, LittlefsStorage):
        return name in storage.folders
    root = storage.folder if isinstance(storage, FolderStorage) else storage.root
    try:
        return os.stat(root.rstrip("/") + "/" + name)[0] & 0x4000 != 0
    except OSError:
        return False


@pytest.mark.parametrize("where", WHERE)
def test_a_folder_where_the_save_should_be_is_set_aside_and_the_one_before_loads(where):
    s = made(where, ["game"], {"game.bak": savefile.encode(DOC)})
    slot = SaveSlot(s, "game")
    assert slot.load() == DOC
    assert slot.problem == ("game unreadable: a folder is in the way; set aside as "
                            "game.bad")
    assert a_folder(s, "game.bad") and not s.exists("game")
    assert slot.save({"turn": 4}) is None and slot.load() == {"turn": 4}


@pytest.mark.parametrize("where", WHERE)
def test_a_damaged_save_whose_bad_name_is_a_folder_stays_and_saving_goes_on(where):
    s = made(where, ["game.bad"], {"game": b"junk", "game.bak": savefile.encode(DOC)})
    slot = SaveSlot(s, "game")
    assert slot.load() == DOC
    assert slot.problem == ("game damaged: not a save file; left in place (game.bad: a folder "
                            "is in the way)")
    assert s.read("game") == b"junk"
    assert slot.load() == DOC and slot.problem is None  # passed by, not reported again
    assert slot.save({"turn": 4}) is None and slot.load() == {"turn": 4}
    assert slot.save({"turn": 5}) is None and slot.load() == {"turn": 5}
    assert savefile.decode(s.read("game.bak")) == {"turn": 4}
    assert a_folder(s, "game.bad")


@pytest.mark.parametrize("where", WHERE)
@pytest.mark.parametrize("name", ["game.tmp", "game.bak"])
def test_a_folder_in_the_way_of_a_save_is_set_aside(where, name):
    s = made(where, [name], {"game": savefile.encode(DOC)})
    slot = SaveSlot(s, "game")
    assert slot.save({"turn": 4}) is None
    assert slot.load() == {"turn": 4} and savefile.decode(s.read("game.bak")) == DOC
    assert a_folder(s, name + ".bad")


@pytest.mark.parametrize("where", WHERE)
def test_a_folder_that_cannot_be_moved_out_of_the_way_is_an_answer(where):
    s = made(where, ["game.tmp", "game.tmp.bad"], {"game": savefile.encode(DOC)})
    slot = SaveSlot(s, "game")
    assert slot.save({"turn": 4}) == "a folder is in the way"
    assert slot.load() == DOC


def full(where, files=None):
    """A storage of the kind `where` ("model" or "littlefs") holding `files` and with
    about 4 KB free: too little for big()'s save."""
    s = made(where, (), files)
    if where == "model":
        s.room = s.used() + 4096
    else:
        stat = os.statvfs(LFS)
        s.write("filler", bytes(stat[0] * stat[3] - 4096))
    return s


FULL_WHERE = ["model"] + (["littlefs"] if hasattr(os, "VfsLfs2") else [])


@pytest.mark.parametrize("where", FULL_WHERE)
def test_a_save_that_does_not_fit_answers_flash_full_and_changes_nothing(where):
    s = full(where, {"game": savefile.encode(DOC)})
    slot = SaveSlot(s, "game")
    assert len(savefile.encode(big())) > 8000
    assert slot.save(big()) == savefile.FULL
    assert not s.exists("game.tmp") and not s.exists("game.bak")
    assert slot.load() == DOC
    assert slot.save({"turn": 4}) is None  # a small one fits
    assert slot.load() == {"turn": 4} and savefile.decode(s.read("game.bak")) == DOC


@pytest.mark.parametrize("where", FULL_WHERE)
def test_on_a_full_flash_the_temporary_and_set_aside_files_go_and_the_save_is_made(where):
    junk = bytes(3000)
    s = full(where, {"game": savefile.encode(DOC), "game.bak": savefile.encode({"turn": 1}),
                     "game.tmp": junk, "game.bad": junk, "settings.bak.bad": junk,
                     "settings": savefile.encode({"sound": False})})
    slot = SaveSlot(s, "game")
    assert slot.save(big()) is None
    for name in ("game.tmp", "game.bad", "settings.bak.bad"):
        assert not s.exists(name)
    assert savefile.decode(s.read("game.bak")) == DOC
    assert savefile.decode(s.read("settings")) == {"sound": False}
    assert slot.load() == big()


def test_an_io_error_is_named_by_its_errno():
    assert save_faults.trouble(OSError(errno.EIO, "I/O error")) == "storage error EIO"
    assert save_faults.trouble(OSError(errno.EISDIR)) == "a folder is in the way"
    assert save_faults.trouble(OSError(30)) == "the flash is read-only"  # EROFS, unnamed
    # by MicroPython's errno module
    assert save_faults.trouble(OSError(save_faults.ENOSPC)) == savefile.FULL
    assert save_faults.trouble(OSError("no reason")) == "storage error no reason"
