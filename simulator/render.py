"""Draws a board as the simulator window shows it (pygame surfaces; CPython only).

`BoardView(board)` works out, once, what the description implies: each LED's hole size, the
paddles (each the rounded hull of its 28 holes, so 3..8 of them make the polygon the generator
laid out), the diamond through the four bases, the three dice faces, and labels: it draws the
LEDs' roles (board.py), whichever games play on them. `Layout(view, w, h)` places the board and
a side panel (OLED on its bezel, the board's buttons, the encoder) in a window of any size,
keeping proportions; the OLED is drawn at a whole scale so each of its pixels is an exact
square. `Painter(view)` draws frames:

    painter.draw(surface, layout, leds, oled, pressed=(), paused=False, speed=1, fps=None,
                 help=False)
`leds` is the strip's last frame as the firmware wrote it (after gamma, brightness and the power
limiter: the LEDs' duty cycles). A duty cycle is linear light, so it is shown through
`SCREEN` (the sRGB-like encoding of that light): an LED at a quarter of full duty looks as bright
on the monitor as it would in the room. Dark holes are drawn as holes.
"""
import math

import pygame

from gameboard import board_check
from simulator.session import board_positions

PANEL_W = 440   # the side panel, in layout units (the board itself is BOARD_H high)
BOARD_H = 720
MARGIN = 20
OLED_UNIT = 3   # OLED pixels per layout unit at scale 1
BG = (22, 24, 28)
WOOD = (74, 52, 34)
PADDLE = ((112, 80, 52), (100, 70, 45))
GRASS = (36, 92, 48)
DIRT = (150, 110, 70)
DIE = (112, 24, 30)  # a casino-red face: white pips lit on it read as a die
HOLE = (14, 14, 16)
HOLE_RIM = (92, 88, 84)
OLED_OFF = (6, 8, 12)
OLED_ON = (215, 235, 255)
BEZEL = (34, 34, 40)
TEXT = (200, 200, 205)
DIM_TEXT = (130, 130, 140)
KEY = (58, 60, 68)
KEY_DOWN = (150, 160, 90)
SCREEN = bytes(int(255 * (v / 255) ** (1 / 2.2) + 0.5) for v in range(256))
# Button name -> its keys (for the help overlay) and its place in the panel's pad.
KEYS = {"UP": "Up arrow", "DOWN": "Down arrow", "LEFT": "Left arrow", "RIGHT": "Right arrow",
        "OK": "Enter", "BACK": "Esc / Backspace", "ROLL": "Space"}
_BIT_ROWS = tuple(bytes((v >> bit) & 1 for v in range(256)) for bit in range(8))


def screen_colour(r, g, b):
    """How an LED driven at duty (r, g, b) is drawn on the monitor."""
    return SCREEN[r], SCREEN[g], SCREEN[b]


