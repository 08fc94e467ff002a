"""Checks a parsed board description field by field and fills a board.Board with compact
lookups (see board.py for the format). Loaded only while a board is read, then unloaded; and
looks up what an LED of a board is (`role`, `describe`), for its own messages and for what
draws a board (the simulator), which a game never asks."""
from array import array

from gameboard import const
from gameboard.board import FACES, NONE, ROLE_NAMES, ROLES

FORMAT = const(1)
BUTTONS = ("UP", "DOWN", "LEFT", "RIGHT", "OK", "BACK", "ROLL")
# The two sets of LEDs a board may have, each whole or absent: paddles (any number) and the
# diamond (bases, count, outs, inning half and the three die faces).
PADDLE_ROLES = ("track", "start", "home")
DIAMOND_ROLES = ("base", "ball", "strike", "out", "top", "bottom", "pip")

# Usable GPIO numbers per MCU: (highest GPIO, highest output GPIO, reserved range or None).
# ESP32 GPIO 6-11 drive the flash and 34-39 are inputs only. The ESP32-S3 has no GPIO 22-25,
# and 26-37 drive the flash and the octal PSRAM of its N8R8/N16R8 modules.
MCUS = {"rp2040": (29, 29, None), "rp2350": (47, 47, None), "esp32": (39, 33, (6, 11)),
        "esp32s3": (48, 48, (22, 37))}


def _fail(field, message):
    raise ValueError("%s: %s" % (field, message))


def _int(d, key, field, low, high, default=None):
    if key not in d:
        if default is None:
            _fail(field, "missing")
        return default
    v = d[key]
    if type(v) is not int or not low <= v <= high:
        _fail(field, "must be a whole number %d..%d, got %r" % (low, high, v))
    return v


def _dict(d, key, field, optional=False):
    v = d.get(key)
    if v is None and optional:
        return None
    if not isinstance(v, dict):
        _fail(field, "missing" if v is None else "must be an object, got %r" % (v,))
    return v


def _str(d, key, field, choices=None):
    v = d.get(key)
    if not isinstance(v, str) or not v:
        _fail(field, "missing" if v is None else "must be a text, got %r" % (v,))
    if choices is not None and v not in choices:
        _fail(field, "unknown %s %r (one of: %s)" % (key, v, ", ".join(sorted(choices))))
    return v


def build(d, self):
    """Checks a parsed board description; ValueError names the first wrong field."""
    if not isinstance(d, dict):
        _fail("board", "must be a JSON object")
    if d.get("format") != FORMAT:
        _fail("format", "must be %d, got %r" % (FORMAT, d.get("format")))
    self.name = _str(d, "name", "name")
    self.title = d.get("title") or self.name
    self.mcu = _str(d, "mcu", "mcu", MCUS)
    self.controller = _str(d, "controller", "controller")
    self.heap_kb = _int(d, "heap_kb", "heap_kb", 16, 1 << 20)
    _pins(self, _dict(d, "pins", "pins"))
    disp = _dict(d, "display", "display")
    _str(disp, "driver", "display.driver", ("ssd1306",))
    self.display_address = _int(disp, "address", "display.address", 8, 119)
    self.display_size = (_int(disp, "width", "display.width", 128, 128),
                         _int(disp, "height", "display.height", 32, 64))
    power = _dict(d, "power", "power")
    self.budget_ma = _int(power, "budget_ma", "power.budget_ma", 100, 100000)
    self.idle_ma = _int(power, "idle_ma_per_led", "power.idle_ma_per_led", 0, 5)
    canvas = d.get("canvas")
    if (not isinstance(canvas, list) or len(canvas) != 2
            or not all(type(v) is int and 1 <= v <= 30000 for v in canvas)):
        _fail("canvas", "must be [width, height] in whole units, got %r" % (canvas,))
    _leds(self, d.get("leds"), canvas)
    if self.idle_ma * self.count >= self.budget_ma:
        _fail("power.budget_ma", "%d mA is used up by the idle current of %d LEDs (%d mA)"
              % (self.budget_ma, self.count, self.idle_ma * self.count))
    return self


def _pins(self, pins):
    top, top_out, reserved = MCUS[self.mcu]
    used = {}

    def gpio(v, field, output):
        if v is None:
            _fail(field, "missing")
        if (type(v) is not int or not 0 <= v <= (top_out if output else top)
                or reserved and reserved[0] <= v <= reserved[1]):
            _fail(field, "%r is not a usable %sGPIO of %s" % (
                v, "output " if output else "", self.mcu))
        if v in used:
            _fail(field, "GPIO %d already used by %s" % (v, used[v]))
        used[v] = field
        return v

    self.led_pin = gpio(pins.get("led_data"), "pins.led_data", True)
    i2c = _dict(pins, "i2c", "pins.i2c")
    self.i2c = (_int(i2c, "id", "pins.i2c.id", 0, 1),
                gpio(i2c.get("sda"), "pins.i2c.sda", True),
                gpio(i2c.get("scl"), "pins.i2c.scl", True),
                _int(i2c, "freq", "pins.i2c.freq", 100000, 1000000, 400000))
    self.active_low = pins.get("active_low", True)
    if self.active_low not in (True, False):
        _fail("pins.active_low", "must be true or false, got %r" % (self.active_low,))
    buttons = _dict(pins, "buttons", "pins.buttons")
    self.button_pins = {}
    for name in sorted(buttons):
        if name not in BUTTONS:
            _fail("pins.buttons." + name, "unknown button (one of: %s)" % ", ".join(BUTTONS))
        self.button_pins[name] = gpio(buttons[name], "pins.buttons." + name, False)
    enc = _dict(pins, "encoder", "pins.encoder", True)
    self.encoder = None
    if enc is not None:
        self.encoder = (gpio(enc.get("a"), "pins.encoder.a", False),
                        gpio(enc.get("b"), "pins.encoder.b", False),
                        gpio(enc["sw"], "pins.encoder.sw", False) if enc.get("sw") is not None
                        else None)
    buzzer = pins.get("buzzer")
    self.buzzer = None if buzzer is None else gpio(buzzer, "pins.buzzer", True)
    has = set(self.button_pins)
    if self.encoder and self.encoder[2] is not None:
        has.add("OK")
    for need in ("OK", "BACK"):
        if need not in has:
            _fail("pins.buttons", "needs the %s button" % need)
    if not self.encoder and not ("UP" in has and "DOWN" in has):
        _fail("pins.buttons", "needs UP and DOWN buttons or a rotary encoder")
    self.buttons = tuple([b for b in BUTTONS if b in has])


