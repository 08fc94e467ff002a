"""VirtualDisplay: a 128x64 MONO_VLSB framebuf (the SSD1306's own layout) whose `show()` sends
the parts that changed into `shown` (the panel's RAM, filled through an address window as the
controller fills it) the way the real driver sends them over I2C
(gameboard/drivers/oled_pages.py), counts the shows and keeps the I2C bits the last one would
take (`bus_bits`; `diff.mask`: its pages); `on_show(shown)` sees every frame if given.

The panel's RAM is the driver's copy of what it sent (PageDiff's `sent`), which a board holds
apart from the panel's, out of its reach: one buffer, not two, so the simulator's heap holds
no kilobyte that a board's does not. A part written at the wrong place would still show: the
window's bytes land there, and the copy then puts the right ones where they belong."""
import framebuf

from gameboard.drivers.oled_pages import PageDiff


class VirtualDisplay(framebuf.FrameBuffer):
    def __init__(self, width=128, height=64, on_show=None):
        self.width = width
        self.height = height
        self.buffer = bytearray(width * height // 8)
        super().__init__(self.buffer, width, height, framebuf.MONO_VLSB)
        self.shows = 0
        self.on_show = on_show
        self.contrast_level = 255
        self.diff = PageDiff(self.buffer, width, height // 8)
        self.shown = self.diff.sent
        self.bus_bits = 0
        self._page = self._col = self._c0 = self._c1 = 0

    def window(self, p0, p1, c0, c1):
        self._page = p0
        self._col = self._c0 = c0
        self._c1 = c1

    def write_data(self, buf):
        # The driver sends at most the rest of a row of the window at a time.
        n = len(buf)
        at = self._page * self.width + self._col
        self.shown[at:at + n] = buf
        self._col += n
        if self._col > self._c1:
            self._col = self._c0
            self._page += 1

    def show(self):
        self.bus_bits = self.diff.send(self)
        self.shows += 1
        if self.on_show is not None:
            self.on_show(self.shown)

    def contrast(self, level):
        self.contrast_level = level
