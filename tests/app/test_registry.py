"""The registry of games (games/registry.py): each game's descriptor says what the app needs to
know in the shape the contract gives (docs/architecture.md, "The game contract"), and an unknown
game is refused. Which boards offer which games: test_board.py."""
import sys

import pytest

from gameboard import board, modules
from gameboard.games import registry


@pytest.mark.parametrize("key", registry.GAMES)
def test_a_descriptor_has_its_label_roles_and_rules(key):
    d = registry.descriptor(key)
    assert isinstance(d.LABEL, str) and d.LABEL
    assert isinstance(d.SHORT, str) and 0 < len(d.SHORT) <= 8
    assert type(d.NEEDS) is tuple and all(role in board.ROLES for role in d.NEEDS)
    assert all(m.startswith("gameboard.rules.") for m in d.RULES)


@pytest.mark.parametrize("key", registry.GAMES)
def test_a_descriptor_says_whether_its_game_has_lights(key):
    # The idle scene imports the lights.py of the games whose LIGHTS is True, and looks for
    # no other (a failed import would intern the module's name for good).
    try:
        registry.part(key, "lights")
        has_lights = True
    except ImportError:
        has_lights = False
    assert registry.descriptor(key).LIGHTS is has_lights


@pytest.mark.parametrize("key", registry.GAMES)
def test_a_games_controller_is_the_one_for_its_key(key):
    assert registry.part(key, "controller").Controller.KEY == key


def test_a_descriptor_read_for_a_field_is_let_go_unless_it_was_loaded():
    modules.unload("gameboard.games.diceball", "gameboard.games.pegs")
    kept = registry.descriptor("pegs")
    assert registry.about(["diceball", "pegs"], "SHORT") == ["DiceBall", "Pegs"]
    assert "gameboard.games.diceball" not in sys.modules  # its package and its descriptor
    assert sys.modules[registry.name("pegs", "descriptor")] is kept


def test_each_descriptor_read_for_a_field_goes_before_the_next_is_read():
    # One at a time, the games' descriptors never crowd the table of loaded modules, whose
    # growth is one block of a kilobyte or more (docs/architecture.md, "Memory").
    modules.unload(*["gameboard.games." + key for key in registry.GAMES])
    loaded = []
    read = registry.descriptor

    def noting(key):
        loaded.append([k for k in registry.GAMES if registry.name(k, "descriptor") in sys.modules])
        return read(key)

    registry.descriptor = noting
    try:
        labels = registry.about(list(registry.GAMES), "LABEL")
    finally:
        registry.descriptor = read
    assert labels[:2] == ["DiceBall", "Pegs & Jokers"] and len(labels) == len(registry.GAMES)
    assert loaded == [[] for _ in registry.GAMES]


def test_an_unknown_game_is_refused_by_name():
    with pytest.raises(ValueError):
        registry.descriptor("chess")
    with pytest.raises(ValueError):
        registry.part("chess", "controller")
    with pytest.raises(ValueError):
        registry.about([None], "LABEL")  # a save without its game
