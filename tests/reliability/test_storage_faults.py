"""Storage faults at the level of the board: whatever the storage holds or fails to do, the
board reaches its menu, says what it found, and loses nothing it had saved. A folder where a
save or the settings should be (on littlefs as modelled, on real folders and, under
MicroPython, on its own littlefs); a full flash (the model, and MicroPython's littlefs filled to
its last block), where a save that does not fit is said once ("Flash full: game not saved"),
play goes on, the last good save stays, and every turn boundary tries again."""
import os

import pytest

from gameboard import savefile
from gameboard.drivers.flash_storage import FlashStorage
from simulator.virtual import ram_flash
from simulator.virtual.folder_storage import FolderStorage
from simulator.virtual.littlefs_storage import LittlefsStorage
from tests.app.folders import emptied
from tests.app.rig import Rig
from tests.reliability import sessions
from tests.reliability.notice import read_page
from tests.reliability.resume_check import BOARD, power_up, resumed, same_game
from tests.reliability.sessions import TUMBLE_MS, two_generations


LFS = "/storage-faults"  # where MicroPython's own littlefs is mounted, in RAM
# The littlefs model, real files and, under MicroPython, its own littlefs (the board's)
WHERE = ["model", "folder"] + (["littlefs"] if hasattr(os, "VfsLfs2") else [])


def holding(where, files, folders):
    """A storage ("model": LittlefsStorage; "folder": real files; "littlefs": os.VfsLfs2 in
    RAM through the board's FlashStorage) holding `files` and, as folders a person made (a file
    in each), `folders`."""
    if where == "model":
        return LittlefsStorage(files, folders=folders)
    if where == "littlefs":
        ram_flash.mount(LFS)  # 16 KB
        folder = LFS
    else:
        folder = emptied("storage-faults")
    for name in folders:
        os.mkdir(folder + "/" + name)
        with open(folder + "/" + name + "/note", "wb") as f:
            f.write(b"a person's")
    s = FlashStorage(folder) if where == "littlefs" else FolderStorage(folder)
    for name in files:
        s.write(name, files[name])
    return s


def without(files, name):
    files = dict(files)
    del files[name]
    return files


def folder_instead(where, game, name):
    """A board powered up on two_generations(game) with a folder where its file `name` should
    be, which it says it set aside: (the rig, the storage, the generation before's document)."""
    files = two_generations(game)
    older = savefile.decode(files[name + ".bak"])
    storage = holding(where, without(files, name), [name])
    rig = Rig(BOARD, storage=storage)
    title, body = read_page(rig)
    assert title == "Notice"
    assert body == "%s unreadable: a folder is in the way; set aside as %s.bad" % (name, name)
    return rig, storage, older


@pytest.mark.parametrize("where", WHERE)
def test_a_folder_where_the_settings_should_be_is_set_aside_and_settings_save_again(where):
    rig, storage, older = folder_instead(where, "diceball", "settings")
    assert rig.shell.settings.to_dict() == older
    rig.press("OK")
    assert rig.shell.resume_label is not None  # the saved game is reachable too
    sessions.change_settings(rig)
    assert savefile.decode(storage.read("settings")) == rig.shell.settings.to_dict()


@pytest.mark.parametrize("where", WHERE)
def test_a_folder_where_the_game_should_be_is_set_aside_and_the_one_before_resumes(where):
    rig, storage, older = folder_instead(where, "pegs", "game")
    rig.press("OK")
    assert same_game(resumed(rig), older)


@pytest.mark.parametrize("where", WHERE)
def test_a_damaged_game_whose_bad_name_is_a_folder_stays_and_the_one_before_resumes(where):
    files = two_generations("diceball")
    older = savefile.decode(files["game.bak"])
    files["game"] = files["game"][:-5]
    storage = holding(where, files, ["game.bad"])
    rig = Rig(BOARD, storage=storage)
    title, body = read_page(rig)
    assert body == ("game damaged: cut short (no end mark); left in place (game.bad: a "
                    "folder is in the way)")
    rig.press("OK")
    assert same_game(resumed(rig), older)
    rig.press("ROLL")
    rig.wait(TUMBLE_MS)
    now = rig.shell.stack[-1].ctrl.to_dict()
    assert same_game(resumed(power_up(storage)), now)


def full_flash_game():
    """A DiceBall game rolled twice on a littlefs model that then has room for no more."""
    storage = LittlefsStorage()
    rig = sessions.diceball(storage, 2)
    storage.room = storage.used()
    return storage, rig


def roll(rig):
    rig.press("ROLL")
    rig.wait(TUMBLE_MS)


def test_on_a_full_flash_the_board_says_once_the_game_is_not_saved_and_play_goes_on():
    storage, rig = full_flash_game()
    last = storage.files["game"]
    roll(rig)
    title, body = read_page(rig)
    assert title == "Not saved"
    assert body == "Flash full: game not saved. It is tried again at each turn."
    rig.press("OK")
    ctrl = rig.shell.stack[-1].ctrl  # back in the game
    for _ in range(3):
        roll(rig)
        assert rig.shell.stack[-1].ctrl is ctrl, rig.screen()  # said once, not every turn
    assert storage.files["game"] == last and not storage.exists("game.tmp")
    assert same_game(resumed(power_up(storage)), savefile.decode(last))


