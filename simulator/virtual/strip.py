"""VirtualStrip: an LED chain that keeps the last frame written (`last`) and hands every frame
to `on_frame(rgb)` if given (the tests check the power budget there). Only the last is kept, as
the chain itself does, and always in the same buffer: a 64 KB heap has no room for a history of
224-LED frames, nor for a new copy at every frame. A caller that keeps frames copies them."""


class VirtualStrip:
    def __init__(self, count, on_frame=None):
        self.count = count
        self.on_frame = on_frame
        self.written = 0
        self.last = bytearray(3 * count)

    def write(self, rgb):
        if len(rgb) != 3 * self.count:
            raise ValueError("frame of %d bytes for %d LEDs" % (len(rgb), self.count))
        self.last[:] = rgb
        self.written += 1
        if self.on_frame is not None:
            self.on_frame(self.last)

    def colour(self, i):
        j = 3 * i
        return self.last[j], self.last[j + 1], self.last[j + 2]
