"""A board description (hardware/boards/NAME.json, /board.json on the device), checked and
turned into compact lookups.

The app never hard-codes a pin or an LED index: it asks the Board. The format is documented in
hardware/boards/FORMAT.md; in short:

    {"format": 1, "name": "pico-pegs4", "title": "...", "mcu": "rp2040",
     "controller": "Raspberry Pi Pico", "heap_kb": 210,
     "pins": {"led_data": 16, "i2c": {"id": 0, "sda": 4, "scl": 5, "freq": 400000},
              "buttons": {"UP": 10, ...}, "active_low": true,
              "encoder": {"a": 20, "b": 21, "sw": 22} or null, "buzzer": 18 or null},
     "display": {"driver": "ssd1306", "address": 60, "width": 128, "height": 64},
     "power": {"budget_ma": 1500, "idle_ma_per_led": 1},
     "canvas": [1000, 1000],
     "leds": [{"role": "track", "paddle": 0, "n": 0, "x": 120, "y": 80}, ...]}

`load(path)` / `from_dict(d)` raise ValueError naming the exact field at fault, e.g.
"leds[57].role: unknown role 'hom'". Nothing of the parsed JSON is kept: LED roles and
go into one small array (every role's LEDs by place, role after role): 0.6 KB for the 224 LEDs
of esp32-pegs8. One table, not one a role: each array and the dict of them were about 1 KB
more. The canvas and the positions are checked but not kept (they were 1 KB more on
esp32-pegs8): only the simulator draws a board, and it reads them from the file.

Lookups for the app:
    board.led("track", 5, paddle)   the LED of track hole 5 (0..17) of a paddle
    board.led("start", 3, paddle)   START hole 3 (1..5);  board.led("home", 1, paddle): H1
    board.led("base", 2)            the diamond's bases 1..4 (4 = home plate); "ball" 1..3,
                                    "strike" 1..2, "out" 1..2, "top", "bottom"
    board.led("pip", 4, "bat1")     pip 4 (1..7) of a die face: "pitch", "bat1", "bat2"
    board.has("pip", 1, "pitch")    the same lookup answering True/False
What LED i is, (role, n, group) and in words, is board_check.py's (`role`, `describe`): only
checking a board's file and drawing a board ask, never a game, so a game's heap holds neither.
"""
from gameboard import const

FACES = ("pitch", "bat1", "bat2")
# role: (what its group is, first n, last n). Groups are paddles (any count) or die faces.
ROLES = {
    "track": ("paddle", 0, 17), "start": ("paddle", 1, 5), "home": ("paddle", 1, 5),
    "base": (None, 1, 4), "ball": (None, 1, 3), "strike": (None, 1, 2), "out": (None, 1, 2),
    "top": (None, 1, 1), "bottom": (None, 1, 1), "pip": ("face", 1, 7),
}
# The roles in the order of the board's table (board_check.py: the format's version, the
# buttons and the two sets of LEDs a board may have, which only reading a board needs).
ROLE_NAMES = ("track", "start", "home", "base", "ball", "strike", "out", "top", "bottom", "pip")
NONE = const(0xFFFF)  # no LED: a hole the board lacks


class Board:
    """A checked description, built by `load` / `from_dict` (board_check.py fills it in).

    name, title, mcu            as in the file
    controller, heap_kb         the controller module, and the heap in KB its stock
                                MicroPython leaves a program (the start check's board advice)
    count                       number of LEDs; paddles: number of paddles (0 if none);
                                diamond: True if it has the diamond set
    games                       the keys of the games it plays, in menu order: those whose
                                roles it lights (games/registry.py)
    buttons                     the button names it has (an encoder switch counts as OK)
    button_pins, active_low     name -> GPIO; pressed pulls the pin low
    encoder                     (a, b, switch or None) GPIOs, or None
    led_pin, buzzer             GPIOs (buzzer None if absent)
    i2c                         (bus id, sda, scl, freq); display_address, display_size (w, h)
    budget_ma, idle_ma          the LED supply's budget and the idle mA per LED
    """

    def led(self, role, n=1, group=0):
        """The index of the LED with this role; ValueError if the board has none."""
        i = self._find(role, n, group)
        if i == NONE:
            raise ValueError("board %s has no LED %s %r %r" % (self.name, role, n, group))
        return i

    def has(self, role, n=1, group=0):
        return self._find(role, n, group) != NONE

    def _find(self, role, n, group):
        kind, low, high = ROLES[role]
        if kind == "face":
            group = FACES.index(group)
        r = ROLE_NAMES.index(role)
        start = self._starts[r]
        slot = start + group * (high - low + 1) + n - low
        if not low <= n <= high or not start <= slot < self._starts[r + 1]:
            return NONE
        return self._leds[slot]


def from_dict(d):
    """A Board from a parsed description; ValueError names the first wrong field."""
    from gameboard import modules
    return modules.use_once("gameboard.board_load", "from_dict", d)


def load(path, name=None):
    """Reads and checks a board file; ValueError names the file and the wrong field. With
    `name`, the file must describe the board of that name (hardware/boards/NAME.json is the
    board NAME). The reading code (board_load.py) is loaded for it and let go after."""
    from gameboard import modules
    return modules.use_once("gameboard.board_load", "load", path, name)