def test_once_there_is_room_again_the_next_turn_is_saved():
    storage, rig = full_flash_game()
    roll(rig)
    rig.press("OK")
    storage.room = None
    roll(rig)
    now = rig.shell.stack[-1].ctrl.to_dict()
    assert same_game(savefile.decode(storage.files["game"]), now)
    storage.room = storage.used()
    roll(rig)
    assert read_page(rig)[0] == "Not saved"  # a new failure is told again


def test_on_a_full_flash_the_set_aside_files_go_to_make_room():
    storage, rig = full_flash_game()
    storage.room = None
    before = sorted(storage.files)
    junk = bytes(4000)
    for name in ("game.bad", "settings.bak.bad"):
        storage.write(name, junk)
    storage.room = storage.used()
    roll(rig)
    assert rig.shell.stack[-1].ctrl is not None and rig.screen().rows[0] != "Not saved"
    now = rig.shell.stack[-1].ctrl.to_dict()
    assert same_game(savefile.decode(storage.files["game"]), now)
    assert sorted(storage.files) == before


def test_a_settings_change_on_a_full_flash_is_kept_said_once_and_saved_at_a_later_turn():
    storage, rig = full_flash_game()
    rig.press("BACK")  # to the menu, the game saved for resume
    saved = storage.files["settings"]
    sessions.change_settings(rig)
    title, body = read_page(rig)
    assert title == "Not saved"
    assert body == "Flash full: settings not saved. It is tried again at each turn."
    rig.press("OK")
    changed = rig.shell.settings.to_dict()
    assert changed != savefile.decode(saved) and storage.files["settings"] == saved
    storage.room = None
    rig.go("Resume")
    roll(rig)
    assert savefile.decode(storage.files["settings"]) == changed
    assert rig.shell.unsaved == []


def test_a_board_on_a_full_flash_powers_up_and_resumes():
    files = two_generations("pegs")
    storage = LittlefsStorage(files)
    storage.room = storage.used()
    rig = power_up(storage)
    assert same_game(resumed(rig), savefile.decode(files["game"]))


def fill(mount):
    """Fills the littlefs at `mount` to its last block with files of 256 bytes (filler0...);
    their names."""
    names = []
    try:
        while True:
            names.append("filler%d" % len(names))
            with open(mount + "/" + names[-1], "wb") as f:
                f.write(bytes(256))
    except OSError as e:
        assert e.args[0] == 28, e  # ENOSPC
    assert os.statvfs(mount)[3] == 0  # no block free
    return names


if hasattr(os, "VfsLfs2"):  # MicroPython's own littlefs, the board's filesystem, in RAM
    def test_a_settings_change_on_a_full_littlefs_is_kept_said_once_and_saved_with_room():
        ram_flash.mount(LFS)
        storage = FlashStorage(LFS)
        rig = sessions.diceball(storage, 2)
        rig.press("BACK")
        saved = storage.read("settings")
        fillers = fill(LFS)
        sessions.change_settings(rig)
        assert read_page(rig) == ("Not saved", "Flash full: settings not saved. It is tried "
                                  "again at each turn.")
        rig.press("OK")
        changed = rig.shell.settings.to_dict()
        assert changed != savefile.decode(saved) and storage.read("settings") == saved
        assert Rig(BOARD, storage=FlashStorage(LFS)).shell.settings.to_dict() == \
            savefile.decode(saved)  # a power cut now: the last good settings
        for name in fillers:
            storage.remove(name)
        rig.go("Resume")
        roll(rig)
        assert savefile.decode(storage.read("settings")) == changed
        os.umount(LFS)

    def test_a_board_on_a_full_littlefs_sets_a_damaged_save_aside_and_resumes_the_one_before():
        files = two_generations("diceball")
        older = savefile.decode(files["game.bak"])
        files["game"] = files["game"][:-5]
        storage = holding("littlefs", files, [])
        fill(LFS)
        rig = Rig(BOARD, storage=FlashStorage(LFS))
        assert read_page(rig) == ("Notice", "game damaged: cut short (no end mark); set aside "
                                  "as game.bad")
        rig.press("OK")
        assert same_game(resumed(rig), older) and storage.exists("game.bad")
        os.umount(LFS)

    def test_on_a_full_littlefs_play_goes_on_and_the_next_turn_with_room_is_saved():
        mount = LFS
        ram_flash.mount(mount)  # 16 KB
        storage = FlashStorage(mount)
        rig = sessions.diceball(storage, 2)
        last = storage.read("game")
        stat = os.statvfs(mount)
        storage.write("filler", bytes(stat[0] * stat[3] - 1024))
        roll(rig)
        title, body = read_page(rig)
        assert (title, body) == ("Not saved", "Flash full: game not saved. It is tried again "
                                 "at each turn.")
        rig.press("OK")
        roll(rig)
        assert storage.read("game") == last and not storage.exists("game.tmp")
        storage.remove("filler")
        roll(rig)
        now = rig.shell.stack[-1].ctrl.to_dict()
        assert same_game(resumed(power_up(FlashStorage(mount))), now)
        os.umount(mount)
