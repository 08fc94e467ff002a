"""Writes the build documents of every board: hardware/docs/NAME.md and hardware/docs/NAME.svg.

`python -m tools.make_board_docs` regenerates them from the board descriptions
(hardware/boards/NAME.json, the same files the firmware runs on), so that the wiring tables, LED
counts, chain order and power figures never disagree with the firmware; tests/test_board_docs.py
fails when a checked-in document differs from what this writes. What a board description does
not say (controller pinouts, part numbers, supplies) is in tools/board_parts.py.
"""
import json
import math
import os
import sys

from tools import board_parts
from tools.board_drawing import svg

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BOARDS = os.path.join(ROOT, "hardware", "boards")
DOCS = os.path.join(ROOT, "hardware", "docs")
COMMAND = "python -m tools.make_board_docs"
SHIFTER = "74AHCT125"
RESISTOR = "330 Ω"


def checked(description):
    """The firmware's reading of a board description (ValueError if it would refuse it)."""
    firmware = os.path.join(ROOT, "firmware")
    if firmware not in sys.path:
        sys.path.insert(0, firmware)
    from gameboard import board as loader
    return loader.from_dict(description)


def supply(board, controller):
    """(where the 5 V comes from, mA needed, the supply part or None for USB power)."""
    needed = board["power"]["budget_ma"] + controller.current_ma
    if needed * board_parts.HEADROOM <= board_parts.USB_MA:
        return "usb", needed, None
    for rating, part in board_parts.SUPPLIES:
        if rating >= needed * board_parts.HEADROOM:
            return "supply", needed, (rating, part)
    raise ValueError("%s needs %d mA: no supply in tools/board_parts.py is big enough"
                     % (board["name"], needed))


def runs(leds):
    """The chain as runs of LEDs of one role and group with consecutive numbers:
    [(first index, last index, role, group, first n, last n)]."""
    out = []
    for i, led in enumerate(leds):
        group = led.get("paddle", led.get("face"))
        n = led.get("n")
        if out:
            first, last, role, grp, n0, n1 = out[-1]
            if role == led["role"] and grp == group and n is not None and n1 is not None \
                    and n == n1 + 1:
                out[-1] = (first, i, role, grp, n0, n)
                continue
        out.append((i, i, led["role"], group, n, n))
    return out


RUN_NAMES = {
    "track": "track holes", "start": "START holes", "home": "HOME holes H", "base": "bases",
    "ball": "balls", "strike": "strikes", "out": "outs", "pip": "pips",
}


def describe_run(role, group, n0, n1):
    if role in ("top", "bottom"):
        return "inning half: %s" % role
    numbers = "%s%d" % (RUN_NAMES[role], n0) if n0 == n1 else "%s%d..%d" % (
        RUN_NAMES[role], n0, n1)
    if role == "home":
        numbers = numbers.replace("H%d.." % n0, "H%d..H" % n0)
    else:
        numbers = numbers.replace(RUN_NAMES[role], RUN_NAMES[role] + " ")
    if role in ("track", "start", "home"):
        return "paddle %d: %s" % (group, numbers)
    if role == "pip":
        return "die face %s: %s" % (group, numbers)
    return numbers


