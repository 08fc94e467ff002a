"""How far apart two colours look, for the tests of the player colours: CIE L*a*b* of linear
light taken relative to a white in view (the eye adapts to it, so a dim board's colours are
compared as a bright one's), and the CIE76 difference of two (about 2.3 is just noticeable;
a difference of 25 or more is a different colour at a glance); and `lit`, the light the LEDs
give for some colours."""
from gameboard.lights.frame import LedFrame
from simulator.virtual.strip import VirtualStrip

APART = 25  # CIE76: a different colour at a glance (2.3 is just noticeable)


def lit(colours, brightness):
    """The duty cycles the strip gets for `colours`, one LED each, at `brightness` (with a
    budget the power limiter never touches: it scales every colour alike anyway)."""
    strip = VirtualStrip(len(colours))
    frame = LedFrame(strip, len(colours), 100000, 0, brightness)
    for i in range(len(colours)):
        frame.set(i, colours[i])
    frame.show()
    return [strip.colour(i) for i in range(len(colours))]


def _f(t):
    return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116


def lab(rgb, white):
    """L*a*b* of linear light `rgb` (any scale) against the linear light `white`."""
    r, g, b = [rgb[k] / white[k] for k in range(3)]
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089
    fx, fy, fz = _f(x), _f(y), _f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(one, other):
    return sum((one[k] - other[k]) ** 2 for k in range(3)) ** 0.5


def linear(srgb):
    """The linear light of an sRGB-encoded colour (0..255 a channel), as a monitor shows it."""
    out = []
    for v in srgb:
        v /= 255
        out.append(v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4)
    return out


def closest_pair(colours, white):
    """(difference, i, j) of the two of `colours` (linear light) that look most alike."""
    labs = [lab(c, white) for c in colours]
    return min((delta_e(labs[i], labs[j]), i, j) for i in range(len(labs))
               for j in range(i + 1, len(labs)))
