"""Board descriptions: the four checked-in boards load and answer lookups by role; every kind
of mistake in a description is refused with the exact field named (and a file that is not JSON
with its line, where the runtime knows it)."""
import json
import sys

import pytest

from gameboard import board
from tests.app import ROOT
from tests.app.folders import emptied

BOARDS = ("pico-pegs4", "esp32-pegs8", "pico-diceball", "pico-combo")
# The card-table games play on any board with paddles (docs/rules.md 3), after Pegs.
CARD_GAMES = ("frustration14", "frustration20", "contract", "rummy", "handfoot", "rummoli")


def path(name):
    return ROOT + "/hardware/boards/%s.json" % name


def raw(name="pico-diceball"):
    with open(path(name)) as f:
        return json.load(f)


def position(name, i):
    """Where LED i of board `name` is drawn: its file's (a Board keeps no positions)."""
    e = raw(name)["leds"][i]
    return e["x"], e["y"]


def paddles(n):
    """The LEDs of n bare paddles (positions all 0)."""
    leds = []
    for p in range(n):
        for role, first, last in (("track", 0, 17), ("start", 1, 5), ("home", 1, 5)):
            for k in range(first, last + 1):
                leds.append({"role": role, "paddle": p, "n": k, "x": 0, "y": 0})
    return leds


def refused(d):
    with pytest.raises(ValueError) as e:
        board.from_dict(d)
    return str(e.value)


@pytest.mark.parametrize("name", BOARDS)
def test_each_checked_in_board_loads(name):
    b = board.load(path(name))
    assert b.name == name
    assert b.count == len(raw(name)["leds"])


def test_pegs4_has_four_paddles_of_28_leds_chained_in_order():
    from gameboard import board_check  # what an LED is: never a game's, so not board.py's
    b = board.load(path("pico-pegs4"))
    assert (b.count, b.paddles, b.games) == (112, 4, ("pegs",) + CARD_GAMES)
    assert b.led("track", 0, 0) == 0
    assert b.led("track", 17, 0) == 17
    assert b.led("start", 1, 0) == 18
    assert b.led("home", 5, 0) == 27
    assert b.led("track", 5, 2) == 2 * 28 + 5
    assert board_check.role(b, 2 * 28 + 18 + 2) == ("start", 3, 2)


def test_esp32_pegs8_has_224_leds_and_an_encoder_on_an_esp32_s3():
    from gameboard import board_check  # what an LED is: never a game's, so not board.py's
    b = board.load(path("esp32-pegs8"))
    assert (b.count, b.paddles, b.mcu) == (224, 8, "esp32s3")
    assert b.encoder == (16, 17, 18)
    assert b.led("home", 1, 7) == 7 * 28 + 23
    assert board_check.role(b, 7 * 28 + 23) == ("home", 1, 7)
    assert not b.has("home", 1, 8) and not b.has("home", 6, 7) and not b.has("base", 1)


@pytest.mark.parametrize("name, controller, heap_kb", [
    ("pico-pegs4", "Raspberry Pi Pico", 210),
    ("pico-diceball", "Raspberry Pi Pico", 210),
    ("pico-combo", "Raspberry Pi Pico", 210),
    ("esp32-pegs8", "ESP32-S3-DevKitC-1", 2048),  # PSRAM: several MB, 2 MB counted
])
def test_each_board_names_its_controller_and_the_heap_its_stock_firmware_leaves(
        name, controller, heap_kb):
    b = board.load(path(name))
    assert (b.controller, b.heap_kb) == (controller, heap_kb)


def test_diceball_board_lights_every_diceball_role():
    from gameboard import board_check  # what an LED is: never a game's, so not board.py's
    b = board.load(path("pico-diceball"))
    assert (b.count, b.paddles, b.games) == (34, 0, ("diceball",))
    assert board_check.describe(b, b.led("pip", 4, "bat1")) == "face bat1 pip 4"
    assert board_check.describe(b, b.led("base", 2)) == "base 2"
    assert b.has("top") and b.has("bottom")
    assert not b.has("track", 0, 0)
    assert "ROLL" in b.buttons and "LEFT" not in b.buttons


def test_combo_board_plays_both_games():
    b = board.load(path("pico-combo"))
    assert b.games == ("diceball", "pegs") + CARD_GAMES  # in menu order
    assert b.led("base", 1) == 112
    assert position("pico-combo", b.led("base", 1))[0] >= 1000  # drawn to the right of the paddles


def test_paddle_positions_form_a_regular_polygon():
    b = board.load(path("pico-pegs4"))
    # Hole 0 of each side sits next to its corner: the four are a quarter-turn apart.
    xs = [position("pico-pegs4", b.led("track", 0, p)) for p in range(4)]
    cx, cy = 500, 500
    d = [((x - cx) ** 2 + (y - cy) ** 2) for x, y in xs]
    assert max(d) - min(d) < 0.02 * max(d)
    assert len(set(xs)) == 4


