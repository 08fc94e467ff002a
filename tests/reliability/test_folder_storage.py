"""FolderStorage (the simulator's and the process-kill test's storage on real files) keeps the
hal's promises: the board powers up on it, deploy flag included, and a save survives a new
power-up in the same folder."""
import pytest

from simulator.virtual.folder_storage import FolderStorage
from tests.app.folders import emptied
from tests.app.rig import Rig
from tests.reliability import sessions
from tests.reliability.resume_check import BOARD, resumed


def empty_folder():
    return FolderStorage(emptied("folder-storage-test"))


def test_the_board_powers_up_on_a_folder_and_resumes_from_it():
    storage = empty_folder()
    rig = Rig(BOARD, storage=storage)
    assert rig.screen().highlighted() == "New game"
    sessions.start(rig, "DiceBall", [])
    rig.press("ROLL")
    rig.wait(sessions.TUMBLE_MS)
    saved = rig.shell.stack[-1].ctrl.to_dict()
    again = Rig(BOARD, storage=FolderStorage(storage.folder))
    assert resumed(again)["rules"] == saved["rules"]


def test_the_deploy_flag_is_a_board_file_in_a_folder_too():
    storage = empty_folder()
    storage.write(".deploying", b"")
    rig = Rig(BOARD, storage=storage)
    assert rig.shell is None and rig.screen().rows[0] == "Deploying..."
    storage.remove(".deploying")
    assert storage.read(".deploying") is None


@pytest.mark.parametrize("name", ["", ".", "..", "a/b", "../game"])
def test_names_that_leave_the_folder_are_refused(name):
    with pytest.raises(ValueError, match="not a board file name"):
        empty_folder().write(name, b"x")