def wiring(board, loaded, controller, power_from):
    pins = board["pins"]
    pin = controller.pin_of
    rows = []
    rows.append(("LED data", pins["led_data"], pin(pins["led_data"]),
                 "%s 1A (pin 2); its 1Y (pin 3) through the %s resistor to DIN of LED 0"
                 % (SHIFTER, RESISTOR), "3.3 V raised to 5 V for the WS2812B"))
    bus, sda, scl, freq = loaded.i2c
    rows.append(("OLED SDA", sda, pin(sda), "SSD1306 module SDA",
                 "I2C%d, %d kHz, address 0x%02X" % (bus, freq // 1000, loaded.display_address)))
    rows.append(("OLED SCL", scl, pin(scl), "SSD1306 module SCL", "the module has its pull-ups"))
    to = "GND" if loaded.active_low else "3V3"
    level = "internal pull-up, pressed reads low" if loaded.active_low else \
        "internal pull-down, pressed reads high"
    for name, gpio in pins["buttons"].items():
        rows.append(("button %s" % name, gpio, pin(gpio), "tactile switch %s; its other leg to %s"
                     % (name, to), level))
    encoder = pins.get("encoder")
    if encoder:
        rows.append(("encoder A", encoder["a"], pin(encoder["a"]),
                     "EC11 pin A; its middle pin C to GND", "internal pull-up"))
        rows.append(("encoder B", encoder["b"], pin(encoder["b"]), "EC11 pin B",
                     "internal pull-up"))
        if encoder.get("sw") is not None:
            rows.append(("encoder switch (OK)", encoder["sw"], pin(encoder["sw"]),
                         "one EC11 switch pin; the other to GND", "acts as OK"))
    if pins.get("buzzer") is not None:
        rows.append(("buzzer", pins["buzzer"], pin(pins["buzzer"]),
                     "passive buzzer +; its - to GND", "PWM tones"))
    rows.append(("3.3 V", "-", controller.three_v3, "OLED VCC", "the OLED's only supply"))
    if power_from == "usb":
        rows.append(("5 V", "-", controller.usb_5v,
                     "LED 5V (every strip piece); %s VCC (pin 14); + of the 1000 µF capacitor"
                     % SHIFTER, "USB power: nothing else feeds the LEDs"))
    else:
        rows.append(("5 V", "-", controller.supply_in,
                     "5 V supply +; LED 5V (every paddle or strip piece); %s VCC (pin 14); + of "
                     "the 1000 µF capacitor" % SHIFTER,
                     "the diode lets USB and the supply be plugged in together"))
    grounds = ["LED GND", "%s GND (pin 7) and 1OE (pin 1)" % SHIFTER, "OLED GND", "switches"]
    if encoder:
        grounds.append("encoder C")
    if pins.get("buzzer") is not None:
        grounds.append("buzzer -")
    if power_from != "usb":
        grounds.insert(0, "supply -")
    rows.append(("GND", "-", controller.ground, ", ".join(grounds + ["- of the capacitor"]),
                 "one common ground"))
    out = ["| what | GPIO | %s pin | goes to | notes |" % controller.module,
           "|---|---|---|---|---|"]
    out += ["| %s | %s | %s | %s | %s |" % row for row in rows]
    return out


def bill(board, loaded, controller, power_from, supply_part):
    pins = board["pins"]
    count = len(board["leds"])
    switches = len(pins["buttons"])
    out = ["| qty | part | example part number | notes |", "|---|---|---|---|",
           "| 1 | %s | %s | %s |" % (controller.module, controller.part, controller.alternative),
           "| %d | WS2812B RGB LED, 5 V | Worldsemi WS2812B (5050) on breakout boards, or cut "
           "from a 5 V WS2812B strip (60 LEDs/m) | buy about 5 %% spare |" % count,
           "| 1 | OLED 0.96\" 128x64, SSD1306, I2C | generic 4-pin module (GND VCC SCL SDA) or "
           "Adafruit 326 | address 0x%02X; the driver comes from micropython-lib |"
           % loaded.display_address,
           "| %d | tactile switch | Omron B3F-4055 (12 x 12 mm) | one per button: %s |"
           % (switches, " ".join(pins["buttons"]))]
    if pins.get("encoder"):
        out.append("| 1 | rotary encoder with push switch, EC11 | Bourns PEC11R-4215F-S0024 | "
                   "24 detents; the push switch is OK |")
    if pins.get("buzzer") is not None:
        out.append("| 1 | passive piezo buzzer | TDK PS1240P02BT | driven from the GPIO |")
    out += [
        "| 1 | level shifter %s | Texas Instruments SN%sN (DIP-14) | LED data 3.3 V -> 5 V, "
        "one of its four buffers |" % (SHIFTER, SHIFTER),
        "| 1 | capacitor 100 nF ceramic | any, 50 V | across the %s's VCC and GND |" % SHIFTER,
        "| 1 | resistor %s, 1/4 W | Yageo CFR-25JB-52-330R | in the LED data line, close to "
        "LED 0 (330-470 Ω) |" % RESISTOR,
        "| 1 | capacitor 1000 µF, 10 V electrolytic | Panasonic EEU-FR1A102 | across 5 V and GND "
        "at LED 0 |",
    ]
    if power_from == "usb":
        out.append("| 1 | USB cable and a 5 V USB charger (500 mA or more) | any | powers the "
                   "whole board |")
    else:
        rating, part = supply_part
        out += [
            "| 1 | 5 V supply, %g A | %s | sized in Power, below |" % (rating / 1000, part),
            "| 1 | DC barrel jack, 2.1 x 5.5 mm | any, panel mount | for the supply's plug |",
            "| 1 | Schottky diode 1N5817 | ON Semiconductor 1N5817G | 5 V into the controller |",
        ]
    out += [
        "| - | wire, 18 AWG (0.75 mm²), red and black | silicone insulated | 5 V and GND to "
        "the LEDs |",
        "| - | wire, 24 AWG (0.2 mm²) | any hook-up wire | data, I2C, switches |",
    ]
    return out


def chain(board):
    out = ["| chain index | what |", "|---|---|"]
    for first, last, role, group, n0, n1 in runs(board["leds"]):
        span = "%d" % first if first == last else "%d-%d" % (first, last)
        out.append("| %s | %s |" % (span, describe_run(role, group, n0, n1)))
    return out


def power(board, controller, power_from, needed, supply_part):
    count = len(board["leds"])
    budget = board["power"]["budget_ma"]
    idle = board["power"]["idle_ma_per_led"]
    white = count * (board_parts.WHITE_MA_PER_LED + idle)
    share = 100.0 * (budget - idle * count) / (count * board_parts.WHITE_MA_PER_LED)
    out = ["| | |", "|---|---|",
           "| LEDs | %d |" % count,
           "| worst case, every LED full white | %d x (%d + %d idle) mA = %d mA |"
           % (count, board_parts.WHITE_MA_PER_LED, idle, white),
           "| the firmware's limit (`power.budget_ma`) | %d mA: every LED frame is scaled down "
           "to stay within it, so full white shows at %d %% |" % (budget, min(100, share)),
           "| %s and OLED | about %d mA |" % (controller.module, controller.current_ma),
           "| needed from the 5 V source | %d mA; with %d %% spare, %d mA |"
           % (needed, round((board_parts.HEADROOM - 1) * 100), math.ceil(
               needed * board_parts.HEADROOM))]
    if power_from == "usb":
        out.append("| 5 V source | the USB port (%d mA): no separate supply |"
                   % board_parts.USB_MA)
    else:
        out.append("| 5 V source | %s |" % supply_part[1])
    return out


def assembly(board, loaded, controller, power_from):
    count = len(board["leds"])
    steps = [
        "Place the %d LEDs at the positions of the drawing above, and chain them in its order: "
        "DOUT of each LED to DIN of the next, starting from LED 0 (marked DATA IN)." % count,
        "Run 5 V and GND to the LEDs with the 18 AWG wire%s." % (
            "" if count <= 60 else ", and feed them again at the start of every paddle or "
            "strip piece (in parallel from the supply), so that the far LEDs do not dim"),
        "Solder the 1000 µF capacitor across 5 V and GND at LED 0 (mind its polarity), and the "
        "%s resistor into the data wire close to LED 0." % RESISTOR,
        "Wire the %s: VCC (pin 14) to 5 V with the 100 nF capacitor beside it, GND (pin 7) and "
        "1OE (pin 1) to GND, 1A (pin 2) from the controller's LED data pin, 1Y (pin 3) to the "
        "resistor; tie the unused inputs 2A, 3A, 4A (pins 5, 9, 12) to GND and their enables 2OE, "
        "3OE, 4OE (pins 4, 10, 13) to VCC." % SHIFTER,
        "Wire the OLED, the switches%s%s as in the wiring table; every switch's other leg goes "
        "to GND." % (", the encoder" if board["pins"].get("encoder") else "",
                     " and the buzzer" if board["pins"].get("buzzer") is not None else ""),
    ]
    if power_from == "usb":
        steps.append("Take the LEDs' 5 V from %s: the board runs from its USB port."
                     % controller.usb_5v)
    else:
        steps.append("Wire the barrel jack to 5 V and GND, and the 1N5817 diode from 5 V "
                     "(anode) to %s (cathode)." % controller.supply_in.split(",")[0])
    steps.append("Before plugging in the controller, check with a meter that 5 V and GND are "
                 "not shorted.")
    return ["%d. %s" % (i, s) for i, s in enumerate(steps, 1)]


def first_flash(board, controller):
    name, target = controller.firmware
    steps = [s % (name, target) if "%s" in s else s for s in controller.flash]
    steps += [
        "From this repository, put the firmware on it (it compiles it, copies it, installs the "
        "ssd1306 driver with mip, which needs the internet, writes the board description and "
        "checks the boot banner): `python -m tools.deploy --port auto --board %s`." % board["name"],
        "The OLED shows the banner, then the main menu; the console (`mpremote connect auto "
        "repl`) shows `gameboard firmware <version> board %s free <bytes>`. Holding BACK while "
        "powering up leaves the app off (safe mode)." % board["name"],
    ]
    return ["%d. %s" % (i, s) for i, s in enumerate(steps, 1)]


def memory(board, loaded, controller):
    """The heap the controller's stock MicroPython leaves, against what the biggest game of
    the board needs: its descriptor's HEAP_KB (a 32-bit build's measure) at the board's most
    players, in the heaviest of its rows (computers at a level that needs more), counted as
    the firmware's start check counts it on a board (games/fits.py)."""
    from gameboard import memory as heap
    from gameboard.games import registry
    descriptor = registry.descriptor
    needs = []
    for key in loaded.games:
        players = loaded.paddles if "track" in descriptor(key).NEEDS else None
        table = descriptor(key).HEAP_KB
        counts = [row[0] for row in table if row[0] is not None]
        if players is not None and counts:  # a game for fewer players than the board seats
            players = min(players, max(counts))
        for row in set([None] + [r[2] for r in table if len(r) > 2]):
            kb = registry.heap(key, players, row, "HEAP_KB")
            needs.append((heap.needed(kb, wide=False) // 1024, key, players, row or "", kb))
    need_kb, key, players, row, kb = max(needs)
    game = _plays(loaded, key) if players is None else "%s, %d players" % (
        descriptor(key).LABEL, players)
    if row:
        game += ", computers %s" % row
    spare = 100 * (board["heap_kb"] - need_kb) // board["heap_kb"]
    return ["| | |", "|---|---|",
            "| heap stock MicroPython leaves (`heap_kb`) | %d KB on the %s: %s |"
            % (board["heap_kb"], controller.module, controller.heap_source),
            "| the biggest game needs | %d KB: %s (`HEAP_KB` %d KB: the heap a 32-bit build "
            "played it in, and 8 KB more) |" % (need_kb, game, kb),
            "| to spare | %s |" % ("%d %%" % spare if spare >= 0 else
                                   "none: the firmware refuses the game at its start")]


def _plays(loaded, key):
    """A game the board plays, as the document names it: its label, and how many paddles
    when it plays on them."""
    from gameboard.games.registry import descriptor
    game = descriptor(key)
    if "track" in game.NEEDS:
        return "%s (%d paddles)" % (game.LABEL, loaded.paddles)
    return game.LABEL


def _listed(names):
    """"a", "a and b", "a, b and c"."""
    return " and ".join(names) if len(names) < 3 else ", ".join(names[:-1]) + " and " + names[-1]


def markdown(board):
    """hardware/docs/NAME.md for `board` (a board description, as its JSON reads)."""
    loaded = checked(board)
    controller = board_parts.CONTROLLERS[board["mcu"]]
    power_from, needed, supply_part = supply(board, controller)
    games = _listed([_plays(loaded, g) for g in loaded.games])
    lines = [
        "<!-- Generated by `%s` from hardware/boards/%s.json: edit that (through "
        "tools/make_boards.py), not this file. -->" % (COMMAND, board["name"]),
        "",
        "# %s: %s" % (board["name"], board["title"]),
        "",
        "%s, %d WS2812B LEDs, a 128x64 OLED; plays %s; buttons %s%s."
        % (controller.module, len(board["leds"]), games, " ".join(board["pins"]["buttons"]),
           " and a rotary encoder" if board["pins"].get("encoder") else ""),
        "",
        "## LED layout and chain order",
        "",
        "![LED layout of %s: every LED numbered in chain order](%s.svg)" % (board["name"],
                                                                           board["name"]),
        "",
        "## Wiring",
        "",
        "GPIO numbers are the board description's (the firmware reads them from it); the pin "
        "column is where that GPIO is on the %s." % controller.module,
        "",
    ]
    lines += wiring(board, loaded, controller, power_from)
    lines += ["", "## Bill of materials", ""]
    lines += bill(board, loaded, controller, power_from, supply_part)
    lines += ["", "## LED chain order", "",
              "Index 0 is the LED nearest the data pin; the data runs on in this order.", ""]
    lines += chain(board)
    lines += ["", "## Power", ""]
    lines += power(board, controller, power_from, needed, supply_part)
    lines += ["", "## Memory", "",
              "Before a game starts, the firmware checks that the heap holds it (and says so on "
              "the OLED if not).", ""]
    lines += memory(board, loaded, controller)
    lines += ["", "## Assembly", ""]
    lines += assembly(board, loaded, controller, power_from)
    lines += ["", "## First flash", ""]
    lines += first_flash(board, controller)
    return "\n".join(lines) + "\n"


def documents(boards_dir=BOARDS):
    """{file name in hardware/docs: text} for every board description."""
    out = {}
    for name in sorted(os.listdir(boards_dir)):
        if name.endswith(".json"):
            with open(os.path.join(boards_dir, name)) as f:
                board = json.load(f)
            out[board["name"] + ".md"] = markdown(board)
            out[board["name"] + ".svg"] = svg(board)
    return out


def main(argv):
    os.makedirs(DOCS, exist_ok=True)
    docs = documents()
    for name in sorted(os.listdir(DOCS)):
        if name not in docs:
            os.remove(os.path.join(DOCS, name))
            print("removed", os.path.relpath(os.path.join(DOCS, name), ROOT))
    for name, text in docs.items():
        with open(os.path.join(DOCS, name), "w") as f:
            f.write(text)
        print("wrote", os.path.relpath(os.path.join(DOCS, name), ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
