"""The virtual device's `ssd1306` (MicroPython code): micropython-lib's SSD1306_I2C interface, a
framebuf.FrameBuffer with `show()`, `write_cmd` and `write_data`, in front of a model of the
controller instead of an I2C bus. It stands in for the driver the way a board's frozen modules
would, so a deploy finds `ssd1306` present, and the tests see what a panel would show.

The model is the SSD1306's RAM as it keeps it (`shown`: pages of `width` bytes, MONO_VLSB like
the framebuf) in horizontal addressing mode: the column and page address commands set a window
and data fills it column by column, page by page, wrapping inside it. `touched` has bit p set
for every page that data reached (a test clears it), `data_bytes` counts the data bytes sent."""
import framebuf

SET_COL_ADDR = 0x21
SET_PAGE_ADDR = 0x22
# The commands micropython-lib's driver sends that take argument bytes, and how many.
_ARGS = {0x20: 1, SET_COL_ADDR: 2, SET_PAGE_ADDR: 2, 0x81: 1, 0x8D: 1, 0xA8: 1, 0xD3: 1,
         0xD5: 1, 0xD9: 1, 0xDA: 1, 0xDB: 1}


class SSD1306_I2C(framebuf.FrameBuffer):
    def __init__(self, width, height, i2c, addr=0x3C, external_vcc=False):
        self.width, self.height, self.i2c, self.addr = width, height, i2c, addr
        self.pages = height // 8
        self.buffer = bytearray(self.pages * width)
        super().__init__(self.buffer, width, height, framebuf.MONO_VLSB)
        self.shown = bytearray(self.pages * width)
        self.touched = 0
        self.data_bytes = 0
        self._cmd = []  # a command still waiting for its argument bytes
        self._cols = (0, 127)
        self._page_range = (0, self.pages - 1)
        self._col = 0
        self._page = 0
        self.on = True
        self.fill(0)
        self.show()  # as the library's init_display does

    def write_cmd(self, cmd):
        c = self._cmd
        c.append(cmd)
        if len(c) <= _ARGS.get(c[0], 0):
            return
        if c[0] == SET_COL_ADDR:
            self._cols = (c[1], c[2])
            self._col = c[1]
        elif c[0] == SET_PAGE_ADDR:
            self._page_range = (c[1], c[2])
            self._page = c[1]
        self._cmd = []

    def write_data(self, buf):
        # Column offset: a narrow panel shows the middle columns of the controller's 128.
        x0 = (128 - self.width) // 2
        for b in buf:
            self.shown[self._page * self.width + self._col - x0] = b
            self.touched |= 1 << self._page
            self.data_bytes += 1
            if self._col < self._cols[1]:
                self._col += 1
            else:
                self._col = self._cols[0]
                self._page = self._page + 1 if self._page < self._page_range[1] \
                    else self._page_range[0]

    def show(self):
        x0 = (128 - self.width) // 2
        for cmd in (SET_COL_ADDR, x0, x0 + self.width - 1, SET_PAGE_ADDR, 0, self.pages - 1):
            self.write_cmd(cmd)
        self.write_data(self.buffer)

    def poweroff(self):
        self.on = False

    def poweron(self):
        self.on = True

    def contrast(self, contrast):
        self.level = contrast

    def invert(self, invert):
        self.inverted = bool(invert)

    def rotate(self, rotate):
        self.rotated = bool(rotate)
