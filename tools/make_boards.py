"""Writes hardware/boards/*.json: the board descriptions, with every LED position computed.

`python -m tools.make_boards` rewrites the files (they are checked in; rerun after changing a
board here). Paddles sit on the sides of a regular polygon (3..8 sides), hole 0 of
each side at the corner it owns, holes running clockwise; HOME branches inward from the in-spot
(hole 3) and START sits in a row inward of the come-out hole (hole 8), as on docs/rules.md 1.1's
board. The diamond set's LEDs are the bases with the count, outs, inning half and three 7-pip
die faces (board_check.py DIAMOND_ROLES).
Positions are whole units on the board's canvas (y down), for the simulator to draw.
"""
import json
import math
import os
import sys

from tools import board_parts

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "hardware", "boards")

HOLES = 18
COME_OUT = 8
IN_SPOT = 3
# Pip n (1..7) of a die face: top-left, top-right, middle-left, centre, middle-right,
# bottom-left, bottom-right; offsets in pip spacings.
PIP_OFFSETS = ((-1, -1), (1, -1), (-1, 0), (0, 0), (1, 0), (-1, 1), (1, 1))


def paddle_leds(sides, cx, cy, radius):
    """The 28 LEDs of every paddle, in chain order: track 0..17, START 1..5, HOME 1..5."""
    leds = []
    corners = []
    for k in range(sides):
        a = -math.pi / 2 - math.pi / sides + 2 * math.pi * k / sides
        corners.append((cx + radius * math.cos(a), cy + radius * math.sin(a)))
    for s in range(sides):
        (x0, y0), (x1, y1) = corners[s], corners[(s + 1) % sides]
        length = math.hypot(x1 - x0, y1 - y0)
        ux, uy = (x1 - x0) / length, (y1 - y0) / length
        # Clockwise on a y-down canvas keeps the centre on the right-hand side: inward normal.
        nx, ny = -uy, ux
        step = length / HOLES

        def at(hole, depth):
            t = (hole + 0.5) * step
            return (round(x0 + ux * t + nx * depth * step), round(y0 + uy * t + ny * depth * step))

        for hole in range(HOLES):
            x, y = at(hole, 0)
            leds.append({"role": "track", "paddle": s, "n": hole, "x": x, "y": y})
        for n in range(1, 6):
            x, y = at(COME_OUT - 1 + n, 2)
            leds.append({"role": "start", "paddle": s, "n": n, "x": x, "y": y})
        for n in range(1, 6):
            x, y = at(IN_SPOT, n)
            leds.append({"role": "home", "paddle": s, "n": n, "x": x, "y": y})
    return leds


def diamond_leds(ox, oy, size):
    """The diamond set on a size x size square at (ox, oy), in chain order."""
    u = size / 20.0
    leds = []

    def put(role, n, gx, gy, **extra):
        d = {"role": role}
        d.update(extra)
        if n is not None:
            d["n"] = n
        d["x"] = round(ox + gx * u)
        d["y"] = round(oy + gy * u)
        leds.append(d)

    for n, (gx, gy) in enumerate(((14, 10), (10, 6), (6, 10), (10, 14)), 1):
        put("base", n, gx, gy)
    for n in range(1, 4):
        put("ball", n, 1 + n, 1)
    for n in range(1, 3):
        put("strike", n, 1 + n, 2.5)
    for n in range(1, 3):
        put("out", n, 1 + n, 4)
    put("top", None, 17, 1)
    put("bottom", None, 17, 2.5)
    for face, fx in (("pitch", 3), ("bat1", 10), ("bat2", 15)):
        for n, (dx, dy) in enumerate(PIP_OFFSETS, 1):
            put("pip", n, fx + dx, 18 + dy * 0.8, face=face)
    return leds


def pico_pins(buttons, encoder=None, buzzer=18):
    numbers = {"UP": 10, "DOWN": 11, "LEFT": 12, "RIGHT": 13, "OK": 14, "BACK": 15, "ROLL": 9}
    return {
        "led_data": 16,
        "i2c": {"id": 0, "sda": 4, "scl": 5, "freq": 400000},
        "buttons": {b: numbers[b] for b in buttons},
        "active_low": True,
        "encoder": encoder,
        "buzzer": buzzer,
    }


