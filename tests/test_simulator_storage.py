"""`--storage DIR`: the board's files kept in a folder between runs, as the flash keeps them
between power cuts. A game started in one run is offered for resume in the next, on either
runtime (the files are the firmware's own, byte for byte); without the option every run starts
from a fresh board. Whatever the folder holds, both runtimes reach the menu and say what they
found (a folder where a file should be, a file far too big, JSON nested too deeply, a null
document)."""
import os

import pytest

from gameboard import savefile
from simulator import script
from simulator.session import open_session
from simulator.virtual.folder_storage import FolderStorage
from tests.app.screen import Screen

START = "press OK\npress DOWN 15\npress OK\nwait 300\n"


def rows_after(runtime, folder, text=""):
    session = open_session("pico-diceball", 3, runtime, folder=folder)
    try:
        script.play(session, script.parse(text))
        return Screen(session.oled).rows
    finally:
        session.close()


@pytest.mark.parametrize("first, then", [("cpython", "micropython"), ("micropython", "cpython")])
def test_a_game_started_in_one_run_is_offered_for_resume_in_the_next(tmp_path, first, then):
    folder = str(tmp_path / "board")
    assert not any(r.startswith("Resume") for r in rows_after(then, folder))
    rows_after(first, folder, START)
    assert "game" in os.listdir(folder)
    assert rows_after(then, folder)[1].startswith("Resume")


def test_without_a_folder_each_run_is_a_fresh_board():
    rows_after("cpython", None, START)
    assert not any(r.startswith("Resume") for r in rows_after("cpython", None))


def test_a_folder_holds_only_plain_board_file_names(tmp_path):
    s = FolderStorage(str(tmp_path))
    s.write("game.tmp", b"abc")
    s.rename("game.tmp", "game")
    assert s.read("game") == b"abc" and s.read("game.tmp") is None
    s.write("game.tmp", b"new")
    s.rename("game.tmp", "game")  # replaces, as the board's rename does
    assert s.read("game") == b"new"
    s.remove("game")
    s.remove("game")  # quiet when absent
    assert s.read("game") is None
    for bad in ("../x", "a/b", "..", "."):
        with pytest.raises(ValueError, match="not a board file name"):
            s.write(bad, b"x")
    s.write(".deploying", b"")  # the deploy flag is a board file like any other
    assert s.read(".deploying") == b""


def _deep(folder):
    with open(folder + "/game", "wb") as f:
        f.write(b"GBSAVE 2\n[")
        n = savefile.MAX_BYTES // 2 - 64
        text = b"[" * n + b"]" * n
        f.write(text + savefile._END % (savefile.crc32(text), len(text)))


def _huge(folder):
    """A 4 MB game and 2 MB settings, each a good save with a good checksum."""
    for name, mb in (("game", 4), ("settings", 2)):
        with open(folder + "/" + name, "wb") as f:
            savefile.write(f, {"game": "diceball", "pad": ["0" * 1024] * (1024 * mb)})


def _settings_folder(folder):
    os.mkdir(folder + "/settings")


def _game_folder(folder):
    os.mkdir(folder + "/game")


def _deep_option(folder):
    """A save whose one option is nested 3,000 lists deep, small enough for MicroPython's
    parser (CPython's recurses and gives up)."""
    text = b'{"game": "diceball", "label": "DiceBall", "options": {"innings": %s3%s}}' % (
        b"[" * 3000, b"]" * 3000)
    with open(folder + "/game", "wb") as f:
        f.write(savefile._OPEN + text + savefile._END % (savefile.crc32(text), len(text)))


def _null(folder):
    with open(folder + "/settings", "wb") as f:
        f.write(savefile.encode(None))


@pytest.mark.parametrize("runtime", ["cpython", "micropython"])
@pytest.mark.parametrize("fill, words", [
    (_settings_folder, "settings unreadable: a folder is in the way; set aside as settings.bad"),
    (_huge, "settings damaged: too big"),
    (_deep, "game damaged: nested too deeply; set aside as game.bad"),
    (_game_folder, "game unreadable: a folder is in the way; set aside as game.bad"),
    (_deep_option, "game damaged: nested too deeply; set aside as game.bad"),
    (_null, "settings damaged: no document in it (null); set aside as settings.bad"),
])
def test_whatever_the_folder_holds_the_board_says_what_it_found_and_reaches_its_menu(
        tmp_path, runtime, fill, words):
    folder = str(tmp_path / "board")
    os.makedirs(folder)
    fill(folder)
    rows = rows_after(runtime, folder)
    assert rows[0] == "Notice"
    assert " ".join([r.strip() for r in rows[1:] if r.strip()]).startswith(
        words[:40]), rows
    rows = rows_after(runtime, folder)  # set aside now: a plain power-up to the menu
    assert rows[0] != "Notice" and "New game" in " ".join(rows), rows


@pytest.mark.parametrize("runtime", ["cpython", "micropython"])
def test_a_saved_label_holding_a_lone_surrogate_is_offered_as_micropython_draws_it(
        tmp_path, runtime):
    # JSON's "\ud800" is a string CPython's strict UTF-8 refuses to encode: drawn on the
    # simulator's framebuf it was the Error screen at every power-up, on CPython only.
    folder = str(tmp_path / "board")
    rows_after(runtime, folder, START)
    storage = FolderStorage(folder)
    saved = savefile.decode(storage.read("game"))
    saved["label"] = "\ud800ab"
    storage.write("game", savefile.encode(saved))
    assert rows_after(runtime, folder)[1] == "Resume ???ab"
