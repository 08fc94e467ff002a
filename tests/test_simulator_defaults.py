"""`python -m simulator --default GAME.OPTION=VALUE`: a new game's starting choices (a computer
player's level, say) put into the board's settings before it starts, on either runtime."""
import pytest

from gameboard import savefile
from simulator import script
from simulator import session as sessions
from simulator.__main__ import parse


def test_defaults_are_read_as_game_option_and_json_value():
    assert sessions.parse_defaults(["pegs.level=hard", "pegs.play=me", "diceball.x=true"]) \
        == {"pegs": {"level": "hard", "play": "me"}, "diceball": {"x": True}}


@pytest.mark.parametrize("text", ["level=hard", "pegs.level", ".level=hard", "pegs.=1"])
def test_a_default_not_written_game_option_value_is_refused(text):
    with pytest.raises(ValueError):
        sessions.parse_defaults([text])
    with pytest.raises(SystemExit):
        parse(["--default", text])


def test_the_board_starts_with_the_defaults_in_its_settings():
    s = sessions.open_session("pico-pegs4", defaults={"pegs": {"play": "me", "level": "hard"}})
    try:
        assert s.shell.settings.defaults == {"pegs": {"play": "me", "level": "hard"}}
    finally:
        s.close()


def test_the_defaults_reach_the_board_under_micropython(tmp_path):
    s = sessions.open_session("pico-pegs4", runtime="micropython", folder=str(tmp_path),
                              defaults={"pegs": {"level": "hard"}})
    s.close()
    from gameboard.settings import Settings
    from simulator.virtual.folder_storage import FolderStorage
    assert Settings.load(FolderStorage(str(tmp_path))).defaults == {"pegs": {"level": "hard"}}


# From power-up through New game and Pegs & Jokers to the wizard's last row, Start game.
NEW_PEGS = "press OK\npress OK\npress DOWN 20\npress OK\nwait 200\n"
PER_SEAT = {"pegs": {"play": "seats", "seat2": "hard", "seat4": "easy"}}


def test_a_level_for_each_computer_seat_given_as_defaults_is_the_new_games():
    s = sessions.open_session("pico-pegs4", defaults=PER_SEAT)
    try:
        script.play(s, script.parse(NEW_PEGS), None)
        assert s.shell.stack[-1].ctrl.levels == {1: "hard", 3: "easy"}
    finally:
        s.close()


def test_a_level_for_each_computer_seat_reaches_the_game_under_micropython(tmp_path):
    s = sessions.open_session("pico-pegs4", runtime="micropython", folder=str(tmp_path),
                              defaults=PER_SEAT)
    try:
        script.play(s, script.parse(NEW_PEGS), None)
    finally:
        s.close()
    from simulator.virtual.folder_storage import FolderStorage
    options = savefile.decode(FolderStorage(str(tmp_path)).read("game"))["options"]
    assert [options[k] for k in ("play", "seat1", "seat2", "seat3", "seat4")] == [
        "seats", "person", "hard", "person", "easy"]