def test_unknown_role_names_the_led():
    d = raw()
    d["leds"][5]["role"] = "hom"
    assert refused(d) == "leds[5].role: unknown role 'hom'"


def test_a_missing_led_is_named():
    d = raw()
    d["leds"] = [e for e in d["leds"] if not (e["role"] == "ball" and e["n"] == 3)]
    assert refused(d) == "leds: no LED for ball 3"


def test_a_missing_home_hole_names_its_paddle():
    d = raw("pico-diceball")
    d["leds"] = paddles(3)
    del d["leds"][28 + 25]
    assert refused(d) == "leds: no LED for paddle 1 home 3"


def test_two_paddles_are_not_a_pegs_board():
    d = raw()
    d["leds"] = paddles(2)
    assert refused(d) == "leds: a board with paddles needs 3 to 8 of them, found 2"


def test_three_bare_paddles_are_a_pegs_board():
    d = raw()
    d["leds"] = paddles(3)
    b = board.from_dict(d)
    assert (b.paddles, b.games) == (3, ("pegs",) + CARD_GAMES)


def test_two_leds_with_one_role_are_refused():
    d = raw()
    d["leds"][6] = dict(d["leds"][5])
    assert refused(d) == "leds[6]: same role as leds[5] (ball 2)"


@pytest.mark.parametrize("field, value, message", [
    ("format", 2, "format: must be 1, got 2"),
    ("mcu", "rp9999", "mcu: unknown mcu 'rp9999' (one of: esp32, esp32s3, rp2040, rp2350)"),
    ("controller", None, "controller: missing"),
    ("heap_kb", 8, "heap_kb: must be a whole number 16..1048576, got 8"),
    ("heap_kb", None, "heap_kb: must be a whole number 16..1048576, got None"),
    ("name", "", "name: must be a text, got ''"),
    ("canvas", [10], "canvas: must be [width, height] in whole units, got [10]"),
    ("leds", [], "leds: must be a non-empty list of LEDs"),
    ("pins", None, "pins: missing"),
])
def test_top_level_fields(field, value, message):
    d = raw()
    d[field] = value
    assert refused(d) == message


@pytest.mark.parametrize("where, value, message", [
    (("pins", "led_data"), 40, "pins.led_data: 40 is not a usable output GPIO of rp2040"),
    (("pins", "led_data"), None, "pins.led_data: missing"),
    (("pins", "i2c", "sda"), 16, "pins.i2c.sda: GPIO 16 already used by pins.led_data"),
    (("pins", "i2c", "freq"), 5, "pins.i2c.freq: must be a whole number 100000..1000000, got 5"),
    (("pins", "buttons", "JUMP"), 3, "pins.buttons.JUMP: unknown button (one of: UP, DOWN, "
                                     "LEFT, RIGHT, OK, BACK, ROLL)"),
    (("pins", "buttons", "UP"), 11, "pins.buttons.UP: GPIO 11 already used by "
                                    "pins.buttons.DOWN"),
    (("pins", "active_low"), "yes", "pins.active_low: must be true or false, got 'yes'"),
    (("pins", "encoder"), {"a": 99, "b": 21}, "pins.encoder.a: 99 is not a usable GPIO of "
                                              "rp2040"),
    (("pins", "buzzer"), 30, "pins.buzzer: 30 is not a usable output GPIO of rp2040"),
    (("display", "driver"), "sh1106", "display.driver: unknown driver 'sh1106' (one of: "
                                      "ssd1306)"),
    (("display", "address"), 200, "display.address: must be a whole number 8..119, got 200"),
    (("power", "budget_ma"), -5, "power.budget_ma: must be a whole number 100..100000, got -5"),
    (("power", "budget_ma"), "lots", "power.budget_ma: must be a whole number 100..100000, "
                                     "got 'lots'"),
    (("power", "idle_ma_per_led"), 9, "power.idle_ma_per_led: must be a whole number 0..5, "
                                      "got 9"),
    (("power", "budget_ma"), 150, "power.budget_ma: 150 mA is used up by the idle current of "
                                  "34 LEDs (170 mA)"),
])
def test_nested_fields(where, value, message):
    d = raw()
    if where == ("power", "budget_ma") and value == 150:
        d["power"]["idle_ma_per_led"] = 5
    node = d
    for key in where[:-1]:
        node = node[key]
    node[where[-1]] = value
    assert refused(d) == message


