"""NeoPixelStrip: the WS2812 chain on one data pin (hal `strip`)."""


class NeoPixelStrip:
    def __init__(self, pin, count):
        from machine import Pin
        from neopixel import NeoPixel
        self.count = count
        self._np = NeoPixel(Pin(pin, Pin.OUT), count)
        self._order = self._np.ORDER  # byte position of r, g, b in the chip's order (GRB)

    def write(self, rgb):
        buf = self._np.buf
        r, g, b = self._order[0], self._order[1], self._order[2]
        for j in range(0, 3 * self.count, 3):
            buf[j + r] = rgb[j]
            buf[j + g] = rgb[j + 1]
            buf[j + b] = rgb[j + 2]
        self._np.write()
