"""Terminal mode (`--tui`): the board in ANSI colour and the OLED in block characters, for a
terminal with 24-bit colour (any over SSH). Keys: arrows, Enter = OK, Esc/Backspace = BACK,
Space = ROLL, [ ] the encoder, L then a key = a long press of it, P pause, G 4x speed, H help,
Q (or Ctrl-C) quits. A terminal reports no key releases, so every key is a tap.

The board is a schematic of the description's LED positions: each terminal cell holds two LEDs,
one above the other (an upper half block in the top one's colour on the bottom one's), on a
grid as fine as the terminal's size allows; two LEDs falling on one spot are moved to the
nearest free one. Dark holes are grey dots. The OLED is drawn exactly, every pixel: in quadrant
blocks, 2x2 pixels a cell (64x32 cells), in braille dots, 2x4 a cell (64x16: for a terminal of
fewer than 36 rows, the default there), or in half blocks, 1x2 a cell (128x32). A terminal of
about 120x36 or more shows it all at its best; a smaller one gets a coarser board.
"""
import io
import os
import select
import sys
import termios
import time
import tty

from simulator.held import Buttons
from simulator.render import SCREEN
from simulator.session import LOOP_MS, board_positions

FPS = 30
FAST = 4
DARK = (70, 70, 70)
OLED_ON = (215, 235, 255)
QUADS = " ▘▝▀▖▌▞▛▗▚▐▜▄▙▟█"  # index: 1 top-left, 2 top-right, 4 bottom-left, 8 bottom-right
HALVES = " ▀▄█"              # index: 1 top, 2 bottom
SEQUENCES = {"\x1b[A": "UP", "\x1b[B": "DOWN", "\x1b[C": "RIGHT", "\x1b[D": "LEFT",
             "\x1bOA": "UP", "\x1bOB": "DOWN", "\x1bOC": "RIGHT", "\x1bOD": "LEFT",
             "\r": "OK", "\n": "OK", "\x1b": "BACK", "\x7f": "BACK", "\x08": "BACK",
             " ": "ROLL"}
BAR = "│"


def fg(c):
    return "\x1b[38;2;%d;%d;%dm" % c


def bg(c):
    return "\x1b[48;2;%d;%d;%dm" % c


RESET = "\x1b[0m"


def keys(text):
    """The key names in a chunk read from the terminal: button names, "[", "]", or letters."""
    out = []
    i = 0
    while i < len(text):
        c = text[i]
        if text[i:i + 3] in SEQUENCES:
            out.append(SEQUENCES[text[i:i + 3]])
            i += 3
        elif c == "\x1b" and text[i + 1:i + 2] in ("[", "O"):
            # an escape sequence we do not use (F-keys, Home...): skipped whole
            j = i + 2
            while j < len(text) and not (text[j].isalpha() or text[j] == "~"):
                j += 1
            i = j + 1
        else:
            out.append(SEQUENCES.get(c) or ("q" if c == "\x03" else c.lower()))
            i += 1
    return out


class Schematic:
    """Where each LED goes on a grid of `cols` x 2*`rows` spots (two a terminal cell)."""

    def __init__(self, board, cols, rows):
        n = board.count
        (cw, ch), xy = board_positions(board.name)
        least = min((max(abs(x - u), abs(y - v)) for i, (x, y) in enumerate(xy)
                     for (u, v) in xy[i + 1:]), default=50) or 1
        # As fine as the positions need, but no finer than the terminal holds.
        step = max(least, cw / max(cols - 1, 8), ch / max(2 * rows - 1, 8))
        self.cols = int(cw / step) + 1
        self.rows = (int(ch / step) + 2) // 2
        taken = {}
        self.spot = [None] * n
        for i in range(n):
            gx, gy = int(xy[i][0] / step), int(xy[i][1] / step)
            for dist in range(4):
                free = [(gx + dx, gy + dy) for dx in range(-dist, dist + 1)
                        for dy in range(-dist, dist + 1)
                        if max(abs(dx), abs(dy)) == dist and (gx + dx, gy + dy) not in taken
                        and 0 <= gx + dx < self.cols and 0 <= gy + dy < 2 * self.rows]
                if free:
                    taken[free[0]] = i
                    self.spot[i] = free[0]
                    break
        self.at = taken

    def lines(self, leds):
        """The board as `rows` strings of ANSI-coloured half blocks."""
        colour = {}
        for (x, y), i in self.at.items():
            j = 3 * i
            r, g, b = leds[j], leds[j + 1], leds[j + 2]
            colour[(x, y)] = (SCREEN[r], SCREEN[g], SCREEN[b]) if r | g | b else DARK
        out = []
        for row in range(self.rows):
            parts = []
            for x in range(self.cols):
                top, bottom = colour.get((x, 2 * row)), colour.get((x, 2 * row + 1))
                if top is None and bottom is None:
                    parts.append(RESET + " ")
                elif bottom is None:
                    parts.append(RESET + fg(top) + "▀")
                elif top is None:
                    parts.append(RESET + fg(bottom) + "▄")
                else:
                    parts.append(fg(top) + bg(bottom) + "▀")
            out.append("".join(parts) + RESET)
        return out


