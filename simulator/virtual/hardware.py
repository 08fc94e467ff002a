"""virtual_hardware(board): a whole Hardware (gameboard/hal) of virtual parts, for the tests and
the simulator. Every part is reachable for inspection: hw.strip.last, hw.display.shown,
hw.buttons.set(...), hw.clock.advance(...), hw.storage.files, hw.sound.beeps, hw.watchdog."""
from gameboard.events import EventQueue
from gameboard.hardware import Hardware
from simulator.virtual.buttons import VirtualButtons
from simulator.virtual.clock import VirtualClock
from simulator.virtual.dice import ScriptedDice
from simulator.virtual.display import VirtualDisplay
from simulator.virtual.sound import VirtualSound
from simulator.virtual.strip import VirtualStrip
from simulator.virtual.watchdog import VirtualWatchdog


def virtual_hardware(board, storage=None, rolls=(), seed=1, on_frame=None, on_show=None,
                     start_ms=0):
    events = EventQueue()
    clock = VirtualClock(start_ms)
    if storage is None:
        # Imported only when used: a rig given a storage (the heap benchmark's files on the
        # unix port's filesystem, as a board's flash) holds no RAM storage code it never uses.
        from simulator.virtual.storage import MemoryStorage
        storage = MemoryStorage()
    return Hardware(
        board=board,
        strip=VirtualStrip(board.count, on_frame),
        display=VirtualDisplay(board.display_size[0], board.display_size[1], on_show),
        buttons=VirtualButtons(board, events),
        events=events,
        dice=ScriptedDice(rolls, seed),
        clock=clock,
        storage=storage,
        sound=VirtualSound(clock),
        watchdog_factory=lambda: VirtualWatchdog(clock),
    )
