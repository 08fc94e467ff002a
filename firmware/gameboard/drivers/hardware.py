"""real_hardware(board): the board's real parts as a hal Hardware, built from its description."""
from gameboard.events import EventQueue
from gameboard.hardware import Hardware


def real_hardware(board, root="/"):
    from gameboard.drivers.clock import TimeClock
    from gameboard.drivers.flash_storage import FlashStorage
    from gameboard.drivers.neopixel_strip import NeoPixelStrip
    from gameboard.drivers.oled import oled
    from gameboard.drivers.pin_buttons import PinButtons
    from gameboard.drivers.urandom_dice import UrandomDice
    from gameboard.drivers.watchdog import HardwareWatchdog
    events = EventQueue()
    if board.buzzer is not None:
        from gameboard.drivers.buzzer import PwmBuzzer
        sound = PwmBuzzer(board.buzzer)
    else:
        from gameboard.drivers.silent import Silent
        sound = Silent()
    return Hardware(
        board=board,
        strip=NeoPixelStrip(board.led_pin, board.count),
        display=oled(board),
        buttons=PinButtons(board, events),
        events=events,
        dice=UrandomDice(),
        clock=TimeClock(),
        storage=FlashStorage(root),
        sound=sound,
        watchdog_factory=HardwareWatchdog,
    )
