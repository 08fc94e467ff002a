"""The virtual device's `ssd1306` (MicroPython code): micropython-lib's SSD1306_I2C interface, a
framebuf.FrameBuffer whose `show()` keeps the frame instead of sending it over I2C. It stands in
for the driver the way a board's frozen modules would, so a deploy finds `ssd1306` present."""
import framebuf


class SSD1306_I2C(framebuf.FrameBuffer):
    def __init__(self, width, height, i2c, addr=0x3C, external_vcc=False):
        self.width, self.height, self.i2c, self.addr = width, height, i2c, addr
        self.pages = height // 8
        self.buffer = bytearray(self.pages * width)
        super().__init__(self.buffer, width, height, framebuf.MONO_VLSB)
        self.shown = bytes(self.buffer)
        self.on = True

    def show(self):
        self.shown = bytes(self.buffer)

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
