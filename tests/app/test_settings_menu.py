"""The settings menu: brightness (seen on the LEDs at once, within the power budget), sound,
player colours, game defaults; every change kept across a power cycle."""
from simulator.virtual.storage import MemoryStorage
from tests.app.current import estimate_ma
from tests.app.rig import Rig, uses

uses("esp32-pegs8", "pico-combo", "pico-pegs4", "pico-diceball")


def test_settings_rows():
    rig = Rig("pico-pegs4")
    rig.go("Settings")
    assert rig.screen().items()[:5] == ["Settings", "Brightness  40%", "Sound        on",
                                        "Colours", "Game defaults"]


def test_brightness_row_lights_every_led_white_within_the_budget():
    rig = Rig("pico-pegs4")
    rig.go("Settings")
    colours = set(rig.hw.strip.colour(i) for i in range(112))
    assert len(colours) == 1
    r, g, b = colours.pop()
    assert r == g == b > 0
    # 40% white is 102 per channel: 112 LEDs would draw 2800 mA; the supply gives 1800.
    assert rig.shell.frame.limited and r < 102
    assert estimate_ma(rig.hw.strip.last, 112, 1) <= 1800


def test_brightness_up_to_full_is_limited_to_the_budget():
    rig = Rig("esp32-pegs8")
    rig.go("Settings")
    for _ in range(6):
        rig.press("RIGHT")
    assert rig.screen().highlighted() == "Brightness 100%"
    assert rig.shell.frame.limited
    ma = estimate_ma(rig.hw.strip.last, 224, 1)
    assert 3400 < ma <= 3500  # 224 white LEDs would draw 13.4 A: scaled to the 3.5 A supply


def test_leaving_brightness_shows_the_idle_scene():
    rig = Rig("pico-pegs4")
    rig.go("Settings")
    rig.press("DOWN")
    b = rig.board
    assert rig.hw.strip.colour(b.led("track", 0, 0)) == (0, 0, 0)
    assert rig.hw.strip.colour(b.led("start", 1, 0))[0] > 0  # seat 1 red


def test_brightness_pick_list_and_persistence():
    storage = MemoryStorage()
    rig = Rig("pico-pegs4", storage=storage)
    rig.go("Settings", "Brightness", "70%")
    assert rig.screen().highlighted() == "Brightness  70%"
    rig.press("BACK")
    again = Rig("pico-pegs4", storage=storage)
    again.go("Settings")
    assert again.screen().highlighted() == "Brightness  70%"


def test_sound_toggles_and_persists():
    storage = MemoryStorage()
    rig = Rig("pico-pegs4", storage=storage)
    rig.go("Settings", "Sound")
    assert rig.screen().highlighted() == "Sound       off"
    rig.press("BACK")
    again = Rig("pico-pegs4", storage=storage)
    again.go("Settings")
    assert again.screen().items()[2] == "Sound       off"


def test_colours_list_and_preview_on_the_paddle():
    rig = Rig("pico-pegs4")
    rig.go("Settings", "Colours")
    s = rig.screen()
    assert s.items()[:4] == ["Colours", "Seat 1      Red", "Seat 2     Blue", "Seat 3    Green"]
    b = rig.board
    r, g, bl = rig.hw.strip.colour(b.led("track", 9, 0))
    assert r > 0 and g == bl == 0


def test_changing_a_colour_shows_and_persists():
    storage = MemoryStorage()
    rig = Rig("pico-pegs4", storage=storage)
    rig.go("Settings", "Colours")
    rig.press("RIGHT")
    assert rig.screen().highlighted() == "Seat 1     Blue"
    r, g, b = rig.hw.strip.colour(rig.board.led("home", 3, 0))
    assert b > r
    rig.press("BACK")
    rig.press("BACK")
    again = Rig("pico-pegs4", storage=storage)
    again.go("Settings", "Colours")
    assert again.screen().highlighted() == "Seat 1     Blue"


def test_colours_preview_on_a_diceball_board_lights_the_bases():
    rig = Rig("pico-diceball")
    rig.go("Settings", "Colours")
    rig.press("DOWN")  # seat 2, blue
    r, g, b = rig.hw.strip.colour(rig.board.led("base", 2))
    assert b > r and b > g


def test_colours_preview_on_a_two_game_board_lights_the_seat_in_each_game():
    rig = Rig("pico-combo")
    rig.go("Settings", "Colours")
    rig.press("DOWN")  # seat 2, blue: its paddle and the bases
    for led in (rig.board.led("track", 9, 1), rig.board.led("base", 2)):
        r, g, b = rig.hw.strip.colour(led)
        assert b > r and b > g
    r, g, b = rig.hw.strip.colour(rig.board.led("track", 9, 0))
    assert not b > r


def test_game_defaults_start_the_wizard_where_they_were_left():
    storage = MemoryStorage()
    rig = Rig("pico-diceball", storage=storage)
    rig.go("Settings", "Game defaults")
    assert rig.screen().rows[0] == "Default DiceBall"
    rig.go("Innings", "3")
    rig.go("Save defaults")
    assert rig.screen().rows[0] == "Settings"
    again = Rig("pico-diceball", storage=storage)
    again.go("New game")
    assert again.screen().highlighted() == "Innings       3"


def test_game_defaults_on_a_combo_board_ask_which_game():
    rig = Rig("pico-combo")
    rig.go("Settings", "Game defaults")
    assert rig.screen().rows[:3] == ["Defaults for", "DiceBall", "Pegs & Jokers"]


def test_bad_saved_settings_are_reported_and_replaced():
    from gameboard.savefile import encode
    storage = MemoryStorage({"settings": encode({"brightness": 33, "sound": False})})
    rig = Rig("pico-pegs4", storage=storage)
    s = rig.screen()
    assert s.rows[0] == "Notice"
    assert s.prose() == "brightness 33: using 40 settings set aside as settings.bad"
    rig.press("OK")
    rig.go("Settings")
    assert rig.screen().items()[1:3] == ["Brightness  40%", "Sound       off"]


def test_changes_are_written_once_when_the_settings_menu_is_left():
    rig = Rig("pico-pegs4")
    rig.go("Settings")
    for _ in range(3):
        rig.press("RIGHT")
    rig.go("Sound")
    assert "settings" not in rig.hw.storage.files
    assert rig.shell.frame.brightness == 70  # applied at once all the same
    rig.press("BACK")
    assert [op for op in rig.hw.storage.ops if op[0] == "write"] == [("write", "settings.tmp")]


def test_presses_click_while_sound_is_on_and_not_after_it_is_turned_off():
    rig = Rig("pico-pegs4")
    rig.press("DOWN")
    assert rig.hw.sound.count == 1 and rig.hw.sound.beeps[0][1:] == (2000, 15)
    rig.go("Settings", "Sound")  # DOWN is already on Settings: OK, DOWN, OK
    clicks = rig.hw.sound.count
    rig.press("DOWN")
    rig.press("UP")
    assert rig.hw.sound.count == clicks