DISPLAY = {"driver": "ssd1306", "address": 60, "width": 128, "height": 64}


def controller(mcu):
    """The description's controller fields: the module, and the heap its stock MicroPython
    leaves (tools/board_parts.py says where each figure comes from)."""
    c = board_parts.CONTROLLERS[mcu]
    return {"mcu": mcu, "controller": c.module, "heap_kb": c.heap_kb}


def boards():
    yield {
        "format": 1, "name": "pico-pegs4",
        "title": "Pico, Pegs & Jokers, 4 paddles",
        **controller("rp2040"),
        "pins": pico_pins(("UP", "DOWN", "LEFT", "RIGHT", "OK", "BACK")),
        "display": DISPLAY,
        # LED budgets: the supply is sized from them in hardware/docs/NAME.md (make_board_docs).
        "power": {"budget_ma": 1800, "idle_ma_per_led": 1},
        "canvas": [1000, 1000],
        "leds": paddle_leds(4, 500, 500, 470),
    }
    yield {
        "format": 1, "name": "esp32-pegs8",
        # An ESP32-S3 with PSRAM: the ESP32 without it leaves about 112 KB in one block, too
        # little for an 8-player game (docs/architecture.md, "Memory").
        "title": "ESP32-S3, Pegs & Jokers, 8 paddles",
        **controller("esp32s3"),
        "pins": {
            "led_data": 4,
            "i2c": {"id": 0, "sda": 8, "scl": 9, "freq": 400000},
            "buttons": {"UP": 10, "DOWN": 11, "LEFT": 12, "RIGHT": 13, "OK": 14, "BACK": 15},
            "active_low": True,
            "encoder": {"a": 16, "b": 17, "sw": 18},
            "buzzer": 7,
        },
        "display": DISPLAY,
        # A full white frame of 224 LEDs (13 A) is far over the budget; the limiter scales it.
        "power": {"budget_ma": 3500, "idle_ma_per_led": 1},
        "canvas": [1000, 1000],
        "leds": paddle_leds(8, 500, 500, 480),
    }
    yield {
        "format": 1, "name": "pico-diceball",
        "title": "Pico, DiceBall",
        **controller("rp2040"),
        "pins": pico_pins(("UP", "DOWN", "OK", "BACK", "ROLL")),
        "display": DISPLAY,
        # USB powered: 350 mA of the port's 500 mA for the LEDs.
        "power": {"budget_ma": 350, "idle_ma_per_led": 1},
        "canvas": [1000, 1000],
        "leds": diamond_leds(0, 0, 1000),
    }
    yield {
        "format": 1, "name": "pico-combo",
        "title": "Pico, Pegs & Jokers and DiceBall",
        **controller("rp2040"),
        "pins": pico_pins(("UP", "DOWN", "LEFT", "RIGHT", "OK", "BACK", "ROLL"),
                          encoder={"a": 20, "b": 21, "sw": 22}),
        "display": DISPLAY,
        "power": {"budget_ma": 2000, "idle_ma_per_led": 1},
        "canvas": [2000, 1000],
        "leds": paddle_leds(4, 500, 500, 470) + diamond_leds(1000, 0, 1000),
    }


def dumps(board):
    """JSON with one LED per line, so a diff shows which LEDs changed."""
    head = dict(board)
    leds = head.pop("leds")
    text = json.dumps(head, indent=2)
    rows = ",\n".join("    " + json.dumps(e) for e in leds)
    return text[:-2] + ',\n  "leds": [\n' + rows + "\n  ]\n}\n"


def main(argv):
    sys.path.insert(0, os.path.join(ROOT, "firmware"))
    from gameboard import board as loader
    for b in boards():
        loader.from_dict(b)
        path = os.path.join(OUT, b["name"] + ".json")
        with open(path, "w") as f:
            f.write(dumps(b))
        print("wrote", os.path.relpath(path, ROOT), len(b["leds"]), "LEDs")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
