"""The parts a board is built from, for the build documents (tools/make_board_docs.py).

What does not follow from a board description lives here, once: each controller module's header
pins (GPIO -> pin number and label), the real parts (with example part numbers) of the bill of
materials, the controller's own current, and the 5 V supplies to choose from."""

# Raspberry Pi Pico, Pico W and Pico 2: physical pin of each GPIO on the 40-pin header
# (pin 1 is GP0, at the USB end; the pinout is the same on all three).
PICO_GPIO_PIN = {
    0: 1, 1: 2, 2: 4, 3: 5, 4: 6, 5: 7, 6: 9, 7: 10, 8: 11, 9: 12, 10: 14, 11: 15, 12: 16,
    13: 17, 14: 19, 15: 20, 16: 21, 17: 22, 18: 24, 19: 25, 20: 26, 21: 27, 22: 29, 26: 31,
    27: 32, 28: 34,
}
PICO_GND_PINS = (3, 8, 13, 18, 23, 28, 33, 38)

# ESP32-DevKitC V4: the header and position of each GPIO (J2 on the left with the USB port at
# the bottom, J3 on the right; position 1 at the antenna end).
DEVKITC_GPIO_PIN = {
    36: ("J2", 3), 39: ("J2", 4), 34: ("J2", 5), 35: ("J2", 6), 32: ("J2", 7), 33: ("J2", 8),
    25: ("J2", 9), 26: ("J2", 10), 27: ("J2", 11), 14: ("J2", 12), 12: ("J2", 13),
    13: ("J2", 15), 23: ("J3", 2), 22: ("J3", 3), 1: ("J3", 4), 3: ("J3", 5), 21: ("J3", 6),
    19: ("J3", 8), 18: ("J3", 9), 5: ("J3", 10), 17: ("J3", 11), 16: ("J3", 12), 4: ("J3", 13),
    0: ("J3", 14), 2: ("J3", 15), 15: ("J3", 16),
}

# ESP32-S3-DevKitC-1: the header and position of each GPIO (J1 on the left with the USB ports
# at the bottom, J3 on the right; position 1 at the antenna end). GPIO 35-37 are the octal
# PSRAM's on the N8R8 module and GPIO 19-20 the native USB port's, so they are left out.
DEVKITC_S3_GPIO_PIN = {
    4: ("J1", 4), 5: ("J1", 5), 6: ("J1", 6), 7: ("J1", 7), 15: ("J1", 8), 16: ("J1", 9),
    17: ("J1", 10), 18: ("J1", 11), 8: ("J1", 12), 3: ("J1", 13), 46: ("J1", 14),
    9: ("J1", 15), 10: ("J1", 16), 11: ("J1", 17), 12: ("J1", 18), 13: ("J1", 19),
    14: ("J1", 20), 43: ("J3", 2), 44: ("J3", 3), 1: ("J3", 4), 2: ("J3", 5), 42: ("J3", 6),
    41: ("J3", 7), 40: ("J3", 8), 39: ("J3", 9), 38: ("J3", 10), 0: ("J3", 14),
    45: ("J3", 15), 48: ("J3", 16), 47: ("J3", 17), 21: ("J3", 18),
}


class Controller:
    """A controller module: its name and part, how its pins are found, its power pins, and
    the heap its stock MicroPython leaves a program (heap_kb, in KB, and where that figure
    comes from: the boards' descriptions carry it, for the firmware's start check)."""

    def __init__(self, mcu, module, part, alternative, current_ma, pin_of, three_v3, ground,
                 supply_in, usb_5v, firmware, flash, heap_kb, heap_source):
        self.mcu, self.module, self.part, self.alternative = mcu, module, part, alternative
        self.heap_kb, self.heap_source = heap_kb, heap_source
        self.current_ma = current_ma  # the module with the OLED, radio off (MicroPython's default)
        self.pin_of = pin_of
        self.three_v3, self.ground, self.supply_in, self.usb_5v = three_v3, ground, supply_in, \
            usb_5v
        self.firmware, self.flash = firmware, flash


def _pico_pin(gpio):
    return "pin %d (GP%d)" % (PICO_GPIO_PIN[gpio], gpio)


def _devkitc_pin(gpio):
    header, position = DEVKITC_GPIO_PIN[gpio]
    return "%s-%d (silk \"%d\")" % (header, position, gpio)


def _devkitc_s3_pin(gpio):
    header, position = DEVKITC_S3_GPIO_PIN[gpio]
    return "%s-%d (silk \"%d\")" % (header, position, gpio)


PICO_FLASH = (
    "Hold the Pico's BOOTSEL button while plugging it into the computer's USB port; it shows "
    "up as a drive named RPI-RP2.",
    "Download the MicroPython 1.23 or newer UF2 for the %s from "
    "https://micropython.org/download/%s/ and copy it onto that drive; the Pico restarts "
    "into MicroPython by itself.",
)
ESP32_FLASH = (
    "Install esptool (`pip install esptool`) and plug the DevKitC into the computer's USB port "
    "(it appears as /dev/ttyUSB0 or /dev/ttyACM0 on Linux, a COM port on Windows).",
    "Download the MicroPython 1.23 or newer firmware (.bin) for %s from "
    "https://micropython.org/download/%s/, then erase the flash and write it: "
    "`esptool.py --chip esp32 --port /dev/ttyUSB0 erase_flash`, then "
    "`esptool.py --chip esp32 --port /dev/ttyUSB0 --baud 460800 write_flash -z 0x1000 "
    "ESP32_GENERIC-<version>.bin`.",
)
ESP32_S3_FLASH = (
    "Install esptool (`pip install esptool`) and plug the DevKitC-1's port marked UART into "
    "the computer's USB port (it appears as /dev/ttyUSB0 or /dev/ttyACM0 on Linux, a COM port "
    "on Windows).",
    "Download the MicroPython 1.23 or newer firmware (.bin) for %s from "
    "https://micropython.org/download/%s/, the **Octal-SPIRAM** variant (its file is named "
    "ESP32_GENERIC_S3-SPIRAM_OCT-<version>.bin: the plain one leaves the PSRAM unused and the "
    "heap small), then erase the flash and write it: "
    "`esptool.py --chip esp32s3 --port /dev/ttyUSB0 erase_flash`, then "
    "`esptool.py --chip esp32s3 --port /dev/ttyUSB0 --baud 460800 write_flash -z 0 "
    "ESP32_GENERIC_S3-SPIRAM_OCT-<version>.bin`.",
)

