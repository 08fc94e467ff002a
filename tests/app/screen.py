"""Reads text back off a 128x64 MONO_VLSB frame, cell by cell of the 16x8 grid of 8x8 cells.

Each cell's 8 bytes (one per pixel column) are looked for among the glyphs that framebuf itself
draws for characters 32..126, plain and inverted (bitwise NOT), so what a test reads is exactly
what the panel shows on either runtime. A cell that is no glyph reads as "?".
"""
import framebuf

FIRST = 32
COUNT = 95  # characters FIRST..126
UNKNOWN = ord("?")
_glyphs = []  # its one item: 8 bytes per character from FIRST, as framebuf draws them


def _table():
    # All characters drawn as one line of text, 8 pixel columns each: chr() of each would
    # intern every character as a name (a qstr), which the heap never gets back.
    if not _glyphs:
        glyphs = bytearray(8 * COUNT)
        fb = framebuf.FrameBuffer(glyphs, 8 * COUNT, 8, framebuf.MONO_VLSB)
        fb.text(bytes(range(FIRST, FIRST + COUNT)).decode(), 0, 0, 1)
        _glyphs.append(bytes(glyphs))
    return _glyphs[0]


def _find(blob, cell):
    """The character code whose glyph is `cell` in `blob`, or -1 (a match must be
    cell-aligned)."""
    at = blob.find(cell)
    while at >= 0 and at % 8:
        at = blob.find(cell, at + 1)
    return -1 if at < 0 else FIRST + at // 8


_table()  # now, while the heap is young: later a contiguous 760 bytes may be hard to find


class Screen:
    """`rows`: the 8 rows of text (trailing spaces cut); `bars`: for each row, True when it is
    drawn inverted (a highlight bar, most of its cells light); `marks`: for each row, 16
    characters, "#" where the cell is drawn inverted (a card tile, a selection), else "."."""

    def __init__(self, frame):
        glyphs = _table()
        cell = bytearray(8)
        chars = bytearray(16)
        marks = bytearray(16)
        self.rows = []
        self.bars = []
        self.marks = []
        for r in range(8):
            inverted = 0
            for c in range(16):
                start = r * 128 + c * 8
                cell[:] = frame[start:start + 8]
                code = _find(glyphs, cell)
                marks[c] = 46  # "."
                if code < 0:
                    # framebuf draws inverted text (fill 1, text in 0) as the exact bitwise
                    # NOT of the plain glyph, so one table reads both.
                    for i in range(8):
                        cell[i] ^= 0xFF
                    code = _find(glyphs, cell)
                    if code >= 0:
                        inverted += 1
                        marks[c] = 35  # "#"
                chars[c] = UNKNOWN if code < 0 else code
            self.marks.append(bytes(marks).decode())
            self.rows.append(bytes(chars).decode().rstrip())
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
