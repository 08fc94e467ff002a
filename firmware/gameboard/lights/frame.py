"""LedFrame: what the app draws on the LEDs, turned into a safe frame for the strip.

The app sets logical colours (`set(i, rgb)`, `fill`, `clear`) and calls `show()`. `show` maps
every channel through one 256-entry table (gamma 2.2 times the brightness setting), then, if the
estimated current of the result is over the board's budget, scales the whole frame down evenly
so it fits, and writes it to the strip (hal: `write(rgb_bytes)`). Every frame that reaches the
strip is therefore within budget, whatever the app asked for. The estimate: a WS2812 channel
draws about MA_PER_CHANNEL mA at full value, in proportion to its value (PWM), plus a small idle
current per LED whatever it shows (the board sets it, typically about 1 mA); tests/app/
current.py checks frames with the same figure. A frame equal to the one last shown is not sent
again (the LED chain keeps it), which keeps menu buttons fast. Buffers are allocated once; on
MicroPython `show`, `fill` and `clear` allocate nothing. A screen may keep Layers of its own
(what it draws once) and `paste` one into the frame.

Both steps are table look-ups done in C (`_map`), not per channel in Python: the limiter's
scale goes into a second table of the values the first can give, rebuilt only when the frame's
total or the brightness changes. A press that changes the LEDs then costs a few table look-ups
over the frame instead of two Python loops over its 3 bytes per LED.
"""
import framebuf

GAMMA = 2.2
MA_PER_CHANNEL = 20

if hasattr(bytearray, "translate"):  # CPython: bytes.translate maps through a table in C
    def _surface(buf, n):
        return buf

    def _map(dst, src, table):
        dst[:] = src.translate(table)

    def _blank(surface):
        surface[:] = bytes(len(surface))
else:  # MicroPython: framebuf's blit maps a GS8 image through a palette in C
    def _surface(buf, n):
        return framebuf.FrameBuffer(buf, n, 1, framebuf.GS8)

    def _map(dst, src, table):
        dst.blit(src, 0, 0, -1, table)

    def _blank(surface):
        surface.fill(0)  # one row: as fast as copying a frame of zeros, which need not be kept


class Layer:
    """LED colours drawn by the app: 3 bytes an LED (`buf`), r g b as `set` takes them,
    cleared in C. A LedFrame is the layer that is shown; a screen may keep layers of its own,
    drawn once and pasted into frames (LedFrame.paste), made once so that drawing one again
    allocates nothing (a fragmented heap may hold no block of a frame's size)."""

    def __init__(self, count):
        self.count = count
        self.buf = bytearray(3 * count)
        self._surface = _surface(self.buf, 3 * count)

    def set(self, i, rgb):
        j = 3 * i
        b = self.buf
        b[j] = rgb[0]
        b[j + 1] = rgb[1]
        b[j + 2] = rgb[2]

    def clear(self):
        _blank(self._surface)


class LedFrame(Layer):
    def __init__(self, strip, count, budget_ma, idle_ma, brightness=50):
        Layer.__init__(self, count)
        self.strip = strip
        self.want = self.buf  # what the app asked for, before gamma and the limiter
        self.out = bytearray(3 * count)
        self._sent = bytearray(3 * count)  # `want` as last shown
        self._fresh = True  # nothing shown yet, or the brightness changed since
        # The largest sum of channel values that stays within the budget.
        self.allowance = (budget_ma - idle_ma * count) * 255 // MA_PER_CHANNEL
        self.idle_ma = idle_ma
        self.budget_ma = budget_ma
        self.limited = False
        self.last_ma = 0
        self._lut = bytearray(256)
        self._scale = bytearray(256)  # the limiter's: lit value -> value within budget
        self._scaled = -1  # the frame total `_scale` was made for (-1: none)
        n = 3 * count
        self._want_s = self._surface
        self._out_s = _surface(self.out, n)
        self._lut_s = _surface(self._lut, 256)
        self._scale_s = _surface(self._scale, 256)
        self._cols = framebuf.FrameBuffer(self.want, 3, count, framebuf.GS8)
        self._brightness = None
        self.brightness = brightness

    @property
    def brightness(self):
        return self._brightness

    @brightness.setter
    def brightness(self, percent):
        """Brightness in percent (0..100) of full value, applied after gamma."""
        if type(percent) is not int or not 0 <= percent <= 100:
            raise ValueError("brightness must be 0..100 percent, got %r" % (percent,))
        if percent == self._brightness:
            return
        self._brightness = percent
        lut = self._lut
        for v in range(256):
            # The gamma at full brightness, rounded, then scaled: worked out at each change of
            # brightness (a power-up's, a step in the settings), not kept in a table of its
            # own all the while (256 bytes).
            lut[v] = (int(((v / 255) ** GAMMA) * 255 + 0.5) * percent + 50) // 100
        self._fresh = True
        self._scaled = -1

    def get(self, i):
        j = 3 * i
        return self.want[j], self.want[j + 1], self.want[j + 2]

    def fill(self, rgb):
        # `want` seen as an image 3 pixels wide, one row per LED: a channel is a column.
        cols = self._cols
        cols.fill_rect(0, 0, 1, self.count, rgb[0])
        cols.fill_rect(1, 0, 1, self.count, rgb[1])
        cols.fill_rect(2, 0, 1, self.count, rgb[2])

    def paste(self, layer):
        """The frame becomes `layer` (a Layer of as many LEDs), in one copy: what a screen
        drew once and keeps, instead of drawing it again LED by LED."""
        self.want[:] = layer.buf

    def show(self):
        """Writes the frame to the strip within the power budget, unless it is the frame the
        strip shows already; returns its estimated mA (whole mA, rounded down: a float would
        be one more object made at every frame shown)."""
        want = self.want
        if not self._fresh and want == self._sent:
            return self.last_ma
        self._fresh = False
        self._sent[:] = want
        out = self.out
        _map(self._out_s, self._want_s, self._lut_s)
        total = sum(out)
        allow = self.allowance
        self.limited = total > allow
        if self.limited:
            if total != self._scaled:
                scale = self._scale
                for v in range(self._lut[255] + 1):  # the largest value the table gives
                    scale[v] = v * allow // total
                self._scaled = total
            _map(self._out_s, self._out_s, self._scale_s)
            total = sum(out)
        self.strip.write(out)
        self.last_ma = total * MA_PER_CHANNEL // 255 + self.idle_ma * self.count
        return self.last_ma

