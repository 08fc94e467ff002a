"""The build documents (hardware/docs/NAME.md and NAME.svg) say what the board descriptions
say: they are regenerated here in memory and must equal the checked-in files; the wiring tables,
power figures, chain order and drawings are checked against the board descriptions."""
import json
import math
import os
import re
import shutil
import xml.etree.ElementTree as ET

import pytest

from tools import board_parts, make_board_docs
from tools.board_drawing import RADIUS_PX

ROOT = make_board_docs.ROOT
DOCS = make_board_docs.DOCS
NAMES = sorted(f[:-5] for f in os.listdir(make_board_docs.BOARDS) if f.endswith(".json"))
SVG = "{http://www.w3.org/2000/svg}"


def board(name):
    with open(os.path.join(make_board_docs.BOARDS, name + ".json")) as f:
        return json.load(f)


def doc(name):
    with open(os.path.join(DOCS, name + ".md"), encoding="utf-8") as f:
        return f.read()


def table_row(text, first_cell):
    """The cells of the table row whose first cell is `first_cell`."""
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and cells[0] == first_cell:
            return cells
    raise AssertionError("no row %r" % first_cell)


def test_the_checked_in_documents_are_what_the_board_descriptions_give():
    expected = make_board_docs.documents()
    stale = []
    for name, text in sorted(expected.items()):
        path = os.path.join(DOCS, name)
        if not os.path.exists(path):
            stale.append(name + " (missing)")
            continue
        with open(path, encoding="utf-8") as f:
            if f.read() != text:
                stale.append(name)
    extra = sorted(set(os.listdir(DOCS)) - set(expected))
    assert not stale and not extra, (
        "hardware/docs is out of date with hardware/boards (%s): run `%s` and commit the result"
        % (", ".join(stale + [e + " (no board)" for e in extra]), make_board_docs.COMMAND))


def test_a_changed_pin_in_a_board_description_changes_its_document(tmp_path):
    boards = tmp_path / "boards"
    shutil.copytree(make_board_docs.BOARDS, boards)
    changed = board("pico-pegs4")
    changed["pins"]["buttons"]["OK"] = 7
    (boards / "pico-pegs4.json").write_text(json.dumps(changed))
    docs = make_board_docs.documents(str(boards))
    assert docs["pico-pegs4.md"] != doc("pico-pegs4")
    assert table_row(docs["pico-pegs4.md"], "button OK")[1:3] == ["7", "pin 10 (GP7)"]


@pytest.mark.parametrize("name", NAMES)
def test_the_wiring_table_has_every_pin_of_the_board(name):
    b, text = board(name), doc(name)
    pins = b["pins"]
    pin_of = board_parts.CONTROLLERS[b["mcu"]].pin_of
    expected = {"LED data": pins["led_data"], "OLED SDA": pins["i2c"]["sda"],
                "OLED SCL": pins["i2c"]["scl"]}
    for button, gpio in pins["buttons"].items():
        expected["button " + button] = gpio
    if pins.get("encoder"):
        expected.update({"encoder A": pins["encoder"]["a"], "encoder B": pins["encoder"]["b"],
                         "encoder switch (OK)": pins["encoder"]["sw"]})
    if pins.get("buzzer") is not None:
        expected["buzzer"] = pins["buzzer"]
    for what, gpio in expected.items():
        assert table_row(text, what)[1:3] == [str(gpio), pin_of(gpio)], what
    for power in ("3.3 V", "5 V", "GND"):
        table_row(text, power)


def test_pico_and_devkitc_pins_are_where_their_pinouts_put_them():
    # From the Raspberry Pi Pico datasheet and the ESP32-S3-DevKitC-1 user guide.
    assert table_row(doc("pico-pegs4"), "LED data")[2] == "pin 21 (GP16)"
    assert table_row(doc("pico-pegs4"), "OLED SDA")[2] == "pin 6 (GP4)"
    assert table_row(doc("pico-diceball"), "button ROLL")[2] == "pin 12 (GP9)"
    assert table_row(doc("esp32-pegs8"), "OLED SDA")[2] == 'J1-12 (silk "8")'
    assert table_row(doc("esp32-pegs8"), "LED data")[2] == 'J1-4 (silk "4")'


@pytest.mark.parametrize("name", NAMES)
def test_memory_states_the_stock_heap_and_the_biggest_games_need(name):
    b, text = board(name), doc(name)
    assert table_row(text, "heap stock MicroPython leaves (`heap_kb`)")[1].startswith(
        "%d KB" % b["heap_kb"])
    need = table_row(text, "the biggest game needs")[1]
    assert need.split()[0].isdigit() and " KB" in need


def board_need_kb(key, players, row=None):
    """What game `key` at `players`, with options that need `row`, needs of a 32-bit board's
    heap, in KB, as the start check counts it there."""
    from gameboard import memory
    from gameboard.games import registry
    return memory.needed(registry.heap(key, players, row, "HEAP_KB"), wide=False) // 1024


def test_the_8_paddle_board_holds_an_8_player_game_with_a_third_to_spare():
    for row in (None, "easy", "hard"):
        assert board_need_kb("pegs", 8, row) * 3 <= board("esp32-pegs8")["heap_kb"] * 2


@pytest.mark.parametrize("row", [None, "easy", "hard"])
def test_a_pico_holds_4_computers_at_every_level(row):
    assert board_need_kb("pegs", 4, row) <= board("pico-pegs4")["heap_kb"]


