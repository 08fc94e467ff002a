"""MicroPython's `framebuf` module for CPython: draws exactly what the board draws.

The simulator puts simulator/compat/ on sys.path so that firmware code's `import framebuf` finds
this module on CPython. Every algorithm (clipping, Bresenham lines, the ellipse's quadrant masks,
polygon scan-line filling with C's truncating division, blit keys and palettes, scroll, the 8x8
font) follows MicroPython's extmod/modframebuf.c, and tests/test_framebuf_parity.py compares the
buffers byte for byte with the real module under the unix port.

MONO_VLSB (the SSD1306 layout) has fast paths for fill, fill_rect, pixel and text because the
simulator redraws a 128x64 OLED at 60 frames a second; the other formats go pixel by pixel.
"""
from operator import index as _int

from font8x8 import FIRST as _FONT_FIRST, FONT as _FONT

MONO_VLSB = MVLSB = 0
RGB565 = 1
GS4_HMSB = 2
MONO_HLSB = 3
MONO_HMSB = 4
GS2_HMSB = 5
GS8 = 6

# ellipse()'s quadrant bits: Q2 Q1 over Q3 Q4, as in MicroPython.
_Q1, _Q2, _Q3, _Q4, _QALL, _QFILL = 1, 2, 4, 8, 15, 16


def _tdiv(a, b):
    """Integer division truncating toward zero, as C's `/` does (Python's `//` floors)."""
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


# Lookup tables that set or clear a bit mask in every byte of a slice at C speed, made as needed.
_SET_BITS = {}
_CLEAR_BITS = {}


def _bits_table(mask, on):
    tables = _SET_BITS if on else _CLEAR_BITS
    table = tables.get(mask)
    if table is None:
        table = bytes((b | mask) if on else (b & ~mask) for b in range(256))
        tables[mask] = table
    return table


def _pixel_ops(buf, stride, fmt):
    """(setpixel, getpixel) for one buffer layout; coordinates are already inside the buffer."""
    if fmt == MONO_VLSB:
        def setpixel(x, y, c):
            i = (y >> 3) * stride + x
            if c:
                buf[i] |= 1 << (y & 7)
            else:
                buf[i] &= ~(1 << (y & 7))

        def getpixel(x, y):
            return (buf[(y >> 3) * stride + x] >> (y & 7)) & 1
    elif fmt == MONO_HLSB or fmt == MONO_HMSB:
        msb_first = fmt == MONO_HLSB

        def setpixel(x, y, c):
            i = (x + y * stride) >> 3
            bit = 1 << (7 - (x & 7) if msb_first else x & 7)
            if c:
                buf[i] |= bit
            else:
                buf[i] &= ~bit

        def getpixel(x, y):
            offset = 7 - (x & 7) if msb_first else x & 7
            return (buf[(x + y * stride) >> 3] >> offset) & 1
    elif fmt == RGB565:
        def setpixel(x, y, c):
            i = (x + y * stride) << 1
            buf[i] = c & 0xFF
            buf[i + 1] = (c >> 8) & 0xFF

        def getpixel(x, y):
            i = (x + y * stride) << 1
            return buf[i] | (buf[i + 1] << 8)
    elif fmt == GS2_HMSB:
        def setpixel(x, y, c):
            i = (x + y * stride) >> 2
            shift = (x & 3) << 1
            buf[i] = ((c & 3) << shift) | (buf[i] & ~(3 << shift))

        def getpixel(x, y):
            return (buf[(x + y * stride) >> 2] >> ((x & 3) << 1)) & 3
    elif fmt == GS4_HMSB:
        def setpixel(x, y, c):
            i = (x + y * stride) >> 1
            if x & 1:
                buf[i] = (c & 0x0F) | (buf[i] & 0xF0)
            else:
                buf[i] = ((c & 0x0F) << 4) | (buf[i] & 0x0F)

        def getpixel(x, y):
            v = buf[(x + y * stride) >> 1]
            return v & 0x0F if x & 1 else v >> 4
    else:  # GS8
        def setpixel(x, y, c):
            buf[x + y * stride] = c & 0xFF

        def getpixel(x, y):
            return buf[x + y * stride]
    return setpixel, getpixel


