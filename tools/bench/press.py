"""What a button press costs the person waiting for it, on virtual hardware: the app handling it,
drawing the OLED framebuffer and working out the LED frame (timed, best of several repeats), and
then the transfers the press actually needs, worked out from what the drivers send: the OLED's
changed pages (the I2C bits the virtual display counts, at 400 kHz) and the whole LED chain at
30 us per LED when the frame changed (an unchanged frame is not sent), plus the real strip
driver's own work on such a frame (`strip_driver`: NeoPixelStrip putting it in the chips' byte
order, timed over the virtual device's stand-in `neopixel`; the virtual strip does none).

On MicroPython, `row` prints the unix-port time, its ratio to the reference loop, the RP2040
estimate of the work (timing.rp2040_ms), the transfers, and the total against docs/architecture.md's target.
"""
from tools.bench import ROOT, timing

LED_US = 30
_driver_us = {}  # LED count -> RP2040 us of NeoPixelStrip.write


def strip_driver(count, ref, root="."):
    """Times the real NeoPixelStrip.write of `count` LEDs (MicroPython: over the stand-in
    `machine` and `neopixel`; their own work is a copy) and keeps its RP2040 estimate for
    transfer_us. Returns the unix-port seconds, or None on CPython."""
    import sys
    if timing.RUNTIME != "micropython":
        return None
    sys.path.insert(0, root + "/tools/virtual_device_hw")
    import machine_parts
    had = sys.modules.get("machine")
    sys.modules["machine"] = machine_parts
    try:
        from gameboard.drivers.neopixel_strip import NeoPixelStrip
        strip = NeoPixelStrip(0, count)
    finally:
        if had is None:
            del sys.modules["machine"]
        else:
            sys.modules["machine"] = had
        sys.path.pop(0)
    frame = bytearray(3 * count)
    secs = timing.seconds(lambda: strip.write(frame), 20, 5)
    _driver_us[count] = timing.rp2040_ms(secs, ref) * 1000
    return secs


def transfer_us(hw, writes):
    """Transfer time of the last render: the OLED's last show and, if the strip was written
    since it had `writes` frames, one LED frame and the strip driver's work on it."""
    us = hw.display.bus_bits / 0.4
    if hw.strip.written != writes:
        us += hw.strip.count * LED_US + _driver_us.get(hw.strip.count, 0)
    return us


def press(shell, ev):
    """Handles `ev` and draws, as the shell's loop step does; returns the transfer it needs."""
    hw = shell.hw
    writes = hw.strip.written
    shell.handle(ev)
    shell.render()
    return transfer_us(hw, writes)


def presses(shell, events, number=10, repeat=5, between=None):
    """(seconds, transfer us) of the slowest of `events`, each handled and drawn in turn, again
    and again (they should come back to where they started): each event's time is its best
    of number x repeat runs (the machine is shared), its transfer the largest it needed.
    `between()`, untimed, after each: the loop's steps before a person's next press."""
    n = len(events)
    best = [None] * n
    xfer = [0] * n
    for _ in range(number * repeat):
        for k in range(n):
            t0 = timing.now()
            us = press(shell, events[k])
            t = timing.since(t0)
            if best[k] is None or t < best[k]:
                best[k] = t
            if us > xfer[k]:
                xfer[k] = us
            if between is not None:
                between()
    def total(k):  # us on the board, roughly
        return best[k] * timing.RP2040_FACTOR * 1e6 + xfer[k]

    slowest = 0
    for k in range(n):
        if total(k) > total(slowest):
            slowest = k
    return best[slowest], xfer[slowest]


def row(label, secs, ref, us, target_ms=50):
    """One press's figures (on CPython, the time and ratio only)."""
    line = "%-46s %8.1f us (%.4f x ref)" % (label, secs * 1e6, secs / ref)
    if timing.RUNTIME == "micropython":
        work = timing.rp2040_ms(secs, ref)
        total = work + us / 1000
        line += "  RP2040 %5.1f + xfer %4.1f = %5.1f ms %s" % (
            work, us / 1000, total, "ok" if total <= target_ms else "OVER %d" % target_ms)
    print(line)


def shell(name):
    """The app booted on virtual hardware of the board `name` (hardware/boards/NAME.json)."""
    from gameboard import board as boards
    from gameboard import startup
    from simulator.virtual.hardware import virtual_hardware
    board = boards.load("%s/hardware/boards/%s.json" % (ROOT, name))
    hw = virtual_hardware(board)
    return startup.boot(hw, console=lambda line: None, banner_ms=0)


def driver(count, ref):
    """Reports the strip driver's work on a frame of `count` LEDs (MicroPython only)."""
    secs = strip_driver(count, ref, ROOT)
    if secs is not None:
        timing.report("LED driver: a frame into GRB order (%d LEDs)" % count, secs, ref)
