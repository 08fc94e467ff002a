"""What a DiceBall game shows: the OLED's scoreboard and the LEDs.

The OLED: the inning and half, the line score (visitor above home; innings 1-9, extra innings
scroll it, the header showing each inning's last digit) with R H E (R and E in inverted boxes,
so numbers side by side stay apart), the count, outs and runners, the last play in words (while
the dice tumble: "Rolling..."), and whose roll is next; a walk-off or the end shows WALK-OFF! or
FINAL (inverted) with the winner. In a solo game the team the board rolls for is called "Board"
wherever a team is named, the player's by its side. The LEDs: runners in the batting team's
colour, balls, strikes, outs, top/bottom while the game goes on, the three die faces, and at the
end the bases chasing round in the winner's colour.
`compose(c)` prepares everything when the state changes; `draw` and `draw_leds` then allocate
nothing.
"""
from gameboard import const
from gameboard.lights.palette import GREEN, OFF, RED, WHITE, YELLOW
from gameboard.ui import text

# Its constants are in the functions that read them, and its globals 17: a game's opening loads
# this module into the holes of the heap, where one more made their table one of 23 entries of
# 16 bytes, a block to find.
# Where each row of LEDs starts in the array `leds` looks them up into: the three die faces'
# pips 1-7, then bases 1-4 (home plate last), balls 1-3, strikes 1-2, outs 1-2, top, bottom.
_BASES = const(21)
_BALLS = const(25)
_STRIKES = const(28)
_OUTS = const(30)
_HALF = const(32)


def leds(board):
    """The board's DiceBall LEDs, looked up once, in one array of numbers (one block where a
    list a row and an object holding them were eight), from the offsets above."""
    from array import array
    found = array("H")
    for face in ("pitch", "bat1", "bat2"):
        for n in range(1, 8):
            found.append(board.led("pip", n, face))
    for role, count in (("base", 4), ("ball", 3), ("strike", 2), ("out", 2)):
        for n in range(1, count + 1):
            found.append(board.led(role, n))
    found.append(board.led("top"))
    found.append(board.led("bottom"))
    return found


def _cell(v):
    """One inning of the line score in one character."""
    if v is None:
        return " "
    if v == "X":
        return "X"
    return str(v) if v < 10 else "+"


def _team(c, team):
    """A team's name: "Board" for the one the board rolls for in a solo game."""
    return "Board" if team == c.board_team() else ("Visitor", "Home")[team]


def _prompt(c):
    g = c.game
    if g.over:
        if g.winner is None:
            return "Tied"
        return "%s wins %d-%d" % (_team(c, g.winner), g.runs[g.winner], g.runs[1 - g.winner])
    what = "pitch" if g.expects() == "pitch" else "swing"
    return "%s to %s" % (_team(c, c.roller()), what)


def _line_score(g, L):
    """Rows 1-3, the line score, and after the rows (L[8:12]) its runs and errors, visitor's
    then home's, which draw() writes again in their inverted boxes."""
    n = len(g.line[0])
    first = max(0, n - 9)  # extra innings scroll the line score
    if first:
        head = "".join([str((i + 1) % 10) for i in range(first, n)])
    else:
        head = "123456789"[:n]
    pad = " " * (9 - len(head))
    L[1] = head + pad + " R  H E"
    for t in (0, 1):
        r = "%2d" % g.runs[t]
        e = "%2d" % g.errors[t]
        cells = "".join([_cell(v) for v in g.line[t][first:]])
        L[2 + t] = "%s%s%s%3d%s" % (cells, pad, r, g.hits[t], e)
        L[8 + 2 * t] = r
        L[9 + 2 * t] = e


def compose(c):
    g = c.game
    L = [""] * 12  # the 8 rows, then the line score's boxed figures (_line_score)
    if g.over:
        L[0] = "WALK-OFF!" if g.last_text.endswith("walk-off!") else "FINAL"
    else:
        L[0] = "%s %d" % ("Top" if g.half == "top" else "Bot", g.inning)
    _line_score(g, L)
    b = g.bases
    L[4] = "B%d S%d O%d  %s%s%s" % (g.balls, g.strikes, g.outs, "1" if b[0] else "-",
                                   "2" if b[1] else "-", "3" if b[2] else "-")
    if c.mode == c.TUMBLE:
        L[5] = "Rolling..."
    if c.mode == c.ENTER:
        c.entry.compose(L)
    else:
        if c.mode != c.TUMBLE:
            lines = text.wrap(g.last_text, text.COLS)
            for i in range(min(2, len(lines))):
                L[5 + i] = lines[i]
        L[7] = _prompt(c)
    c.lines = L
    c.bits = (b[0] | b[1] << 1 | b[2] << 2, g.balls, g.strikes, g.outs, g.half == "top",
              g.over, g.winner)


def draw(c, d):
    L = c.lines
    over = c.bits[5]  # as composed: a roll that ends the game shows FINAL once it settles
    for r in range(8):
        if L[r]:
            text.row(d, r, L[r], r == 0 and over)
    for t in (0, 1):
        y = 16 + 8 * t
        d.fill_rect(72, y, 16, 8, 1)
        d.text(L[8 + 2 * t], 72, y, 0)
        d.fill_rect(112, y, 16, 8, 1)
        d.text(L[9 + 2 * t], 112, y, 0)
    c.draw_note(d)


def draw_leds(c, frame):
    leds = c.leds
    bases, balls, strikes, outs, top, over, winner = c.bits
    bat = c.team_rgb[0 if top else 1]
    if over and winner is not None and c.frame >= 0:  # the end celebrated
        win = c.team_rgb[winner]
        for n in range(4):
            if (n + 1 + c.frame) % 2:
                frame.set(leds[_BASES + n], win)
    else:
        for n in range(3):
            if bases >> n & 1:
                frame.set(leds[_BASES + n], bat)
        if over:
            frame.set(leds[_BASES + 3], WHITE)
    for n in range(3):
        if balls > n:
            frame.set(leds[_BALLS + n], GREEN)
    for n in range(2):
        if strikes > n:
            frame.set(leds[_STRIKES + n], YELLOW)
        if outs > n:
            frame.set(leds[_OUTS + n], RED)
    if not over:  # a finished game has no half under way
        frame.set(leds[_HALF if top else _HALF + 1], bat)
    faces = c.faces
    for k in range(3):
        # The pips lit for the die's value: bit n-1 is pip n (1 top-left, 2 top-right,
        # 3 middle-left, 4 centre, 5 middle-right, 6 bottom-left, 7 bottom-right).
        mask = (0, 0b0001000, 0b1000001, 0b1001001, 0b1100011, 0b1101011, 0b1110111)[faces[k]]
        for n in range(7):
            frame.set(leds[7 * k + n], WHITE if mask >> n & 1 else OFF)
