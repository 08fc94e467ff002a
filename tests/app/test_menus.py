"""The menus, driven by button presses and read off the OLED: moving, scrolling, choosing,
BACK up one level, the games a board offers, the About page on either runtime (the new-game
wizard's rows: test_wizard.py)."""
import gc
import sys

from gameboard import VERSION
from tests.app.rig import Rig, uses

uses("esp32-pegs8", "pico-combo", "pico-pegs4", "pico-diceball")


def test_down_and_up_move_the_bar_and_stop_at_the_ends():
    rig = Rig("pico-pegs4")
    rig.press("UP")
    assert rig.screen().highlighted() == "New game"
    rig.press("DOWN")
    rig.press("DOWN")
    rig.press("DOWN")
    assert rig.screen().highlighted() == "About"
    assert rig.screen().bars == [False, False, False, True, False, False, False, False]


def test_back_on_the_main_menu_stays_there():
    rig = Rig("pico-pegs4")
    rig.press("DOWN")
    rig.press("BACK")
    s = rig.screen()
    assert s.rows[0] == "pico-pegs4" and s.highlighted() == "Settings"


def test_a_long_press_is_not_a_press():
    rig = Rig("pico-pegs4")
    rig.long("OK")
    assert rig.screen().rows[0] == "pico-pegs4"


def test_about_shows_version_board_and_free_memory_and_back_returns():
    rig = Rig("pico-combo")
    rig.go("About")
    s = rig.screen()
    assert s.rows[0] == "About"
    assert s.rows[1] == "Firmware " + VERSION
    assert s.rows[2:6] == ["pico-combo", "MCU rp2040", "146 LEDs", "Budget 2000 mA"]
    if sys.implementation.name == "cpython":  # the simulator: the PC's memory, no board heap
        assert s.rows[6:8] == ["Heap: no limit", "(CPython)"]
    else:
        whole = (gc.mem_free() + gc.mem_alloc()) // 1024
        free = s.rows[6].split()
        assert free[0] == "Free" and free[2] == "KB" and 0 < int(free[1]) < whole
        assert s.rows[7] == "of %d KB heap" % whole
    rig.press("BACK")
    assert rig.screen().highlighted() == "About"


def test_a_pegs_board_offers_pegs_and_the_card_table_games():
    rig = Rig("pico-pegs4")
    rig.go("New game")
    assert rig.screen().rows[1:7] == ["Pegs & Jokers", "Frustration 14", "Frustration 20",
                                      "Contract Rummy", "Rummy", "Hand & Foot"]
    rig.go("Pegs")
    s = rig.screen()
    assert s.rows[0] == "New Pegs"
    assert s.highlighted() == "Players       4"


def test_a_diceball_board_goes_straight_to_the_diceball_wizard():
    rig = Rig("pico-diceball")
    rig.go("New game")
    assert rig.screen().rows[:3] == ["New DiceBall", "Innings       9", "Table  standard"]


def test_the_combo_board_offers_both_games_and_back_goes_up_one_level():
    rig = Rig("pico-combo")
    rig.go("New game")
    assert rig.screen().rows[:3] == ["New game", "DiceBall", "Pegs & Jokers"]
    rig.go("Pegs")
    assert rig.screen().rows[0] == "New Pegs"
    rig.press("BACK")
    assert rig.screen().rows[0] == "New game"
    rig.press("BACK")
    assert rig.screen().rows[0] == "pico-combo"


def test_the_encoder_moves_the_bar():
    rig = Rig("esp32-pegs8")
    rig.turn(2)
    assert rig.screen().highlighted() == "About"
    rig.turn(-1)
    assert rig.screen().highlighted() == "Settings"
