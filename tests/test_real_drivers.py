"""The real drivers (firmware/gameboard/drivers) against the virtual device's stand-ins for
`machine`, `neopixel` and `ssd1306` (tools/virtual_device_hw): they build from a board
description and drive the parts as the hal interfaces say. CPython only: it swaps modules in
sys.modules, which MicroPython's built-in `machine` would not allow."""
import importlib.util
import os
import sys

import pytest

from gameboard import board as boards
from gameboard.events import EventQueue

HW = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tools",
                  "virtual_device_hw")


def _module(name, file):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HW, file))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def parts(monkeypatch):
    machine = _module("machine", "machine_parts.py")
    monkeypatch.setitem(sys.modules, "machine", machine)
    monkeypatch.setitem(sys.modules, "neopixel", _module("neopixel", "neopixel.py"))
    monkeypatch.setitem(sys.modules, "ssd1306", _module("ssd1306", "ssd1306.py"))
    return machine


@pytest.fixture
def combo():
    return boards.load(os.path.join(HW, "..", "..", "hardware", "boards", "pico-combo.json"))


def test_neopixel_strip_sends_rgb_in_the_chips_grb_order(parts):
    from gameboard.drivers.neopixel_strip import NeoPixelStrip
    strip = NeoPixelStrip(16, 2)
    strip.write(bytes([10, 20, 30, 40, 50, 60]))
    assert strip._np.shown == bytes([20, 10, 30, 50, 40, 60])


def test_oled_is_the_ssd1306_framebuf_at_the_boards_address(parts, combo):
    from gameboard.drivers.oled import oled
    d = oled(combo)
    d.fill(0)
    d.text("hi", 0, 0, 1)
    d.show()
    assert (d.width, d.height) == (128, 64)


def test_neopixel_strip_keeps_up_with_a_frame_changed_in_place(parts):
    from gameboard.drivers.neopixel_strip import NeoPixelStrip
    strip = NeoPixelStrip(16, 50)
    frame = bytearray(150)
    for step in range(3):
        for j in range(150):
            frame[j] = (j * 7 + step) & 255
        strip.write(frame)
        assert strip._np.shown == bytes(
            frame[j + (1, -1, 0)[j % 3]] for j in range(150))  # G, R, B per LED


def test_oled_sends_only_the_parts_of_pages_that_changed(parts, combo):
    from gameboard.drivers.oled import oled
    d = oled(combo)
    d.show()
    panel = d  # the stand-in ssd1306 keeps the controller's RAM in `shown`
    panel.touched = 0
    sent = panel.data_bytes
    d.text("Red: card?", 0, 0, 1)  # 80 pixels: both halves of page 0
    d.text("7", 8, 24, 1)  # the left half of page 3
    d.show()
    assert panel.touched == 0b1001
    assert panel.data_bytes - sent == 128 + 64
    assert panel.shown == d.buffer
    panel.touched = 0
    d.show()
    assert panel.touched == 0 and d.bus_bits == 0


def test_oled_panel_equals_the_framebuffer_after_any_partial_shows(parts, combo):
    import random
    from gameboard.drivers.oled import oled
    rng = random.Random(7)
    d = oled(combo)
    d.show()  # the first show sends every page: the panel's RAM is not known before
    for _ in range(200):
        before = bytes(d.shown)
        for _ in range(rng.randrange(4)):
            x, y = rng.randrange(128), rng.randrange(64)
            if rng.random() < 0.5:
                d.text(rng.choice(["OK", "7", "Pegs"]), x, y, rng.randrange(2))
            else:
                d.fill_rect(x, y, rng.randrange(30), rng.randrange(20), rng.randrange(2))
        d.touched = 0
        d.show()
        assert d.shown == d.buffer
        changed = sum(1 << p for p in range(8)
                      if before[128 * p:128 * (p + 1)] != d.buffer[128 * p:128 * (p + 1)])
        assert d.touched == changed


def test_pin_buttons_turn_a_grounded_pin_into_a_press(parts, combo):
    from gameboard.drivers.pin_buttons import PinButtons
    q = EventQueue()
    buttons = PinButtons(combo, q)
    assert not buttons.held_now("BACK")
    back = buttons._pins[buttons.debouncer.names.index("BACK")]
    back.value(0)  # active low: pressed
    assert buttons.held_now("BACK")
    for t in range(0, 100, 5):
        buttons.poll(t)
    back.value(1)
    for t in range(100, 200, 5):
        buttons.poll(t)
    assert q.get() == ("press", "BACK")


def test_the_encoder_switch_is_an_ok_button(parts, combo):
    from gameboard.drivers.pin_buttons import PinButtons
    buttons = PinButtons(combo, EventQueue())
    assert buttons.debouncer.names.count("OK") == 2


def test_buzzer_beeps_for_its_time(parts):
    from gameboard.drivers.buzzer import PwmBuzzer
    buzzer = PwmBuzzer(18)
    buzzer.beep(880, 100)
    assert buzzer._pwm.freq() == 880 and buzzer._pwm.duty_u16() == 32768
    buzzer.update(1000)
    buzzer.update(1099)
    assert buzzer._pwm.duty_u16() == 32768
    buzzer.update(1100)
    assert buzzer._pwm.duty_u16() == 0


def test_watchdog_is_machine_wdt(parts):
    from gameboard.drivers.watchdog import HardwareWatchdog
    dog = HardwareWatchdog()
    dog.feed()
    assert dog._wdt.timeout == 8000


def test_urandom_dice_roll_dice_and_seed_differently_each_power_up():
    from gameboard.drivers.urandom_dice import UrandomDice
    a, b = UrandomDice(), UrandomDice()
    assert all(1 <= a.roll() <= 6 for _ in range(100))
    assert a.prng.state != b.prng.state


def test_flash_storage_keeps_files_in_its_folder(tmp_path):
    from gameboard.drivers.flash_storage import FlashStorage
    from gameboard.savefile import SaveSlot
    s = FlashStorage(str(tmp_path))
    slot = SaveSlot(s, "game")
    slot.save({"turn": 1})
    slot.save({"turn": 2})
    assert sorted(os.listdir(tmp_path)) == ["game", "game.bak"]
    assert SaveSlot(FlashStorage(str(tmp_path)), "game").load() == {"turn": 2}
    assert s.read("nothing") is None
    s.remove("nothing")


def test_real_hardware_builds_the_whole_set(parts, combo):
    from gameboard.drivers.hardware import real_hardware
    hw = real_hardware(combo, root="/tmp/")
    assert hw.strip.count == 146 and hw.buttons.names == combo.buttons
    assert hw.watchdog is None
    hw.start_watchdog()
    assert hw.watchdog is not None
