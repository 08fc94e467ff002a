"""Damaged files: every kind of damage in damage.py, done to the newest generation of a real
save (a DiceBall game rolled a few times, a Pegs & Jokers game a few moves in) and of the
settings. The board must power up, say on the OLED what was wrong, set the file aside (.bad)
and offer the previous generation; with both generations damaged, it starts clean. The kinds
too big for a small heap (damage.BIG) are written to real files. A state no
game can reach, under a good checksum, is the rules core's to refuse when the game resumes;
so is a card game whose options name other players than its rules state."""
import pytest

from gameboard import savefile, settings
from gameboard.settings import Settings
from gameboard.settings_notices import using
from simulator.virtual.folder_storage import FolderStorage
from simulator.virtual.storage import MemoryStorage
from tests.app.cards_rig import started
from tests.app.folders import emptied
from tests.app.rig import Rig
from tests.reliability import damage
from tests.reliability.notice import read_page
from tests.reliability.resume_check import BOARD, resumed, same_game
from tests.reliability.sessions import two_generations

FILE_KINDS = [k[0] for k in damage.FILE]


def _damage(kinds, name):
    for k in kinds:
        if k[0] == name:
            return k
    raise ValueError(name)


@pytest.mark.parametrize("game", ["diceball", "pegs"])
@pytest.mark.parametrize("kind", FILE_KINDS)
def test_a_damaged_save_is_reported_set_aside_and_the_one_before_resumes(game, kind):
    files = two_generations(game)
    older = savefile.decode(files["game.bak"])
    _, hurt, words = _damage(damage.FILE, kind)
    files["game"] = hurt(files["game"], savefile.decode(files["game"]))
    storage = MemoryStorage(files)
    rig = Rig(BOARD, storage=storage)
    title, body = read_page(rig)
    assert title == "Notice"
    assert body.startswith("game damaged: ") and words in body, body
    assert "set aside as game.bad" in body
    assert storage.files["game.bad"] == files["game"]
    rig.press("OK")
    assert same_game(resumed(rig), older)


@pytest.mark.parametrize("game", ["diceball", "pegs"])
@pytest.mark.parametrize("kind", FILE_KINDS)
def test_with_both_generations_damaged_the_board_starts_clean(game, kind):
    files = two_generations(game)
    _, hurt, words = _damage(damage.FILE, kind)
    for name in ("game", "game.bak"):
        files[name] = hurt(files[name], savefile.decode(files[name]))
    storage = MemoryStorage(files)
    rig = Rig(BOARD, storage=storage)
    title, body = read_page(rig)
    assert "game damaged: " in body and "game.bak damaged: " in body, body
    assert "game.bad" in storage.files and "game.bak.bad" in storage.files
    rig.press("OK")
    assert rig.shell.resume_label is None and rig.screen().highlighted() == "New game"


def _content_kinds():
    return [(g, k[0]) for g in ("diceball", "pegs") for k in damage.GAME_CONTENT[g]]


@pytest.mark.parametrize("game, kind", _content_kinds())
def test_an_impossible_game_is_refused_set_aside_and_the_one_before_offered(game, kind):
    files = two_generations(game)
    older = savefile.decode(files["game.bak"])
    _, hurt = _damage(damage.GAME_CONTENT[game], kind)
    files["game"] = hurt(files["game"], savefile.decode(files["game"]))
    storage = MemoryStorage(files)
    rig = Rig(BOARD, storage=storage)
    rig.go("Resume")
    title, body = read_page(rig)
    assert title == "Cannot resume"
    assert body.startswith("saved game refused: ") and "set aside as game.bad" in body, body
    assert body.endswith("the save before it is offered")
    rig.press("OK")
    assert same_game(resumed(rig), older)