def _fill_ops(buf, stride, fmt, setpixel):
    """fill_rect(x, y, w, h, c) for a rectangle already clipped to the buffer."""
    if fmt == MONO_VLSB:
        def fill_rect(x, y, w, h, c):
            # One pass per 8-row page: the rows of the page form one bit mask.
            y_end = y + h
            while y < y_end:
                page_end = (y | 7) + 1
                rows = (page_end if page_end < y_end else y_end) - y
                mask = ((1 << rows) - 1) << (y & 7)
                i = (y >> 3) * stride + x
                if mask == 0xFF:
                    buf[i:i + w] = (b"\xff" if c else b"\x00") * w
                else:
                    buf[i:i + w] = bytes(buf[i:i + w]).translate(_bits_table(mask, c))
                y += rows
    elif fmt == GS8:
        def fill_rect(x, y, w, h, c):
            row = bytes((c & 0xFF,)) * w
            for yy in range(y, y + h):
                i = x + yy * stride
                buf[i:i + w] = row
    elif fmt == RGB565:
        def fill_rect(x, y, w, h, c):
            row = bytes((c & 0xFF, (c >> 8) & 0xFF)) * w
            for yy in range(y, y + h):
                i = (x + yy * stride) << 1
                buf[i:i + 2 * w] = row
    else:
        # MicroPython's own fill_rect for these formats sets the same pixels one by one.
        def fill_rect(x, y, w, h, c):
            for yy in range(y, y + h):
                for xx in range(x, x + w):
                    setpixel(xx, yy, c)
    return fill_rect


def _required_bytes(width, height, fmt, stride):
    """(rounded stride, bytes the buffer must hold), with MicroPython's checks."""
    if width < 1 or height < 1 or width > 0xFFFF or height > 0xFFFF or stride > 0xFFFF \
            or stride < width:
        raise ValueError("framebuffer size out of range: width %d, height %d, stride %d"
                         % (width, height, stride))
    bpp, rows, row_width, strides = 1, height, width, height - 1
    if fmt == MONO_VLSB:
        rows = (height + 7) & ~7
        strides = rows - 8
    elif fmt == MONO_HLSB or fmt == MONO_HMSB:
        stride = (stride + 7) & ~7
        row_width = (width + 7) & ~7
    elif fmt == GS2_HMSB:
        stride = (stride + 3) & ~3
        row_width = (width + 3) & ~3
        bpp = 2
    elif fmt == GS4_HMSB:
        stride = (stride + 1) & ~1
        row_width = (width + 1) & ~1
        bpp = 4
    elif fmt == GS8:
        bpp = 8
    elif fmt == RGB565:
        bpp = 16
    else:
        raise ValueError("invalid format")
    return stride, (strides * stride + (rows - strides) * row_width) * bpp // 8


def _as_framebuffer(source):
    """A FrameBuffer for blit's source or palette: a FrameBuffer, or a tuple
    (buffer, width, height, format[, stride]) as MicroPython also accepts."""
    if isinstance(source, FrameBuffer):
        return source
    if isinstance(source, (tuple, list)):
        if not 4 <= len(source) <= 5:
            raise ValueError("a framebuffer tuple is (buffer, width, height, format[, stride])")
        return FrameBuffer(*source)
    raise TypeError("expected a FrameBuffer or a (buffer, width, height, format) tuple")


