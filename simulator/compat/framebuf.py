"""MicroPython's `framebuf` module for CPython: draws exactly what the board draws.

The simulator puts simulator/compat/ on sys.path so that firmware code's `import framebuf` finds
this module on CPython. It has what the firmware and the simulator use on CPython, nothing more:
the OLED's MONO_VLSB and the LED frames' GS8, with fill, fill_rect, pixel, text (MONO_VLSB) and
blit with a key. Every algorithm (clipping, blit's key, the 8x8 font) follows MicroPython's
extmod/modframebuf.c, and tests/test_framebuf_parity.py compares the buffers byte for byte with
the real module under the unix port.

MONO_VLSB has fast paths for fill, fill_rect and text because the simulator redraws a 128x64
OLED at 60 frames a second.
"""

from operator import index as _int

from font8x8 import FIRST as _FONT_FIRST, FONT as _FONT

MONO_VLSB = 0
GS8 = 6


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
    else:  # GS8
        def setpixel(x, y, c):
            buf[x + y * stride] = c & 0xFF

        def getpixel(x, y):
            return buf[x + y * stride]
    return setpixel, getpixel


def _fill_ops(buf, stride, fmt):
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
    else:  # GS8
        def fill_rect(x, y, w, h, c):
            row = bytes((c & 0xFF,)) * w
            for yy in range(y, y + h):
                i = x + yy * stride
                buf[i:i + w] = row
    return fill_rect


def _required_bytes(width, height, fmt, stride):
    """Bytes the buffer must hold, with MicroPython's checks."""
    if width < 1 or height < 1 or width > 0xFFFF or height > 0xFFFF or stride > 0xFFFF \
            or stride < width:
        raise ValueError("framebuffer size out of range: width %d, height %d, stride %d"
                         % (width, height, stride))
    if fmt == MONO_VLSB:
        rows = (height + 7) & ~7
        return ((rows - 8) * stride + 8 * width) // 8
    if fmt == GS8:
        return (height - 1) * stride + width
    raise ValueError("this stand-in has the formats MONO_VLSB and GS8 only, not %d" % fmt)


class FrameBuffer:
    """A drawing surface over `buffer` (bytearray, memoryview, array...), as in MicroPython.

    Subclasses (like micropython-lib's SSD1306 driver) keep their own attribute names: the
    state here is name-mangled so that it never collides with theirs."""

    def __init__(self, buffer, width, height, format, stride=None):
        width, height, format = _int(width), _int(height), _int(format)
        stride = width if stride is None else _int(stride)
        needed = _required_bytes(width, height, format, stride)
        buf = memoryview(buffer).cast("B")
        if needed > len(buf):
            raise ValueError("buffer too small: %d bytes, %dx%d format %d needs %d"
                             % (len(buf), width, height, format, needed))
        self.__buf, self.__w, self.__h, self.__stride, self.__fmt = buf, width, height, stride, format
        self.__set, self.__get = _pixel_ops(buf, stride, format)
        self.__fill = _fill_ops(buf, stride, format)

    def __fill_rect(self, x, y, w, h, c):
        W, H = self.__w, self.__h
        if h < 1 or w < 1 or x + w <= 0 or y + h <= 0 or y >= H or x >= W:
            return
        x_end = W if x + w > W else x + w
        y_end = H if y + h > H else y + h
        x = 0 if x < 0 else x
        y = 0 if y < 0 else y
        self.__fill(x, y, x_end - x, y_end - y, c)

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

    def blit(self, fbuf, x, y, key=-1):
        """Draws the FrameBuffer `fbuf` at (x, y), skipping its colour `key`."""
        if not isinstance(fbuf, FrameBuffer):
            raise TypeError("blit() draws a FrameBuffer, not %s" % type(fbuf).__name__)
        x, y, key = _int(x), _int(y), _int(key) & 0xFFFFFFFF
        W, H, sw, sh = self.__w, self.__h, fbuf.__w, fbuf.__h
        if x >= W or y >= H or -x >= sw or -y >= sh:
            return
        get, setpixel = fbuf.__get, self.__set
        x0, y0 = max(0, x), max(0, y)
        sx0, sy = max(0, -x), max(0, -y)
        x_end, y_end = min(W, x + sw), min(H, y + sh)
        for dy in range(y0, y_end):
            sx = sx0
            for dx in range(x0, x_end):
                col = get(sx, sy)
                if col != key:
                    setpixel(dx, dy, col)
                sx += 1
            sy += 1

    def text(self, s, x, y, c=1):
        """Draws `s` in the 8x8 font with its top-left corner at (x, y). Like MicroPython, it
        draws the UTF-8 bytes of `s` up to any NUL, and any byte outside 32..127 as DEL."""
        if isinstance(s, str):
            # A lone surrogate (JSON's "\ud800" read back from a save's label) is the three
            # bytes MicroPython holds for it; CPython's strict UTF-8 refuses it.
            data = s.encode("utf-8", "surrogatepass")
        elif isinstance(s, (bytes, bytearray)):
            data = bytes(s)
        else:
            raise TypeError("text() needs a str, not %s" % type(s).__name__)
        data = data.split(b"\0", 1)[0]
        if self.__fmt != MONO_VLSB:
            raise ValueError("this stand-in draws text on MONO_VLSB only")
        self.__text_vlsb(data, _int(x), _int(y), _int(c))

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
