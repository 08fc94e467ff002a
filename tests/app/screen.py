"""Reads text back off a 128x64 MONO_VLSB frame, cell by cell of the 16x8 grid of 8x8 cells.

Each cell's 8 bytes (one per pixel column) are looked for among the glyphs that framebuf itself
draws for characters 32..126, plain and inverted, so what a test reads is exactly what the
panel shows on either runtime. A cell that is no glyph reads as "?".
"""
import framebuf

FIRST = 32
_glyphs = []  # [plain, inverted]: 8 bytes per character from FIRST, as framebuf draws them


def _table():
    if not _glyphs:
        plain = bytearray(8 * 95)
        inverted = bytearray(8 * 95)
        buf = bytearray(8)
        fb = framebuf.FrameBuffer(buf, 8, 8, framebuf.MONO_VLSB)
        for k in range(95):
            fb.fill(0)
            fb.text(chr(FIRST + k), 0, 0, 1)
            plain[8 * k:8 * k + 8] = buf
            fb.fill(1)
            fb.text(chr(FIRST + k), 0, 0, 0)
            inverted[8 * k:8 * k + 8] = buf
        _glyphs.append(bytes(plain))
        _glyphs.append(bytes(inverted))
    return _glyphs


def _find(blob, cell):
    """The character whose glyph is `cell` in `blob`, or None (a match must be cell-aligned)."""
    at = blob.find(cell)
    while at >= 0 and at % 8:
        at = blob.find(cell, at + 1)
    return None if at < 0 else chr(FIRST + at // 8)


_table()  # now, while the heap is young: later a contiguous 760 bytes may be hard to find


class Screen:
    """`rows`: the 8 rows of text (trailing spaces cut); `bars`: for each row, True when it is
    drawn inverted (a highlight bar, most of its cells light); `marks`: for each row, 16
    characters, "#" where the cell is drawn inverted (a card tile, a selection), else "."."""

    def __init__(self, frame):
        plain, inverted_glyphs = _table()
        self.rows = []
        self.bars = []
        self.marks = []
        for r in range(8):
            chars = []
            marks = []
            inverted = 0
            for c in range(16):
                start = r * 128 + c * 8
                cell = bytes(frame[start:start + 8])
                ch = _find(plain, cell)
                mark = "."
                if ch is None:
                    ch = _find(inverted_glyphs, cell)
                    if ch is not None:
                        inverted += 1
                        mark = "#"
                chars.append(ch or "?")
                marks.append(mark)
            self.marks.append("".join(marks))
            self.rows.append("".join(chars).rstrip())
            self.bars.append(inverted >= 8)

    def items(self):
        """The rows without the scroll-mark column."""
        return [row[:15].rstrip() for row in self.rows]

    def prose(self):
        """The rows below the title as one line of words, for wrapped messages."""
        return " ".join([r for r in self.items()[1:] if r])

    def text(self):
        return "\n".join(self.rows)

    def highlighted(self):
        """The text of the highlighted row, or None."""
        for r in range(8):
            if self.bars[r]:
                return self.rows[r].rstrip(" ^v")
        return None

    def has(self, words):
        return words in self.text()

    def __repr__(self):
        return "\n".join("%s|%s|" % (">" if self.bars[r] else " ", self.rows[r]) for r in range(8))
