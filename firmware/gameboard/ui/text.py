"""Text on the OLED's 16x8 grid of 8x8 cells."""

COLS = 16
ROWS = 8
ITEM = 15  # list rows leave the last column to the scroll marks


def row(d, r, s, inverted=False):
    """Text `s` on grid row `r`, clipped to the row; inverted: light bar, dark text."""
    y = r * 8
    if inverted:
        d.fill_rect(0, y, COLS * 8, 8, 1)
    d.text(s, 0, y, 0 if inverted else 1)


def mark(d, r, up, on_bar=False):
    """The scroll mark in the last column of row r: "^" (rows hidden above) or "v" (below),
    in a cell of its own colours (lit, or dark on a bar), so it never reads as a letter of the
    row's text beside it."""
    x = ITEM * 8
    d.fill_rect(x, r * 8, 8, 8, 0 if on_bar else 1)
    d.text("^" if up else "v", x, r * 8, 1 if on_bar else 0)


def item(label, value):
    """A list row: label on the left, value on the right, ITEM columns in all."""
    gap = ITEM - len(label) - len(value)
    if gap < 1:
        label = label[:max(0, ITEM - len(value) - 1)]
        gap = 1
    return label + " " * gap + value


def wrap(s, width):
    """Lines of at most `width` characters, breaking at spaces where it can."""
    lines = []
    for para in s.split("\n"):
        line = ""
        for word in para.split(" "):
            while len(word) > width:
                if line:
                    lines.append(line)
                    line = ""
                lines.append(word[:width])
                word = word[width:]
            if not line:
                line = word
            elif len(line) + 1 + len(word) <= width:
                line += " " + word
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines
