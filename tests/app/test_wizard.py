"""The new-game wizard, driven by button presses and read off the OLED: stepping and picking
values, the rows that follow other choices, scrolling a long list of choices."""
from tests.app.rig import Rig, uses

uses("esp32-pegs8", "pico-pegs4", "pico-diceball")


def test_wizard_left_right_step_a_value():
    rig = Rig("pico-pegs4")
    rig.go("New game", "Pegs")
    rig.press("RIGHT")
    assert rig.screen().highlighted() == "Players       2"
    rig.press("RIGHT")
    assert rig.screen().highlighted() == "Players       4"
    rig.press("LEFT")
    assert rig.screen().highlighted() == "Players       2"


def test_the_teams_choice_follows_the_player_count():
    rig = Rig("pico-pegs4")
    rig.go("New game", "Pegs")
    assert rig.screen().rows[2] == "Teams       2x2"
    rig.press("RIGHT")  # 2 players
    assert rig.screen().rows[2] == "Teams  1 colour"
    rig.press("DOWN")
    rig.press("RIGHT")
    assert rig.screen().highlighted() == "Teams 2 colours"


def test_ok_on_a_choice_opens_its_values_and_ok_picks_one():
    rig = Rig("pico-diceball")
    rig.go("New game", "Innings")
    s = rig.screen()
    assert s.rows[:5] == ["Innings", "9", "3", "5", "7"]
    assert s.highlighted() == "9"
    rig.go("5")
    assert rig.screen().rows[0] == "New DiceBall"
    assert rig.screen().highlighted() == "Innings       5"


def test_back_from_the_values_keeps_the_old_value():
    rig = Rig("pico-diceball")
    rig.go("New game", "Innings")
    rig.press("DOWN")
    rig.press("BACK")
    assert rig.screen().highlighted() == "Innings       9"


def test_mercy_offers_only_innings_the_game_has():
    rig = Rig("pico-diceball")
    rig.go("New game", "Innings", "3")
    rig.go("Mercy")
    assert rig.screen().rows[:4] == ["Mercy", "off", "15 by 3rd", ""]


def test_computer_seats_only_for_a_dealt_deck():
    rig = Rig("pico-pegs4")
    rig.go("New game", "Pegs")
    assert "Play     people" in rig.screen().items()
    rig.go("Cards")
    rig.go("real")
    assert rig.screen().highlighted() == "Cards      real"
    assert not [r for r in rig.screen().rows if r.startswith("Play ")]


def test_a_long_list_scrolls_with_marks():
    rig = Rig("pico-pegs4")
    rig.go("New game", "Pegs")
    s = rig.screen()
    assert s.rows[7].endswith("v") and not s.rows[1].endswith("^")
    for _ in range(7):
        rig.press("DOWN")
    s = rig.screen()
    assert s.highlighted() == "Start game"
    assert s.rows[1].endswith("^") and not s.rows[7].endswith("v")
    assert s.rows[1].startswith("Teams")


def test_a_scroll_mark_has_a_cell_of_its_own_colours_beside_a_value():
    rig = Rig("pico-pegs4")
    rig.go("New game", "Pegs")
    s = rig.screen()
    assert s.rows[7] == "J/Q/K go     10v"  # the mark beside the value's last digit
    assert s.marks[7] == "." * 15 + "#"   # drawn lit, the text dark: not a letter of it
    for _ in range(6):
        rig.press("DOWN")
    s = rig.screen()
    assert s.bars[7] and s.marks[7][15] == "."  # on the bar: dark, the bar lit


def test_holding_down_repeats():
    rig = Rig("pico-pegs4")
    rig.go("New game", "Pegs")
    rig.press("DOWN", hold_ms=800)  # press, then repeats at 400, 520, 640, 760 ms
    assert rig.screen().highlighted() == "9 splits    may"


def test_an_eight_paddle_board_plays_eight():
    rig = Rig("esp32-pegs8")
    rig.go("New game", "Pegs")
    s = rig.screen()
    assert s.rows[1:3] == ["Players       8", "Teams       2x4"]
    rig.press("DOWN")
    rig.press("RIGHT")
    assert rig.screen().highlighted() == "Teams       4x2"
