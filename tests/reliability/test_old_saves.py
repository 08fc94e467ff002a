"""Saves from the firmware before save format 2 (format 1: the checks in the header, nothing
after the text): a game and the settings it saved are taken up by this firmware at power-up,
with no notice of damage, and the game resumes."""
import pytest

from gameboard import savefile
from gameboard.settings import Settings
from simulator.virtual.storage import MemoryStorage
from tests.app.test_savefile import old_encode
from tests.reliability.resume_check import power_up, resumed, same_game
from tests.reliability.sessions import two_generations


@pytest.mark.parametrize("game", ["diceball", "pegs"])
def test_a_game_and_settings_saved_by_the_previous_firmware_resume(game):
    files = two_generations(game)
    docs = {}
    for name in files:
        docs[name] = savefile.decode(files[name])
        files[name] = old_encode(docs[name])
    rig = power_up(MemoryStorage(files))
    assert rig.shell.settings.to_dict() == Settings.from_dict(docs["settings"]).to_dict()
    assert same_game(resumed(rig), docs["game"])
