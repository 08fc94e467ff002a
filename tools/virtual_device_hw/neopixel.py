"""The virtual device's `neopixel` (MicroPython code): micropython-lib's NeoPixel interface over
a buffer that `write()` keeps as the last frame shown."""


class NeoPixel:
    ORDER = (1, 0, 2, 3)  # GRB, as WS2812 chips take their bytes

    def __init__(self, pin, n, bpp=3, timing=1):
        self.pin, self.n, self.bpp = pin, n, bpp
        self.buf = bytearray(n * bpp)
        self.shown = bytes(self.buf)

    def __len__(self):
        return self.n

    def __setitem__(self, i, v):
        offset = i * self.bpp
        for j in range(self.bpp):
            self.buf[offset + self.ORDER[j]] = v[j]

    def __getitem__(self, i):
        offset = i * self.bpp
        return tuple(self.buf[offset + self.ORDER[j]] for j in range(self.bpp))

    def fill(self, v):
        for i in range(self.n):
            self[i] = v

    def write(self):
        self.shown = bytes(self.buf)