def hull(points):
    """Convex hull (Andrew's monotone chain), anticlockwise, of (x, y) points."""
    pts = sorted(set(points))
    if len(pts) < 3:
        return pts

    def cross(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower, upper = [], []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


class BoardView:
    """The board's drawing, in canvas units (the description's own)."""

    def __init__(self, board):
        self.board = board
        self.canvas, self.xy = board_positions(board.name)
        n = board.count
        self.roles = [board_check.role(board, i) for i in range(n)]
        nearest = []
        for i in range(n):
            x, y = self.xy[i]
            nearest.append(min((math.hypot(x - u, y - v) for j, (u, v) in enumerate(self.xy)
                                if j != i), default=50))
        least = min(nearest) if nearest else 50
        self.pad = 0.9 * least  # how far a paddle or a die reaches past its holes
        groups = {}
        keys = []
        for i in range(n):
            role, _, group = self.roles[i]
            key = ("paddle", group) if role in ("track", "start", "home") else (
                ("face", group) if role == "pip" else None)
            keys.append(key)
            if key is not None:
                groups.setdefault(key, []).append(self.xy[i])
        # One hole size per paddle or die face (its closest pair decides), as drilled.
        closest = {}
        for i in range(n):
            closest[keys[i]] = min(closest.get(keys[i], nearest[i]), nearest[i])
        self.radius = [min(0.4 * (closest[keys[i]] if keys[i] else nearest[i]), 0.8 * least)
                       for i in range(n)]
        self.paddles = [hull(groups[k]) for k in sorted(groups) if k[0] == "paddle"]
        self.faces = [(k[1], hull(groups[k])) for k in sorted(groups) if k[0] == "face"]
        self.bases = [self.xy[board.led("base", b)] for b in (1, 2, 3, 4)] if board.diamond \
            else []
        self.labels = self._labels()

    def _labels(self):
        """(canvas x, y, text, anchor) for the diamond's lights and faces."""
        b = self.board
        out = []
        if not b.diamond:
            return out
        for role, text in (("ball", "BALLS"), ("strike", "STRIKES"), ("out", "OUTS")):
            x, y = self.xy[b.led(role, 1)]
            out.append((x - 1.6 * self.pad, y, text, "right"))
        for role, text in (("top", "TOP"), ("bottom", "BOT")):
            x, y = self.xy[b.led(role)]
            out.append((x + 1.6 * self.pad, y, text, "left"))
        for face, pts in self.faces:
            x = sum(p[0] for p in pts) / len(pts)
            y = min(p[1] for p in pts)
            out.append((x, y - 2.2 * self.pad, {"pitch": "PITCH", "bat1": "BAT 1",
                                                 "bat2": "BAT 2"}[face], "centre"))
        x, y = self.bases[3]
        out.append((x - 3.5 * self.pad, y, "HOME", "right"))
        return out


class Layout:
    """Where everything goes in a window of w x h pixels (letterboxed, proportions kept)."""

    def __init__(self, view, w, h):
        self.view = view
        board = view.board
        cw, ch = view.canvas
        self.board_w = BOARD_H * cw / ch
        self.logical = (int(self.board_w + PANEL_W + 3 * MARGIN), BOARD_H + 2 * MARGIN)
        lw, lh = self.logical
        s = min(w / lw, h / lh)
        self.scale = s
        self.size = (w, h)
        self.ox = (w - lw * s) / 2
        self.oy = (h - lh * s) / 2
        self.unit = BOARD_H / ch  # layout units per canvas unit
        self.leds = [self.point(x, y) for x, y in view.xy]
        self.led_r = [max(2, int(r * self.unit * s)) for r in view.radius]
        px = MARGIN * 2 + self.board_w
        dw, dh = board.display_size
        bezel = pygame.Rect(self.at(px, MARGIN + 40), (round(PANEL_W * s),
                                                        round((dh * OLED_UNIT + 48) * s)))
        self.bezel = bezel
        # Whole screen pixels per OLED pixel, as near the design's size as the bezel allows.
        self.k = max(1, min(round(OLED_UNIT * s), bezel.w // dw, bezel.h // dh))
        self.oled = pygame.Rect(0, 0, dw * self.k, dh * self.k)
        self.oled.center = bezel.center
        self.title_at = self.at(px, MARGIN + 8)
        self.buttons = self._buttons(board, px, bezel.bottom / s - self.oy / s + 40)
        self.encoder = None
        if board.encoder:
            c = self.at(px + PANEL_W - 70, BOARD_H - 40)
            self.encoder = (c, round(44 * s))
        self.hint_at = self.at(px, BOARD_H + MARGIN - 14)

    def at(self, x, y):
        s = self.scale
        return round(self.ox + x * s), round(self.oy + y * s)

    def point(self, cx, cy):
        """Screen point of canvas point (cx, cy)."""
        u = self.unit
        return self.at(MARGIN + cx * u, MARGIN + cy * u)

    def length(self, canvas_units):
        return canvas_units * self.unit * self.scale

    def _buttons(self, board, px, top):
        s = self.scale
        has = board.buttons
        size = 62
        cx, cy = px + 110, top + 110
        places = {"UP": (cx, cy - 76), "DOWN": (cx, cy + 76), "LEFT": (cx - 76, cy),
                  "RIGHT": (cx + 76, cy), "OK": (cx, cy), "BACK": (px + 300, top + 40),
                  "ROLL": (px + 300, top + 120)}
        out = {}
        for name in ("UP", "DOWN", "LEFT", "RIGHT", "OK", "BACK", "ROLL"):
            if name in has:
                x, y = places[name]
                w = size if name not in ("BACK", "ROLL") else 120
                r = pygame.Rect(0, 0, round(w * s), round(size * s))
                r.center = self.at(x, y)
                out[name] = r
        return out

    def button_at(self, pos):
        """The button (or "ENC-" / "ENC+": the encoder's halves) under a screen point."""
        for name, r in self.buttons.items():
            if r.collidepoint(pos):
                return name
        if self.encoder is not None:
            (x, y), r = self.encoder
            if math.hypot(pos[0] - x, pos[1] - y) <= r:
                return "ENC-" if pos[0] < x else "ENC+"
        return None


def oled_surface(buf, width=128, height=64):
    """The MONO_VLSB frame as a width x height 8-bit surface, palette 0 = off, 1 = lit."""
    rows = []
    for page in range(height // 8):
        seg = buf[page * width:(page + 1) * width]
        for bit in range(8):
            rows.append(seg.translate(_BIT_ROWS[bit]))
    surf = pygame.image.frombytes(b"".join(rows), (width, height), "P")
    surf.set_palette([OLED_OFF, OLED_ON] + [OLED_OFF] * 254)
    return surf


class Painter:
    """Draws frames; the static parts are drawn once per window size and kept."""

    def __init__(self, view):
        self.view = view
        self._fonts = {}
        self._back = None
        self._back_for = None
        self._oled = None
        self._oled_for = None

    def forget_oled(self):
        """The OLED is scaled again at the next draw, as if it had changed (a benchmark's
        worst case)."""
        self._oled_for = None

    def font(self, px):
        px = max(8, int(px))
        if px not in self._fonts:
            self._fonts[px] = pygame.font.Font(None, px)
        return self._fonts[px]

    def text(self, surf, at, text, size, colour=TEXT, anchor="left"):
        img = self.font(size).render(text, True, colour)
        r = img.get_rect()
        if anchor == "left":
            r.midleft = at
        elif anchor == "right":
            r.midright = at
        elif anchor == "topleft":
            r.topleft = at
        else:
            r.center = at
        surf.blit(img, r)

    def _blob(self, surf, layout, pts, pad, colour):
        """A hull grown by `pad` canvas units: its polygon, its edges as thick lines and a
        disc at each corner (the outline a router would cut round the holes)."""
        sp = [layout.point(x, y) for x, y in pts]
        r = max(1, round(layout.length(pad)))
        if len(sp) >= 3:
            pygame.draw.polygon(surf, colour, sp)
        for i in range(len(sp)):
            pygame.draw.line(surf, colour, sp[i], sp[(i + 1) % len(sp)], 2 * r + 1)
            pygame.draw.circle(surf, colour, sp[i], r)

    def background(self, layout):
        if self._back_for is layout:
            return self._back
        view = self.view
        surf = pygame.Surface(layout.size)
        surf.fill(BG)
        s = layout.scale
        if view.paddles:
            every = [p for pts in view.paddles for p in pts]
            self._blob(surf, layout, hull(every), 2.4 * view.pad, WOOD)
            for k, pts in enumerate(view.paddles):
                self._blob(surf, layout, pts, view.pad, PADDLE[k % 2])
        if view.bases:
            self._blob(surf, layout, view.bases, 2.6 * view.pad, GRASS)
            pts = [layout.point(x, y) for x, y in view.bases]
            pygame.draw.lines(surf, DIRT, True, pts, max(2, round(6 * s)))
        for _, pts in view.faces:
            self._blob(surf, layout, pts, view.pad, DIE)
        for x, y, text, anchor in view.labels:
            self.text(surf, layout.point(x, y), text, 22 * s, DIM_TEXT, anchor)
        for i, (x, y) in enumerate(layout.leds):
            r = layout.led_r[i]
            pygame.draw.circle(surf, HOLE_RIM, (x, y), r + max(1, r // 4))
            pygame.draw.circle(surf, HOLE, (x, y), r)
        board = view.board
        self.text(surf, layout.title_at, "%s - %s" % (board.name, board.title), 24 * s, TEXT)
        pygame.draw.rect(surf, BEZEL, layout.bezel, border_radius=max(2, round(10 * s)))
        pygame.draw.rect(surf, (70, 70, 78), layout.bezel, max(1, round(2 * s)),
                         border_radius=max(2, round(10 * s)))
        self.text(surf, layout.hint_at, "H: help, keys and buttons", 20 * s, DIM_TEXT)
        self._back, self._back_for = surf, layout
        return surf

    def draw(self, surf, layout, leds, oled, pressed=(), paused=False, speed=1, fps=None,
             help=False):
        surf.blit(self.background(layout), (0, 0))
        pts, radii = layout.leds, layout.led_r
        for i in range(len(pts)):
            j = 3 * i
            r, g, b = leds[j], leds[j + 1], leds[j + 2]
            if r | g | b:
                c = (SCREEN[r], SCREEN[g], SCREEN[b])
                rad = radii[i]
                pygame.draw.circle(surf, (c[0] // 2, c[1] // 2, c[2] // 2), pts[i],
                                   rad + max(1, rad // 3))
                pygame.draw.circle(surf, c, pts[i], rad)
        if self._oled_for != (oled, layout.k):
            w, h = layout.view.board.display_size
            self._oled = pygame.transform.scale(oled_surface(oled, w, h), layout.oled.size)
            self._oled_for = (oled, layout.k)
        surf.blit(self._oled, layout.oled)
        self._buttons(surf, layout, pressed)
        s = layout.scale
        status = []
        if paused:
            status.append("PAUSED (P)")
        if speed != 1:
            status.append("%gx" % speed)
        if fps is not None:
            status.append("%.0f fps" % fps)
        if status:
            self.text(surf, layout.at(MARGIN, MARGIN), "  ".join(status), 24 * s, (255, 220, 120),
                      "topleft")
        if help:
            self._help(surf, layout)

    def _buttons(self, surf, layout, pressed):
        s = layout.scale
        for name, r in layout.buttons.items():
            pygame.draw.rect(surf, KEY_DOWN if name in pressed else KEY, r,
                             border_radius=max(2, round(12 * s)))
            label = {"UP": "^", "DOWN": "v", "LEFT": "<", "RIGHT": ">"}.get(name, name)
            self.text(surf, r.center, label, 26 * s, TEXT, "centre")
        if layout.encoder is not None:
            (x, y), rad = layout.encoder
            pygame.draw.circle(surf, (48, 50, 58), (x, y), rad)
            pygame.draw.circle(surf, KEY_DOWN if "ENC" in pressed else (90, 92, 100), (x, y),
                               rad, max(1, round(3 * s)))
            self.text(surf, (x - rad // 2, y), "[", 30 * s, TEXT, "centre")
            self.text(surf, (x + rad // 2, y), "]", 30 * s, TEXT, "centre")
            self.text(surf, (x, y + rad + round(12 * s)), "encoder", 18 * s, DIM_TEXT, "centre")

    def _help(self, surf, layout):
        board = self.view.board
        lines = ["Keys (H or F1 closes this)", ""]
        for name in ("UP", "DOWN", "LEFT", "RIGHT", "OK", "BACK", "ROLL"):
            if name in board.buttons:
                lines.append("%-6s %s  (or click it)" % (name, KEYS[name]))
        if board.encoder:
            lines.append("encoder  [ and ]  or the mouse wheel (or click its halves)")
        lines += ["", "long press: hold the key (700 ms)", "Tab held: fast-forward 4x",
                  "G: toggle 4x speed    P: pause", "F: frame rate    Q: quit"]
        s = layout.scale
        w, h = layout.size
        box = pygame.Surface((w, h), pygame.SRCALPHA)
        box.fill((0, 0, 0, 190))
        surf.blit(box, (0, 0))
        size = 26 * s
        y = layout.oy + 80 * s
        for line in lines:
            self.text(surf, (round(layout.ox + 60 * s), round(y)), line, size, TEXT, "topleft")
            y += size * 1.15
