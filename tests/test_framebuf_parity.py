"""simulator/compat/framebuf.py draws what MicroPython's framebuf draws, byte for byte.

Every case is a list of drawing operations (data), run by the same small program on CPython (with
the compat module) and under the MicroPython unix port (with the real module); the buffers, with a
few spare bytes after them to catch writes past the end, and the pixels read back must match. The
cases cover what the compat module has (the formats and methods the firmware uses on CPython),
clipping at every edge, negative coordinates, every character of the font, blit with keys from
either format, plus seeded random sequences of operations."""
import contextlib
import functools
import io
import random
import sys
import tempfile

import pytest

from tools import unix_port

# The program both runtimes run: it reads the cases, one Python literal a line (one at a time, to
# stay within MicroPython's heap), builds each case's framebuffer, applies its operations and
# prints one line per case.
PROGRAM = r'''
import binascii, framebuf

def fill_pattern(buf, seed):
    v = seed
    for i in range(len(buf)):
        v = (v * 1103515245 + 12345) & 0x7fffffff
        buf[i] = (v >> 16) & 0xff

def buffer_bytes(fmt, w, h, stride):
    if fmt == framebuf.MONO_VLSB:
        return stride * ((h + 7) // 8)
    return stride * h

def make(fmt, w, h, stride, seed):
    # A framebuffer over a buffer holding `seed`'s pattern (seed 0: blank) and 4 spare bytes.
    buf = bytearray(buffer_bytes(fmt, w, h, stride or w) + 4)
    if seed:
        fill_pattern(buf, seed)
    args = (buf, w, h, fmt) if stride is None else (buf, w, h, fmt, stride)
    return buf, framebuf.FrameBuffer(*args)

def apply(fb, buf, ops, out):
    for op in ops:
        name = op[0]
        if name == 'get':
            out.append(fb.pixel(op[1], op[2]))
        elif name == 'pattern':
            fill_pattern(buf, op[1])
        elif name == 'blit':
            fb.blit(make(*op[1])[1], *op[2:])
        else:
            getattr(fb, name)(*op[1:])

for line in open(CASES_FILE):
    name, fmt, w, h, stride, ops = eval(line)
    buf, fb = make(fmt, w, h, stride, 0)
    out = []
    apply(fb, buf, ops, out)
    print(name, binascii.hexlify(buf).decode(), repr(out))
'''

# The OLED's format and the LED frames' (the compat module has these two only).
MONO_VLSB, GS8 = 0, 6
FORMATS = {"MONO_VLSB": MONO_VLSB, "GS8": GS8}
# Colours per format, including ones wider than the format (MicroPython truncates them).
COLOURS = {MONO_VLSB: [1, 0, 7, -1], GS8: [255, 128, 0, 0x1FF, -2]}
# (width, height, stride): odd sizes, a stride wider than the width, and the OLED itself.
GEOMETRIES = [(21, 13, None), (20, 11, 27)]
OLED = (128, 64, None)

ALL_CHARACTERS = "".join(chr(c) for c in range(32, 128))


def fill_ops(w, h, colours):
    ops = []
    for c in colours:
        ops += [("pattern", 7), ("fill", c), ("get", 0, 0), ("get", w - 1, h - 1)]
    return ops