# The heap stock MicroPython leaves a program on each controller, as issue 16 gathered it from
# the ports' sources and reports (not measured on hardware here).
PICO_HEAP = ("about 210 KB: the rp2 port gives the heap the RP2040's 264 KB of SRAM less its "
             "own static data and stacks")
PICO2_HEAP = "over 400 KB: the same on the RP2350's 520 KB of SRAM"
ESP32_HEAP = ("about 112 KB in one block, more only in separate pieces (the esp32 port's heap "
              "grows by whole blocks of the IDF's heap; no allocation spans two)")
ESP32_S3_HEAP = ("several MB: with the SPIRAM_OCT firmware the esp32 port puts its heap in the "
                 "module's 8 MB of PSRAM; 2 MB is counted here")

CONTROLLERS = {
    "rp2040": Controller(
        "RP2040", "Raspberry Pi Pico", "Raspberry Pi Pico, SC0915",
        "or Pico W (SC0918), same pins: flash the RPI_PICO_W firmware instead",
        100, _pico_pin, "pin 36 (3V3 OUT)", "pin 38 (GND)",
        "pin 39 (VSYS), through the 1N5817 diode (anode at the 5 V supply)", "pin 40 (VBUS)",
        ("Raspberry Pi Pico", "RPI_PICO"), PICO_FLASH, 210, PICO_HEAP),
    "rp2350": Controller(
        "RP2350", "Raspberry Pi Pico 2", "Raspberry Pi Pico 2",
        "same pins as the Pico", 100, _pico_pin, "pin 36 (3V3 OUT)", "pin 38 (GND)",
        "pin 39 (VSYS), through the 1N5817 diode (anode at the 5 V supply)", "pin 40 (VBUS)",
        ("Raspberry Pi Pico 2", "RPI_PICO2"), PICO_FLASH, 400, PICO2_HEAP),
    "esp32": Controller(
        "ESP32", "ESP32-DevKitC", "Espressif ESP32-DevKitC-32E (ESP32-WROOM-32E, 4 MB)",
        "not a WROVER module: its PSRAM takes GPIO16 and GPIO17", 250, _devkitc_pin,
        "J2-1 (3V3)", "J2-14 (GND)", "J2-19 (5V), through the 1N5817 diode (anode at the "
        "5 V supply)", "J2-19 (5V, from USB)", ("ESP32-DevKitC", "ESP32_GENERIC"), ESP32_FLASH,
        112, ESP32_HEAP),
    "esp32s3": Controller(
        "ESP32-S3", "ESP32-S3-DevKitC-1",
        "Espressif ESP32-S3-DevKitC-1-N8R8 (ESP32-S3-WROOM-1, 8 MB flash, 8 MB octal PSRAM)",
        "or the N16R8 (16 MB flash), same pins; not a module without PSRAM (its heap is too "
        "small for 8 players)", 150, _devkitc_s3_pin, "J1-1 (3V3)", "J1-22 (GND)",
        "J1-21 (5V), through the 1N5817 diode (anode at the 5 V supply)",
        "J1-21 (5V, from USB)", ("ESP32-S3", "ESP32_GENERIC_S3"), ESP32_S3_FLASH, 2048,
        ESP32_S3_HEAP),
}

# 5 V supplies, smallest first: (rating in mA, the part).
SUPPLIES = (
    (3000, "Mean Well GST18A05-P1J, 5 V 3 A desktop adapter, 2.1 mm barrel plug"),
    (4000, "Mean Well GST25A05-P1J, 5 V 4 A desktop adapter, 2.1 mm barrel plug"),
    (6000, "Mean Well GST40A05-P1J, 5 V 6 A desktop adapter, 2.1 mm barrel plug"),
)
USB_MA = 500  # what a USB 2.0 port gives
HEADROOM = 1.1  # a supply run at its full rating all evening runs hot: 10 % spare
WHITE_MA_PER_LED = 60  # a WS2812B at full white (3 x 20 mA)

# role -> (label in drawings and tables, fill colour)
ROLE_LOOK = {
    "track": ("track", "#9fb8d6"),
    "start": ("START", "#8fd18f"),
    "home": ("HOME", "#f2cf66"),
    "base": ("bases", "#e8e8e8"),
    "ball": ("count: balls", "#b6e3b6"),
    "strike": ("count: strikes", "#f4a3a3"),
    "out": ("outs", "#f7c08a"),
    "top": ("inning half", "#cdb4ec"),
    "bottom": ("inning half", "#cdb4ec"),
    "pitch": ("pip face: pitch", "#f6b2d5"),
    "bat1": ("pip face: bat 1", "#a9d8f2"),
    "bat2": ("pip face: bat 2", "#a0e6d8"),
}


def look(led):
    """(label, colour) of an LED of the board description."""
    return ROLE_LOOK[led["face"] if led["role"] == "pip" else led["role"]]
