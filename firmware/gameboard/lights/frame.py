"""LedFrame: what the app draws on the LEDs, turned into a safe frame for the strip.

The app sets logical colours (`set(i, rgb)`, `fill`, `clear`) and calls `show()`. `show` maps
every channel through one 256-entry table (gamma 2.2 times the brightness setting), then, if the
estimated current of the result is over the board's budget (lights/power.py), scales the whole
frame down evenly so it fits, and writes it to the strip (hal: `write(rgb_bytes)`). Every frame
that reaches the strip is therefore within budget, whatever the app asked for. A frame equal to
the one last shown is not sent again (the LED chain keeps it), which keeps menu buttons fast.
Buffers are allocated once; `show` and `clear` allocate nothing.
"""
from gameboard.lights import power

GAMMA = 2.2
# Full-brightness gamma table, computed once: brightness changes then need integers only.
_GAMMA = bytes([int(((v / 255) ** GAMMA) * 255 + 0.5) for v in range(256)])


class LedFrame:
    def __init__(self, strip, count, budget_ma, idle_ma, brightness=50):
        self.strip = strip
        self.count = count
        self.want = bytearray(3 * count)
        self.out = bytearray(3 * count)
        self._zero = bytes(3 * count)
        self._sent = bytearray(3 * count)  # `want` as last shown
        self._fresh = True  # nothing shown yet, or the brightness changed since
        self.allowance = power.channel_allowance(budget_ma, count, idle_ma)
        self.idle_ma = idle_ma
        self.budget_ma = budget_ma
        self.limited = False
        self.last_ma = 0
        self._lut = bytearray(256)
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
            lut[v] = (_GAMMA[v] * percent + 50) // 100
        self._fresh = True

    def set(self, i, rgb):
        j = 3 * i
        w = self.want
        w[j] = rgb[0]
        w[j + 1] = rgb[1]
        w[j + 2] = rgb[2]

    def get(self, i):
        j = 3 * i
        return self.want[j], self.want[j + 1], self.want[j + 2]

    def fill(self, rgb):
        w = self.want
        r, g, b = rgb
        for j in range(0, len(w), 3):
            w[j] = r
            w[j + 1] = g
            w[j + 2] = b

    def clear(self):
        self.want[:] = self._zero

    def show(self):
        """Writes the frame to the strip within the power budget, unless it is the frame the
        strip shows already; returns its estimated mA."""
        want = self.want
        if not self._fresh and want == self._sent:
            return self.last_ma
        self._fresh = False
        self._sent[:] = want
        lut = self._lut
        out = self.out
        j = 0
        for v in want:
            out[j] = lut[v]
            j += 1
        total = sum(out)
        allow = self.allowance
        self.limited = total > allow
        if self.limited:
            j = 0
            for v in out:
                out[j] = v * allow // total
                j += 1
            total = sum(out)
        self.strip.write(out)
        self.last_ma = total * power.MA_PER_CHANNEL / 255 + self.idle_ma * self.count
        return self.last_ma