# Braille cell dots: (dx, dy) -> bit, for 2x4 pixels a cell.
BRAILLE = ((0, 0, 0x01), (0, 1, 0x02), (0, 2, 0x04), (1, 0, 0x08), (1, 1, 0x10), (1, 2, 0x20),
           (0, 3, 0x40), (1, 3, 0x80))
CELL = {"half": (1, 2), "quad": (2, 2), "braille": (2, 4)}  # pixels a cell: across, down


def oled_lines(buf, width=128, height=64, mode="quad"):
    """The OLED as lines of characters, every pixel shown (lit = a filled part or a dot)."""

    def px(x, y):
        return buf[(y >> 3) * width + x] >> (y & 7) & 1

    out = []
    if mode == "half":
        for y in range(0, height, 2):
            out.append("".join(HALVES[px(x, y) | px(x, y + 1) << 1] for x in range(width)))
    elif mode == "quad":
        for y in range(0, height, 2):
            out.append("".join(QUADS[px(x, y) | px(x + 1, y) << 1 | px(x, y + 1) << 2
                                     | px(x + 1, y + 1) << 3] for x in range(0, width, 2)))
    else:
        for y in range(0, height, 4):
            out.append("".join(chr(0x2800 + sum(bit for dx, dy, bit in BRAILLE
                                                 if px(x + dx, y + dy)))
                               for x in range(0, width, 2)))
    return out


def pixels(lines, mode="quad"):
    """The OLED's pixels back from `oled_lines` (for tests reading the terminal)."""
    across, down = CELL[mode]
    rows = []
    for line in lines:
        band = [[] for _ in range(down)]
        for c in line:
            if mode == "half":
                q = HALVES.index(c)
                band[0].append(q & 1)
                band[1].append(q >> 1)
            elif mode == "quad":
                q = QUADS.index(c)
                band[0] += [q & 1, q >> 1 & 1]
                band[1] += [q >> 2 & 1, q >> 3 & 1]
            else:
                q = ord(c) - 0x2800
                cell = [[0, 0] for _ in range(4)]
                for dx, dy, bit in BRAILLE:
                    cell[dy][dx] = 1 if q & bit else 0
                for dy in range(4):
                    band[dy] += cell[dy]
        rows += band
    return rows


def pick_mode(mode, rows):
    """"auto": quadrant blocks when the terminal has room for 32 OLED rows, else braille."""
    if mode != "auto":
        return mode
    return "quad" if rows >= 36 else "braille"


def status_lines(session, seed, paused, rate, pending_long, helping):
    b = session.board
    state = "PAUSED " if paused else ""
    if rate != 1:
        state += "%gx " % rate
    if pending_long:
        state += "long press: which key? "
    said = session.console[-1] if session.console else ""
    lines = ["%s (seed %d)  %s" % (b.name, seed, state),
             "H help  Q quit" + ("   " + said if said.startswith("error") else "")]
    if helping:
        names = {"UP": "Up", "DOWN": "Down", "LEFT": "Left", "RIGHT": "Right", "OK": "Enter",
                 "BACK": "Esc/Backspace", "ROLL": "Space"}
        lines = lines[:1] + ["keys: " + "  ".join("%s=%s" % (names[n], n) for n in b.buttons
                                                 if n in names)
                             + ("  [ ]=encoder" if b.encoder else ""),
                             "L then a key: long press   P pause   G 4x speed   H hide   Q quit"]
    return lines


