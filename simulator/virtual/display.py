"""VirtualDisplay: a 128x64 MONO_VLSB framebuf (the SSD1306's own layout), whose `show()`
copies the frame into `shown` and counts it; `on_show(buffer)` sees every frame if given."""
import framebuf


class VirtualDisplay(framebuf.FrameBuffer):
    def __init__(self, width=128, height=64, on_show=None):
        self.width = width
        self.height = height
        self.buffer = bytearray(width * height // 8)
        super().__init__(self.buffer, width, height, framebuf.MONO_VLSB)
        self.shown = bytearray(len(self.buffer))
        self.shows = 0
        self.on_show = on_show
        self.contrast_level = 255

    def show(self):
        self.shown[:] = self.buffer
        self.shows += 1
        if self.on_show is not None:
            self.on_show(self.shown)

    def contrast(self, level):
        self.contrast_level = level
