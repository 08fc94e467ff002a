"""What the paddles show at a Rummoli table (docs/rules.md 3.7).

Each player's paddle: its track lights their chips in their colour (the chips they started with
light half of its 18 holes, twice as many all of it; a player out of the game is dark); its
START holes 1-5 and HOME holes 1-4 are the nine spaces in the rules core's order (Rummoli,
Poker, then the pay spaces as the board lists them), each lit gold in proportion to its pot
(the biggest pot at full value, an empty one dark), so every player has the surface in front
of them; a space that just paid flashes white. HOME hole 5 is white on the paddle of the
player the OLED has picked or asks. At the end the winners' tracks are lit whole.
The LEDs are looked up once; drawing allocates nothing. Most presses move no chip (a player
picked, a menu opened), so the frame but the mark is kept as drawn and copied back until the
controller says the game changed (`stale`).
"""
from array import array

from gameboard.lights.palette import WHITE

HOLES = 18  # track holes of a paddle
START = 5  # START holes: the first five spaces; HOME 1-4 the rest
MARK = 5  # the HOME hole of the picked player
LOW = 24  # the least value a pot is lit at: one chip still shows


class Leds:
    def __init__(self, board, paddles, colours, spaces):
        self.colours = colours  # each seat's rgb
        self.spaces = spaces  # how many spaces the board has
        # The lookups made at their size and filled in (a list of them grown as it is made
        # was a block of 2 KB at an 8-player open).
        count = len(paddles)
        self.track = array("H", range(count * HOLES))
        self.pots = array("H", range(count * spaces))
        self.marks = array("H", range(count))
        for seat in range(count):
            p = paddles[seat]
            for n in range(HOLES):
                self.track[seat * HOLES + n] = board.led("track", n, p)
            for n in range(1, spaces + 1):
                self.pots[seat * spaces + n - 1] = board.led("start", n, p) if n <= START else \
                    board.led("home", n - START, p)
            self.marks[seat] = board.led("home", MARK, p)
        self._shade = bytearray(3)  # the colour of the space being lit
        self.kept = bytearray(3 * board.count)  # the frame but the mark, as last drawn
        self.stale = True  # the game changed since: draw it again

    def chips(self, frame, seat, lit):
        base = seat * HOLES
        rgb = self.colours[seat]
        for n in range(min(lit, HOLES)):
            frame.set(self.track[base + n], rgb)

    def surface(self, frame, game, paid, blink):
        """Each space on the paddle of each player still in, lit from its pot (`paid`: the
        spaces flashing)."""
        pots = game.pots
        top = max(pots)
        rgb = self._shade
        for i in range(self.spaces):
            pot = pots[i]
            if i in paid:
                value = 255 if blink else 0
                rgb[0] = rgb[1] = rgb[2] = value
            elif pot:
                value = LOW + (255 - LOW) * pot // top
                rgb[0] = value
                rgb[1] = value * 2 // 3
                rgb[2] = 0
            else:
                rgb[0] = rgb[1] = rgb[2] = 0
            for seat in range(game.players):
                if not game.out[seat]:
                    frame.set(self.pots[seat * self.spaces + i], rgb)

def draw(c, frame):
    """The LED frame of controller `c` (controller.py)."""
    leds = c.leds
    if leds.stale:
        _surface(c, frame)
        leds.kept[:] = frame.want
        leds.stale = False
    else:
        frame.want[:] = leds.kept
    if c.game.phase != "over":
        frame.set(leds.marks[c.asked()], WHITE)


def _surface(c, frame):
    """The frame but the mark: the chips, the spaces, or the winners."""
    leds = c.leds
    game = c.game
    if game.phase == "over":
        for seat in game.winners:
            leds.chips(frame, seat, HOLES)
        return
    start = game.options["chips"]
    for seat in range(game.players):
        if not game.out[seat]:
            chips = game.chips[seat]
            leds.chips(frame, seat, (chips * HOLES // 2 + start - 1) // start)
    leds.surface(frame, game, c.paid, c.blink)