def test_missing_ok_button_is_refused():
    d = raw()
    del d["pins"]["buttons"]["OK"]
    assert refused(d) == "pins.buttons: needs the OK button"


def test_an_encoder_switch_is_an_ok_button():
    d = raw()
    del d["pins"]["buttons"]["OK"]
    d["pins"]["encoder"] = {"a": 20, "b": 21, "sw": 22}
    assert "OK" in board.from_dict(d).buttons


def test_no_way_to_move_in_a_menu_is_refused():
    d = raw()
    del d["pins"]["buttons"]["UP"]
    assert refused(d) == "pins.buttons: needs UP and DOWN buttons or a rotary encoder"


@pytest.mark.parametrize("pin, message", [
    (7, "pins.buttons.DOWN: 7 is not a usable GPIO of esp32"),  # the flash
    (41, "pins.buttons.DOWN: 41 is not a usable GPIO of esp32"),
])
def test_esp32_pins(pin, message):
    d = raw("pico-diceball")
    d["mcu"] = "esp32"
    d["pins"]["buttons"]["DOWN"] = pin
    assert refused(d) == message


@pytest.mark.parametrize("pin", [22, 30, 37])  # no GPIO 22-25; 26-37 flash and octal PSRAM
def test_esp32_s3_pins_of_its_flash_and_psram_are_refused(pin):
    d = raw("pico-diceball")
    d["mcu"] = "esp32s3"
    d["pins"]["buttons"]["DOWN"] = pin
    assert refused(d) == "pins.buttons.DOWN: %d is not a usable GPIO of esp32s3" % pin


def test_esp32_input_only_pin_cannot_drive_leds():
    d = raw("pico-diceball")
    d["mcu"] = "esp32"
    d["pins"]["led_data"] = 35
    assert refused(d) == "pins.led_data: 35 is not a usable output GPIO of esp32"


@pytest.mark.parametrize("i, key, value, message", [
    (0, "n", 5, "leds[0].n: must be a whole number 1..4, got 5"),
    (0, "x", 5000, "leds[0].x: must be a whole number 0..1000, got 5000"),
    (0, "y", -1, "leds[0].y: must be a whole number 0..1000, got -1"),
    (0, "colour", "red", "leds[0].colour: unknown field"),
    (0, "paddle", 1, "leds[0].paddle: not used by role 'base'"),
    (20, "face", "bat3", "leds[20].face: unknown face 'bat3' (one of: bat1, bat2, pitch)"),
])
def test_led_fields(i, key, value, message):
    d = raw()
    d["leds"][i][key] = value
    assert refused(d) == message


def test_missing_n_is_named():
    d = raw()
    del d["leds"][3]["n"]
    assert refused(d) == "leds[3].n: missing"


def test_an_led_that_is_not_an_object():
    d = raw()
    d["leds"][2] = 7
    assert refused(d) == "leds[2]: must be an object, got 7"


def test_a_paddle_number_out_of_range():
    d = raw()
    d["leds"] = paddles(3)
    d["leds"][0]["paddle"] = 8
    assert refused(d).startswith("leds[0].paddle: must be a whole number 0..7, got 8")


def test_load_names_an_unreadable_file():
    with pytest.raises(ValueError, match="cannot read the board file"):
        board.load(ROOT + "/hardware/boards/nope.json")


def test_load_names_a_file_that_is_not_json():
    with pytest.raises(ValueError, match="not valid JSON"):
        board.load(ROOT + "/hardware/boards/FORMAT.md")


def test_load_names_the_file_and_what_is_wrong_in_a_file_that_is_not_json():
    folder = emptied("board-json")
    with open(folder + "/broken.json", "w") as f:
        f.write('{\n  "format": 1,\n  "name": "broken",\n  "title": unquoted\n}\n')
    with pytest.raises(ValueError) as e:
        board.load(folder + "/broken.json")
    said = str(e.value)
    if sys.implementation.name == "cpython":  # MicroPython's JSON errors carry no position
        assert said == folder + "/broken.json line 4 column 12: not valid JSON (Expecting value)"
    else:
        assert said == folder + "/broken.json: not valid JSON (syntax error in JSON)"


def test_load_with_a_name_takes_only_the_board_of_that_name():
    assert board.load(path("pico-pegs4"), "pico-pegs4").name == "pico-pegs4"
    with pytest.raises(ValueError) as e:
        board.load(path("pico-pegs4"), "pico-combo")
    assert str(e.value) == (path("pico-pegs4") + ": describes board 'pico-pegs4', not "
                            "'pico-combo': a board file is named after the board it describes")


def test_unknown_lookup_is_refused():
    b = board.load(path("pico-diceball"))
    with pytest.raises(ValueError, match="has no LED track 0 0"):
        b.led("track", 0, 0)