def _leds(self, leds, canvas):
    if not isinstance(leds, list) or not leds:
        _fail("leds", "must be a non-empty list of LEDs")
    if len(leds) >= NONE:
        _fail("leds", "too many LEDs (%d)" % len(leds))
    n_led = len(leds)
    paddles = 0
    for i in range(n_led):
        e = leds[i]
        if isinstance(e, dict) and e.get("role") in PADDLE_ROLES and type(e.get("paddle")) is int:
            paddles = max(paddles, e["paddle"] + 1)
    self.count = n_led
    # One table of every role's LEDs, role after role (ROLE_NAMES): LED index by (group, n),
    # NONE marking a hole the board lacks; `_starts` says where each role's part begins, and
    # last where the table ends.
    starts = [0]
    for role in ROLE_NAMES:
        kind, low, high = ROLES[role]
        groups = paddles if kind == "paddle" else len(FACES) if kind == "face" else 1
        starts.append(starts[-1] + max(groups, 1) * (high - low + 1))
    self._starts = tuple(starts)
    self._leds = array("H", [NONE] * starts[-1])
    for i in range(n_led):
        _led(self, i, leds[i], canvas)
    self.paddles = _complete(self, PADDLE_ROLES, paddles)
    self.diamond = _complete(self, DIAMOND_ROLES, 1) == 1


def _led(self, i, e, canvas):
    """Checks LED i and enters it in the role tables. Its position is checked, not kept: a
    board never draws itself (the simulator reads the positions from the file:
    simulator/session.py board_positions)."""
    field = "leds[%d]" % i
    if not isinstance(e, dict):
        _fail(field, "must be an object, got %r" % (e,))
    role = e.get("role")
    if role not in ROLES:
        _fail(field + ".role", "unknown role %r" % (role,))
    kind, low, high = ROLES[role]
    for key in e:
        if key not in ("role", "n", "x", "y", "paddle", "face"):
            _fail(field + "." + key, "unknown field")
    n = _int(e, "n", field + ".n", low, high, low if low == high else None)
    group = 0
    if kind == "paddle":
        group = _int(e, "paddle", field + ".paddle", 0, 7)
    elif kind == "face":
        group = FACES.index(_str(e, "face", field + ".face", FACES))
    for key in ("paddle", "face"):
        if key in e and key != kind:
            _fail(field + "." + key, "not used by role %r" % role)
    _int(e, "x", field + ".x", 0, canvas[0])
    _int(e, "y", field + ".y", 0, canvas[1])
    table = self._leds
    slot = self._starts[ROLE_NAMES.index(role)] + group * (high - low + 1) + n - low
    if table[slot] != NONE:
        _fail(field, "same role as leds[%d] (%s)" % (table[slot], describe(self, table[slot])))
    table[slot] = i


def places(self, role):
    """The places of `role`'s LEDs in the board's table."""
    r = ROLE_NAMES.index(role)
    return range(self._starts[r], self._starts[r + 1])


def _complete(self, roles, groups):
    """How many groups the roles light, having checked each lit group is whole."""
    table = self._leds
    if all(table[slot] == NONE for r in roles for slot in places(self, r)):
        return 0
    if roles is PADDLE_ROLES and groups < 3:
        # They stand on the sides of a polygon (tools/make_boards.py).
        _fail("leds", "a board with paddles needs 3 to 8 of them, found %d" % groups)
    for role in roles:
        kind, low, high = ROLES[role]
        size = high - low + 1
        start = self._starts[ROLE_NAMES.index(role)]
        for slot in places(self, role):
            if table[slot] == NONE:
                g = (slot - start) // size
                what = ("paddle %d " % g if kind == "paddle" else
                        "face %s " % FACES[g] if kind == "face" else "")
                _fail("leds", "no LED for %s%s %d" % (what, role, (slot - start) % size + low))
    return groups


def role(board, i):
    """(role, n, group) of LED i of `board`; group is a paddle number, a face name or None.
    Looked up in the role table: no copy by LED is kept."""
    leds = board._leds
    for slot in range(len(leds)):
        if leds[slot] == i:
            r = 0
            while board._starts[r + 1] <= slot:
                r += 1
            name = ROLE_NAMES[r]
            kind, low, high = ROLES[name]
            g, n = divmod(slot - board._starts[r], high - low + 1)
            return name, n + low, (FACES[g] if kind == "face" else
                                   g if kind == "paddle" else None)
    raise ValueError("board %s has no LED %r" % (board.name, i))


def describe(board, i):
    """LED i of `board` in words: "paddle 2 track 5", "face bat1 pip 4", "base 2"."""
    name, n, group = role(board, i)
    if group is None:
        return "%s %d" % (name, n)
    return "%s %s %s %d" % ("paddle" if type(group) is int else "face", group, name, n)
