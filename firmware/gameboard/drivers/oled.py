"""oled(board): the SSD1306 128x64 panel on I2C (hal `display`): micropython-lib's SSD1306_I2C
(a framebuf.FrameBuffer with `show()`) whose `show()` sends only the parts that changed since
the last one (oled_pages.py), through the library's own write_cmd/write_data. The bus runs at
the board's I2C clock; the SSD1306 datasheet allows at most 400 kHz."""
from ssd1306 import SSD1306_I2C

from gameboard.drivers.oled_pages import PageDiff

_SET_COL_ADDR = 0x21
_SET_PAGE_ADDR = 0x22


class PagedOled(SSD1306_I2C):
    diff = None  # until built: the library's own set-up shows a frame before that

    def __init__(self, width, height, i2c, addr):
        super().__init__(width, height, i2c, addr)
        # Narrow panels use the middle columns of the controller's 128 (as the library does).
        self.x0 = (128 - width) // 2
        self.bus_bits = 0  # I2C bits of the last show
        self.diff = PageDiff(self.buffer, width, self.pages)

    def show(self):
        if self.diff is None:
            SSD1306_I2C.show(self)
            return
        self.bus_bits = self.diff.send(self)

    def window(self, p0, p1, c0, c1):
        self.write_cmd(_SET_COL_ADDR)
        self.write_cmd(self.x0 + c0)
        self.write_cmd(self.x0 + c1)
        self.write_cmd(_SET_PAGE_ADDR)
        self.write_cmd(p0)
        self.write_cmd(p1)


def oled(board):
    from machine import I2C, Pin
    bus, sda, scl, freq = board.i2c
    i2c = I2C(bus, sda=Pin(sda), scl=Pin(scl), freq=freq)
    w, h = board.display_size
    return PagedOled(w, h, i2c, board.display_address)
