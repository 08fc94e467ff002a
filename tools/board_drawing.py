"""SVG drawing of a board's LEDs (for the build documents): every LED at its x/y from the board
description, coloured by role, numbered by its index in the chain, and a line through them in
chain order from the data pin.

The drawing is scaled so that the two closest LEDs are PITCH_PX apart, which leaves room for a
three-digit number in each circle at FONT_PX however dense the board."""
import math

from tools.board_parts import look

PITCH_PX = 30
RADIUS_PX = 13
FONT_PX = 11
MARGIN_PX = 40
TITLE_PX = 30
LEGEND_ROW_PX = 24
SWATCH_GAP_PX = 28


def closest_pair(leds):
    """The smallest distance between two LEDs, in canvas units."""
    best = math.inf
    points = sorted((e["x"], e["y"]) for e in leds)
    for i, (x0, y0) in enumerate(points):
        for x1, y1 in points[i + 1:]:
            if x1 - x0 >= best:
                break
            best = min(best, math.hypot(x1 - x0, y1 - y0))
    return best


def _num(v):
    return ("%.1f" % v).rstrip("0").rstrip(".")


def _legend(leds, width):
    """[(label, colour, x, y)] in order of first appearance, wrapped to `width`."""
    entries, seen = [], set()
    for led in leds:
        label, colour = look(led)
        if label not in seen:
            seen.add(label)
            entries.append((label, colour))
    placed, x, row = [], MARGIN_PX, 0
    for label, colour in entries:
        w = SWATCH_GAP_PX + 7 * len(label) + 24
        if x + w > width - MARGIN_PX and x > MARGIN_PX:
            x, row = MARGIN_PX, row + 1
        placed.append((label, colour, x, row))
        x += w
    return placed, row + 1


def svg(board):
    """The drawing of `board` (a board description, as its JSON reads) as SVG text."""
    leds = board["leds"]
    scale = PITCH_PX / closest_pair(leds)
    xs = [e["x"] * scale for e in leds]
    ys = [e["y"] * scale for e in leds]
    left, top = min(xs) - MARGIN_PX, min(ys) - MARGIN_PX - TITLE_PX
    title = "%s: %d LEDs, numbered in chain order from the data pin (0)" % (board["name"],
                                                                           len(leds))
    width = max(max(xs) - left + MARGIN_PX, MARGIN_PX + 9 * len(title))
    legend, rows = _legend(leds, width)
    plot_bottom = max(ys) - top + MARGIN_PX
    height = plot_bottom + rows * LEGEND_ROW_PX + MARGIN_PX // 2
    points = [(x - left, y - top) for x, y in zip(xs, ys)]

    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
           'viewBox="0 0 %d %d" font-family="DejaVu Sans, Arial, sans-serif">'
           % (math.ceil(width), math.ceil(height), math.ceil(width), math.ceil(height)),
           '<rect width="100%" height="100%" fill="white"/>',
           '<text x="%d" y="%d" font-size="16" font-weight="bold">%s</text>'
           % (MARGIN_PX // 2, 24, title),
           '<polyline fill="none" stroke="#444" stroke-width="2" stroke-opacity="0.55" '
           'stroke-linejoin="round" points="%s"/>'
           % " ".join("%s,%s" % (_num(x), _num(y)) for x, y in points)]
    x0, y0 = points[0]
    out.append('<text x="%s" y="%s" font-size="%d" font-weight="bold" fill="#b00">DATA IN'
               '</text>' % (_num(x0 - RADIUS_PX), _num(y0 - RADIUS_PX - 4), FONT_PX))
    for i, (led, (x, y)) in enumerate(zip(leds, points)):
        colour = look(led)[1]
        out.append('<circle cx="%s" cy="%s" r="%d" fill="%s" stroke="#333" stroke-width="1"/>'
                   % (_num(x), _num(y), RADIUS_PX, colour))
        out.append('<text x="%s" y="%s" font-size="%d" text-anchor="middle">%d</text>'
                   % (_num(x), _num(y + FONT_PX * 0.36), FONT_PX, i))
    for label, colour, x, row in legend:
        y = plot_bottom + row * LEGEND_ROW_PX
        out.append('<circle cx="%d" cy="%d" r="8" fill="%s" stroke="#333"/>' % (x + 8, y, colour))
        out.append('<text x="%d" y="%d" font-size="13">%s</text>' % (x + SWATCH_GAP_PX - 4, y + 5,
                                                                    label))
    out.append("</svg>")
    return "\n".join(out) + "\n"