class RawTerminal:
    """The terminal in raw mode on the alternate screen, cursor hidden, put back on exit."""

    def __init__(self, fd_in, out):
        self.fd = fd_in
        self.out = out

    def __enter__(self):
        self.saved = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        self.out.write("\x1b[?1049h\x1b[?25l\x1b[2J")
        self.out.flush()
        return self

    def __exit__(self, *exc):
        self.out.write(RESET + "\x1b[?25h\x1b[?1049l")
        self.out.flush()
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.saved)


def run(session, seed, speed=1.0, mode="auto", fd_in=None, out=None):
    fd = sys.stdin.fileno() if fd_in is None else fd_in
    out = sys.stdout if out is None else out
    board = session.board
    cols, rows = os.get_terminal_size(out.fileno()) if out.isatty() else (120, 40)
    mode = pick_mode(mode, rows)
    ow = board.display_size[0] // CELL[mode][0]
    oh = board.display_size[1] // CELL[mode][1]
    side_by_side = cols >= 24 + ow + 4
    schematic = Schematic(board, cols - ow - 4 if side_by_side else cols,
                          (rows - 3) if side_by_side else rows - oh - 4)
    errors, sys.stderr = sys.stderr, io.StringIO()  # tracebacks would tear the screen
    try:
        _loop(session, seed, speed, mode, fd, out, schematic, side_by_side)
    finally:
        said, sys.stderr = sys.stderr.getvalue(), errors
        if said:
            errors.write(said)
        for line in last_error(session.console):  # the app's, kept off the screen too
            errors.write(line + "\n")


def last_error(console):
    """The console lines of the app's last error (errors.log: its traceback, then "error: "
    and the reason), or none."""
    for end in range(len(console) - 1, -1, -1):
        if console[end].startswith("error: "):
            start = end
            while start > 0 and not console[start].startswith("Traceback"):
                start -= 1
            return console[start:end + 1]
    return []


def _loop(session, seed, speed, mode, fd, out, schematic, side_by_side):
    board = session.board
    buttons = Buttons(session)
    paused = helping = fast = pending_long = False
    owed = 0.0
    last = time.monotonic()
    shown = None
    with RawTerminal(fd, out):
        while True:
            ready, _, _ = select.select([fd], [], [], 1 / FPS)
            if ready:
                data = os.read(fd, 256)
                if not data:
                    return
                for k in keys(data.decode("utf-8", "replace")):
                    if pending_long and k in board.buttons:
                        buttons.tap(k, session.long_ms + 100)
                        pending_long = False
                    elif k in ("UP", "DOWN", "LEFT", "RIGHT", "OK", "BACK", "ROLL"):
                        buttons.tap(k)
                    elif k in ("[", "]"):
                        buttons.turn(1 if k == "]" else -1)
                    elif k == "l":
                        pending_long = True
                    elif k == "p":
                        paused = not paused
                    elif k == "g":
                        fast = not fast
                    elif k in ("h", "?"):
                        helping = not helping
                    elif k == "q":
                        return
            now = time.monotonic()
            rate = speed * (FAST if fast else 1)
            if not paused:
                owed += min(now - last, 0.1) * 1000 * rate
                whole = int(owed) - int(owed) % LOOP_MS
                buttons.run(whole)
                owed -= whole
            last = now
            status = status_lines(session, seed, paused, rate, pending_long, helping)
            state = (session.leds, session.oled, tuple(status))
            if state != shown:
                shown = state
                text = frame_text(schematic, session, mode, status, side_by_side)
                out.write(text)
                out.flush()


def frame_text(schematic, session, mode, status, side_by_side=True):
    """The whole screen: the board, the OLED between bars to its right (or below it), then
    the status lines."""
    board = schematic.lines(session.leds)
    w, h = session.board.display_size
    boxed = [fg(OLED_ON) + BAR + line + BAR + RESET
             for line in oled_lines(session.oled, w, h, mode)]
    if side_by_side:
        pad = " " * schematic.cols
        lines = [(board[k] if k < len(board) else pad) + "  " + (boxed[k] if k < len(boxed)
                                                                  else "")
                 for k in range(max(len(board), len(boxed)))]
    else:
        lines = board + boxed
    lines += status
    return "\x1b[H" + "\x1b[K\r\n".join(lines) + "\x1b[K\x1b[J"
