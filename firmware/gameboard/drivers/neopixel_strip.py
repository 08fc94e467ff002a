"""NeoPixelStrip: the WS2812 chain on one data pin (hal `strip`).

`write(rgb)` puts the frame's channels into the neopixel buffer in the chip's own order (GRB)
with three framebuf blits, one channel each, done in C: the frame seen as an image one pixel wide
and one row per LED, stepping 3 bytes a row, onto the buffer seen as an image `bpp` wide. A
Python loop over every byte would cost about 10 ms a frame on an RP2040 for 224 LEDs. The views
of a frame buffer are made once, when a new buffer comes (the app writes the same one)."""
import framebuf


class NeoPixelStrip:
    def __init__(self, pin, count):
        from machine import Pin
        from neopixel import NeoPixel
        self.count = count
        self._np = NeoPixel(Pin(pin, Pin.OUT), count)
        self._order = self._np.ORDER  # byte position of r, g, b in the chip's order (GRB)
        self._dst = framebuf.FrameBuffer(self._np.buf, self._np.bpp, count, framebuf.GS8)
        self._src = None
        self._channels = ()

    def write(self, rgb):
        if rgb is not self._src:
            view = memoryview(rgb)
            self._channels = [framebuf.FrameBuffer(view[c:], 1, self.count, framebuf.GS8, 3)
                              for c in range(3)]
            self._src = rgb
        dst = self._dst
        order = self._order
        channels = self._channels
        dst.blit(channels[0], order[0], 0)
        dst.blit(channels[1], order[1], 0)
        dst.blit(channels[2], order[2], 0)
        self._np.write()
