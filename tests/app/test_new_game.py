"""Starting a new game: over a saved game the board asks first (OK replaces it, BACK keeps
it); the choices of the game started are the next new game's, through a power cut; a stored
choice that is odd or damaged is the choice's default, and a stored key that is no choice is
dropped, in every game's wizard."""
import pytest

from gameboard import savefile
from gameboard.games import registry
from gameboard.settings import Settings
from simulator.virtual.storage import MemoryStorage
from tests.app.pegs_driver import saved, started
from tests.app.rig import Rig, board, uses

uses("pico-combo", "pico-pegs4")


def with_saved_game():
    """Storage holding a Pegs game just started (as a board left at it), and the board booted
    on it again."""
    storage = MemoryStorage()
    started(storage=storage)
    return Rig("pico-pegs4", storage=storage), storage


def settings_writes(storage):
    return len([op for op in storage.ops if op[:2] == ("write", "settings.tmp")])


def test_start_game_over_a_saved_game_asks_first():
    rig, storage = with_saved_game()
    assert rig.screen().highlighted() == "Resume Pegs 4p"
    rig.go("New game", "Pegs", "Start game")
    s = rig.screen()
    assert s.rows[0] == "Replace save?"
    assert s.prose() == ("The new game takes the place of the saved Pegs 4p. OK: start it "
                         "BACK: keep it")


def test_back_keeps_the_saved_game():
    rig, storage = with_saved_game()
    before = storage.files["game"]
    rig.go("New game", "Pegs", "Start game")
    rig.press("BACK")
    assert rig.screen().rows[0] == "New Pegs"
    assert storage.files["game"] == before
    rig.press("BACK")
    rig.press("BACK")
    assert rig.screen().rows[1:3] == ["Resume Pegs 4p", "New game"]


def test_ok_replaces_the_saved_game_with_the_new_one():
    rig, storage = with_saved_game()
    before = savefile.decode(storage.files["game"])
    rig.go("New game", "Pegs", "Players", "2")
    rig.go("Start game")
    rig.press("OK")
    assert rig.shell.stack[-1].ctrl.KEY == "pegs"
    after = saved(rig)
    assert after["label"] == "Pegs 2p" and after["rules"] != before["rules"]


def test_with_no_saved_game_start_game_starts_at_once():
    rig = Rig("pico-pegs4")
    rig.go("New game", "Pegs", "Start game")
    assert rig.shell.stack[-1].ctrl.KEY == "pegs"


def test_the_next_new_game_starts_from_the_last_games_choices_after_a_power_cut():
    storage = MemoryStorage()
    started(storage=storage, choices=[("Players", "2"), ("Play ", "me + comp."),
                                      ("Level", "hard")])
    again = Rig("pico-pegs4", storage=storage)
    again.go("New game", "Pegs")
    assert again.screen().items()[1:6] == ["Players       2", "Teams  1 colour", "Cards     dealt",
                                           "Play me + comp.", "Level      hard"]


def again(storage, choices):
    """A new Pegs game over the saved one, after a power cut."""
    rig = Rig("pico-pegs4", storage=storage)
    rig.go("New game", "Pegs")
    for label, value in choices:
        rig.go(label, value)
    rig.go("Start game")
    rig.press("OK")  # replace the saved game
    return rig


def test_the_settings_keep_only_the_choices_not_at_their_default():
    rig = started(choices=[("Players", "2"), ("Play ", "me + comp.")])
    assert rig.shell.settings.defaults == {"pegs": {"players": 2, "play": "me"}}


def test_the_choices_are_written_only_when_they_changed():
    storage = MemoryStorage()
    started(storage=storage)  # the defaults: nothing to keep
    assert settings_writes(storage) == 0
    again(storage, [("Players", "2")])
    assert settings_writes(storage) == 1
    again(storage, [])  # the same choices as the last game's
    assert settings_writes(storage) == 1
    again(storage, [("Players", "4")])
    assert settings_writes(storage) == 2
    # Back at 4 players, Teams kept the "none" that 2 players had, as the wizard showed it.
    assert Settings.load(storage).defaults == {"pegs": {"teams": "none"}}


def rows(rig):
    """Every row of the wizard on screen, top to bottom (the bar moved down its list)."""
    out = []
    while not out or out[-1] != "Start game":
        out.append(rig.screen().highlighted())
        rig.press("DOWN")
    return out


def wizard_rows(storage, key):
    rig = Rig("pico-combo", storage=storage)
    rig.go("New game", registry.about([key], "LABEL")[0])
    return rig, rows(rig)


# What a settings file may hold that no choice takes (True and None are some choices' values).
ODD = ["x", 999, -1, 2.5, [1], {"a": 1}, ""]


@pytest.mark.parametrize("key", ["diceball", "pegs", "contract", "handfoot"])
def test_odd_stored_choices_are_the_defaults_and_unknown_keys_go(key):
    plain = wizard_rows(MemoryStorage(), key)[1]
    keys = [c.key for c in registry.part(key, "options").choices(board("pico-combo"))]
    for odd in ODD:
        settings = Settings()
        settings.defaults = {key: dict([(k, odd) for k in keys] + [("no such choice", 1)])}
        storage = MemoryStorage()
        assert settings.save(storage) is None
        rig, shown = wizard_rows(storage, key)
        assert shown == plain, odd
        assert "no such choice" not in rig.shell.stack[-1].opts


@pytest.mark.parametrize("players, fewest", [(2, 2), (4, 3), (6, 4)])
def test_hand_and_foot_offers_the_decks_that_deal_its_players_hands_and_feet(players, fewest):
    # 26 cards a player and a stock, jokers or not: one more deck than players first.
    decks = [c for c in registry.part("handfoot", "options").choices(board("pico-combo"))
             if c.key == "decks"][0]
    offered = decks.values({"players": players}, board("pico-combo"))
    assert offered[0] == players + 1
    assert sorted(offered) == list(range(fewest, 10))