@pytest.mark.parametrize("kind", FILE_KINDS)
def test_damaged_settings_are_reported_set_aside_and_the_ones_before_used(kind):
    files = two_generations("diceball")
    older = Settings.from_dict(savefile.decode(files["settings.bak"])).to_dict()
    assert older != savefile.decode(files["settings"])
    _, hurt, words = _damage(damage.FILE, kind)
    files["settings"] = hurt(files["settings"], savefile.decode(files["settings"]))
    storage = MemoryStorage(files)
    rig = Rig(BOARD, storage=storage)
    title, body = read_page(rig)
    assert title == "Notice"
    assert body.startswith("settings damaged: ") and words in body, body
    assert "set aside as settings.bad" in body and "settings.bad" in storage.files
    assert rig.shell.settings.to_dict() == older


@pytest.mark.parametrize("name", ["game", "settings"])
@pytest.mark.parametrize("kind", [k[0] for k in damage.BIG])
def test_a_file_too_big_for_a_heap_is_reported_set_aside_and_the_one_before_used(name, kind):
    files = two_generations("pegs")
    _, write, words = _damage(damage.BIG, kind)
    storage = FolderStorage(emptied("damaged-files"))
    for n in files:
        storage.write(n, files[n])
    with storage.open(name, "wb") as f:
        write(f, savefile.decode(files[name]),
              settings.MAX_BYTES if name == "settings" else savefile.MAX_BYTES)
    rig = Rig(BOARD, storage=storage)
    title, body = read_page(rig)
    assert title == "Notice"
    assert body.startswith(name + " damaged: ") and words in body, body
    assert body.endswith("set aside as %s.bad" % name) and storage.exists(name + ".bad")
    older = savefile.decode(files[name + ".bak"])
    if name == "settings":
        assert rig.shell.settings.to_dict() == older
    else:
        rig.press("OK")
        assert same_game(resumed(rig), older)


@pytest.mark.parametrize("kind", [k[0] for k in damage.SETTINGS_CONTENT])
def test_impossible_settings_are_reported_set_aside_and_the_ones_before_used(kind):
    files = two_generations("diceball")
    older = Settings.from_dict(savefile.decode(files["settings.bak"]))
    _, hurt, key, words = _damage(damage.SETTINGS_CONTENT, kind)
    files["settings"] = hurt(files["settings"], savefile.decode(files["settings"]))
    storage = MemoryStorage(files)
    rig = Rig(BOARD, storage=storage)
    title, body = read_page(rig)
    assert title == "Notice"
    assert body == words % using(older, key) + " settings set aside as settings.bad"
    assert rig.shell.settings.to_dict() == older.to_dict()


def test_impossible_settings_in_both_generations_fall_back_to_defaults_value_by_value():
    bad = {"brightness": 70, "sound": "loud", "colours": list(range(8)), "defaults": {}}
    worse = {"brightness": 33, "sound": False, "colours": [1], "defaults": {}}
    storage = MemoryStorage({"settings": savefile.encode(bad),
                             "settings.bak": savefile.encode(worse)})
    s = Settings.load(storage)
    assert (s.brightness, s.sound) == (70, True)  # the newer file, its bad value defaulted
    assert s.problems == ["sound 'loud': using on", "settings set aside as settings.bad",
                          "brightness 33: using 70", "colours [1]: using defaults",
                          "settings.bak set aside as settings.bak.bad"]


@pytest.mark.parametrize("players", [99, 3])
@pytest.mark.parametrize("game", ["Frustration 14", "Frustration 20", "Contract Rummy", "Rummy",
                                  "Hand & Foot", "Rummoli"])
def test_a_card_game_saved_with_other_players_in_its_options_than_its_rules_is_refused(
        game, players):
    storage = MemoryStorage()
    started(BOARD, game, storage=storage)  # 4 players, saved as it starts
    d = savefile.decode(storage.files["game"])
    d["options"]["players"] = players
    storage.files["game"] = savefile.encode(d)
    rig = Rig(BOARD, storage=storage)
    rig.go("Resume")
    assert read_page(rig) == ("Cannot resume", "saved game refused: saved %s game: %d players "
                              "in its options, 4 in its rules; set aside as game.bad" % (
                                  d["game"], players))
    rig.press("OK")
    assert rig.shell.resume_label is None and "game" not in storage.files