def pixel_ops(w, h, colours):
    ops = [("pattern", 3)]
    spots = [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1), (-1, 0), (0, -1), (w, 3), (3, h),
             (w // 2, h // 2), (7, 7), (8, 8), (-100, 5)]
    for i, (x, y) in enumerate(spots):
        ops.append(("pixel", x, y, colours[i % len(colours)]))
    ops += [("get", x, y) for y in range(-1, h + 1) for x in range(-1, w + 1)]
    return ops


def rect_ops(w, h, colours):
    a, b = colours[0], colours[1]
    return [
        ("pattern", 9),
        ("fill_rect", -3, 1, 10, 1, a), ("fill_rect", w - 4, 2, 10, 1, b),
        ("fill_rect", 2, -1, 5, 1, a), ("fill_rect", 2, h, 5, 1, a), ("fill_rect", 4, 3, 0, 1, a),
        ("fill_rect", 1, -3, 1, 8, a), ("fill_rect", 2, h - 2, 1, 8, b),
        ("fill_rect", -1, 2, 1, 4, a), ("fill_rect", w, 2, 1, 4, a), ("fill_rect", 5, 5, 1, -2, a),
        ("fill_rect", 6, 2, 7, 6, b), ("fill_rect", 4, 4, 0, 5, a),
        ("fill_rect", -5, 7, 9, 3, a), ("fill_rect", w - 2, -2, 5, h + 4, b),
        ("fill_rect", 8, 1, -2, 4, a), ("fill_rect", 100, 1, 3, 3, a),
        ("fill_rect", 0, 0, w, h, colours[2]), ("fill_rect", 1, 1, w - 2, h - 2, a),
    ]


def text_ops(w, h, colours):
    a, b = colours[0], colours[1]
    ops = [("text", ALL_CHARACTERS[i:i + 4], 0, 0, a) for i in range(0, 96, 4)]
    ops += [("pattern", 17), ("text", "Ab", -5, 3, a), ("text", "xyz", w - 12, -3, b),
            ("text", "Q", 2, h - 4), ("text", "gj", 3, 5, 0), ("text", "\xe9\u20ac!", -2, 2, a),
            ("text", "\n\t\x01", 1, 6, b), ("text", "ab\0cd", 0, 1, a), ("text", b"Hi", 4, 9, a),
            ("text", "", 0, 0, a), ("text", "far", w, 0, a), ("text", "low", 0, h, a),
            ("text", "up", 0, -8, a), ("text", "left", -32, 0, a),
            ("text", "a\ud800b", 0, 3, a)]  # a lone surrogate: a save's label may hold one
    for y in range(-7, h, 3):
        ops.append(("text", ALL_CHARACTERS[(y * 5) % 90:(y * 5) % 90 + 6], -y, y,
                    colours[y % len(colours)]))
    return ops


def text_everything_ops(w, h, colours):
    """Every character drawn alone, then read back pixel by pixel (the font itself)."""
    ops = []
    for ch in ALL_CHARACTERS + "\x80":
        ops += [("fill", 0), ("text", ch, 1, 2, colours[0])]
        ops += [("get", x, y) for y in range(2, 10) for x in range(1, 9)]
    return ops


def blit_ops(w, h, colours):
    ops = [("pattern", 23)]
    for i, fmt in enumerate(FORMATS.values()):
        for j, (x, y) in enumerate([(2, 1), (-3, -2), (w - 4, h - 3), (w, 0), (-7, 0)]):
            source = (fmt, 7, 5, None if j % 2 else 9, 31 + i * 5 + j)
            ops.append(("blit", source, x, y))
            ops.append(("blit", source, x + 1, y + 2, COLOURS[fmt][(i + j) % 3]))
    # The LED strip's blit: one colour channel, one pixel wide with a stride of 3, into a row.
    ops.append(("blit", (GS8, 1, h, 3, 29), 1, 0))
    ops.append(("blit", (MONO_VLSB, 30, 30, None, 3), -5, -5, 0))
    return ops


def random_ops(w, h, colours, seed, w_text):
    """Seeded random operations of every kind (text only if `w_text`), with coordinates around
    and beyond the edges."""
    rng = random.Random(seed)

    def coord(size):
        return rng.randint(-12, size + 12)

    def colour():
        return rng.choice(colours)

    ops = [("pattern", seed)]
    for _ in range(60):
        kind = rng.choice(["pixel", "fill_rect", "get", "blit"]
                          + (["text"] if w_text else []))
        if kind == "pixel":
            ops.append((kind, coord(w), coord(h), colour()))
        elif kind == "get":
            ops.append((kind, coord(w), coord(h)))
        elif kind == "fill_rect":
            ops.append((kind, coord(w), coord(h), rng.randint(-2, 25), rng.randint(-2, 20),
                        colour()))
        elif kind == "text":
            text = "".join(chr(rng.randint(30, 130)) for _ in range(rng.randint(1, 4)))
            ops.append((kind, text, coord(w), coord(h), colour()))
        else:
            fmt = rng.choice(list(FORMATS.values()))
            source = (fmt, rng.randint(1, 12), rng.randint(1, 9), None, rng.randint(1, 99))
            ops.append((kind, source, coord(w), coord(h), rng.choice(COLOURS[fmt] + [-1])))
    return ops


SCRIPTS = {"fill": fill_ops, "pixel": pixel_ops, "rect": rect_ops, "blit": blit_ops}
TEXT_SCRIPTS = {"text": text_ops, "font": text_everything_ops}  # text is drawn on the OLED only


def build_cases():
    cases = []
    for fname, fmt in FORMATS.items():
        geometries = GEOMETRIES + ([OLED] if fmt == MONO_VLSB else [])
        for w, h, stride in geometries:
            where = "%s-%dx%d%s" % (fname, w, h, "" if stride is None else "s%d" % stride)
            scripts = dict(SCRIPTS)
            if fmt == MONO_VLSB:
                scripts.update(TEXT_SCRIPTS)
            for sname, script in scripts.items():
                cases.append(("%s-%s" % (where, sname), fmt, w, h, stride,
                              script(w, h, COLOURS[fmt])))
            for seed in (1, 2, 3):
                cases.append(("%s-random%d" % (where, seed), fmt, w, h, stride,
                              random_ops(w, h, COLOURS[fmt], seed * 1000 + fmt,
                                         fmt == MONO_VLSB)))
    return cases


CASES = build_cases()


def run_program(run):
    """Writes the cases to a file and returns the parsed output of `run(program text)`."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt") as f:
        f.write("".join(repr(case) + "\n" for case in CASES))
        f.flush()
        output = run("CASES_FILE = %r\n%s" % (f.name, PROGRAM))
    results = {}
    for line in output.splitlines():
        name, data, out = line.split(" ", 2)
        results[name] = (data, out)
    return results


def under_micropython(code):
    result = unix_port.run(code)
    assert result.returncode == 0, result.stderr
    return result.stdout


def under_cpython(code):
    import framebuf
    assert framebuf.__file__.endswith("compat/framebuf.py"), framebuf.__file__
    stream = io.StringIO()
    with contextlib.redirect_stdout(stream):
        exec(compile(code, "<framebuf parity program>", "exec"), {"__name__": "parity"})
    return stream.getvalue()


@functools.lru_cache(maxsize=None)
def micropython_results():
    return run_program(under_micropython)


@functools.lru_cache(maxsize=None)
def cpython_results():
    return run_program(under_cpython)


def first_difference(a, b):
    for i in range(0, min(len(a), len(b)), 2):
        if a[i:i + 2] != b[i:i + 2]:
            return i // 2
    return min(len(a), len(b)) // 2


@pytest.mark.parametrize("name", [case[0] for case in CASES])
def test_compat_framebuf_draws_what_micropython_draws(name):
    assert sys.implementation.name == "cpython"
    expected_buf, expected_out = micropython_results()[name]
    got_buf, got_out = cpython_results()[name]
    assert got_buf == expected_buf, "buffers differ from byte %d" % first_difference(
        got_buf, expected_buf)
    assert got_out == expected_out


def test_every_case_ran_on_both_runtimes():
    names = {case[0] for case in CASES}
    assert set(micropython_results()) == names
    assert set(cpython_results()) == names


def test_constants_are_micropythons():
    import framebuf
    code = "import framebuf\nprint([getattr(framebuf, n) for n in %r])" % (
        sorted(FORMATS),)
    result = unix_port.run(code)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == repr([getattr(framebuf, n) for n in sorted(FORMATS)])
