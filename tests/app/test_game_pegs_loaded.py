"""Which Pegs & Jokers screens' code a game holds: a screen's module is loaded when its mode
first comes, so a game of people never loads the computer's pause and a game of computers
never loads the card and move choice; the game menu's and setup's modules go again when they
close, the help page's text once its lines are made (each .mpy a board imports is loaded into
its heap)."""
import sys

from tests.app.pegs_driver import Mv, mode, play, started
from tests.app.rig import uses

uses("pico-pegs4")

SCREENS = "gameboard.games.pegs."


def loaded(name):
    return SCREENS + name in sys.modules


def fresh(**kw):
    # A board powers up with no game in RAM; pytest's one process keeps what tests before
    # this one loaded, so that goes first, as a power cut takes it (rig.py).
    from gameboard import modules
    from gameboard.shell import GAME_MODULES
    modules.unload(*GAME_MODULES)
    return started(**kw)


def test_a_game_of_people_never_loads_the_computers_pause():
    rig = fresh(choices=[("Cards", "real")])
    play(rig, Mv("A", [(0, "S", "T8")]))
    assert loaded("card_pick") and loaded("move_pick") and loaded("anim")
    assert not loaded("think") and not loaded("won")


def test_a_game_of_computers_never_loads_the_card_and_move_choice():
    rig = fresh(choices=[("Play ", "computers")])
    for _ in range(6):
        rig.press("OK")  # a move, then its animation skipped
    assert loaded("think") and loaded("anim")
    assert not loaded("card_pick") and not loaded("move_pick") and not loaded("pick")


def test_the_game_menu_goes_when_play_resumes():
    rig = fresh()
    rig.press("BACK")
    assert mode(rig.shell.stack[-1].ctrl) == "Menu" and loaded("menu")
    rig.press("BACK")
    assert mode(rig.shell.stack[-1].ctrl) == "Pass" and not loaded("menu")


def test_setup_goes_when_it_ends_and_the_menu_while_it_runs():
    rig = fresh()
    rig.press("BACK")
    rig.go("Setup pegs")
    assert loaded("setup") and not loaded("menu")
    rig.press("BACK")  # the changes dropped: back to the menu
    assert mode(rig.shell.stack[-1].ctrl) == "Menu" and not loaded("setup")
    rig.go("Setup pegs")
    rig.long("OK")  # done, nothing changed: play goes on
    assert mode(rig.shell.stack[-1].ctrl) == "Pass" and not loaded("setup")


def test_the_help_text_is_loaded_only_while_its_page_is_made():
    rig = fresh()
    rig.press("BACK")
    rig.go("Help")
    assert mode(rig.shell.stack[-1].ctrl) == "Page" and rig.screen().rows[0] == "Help"
    assert not loaded("help")
