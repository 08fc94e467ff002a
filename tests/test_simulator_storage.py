"""`--storage DIR`: the board's files kept in a folder between runs, as the flash keeps them
between power cuts. A game started in one run is offered for resume in the next, on either
runtime (the files are the firmware's own, byte for byte); without the option every run starts
from a fresh board."""
import os

import pytest

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
