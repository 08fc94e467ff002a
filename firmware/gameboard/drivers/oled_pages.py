"""PageDiff: sends an SSD1306 only the parts of its frame that changed since the last show.

The panel's RAM is 8 pages (rows 8 pixels high) of 128 columns, one byte each: in the MONO_VLSB
framebuf every page is 128 consecutive bytes. A whole frame is about 23.5 ms of I2C at 400 kHz
(the datasheet's fastest clock), while a button usually changes two or three rows of text, so
`send` compares the frame with a copy of what was sent, half a page at a time (text is mostly
short and starts at the left), and sends each run of pages whose changed halves are the same
behind one address window (a command burst costs less than an unchanged half page).
The compares go through memoryviews made once (each is a memcmp: all 16 take about 2 us on the
unix port), so a show allocates nothing. The first show sends everything: the panel's RAM holds
whatever it held.

`out` is the display: `window(p0, p1, c0, c1)` sets its address window to pages p0..p1, columns
c0..c1 (horizontal addressing: data fills it row by row), and `write_data(buf)` sends bytes
there. `send` returns the bits the I2C bus carries for it (BITS_PER_US per microsecond).
"""

# micropython-lib's ssd1306 sends each command in its own transaction [address, 0x80, cmd] and
# data as [address, 0x40, bytes...]; a transaction adds a start and a stop bit, a byte 9 bits.
WINDOW_BITS = 6 * (3 * 9 + 2)  # 0x21 c0 c1 0x22 p0 p1
DATA_BITS = 2 * 9 + 2          # address and control byte of a data write
BITS_PER_US = 0.4              # 400 kHz
LEFT = 1
RIGHT = 2


class PageDiff:
    def __init__(self, buffer, width, pages):
        self.half = half = width // 2
        self.pages = pages
        self.sent = bytearray(len(buffer))
        now = memoryview(buffer)
        was = memoryview(self.sent)
        # Half page k of page p is item 2 * p + k.
        self.now = [now[i * half:(i + 1) * half] for i in range(2 * pages)]
        self.was = [was[i * half:(i + 1) * half] for i in range(2 * pages)]
        self.all = True
        self.mask = 0  # bit p: page p went out (in part or whole) in the last send

    def _changed(self, p):
        """LEFT | RIGHT: which halves of page p differ from what was sent."""
        if self.all:
            return LEFT | RIGHT
        i = 2 * p
        return (self.now[i] != self.was[i]) * LEFT | (self.now[i + 1] != self.was[i + 1]) * RIGHT

    def send(self, out):
        now = self.now
        was = self.was
        n = self.pages
        half = self.half
        bits = 0
        mask = 0
        p = 0
        while p < n:
            part = self._changed(p)
            if not part:
                p += 1
                continue
            q = p + 1
            while q < n and self._changed(q) == part:
                q += 1
            a = 0 if part & LEFT else 1
            b = 1 if part & RIGHT else 0
            out.window(p, q - 1, a * half, (b + 1) * half - 1)
            bits += WINDOW_BITS + (q - p) * (b - a + 1) * (DATA_BITS + 9 * half)
            for k in range(2 * p + a, 2 * q, 2):
                for i in range(k, k + b - a + 1):
                    out.write_data(now[i])
                    was[i][:] = now[i]
            mask |= (1 << q) - (1 << p)
            p = q
        self.all = False
        self.mask = mask
        return bits