class FrameBuffer:
    """A drawing surface over `buffer` (bytearray, memoryview, array...), as in MicroPython.

    Subclasses (like micropython-lib's SSD1306 driver) keep their own attribute names: the
    state here is name-mangled so that it never collides with theirs."""

    def __init__(self, buffer, width, height, format, stride=None):
        width, height, format = _int(width), _int(height), _int(format)
        stride = width if stride is None else _int(stride)
        stride, needed = _required_bytes(width, height, format, stride)
        buf = memoryview(buffer).cast("B")
        if needed > len(buf):
            raise ValueError("buffer too small: %d bytes, %dx%d format %d needs %d"
                             % (len(buf), width, height, format, needed))
        self.__buf, self.__w, self.__h, self.__stride, self.__fmt = buf, width, height, stride, format
        self.__set, self.__get = _pixel_ops(buf, stride, format)
        self.__fill = _fill_ops(buf, stride, format, self.__set)

    def __buffer__(self, flags):
        # memoryview(fb) gives the pixels, as on MicroPython (CPython 3.12+ honours this).
        return memoryview(self.__buf)

    def __fill_rect(self, x, y, w, h, c):
        W, H = self.__w, self.__h
        if h < 1 or w < 1 or x + w <= 0 or y + h <= 0 or y >= H or x >= W:
            return
        x_end = W if x + w > W else x + w
        y_end = H if y + h > H else y + h
        x = 0 if x < 0 else x
        y = 0 if y < 0 else y
        self.__fill(x, y, x_end - x, y_end - y, c)

    def __set_checked(self, x, y, c):
        if 0 <= x < self.__w and 0 <= y < self.__h:
            self.__set(x, y, c)

    def fill(self, c):
        self.__fill(0, 0, self.__w, self.__h, _int(c))

    def fill_rect(self, x, y, w, h, c):
        self.__fill_rect(_int(x), _int(y), _int(w), _int(h), _int(c))

    def pixel(self, x, y, c=None):
        """The colour at (x, y), or sets it when `c` is given; outside the buffer: None, no-op."""
        x, y = _int(x), _int(y)
        if 0 <= x < self.__w and 0 <= y < self.__h:
            if c is None:
                return self.__get(x, y)
            self.__set(x, y, _int(c))
        return None

    def hline(self, x, y, w, c):
        self.__fill_rect(_int(x), _int(y), _int(w), 1, _int(c))

    def vline(self, x, y, h, c):
        self.__fill_rect(_int(x), _int(y), 1, _int(h), _int(c))

    def rect(self, x, y, w, h, c, f=False):
        x, y, w, h, c = _int(x), _int(y), _int(w), _int(h), _int(c)
        if f:
            self.__fill_rect(x, y, w, h, c)
        else:
            self.__fill_rect(x, y, w, 1, c)
            self.__fill_rect(x, y + h - 1, w, 1, c)
            self.__fill_rect(x, y, 1, h, c)
            self.__fill_rect(x + w - 1, y, 1, h, c)

    def line(self, x1, y1, x2, y2, c):
        self.__line(_int(x1), _int(y1), _int(x2), _int(y2), _int(c))

    def __line(self, x1, y1, x2, y2, c):
        # Bresenham exactly as modframebuf.c walks it: the end point is drawn last, separately.
        W, H, setpixel = self.__w, self.__h, self.__set
        dx, sx = (x2 - x1, 1) if x2 - x1 > 0 else (x1 - x2, -1)
        dy, sy = (y2 - y1, 1) if y2 - y1 > 0 else (y1 - y2, -1)
        steep = dy > dx
        if steep:
            x1, y1, dx, dy, sx, sy = y1, x1, dy, dx, sy, sx
        e = 2 * dy - dx
        for _ in range(dx):
            if steep:
                if 0 <= y1 < W and 0 <= x1 < H:
                    setpixel(y1, x1, c)
            elif 0 <= x1 < W and 0 <= y1 < H:
                setpixel(x1, y1, c)
            while e >= 0:
                y1 += sy
                e -= 2 * dx
            x1 += sx
            e += 2 * dy
        if 0 <= x2 < W and 0 <= y2 < H:
            setpixel(x2, y2, c)

    def ellipse(self, x, y, xr, yr, c, f=False, m=_QALL):
        cx, cy, a, b, c = _int(x), _int(y), _int(xr), _int(yr), _int(c)
        mask = (_QFILL if f else 0) | (_int(m) & _QALL)
        if a == 0 and b == 0:
            if mask & _QALL:
                self.__set_checked(cx, cy, c)
            return
        two_a2, two_b2 = 2 * a * a, 2 * b * b
        # First the points where the slope is shallower than -1, then the steep ones.
        px, py = a, 0
        x_change, y_change = b * b * (1 - 2 * a), a * a
        error, stop_x, stop_y = 0, two_b2 * a, 0
        while stop_x >= stop_y:
            self.__ellipse_points(cx, cy, px, py, c, mask)
            py += 1
            stop_y += two_a2
            error += y_change
            y_change += two_a2
            if 2 * error + x_change > 0:
                px -= 1
                stop_x -= two_b2
                error += x_change
                x_change += two_b2
        px, py = 0, b
        x_change, y_change = b * b, a * a * (1 - 2 * b)
        error, stop_x, stop_y = 0, 0, two_a2 * b
        while stop_x <= stop_y:
            self.__ellipse_points(cx, cy, px, py, c, mask)
            px += 1
            stop_x += two_b2
            error += x_change
            x_change += two_b2
            if 2 * error + y_change > 0:
                py -= 1
                stop_y -= two_a2
                error += y_change
                y_change += two_a2

    def __ellipse_points(self, cx, cy, x, y, c, mask):
        if mask & _QFILL:
            if mask & _Q1:
                self.__fill_rect(cx, cy - y, x + 1, 1, c)
            if mask & _Q2:
                self.__fill_rect(cx - x, cy - y, x + 1, 1, c)
            if mask & _Q3:
                self.__fill_rect(cx - x, cy + y, x + 1, 1, c)
            if mask & _Q4:
                self.__fill_rect(cx, cy + y, x + 1, 1, c)
        else:
            if mask & _Q1:
                self.__set_checked(cx + x, cy - y, c)
            if mask & _Q2:
                self.__set_checked(cx - x, cy - y, c)
            if mask & _Q3:
                self.__set_checked(cx - x, cy + y, c)
            if mask & _Q4:
                self.__set_checked(cx + x, cy + y, c)

    def poly(self, x, y, coords, c, f=False):
        """Polygon with vertices `coords` (an array of x, y pairs) offset by (x, y)."""
        x, y = _int(x), _int(y)
        values = memoryview(coords).tolist()  # a buffer, as MicroPython requires
        n = len(values) // 2
        if n == 0:
            return
        c = _int(c)
        if not f:
            # The edges in MicroPython's order: first to last vertex, then back down to the first.
            px1, py1 = values[0], values[1]
            for i in range(n - 1, -1, -1):
                px2, py2 = values[2 * i], values[2 * i + 1]
                self.__line(x + px1, y + py1, x + px2, y + py2, c)
                px1, py1 = px2, py2
            return
        ys = values[1:2 * n:2]
        for row in range(min(ys), max(ys) + 1):
            nodes = []
            px1, py1 = values[0], values[1]
            for i in range(n - 1, -1, -1):
                px2, py2 = values[2 * i], values[2 * i + 1]
                # An edge counts on a scan line except at its lower end, so that two edges never
                # give the same node; the points that rule misses are drawn one by one.
                if py1 != py2 and ((py1 > row >= py2) or (py1 <= row < py2)):
                    nodes.append(_tdiv(32 * px1 + _tdiv(32 * (px2 - px1) * (row - py1),
                                                        py2 - py1) + 16, 32))
                elif row == max(py1, py2):
                    if py1 < py2:
                        self.__set_checked(x + px2, y + py2, c)
                    elif py2 < py1:
                        self.__set_checked(x + px1, y + py1, c)
                    else:
                        self.__line(x + px1, y + py1, x + px2, y + py2, c)
                px1, py1 = px2, py2
            nodes.sort()
            for i in range(0, len(nodes) - 1, 2):
                self.__fill_rect(x + nodes[i], y + row, nodes[i + 1] - nodes[i] + 1, 1, c)

    def blit(self, fbuf, x, y, key=-1, palette=None):
        """Draws `fbuf` at (x, y), skipping its colour `key`, mapping colours through `palette`
        (a framebuffer whose pixel (colour, 0) is the colour to draw) when given."""
        source = _as_framebuffer(fbuf)
        x, y, key = _int(x), _int(y), _int(key) & 0xFFFFFFFF
        lookup = None if palette is None else _as_framebuffer(palette).__get
        W, H, sw, sh = self.__w, self.__h, source.__w, source.__h
        if x >= W or y >= H or -x >= sw or -y >= sh:
            return
        get, setpixel = source.__get, self.__set
        x0, y0 = max(0, x), max(0, y)
        sx0, sy = max(0, -x), max(0, -y)
        x_end, y_end = min(W, x + sw), min(H, y + sh)
        for dy in range(y0, y_end):
            sx = sx0
            for dx in range(x0, x_end):
                col = get(sx, sy)
                if lookup is not None:
                    col = lookup(col, 0)
                if col != key:
                    setpixel(dx, dy, col)
                sx += 1
            sy += 1

    def scroll(self, xstep, ystep):
        xstep, ystep = _int(xstep), _int(ystep)
        W, H, get, setpixel = self.__w, self.__h, self.__get, self.__set
        if xstep < 0:
            sx, x_end, dx = 0, W + xstep, 1
            if x_end <= 0:
                return
        else:
            sx, x_end, dx = W - 1, xstep - 1, -1
            if x_end >= sx:
                return
        if ystep < 0:
            y, y_end, dy = 0, H + ystep, 1
            if y_end <= 0:
                return
        else:
            y, y_end, dy = H - 1, ystep - 1, -1
            if y_end >= y:
                return
        for yy in range(y, y_end, dy):
            for xx in range(sx, x_end, dx):
                setpixel(xx, yy, get(xx - xstep, yy - ystep))

    def text(self, s, x, y, c=1):
        """Draws `s` in the 8x8 font with its top-left corner at (x, y). Like MicroPython, it
        draws the UTF-8 bytes of `s` up to any NUL, and any byte outside 32..127 as DEL."""
        if isinstance(s, str):
            data = s.encode("utf-8")
        elif isinstance(s, (bytes, bytearray)):
            data = bytes(s)
        else:
            raise TypeError("text() needs a str, not %s" % type(s).__name__)
        data = data.split(b"\0", 1)[0]
        x, y, c = _int(x), _int(y), _int(c)
        if self.__fmt == MONO_VLSB:
            self.__text_vlsb(data, x, y, c)
            return
        W, H, setpixel = self.__w, self.__h, self.__set
        for code in data:
            start = ((code if 32 <= code <= 127 else 127) - _FONT_FIRST) * 8
            for column in _FONT[start:start + 8]:
                if 0 <= x < W:
                    row = y
                    while column:
                        if column & 1 and 0 <= row < H:
                            setpixel(x, row, c)
                        column >>= 1
                        row += 1
                x += 1

    def __text_vlsb(self, data, x, y, c):
        # A font column is one byte of 8 rows, so it lands on at most two pages of the buffer:
        # shifted by y within the first page, the rest in the next one.
        W, H, stride, buf = self.__w, self.__h, self.__stride, self.__buf
        shift = y & 7
        pages = []
        for page, down in ((y >> 3, shift), ((y >> 3) + 1, shift - 8)):
            if shift == 0 and down < 0 or page < 0 or page * 8 >= H:
                continue
            rows = H - page * 8
            pages.append((page * stride, down, 0xFF if rows >= 8 else (1 << rows) - 1))
        for code in data:
            start = ((code if 32 <= code <= 127 else 127) - _FONT_FIRST) * 8
            if x + 8 <= 0 or x >= W:
                x += 8
                continue
            for column in _FONT[start:start + 8]:
                if column and 0 <= x < W:
                    for base, down, valid in pages:
                        bits = ((column << down) if down >= 0 else (column >> -down)) & valid
                        if c:
                            buf[base + x] |= bits
                        else:
                            buf[base + x] &= ~bits & 0xFF
                x += 1