@pytest.mark.parametrize("name", NAMES)
def test_every_board_holds_the_biggest_game_it_offers(name):
    b, text = board(name), doc(name)
    need = table_row(text, "the biggest game needs")[1]
    assert int(need.split()[0]) <= b["heap_kb"]
    assert "none: the firmware refuses" not in table_row(text, "to spare")[1]


@pytest.mark.parametrize("name", NAMES)
def test_power_figures_come_from_the_board_description(name):
    b, text = board(name), doc(name)
    count = len(b["leds"])
    budget = b["power"]["budget_ma"]
    assert table_row(text, "LEDs") == ["LEDs", str(count)]
    worst = table_row(text, "worst case, every LED full white")[1]
    assert worst.endswith("= %d mA" % (count * (60 + b["power"]["idle_ma_per_led"])))
    assert table_row(text, "the firmware's limit (`power.budget_ma`)")[1].startswith(
        "%d mA" % budget)
    needed = budget + board_parts.CONTROLLERS[b["mcu"]].current_ma
    source = table_row(text, "5 V source")[1]
    if needed * board_parts.HEADROOM <= board_parts.USB_MA:
        assert source.startswith("the USB port")
    else:
        ratings = [r for r, part in board_parts.SUPPLIES if part == source]
        assert ratings and ratings[0] >= needed * board_parts.HEADROOM
        smaller = [r for r, _ in board_parts.SUPPLIES if r < ratings[0]]
        assert all(r < needed * board_parts.HEADROOM for r in smaller)  # the smallest that does


def test_supplies_for_the_four_boards():
    assert table_row(doc("pico-diceball"), "5 V source")[1].startswith("the USB port")
    assert "5 V 3 A" in table_row(doc("pico-pegs4"), "5 V source")[1]
    assert "5 V 6 A" in table_row(doc("esp32-pegs8"), "5 V source")[1]


@pytest.mark.parametrize("name", NAMES)
def test_the_chain_order_table_covers_every_led_once_in_order(name):
    b, text = board(name), doc(name)
    section = text.split("## LED chain order")[1].split("## ")[0]
    spans = re.findall(r"^\| (\d+)(?:-(\d+))? \| (.+) \|$", section, re.M)
    covered = []
    for first, last, what in spans:
        first, last = int(first), int(last or first)
        covered += range(first, last + 1)
        led = b["leds"][first]
        if led["role"] in ("track", "start", "home"):
            assert what.startswith("paddle %d: " % led["paddle"])
    assert covered == list(range(len(b["leds"])))


def test_paddles_are_chained_track_start_home_paddle_after_paddle():
    section = doc("pico-pegs4").split("## LED chain order")[1]
    assert "| 28-45 | paddle 1: track holes 0..17 |" in section
    assert "| 46-50 | paddle 1: START holes 1..5 |" in section
    assert "| 51-55 | paddle 1: HOME holes H1..H5 |" in section


def drawing(name):
    root = ET.parse(os.path.join(DOCS, name + ".svg")).getroot()
    leds = [c for c in root.iter(SVG + "circle") if float(c.get("r")) == RADIUS_PX]
    labels = [t for t in root.iter(SVG + "text") if t.get("text-anchor") == "middle"]
    line = next(root.iter(SVG + "polyline"))
    points = [tuple(float(v) for v in p.split(",")) for p in line.get("points").split()]
    return root, leds, labels, points


@pytest.mark.parametrize("name", NAMES)
def test_the_drawing_has_every_led_numbered_at_its_place_in_chain_order(name):
    b = board(name)
    root, circles, labels, points = drawing(name)
    assert len(circles) == len(labels) == len(points) == len(b["leds"])
    assert [t.text for t in labels] == [str(i) for i in range(len(b["leds"]))]
    centres = [(float(c.get("cx")), float(c.get("cy"))) for c in circles]
    assert centres == points  # the chain line runs through the LEDs in chain order
    # The drawing is the board's layout scaled: the same scale and offset for every LED.
    (x0, y0), (x1, y1) = centres[0], centres[-1]
    e0, e1 = b["leds"][0], b["leds"][-1]
    scale = math.hypot(x1 - x0, y1 - y0) / math.hypot(e1["x"] - e0["x"], e1["y"] - e0["y"])
    for (x, y), led in zip(centres, b["leds"]):
        assert x - x0 == pytest.approx((led["x"] - e0["x"]) * scale, abs=0.2)
        assert y - y0 == pytest.approx((led["y"] - e0["y"]) * scale, abs=0.2)
    colours = {}
    for c, led in zip(circles, b["leds"]):
        colours.setdefault(board_parts.look(led)[0], set()).add(c.get("fill"))
    assert all(len(fills) == 1 for fills in colours.values())  # one colour per role


@pytest.mark.parametrize("name", NAMES)
def test_no_two_leds_of_a_drawing_overlap_and_all_are_inside_it(name):
    root, circles, _, _ = drawing(name)
    width, height = float(root.get("width")), float(root.get("height"))
    centres = sorted((float(c.get("cx")), float(c.get("cy"))) for c in circles)
    for i, (x0, y0) in enumerate(centres):
        assert RADIUS_PX <= x0 <= width - RADIUS_PX and RADIUS_PX <= y0 <= height - RADIUS_PX
        for x1, y1 in centres[i + 1:]:
            if x1 - x0 > 2 * RADIUS_PX:
                break
            assert math.hypot(x1 - x0, y1 - y0) >= 2 * RADIUS_PX + 2


def test_hardware_readme_links_every_boards_document():
    with open(os.path.join(ROOT, "hardware", "README.md"), encoding="utf-8") as f:
        readme = f.read()
    for name in NAMES:
        assert "(docs/%s.md)" % name in readme
