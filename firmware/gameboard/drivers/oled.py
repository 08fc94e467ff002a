"""oled(board): the SSD1306 128x64 panel on I2C (hal `display`). micropython-lib's SSD1306_I2C
already is a framebuf.FrameBuffer with `show()`, so it is the driver as it is; this only builds
it from the board's pins."""


def oled(board):
    from machine import I2C, Pin
    from ssd1306 import SSD1306_I2C
    bus, sda, scl, freq = board.i2c
    i2c = I2C(bus, sda=Pin(sda), scl=Pin(scl), freq=freq)
    w, h = board.display_size
    return SSD1306_I2C(w, h, i2c, board.display_address)
