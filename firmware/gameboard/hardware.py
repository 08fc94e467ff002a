"""Hardware: one of each hal interface (below), plus the board description and the event queue
the input driver fills. (A module, not a package of one: a package's module is one more in the
heap, and its path one more name interned for good.)

The hardware interfaces the app sees. Drivers implement them: real ones in
gameboard/drivers/ (on MicroPython's machine and neopixel and micropython-lib's ssd1306, each
importing its hardware modules inside its constructor, so that CPython can import the package
for tests and tools), virtual ones in simulator/virtual/.

A `Hardware` (below) bundles one of each. The app relies on exactly these members:

strip      LED chain.  `count`; `write(rgb)`: show `count` LEDs from bytes r,g,b per LED in chain
           order (the driver reorders for its chip). The app writes only through
           lights.frame.LedFrame, which keeps every frame within the power budget.
display    128x64 monochrome surface with MicroPython framebuf.FrameBuffer's drawing methods
           (fill, pixel, fill_rect, text with the 8x8 font, blit),
           `width`, `height`, and `show()` which sends the frame to the panel.
buttons    input driver. `poll(now_ms)`: sample the hardware and put events (events.py) on
           `hw.events`; called by the main loop every few ms. `held_now(name)`: the raw level
           of a button right now, without debounce (for safe mode at power-up). `names`: the
           buttons the board has.
dice       `roll()` -> 1..6; `seed32()` -> a fresh 32-bit seed for a rules game's Prng.
clock      `ticks_ms()` (wraps like MicroPython's; compare with gameboard.ticks.diff) and
           `sleep_ms(ms)`.
storage    files that survive power-off: `read(name)` -> bytes or None if absent,
           `write(name, data)` (whole file, closed when it returns), `open(name, mode)` ->
           a binary file object for streaming, "rb" (read, readinto, seek(offset, whence)
           from the start or the end, returning the new position; OSError if absent)
           or "wb" (write), closed by close() or `with`, `exists(name)` (reads nothing),
           `rename(old, new)` (replaces new), `remove(name)` (quiet if absent). Atomicity is
           built on these by savefile.SaveSlot, which streams: a save never sits whole in RAM.
sound      `beep(freq_hz, ms)` starts a tone and returns at once; `update(now_ms)` ends it
           in time (called by the main loop); `quiet()`. Boards without a buzzer get a
           silent one.
watchdog   made only when the app starts (not in safe mode), by `hw.start_watchdog()`;
           `feed()` must be called more often than its timeout or the board resets.
"""


class Hardware:
    def __init__(self, board, strip, display, buttons, events, dice, clock, storage, sound,
                 watchdog_factory):
        self.board = board
        self.strip = strip
        self.display = display
        self.buttons = buttons
        self.events = events
        self.dice = dice
        self.clock = clock
        self.storage = storage
        self.sound = sound
        self._watchdog_factory = watchdog_factory
        self.watchdog = None

    def start_watchdog(self):
        """Starts the watchdog (once; a hardware watchdog cannot be stopped again)."""
        if self.watchdog is None:
            self.watchdog = self._watchdog_factory()
            self._watchdog_factory = None  # made once: what makes it (a closure) can go
        return self.watchdog
