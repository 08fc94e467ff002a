"""The Pegs & Jokers LED scene: every peg in its seat's colour, the seat to play glowing at its
paddle, a previewed move, and the effects of bumps, partner bumps, swaps, Jokers, HOME entries
and a win.

Everything the scene reads is prepared when the state changes (positions in a bytearray, the
preview and the effect as small tuples of LED indices and colours), so `draw` only sets LEDs:
it allocates nothing, whatever the frame rate.
"""
from gameboard.games.pegs.places import HOLES, START
from gameboard.lights.palette import OFF, PLAYER, WHITE

# Preview styles.
STEADY = 0
BLINK = 1   # on and off: where a peg would go
FLASH = 2   # white and its colour: a peg that would be bumped, a peg a card can move

# Effects, each a few frames long (anim.py plays them).
BUMP = 1
PARTNER = 2
SWAP = 3
JOKER = 4
HOME = 5
WIN = 6


def dim(rgb):
    return (rgb[0] // 6, rgb[1] // 6, rgb[2] // 6)


class Scene:
    def __init__(self, leds, seats, colours):
        self.leds = leds
        self.seats = seats
        self.rgb = [OFF] * 8
        self.dim = [OFF] * 8
        for s in seats:
            self.rgb[s] = PLAYER[colours[s]]
            self.dim[s] = dim(self.rgb[s])
        self.shown = bytearray(bytes((START,)) * 40)  # place of peg k of seat s at 5 * s + k
        self.glow = -1      # the seat to play, or -1
        self.preview = ()   # (led, style, rgb) items
        self.effect = None  # (kind, led_a, led_b, rgb_a, rgb_b, seat)
        self.phase = 0      # effect frame
        self.winners = ()

    def show_places(self, game):
        """Copies the rules game's places into `shown` (at turn boundaries, not per frame)."""
        from gameboard.games.pegs.places import code
        for s in game.seats:
            places = game.places(s)
            for k in range(5):
                self.shown[5 * s + k] = code(places[k])

    def slot(self, seat, c):
        """Which of seat's pegs is at place c as shown now (the first, for START)."""
        shown = self.shown
        for k in range(5):
            if shown[5 * seat + k] == c:
                return k
        return 0

    def peg_led(self, seat, c):
        """The LED of seat's peg at place c as shown now."""
        return self.leds.of(seat, self.slot(seat, c), c)

    def draw(self, frame, blink):
        shown = self.shown
        leds = self.leds
        g = self.glow
        if g >= 0:  # the seat to play: its empty START and HOME holes glow
            d = self.dim[g]
            homes = 0
            for k in range(5):
                c = shown[5 * g + k]
                if c != START:
                    frame.set(leds.start[5 * g + k], d)
                if c > START:
                    homes |= 1 << (c - START - 1)
            for h in range(5):
                if not homes >> h & 1:
                    frame.set(leds.home[5 * g + h], d)
        for s in self.seats:
            rgb = self.rgb[s]
            for k in range(5):
                frame.set(leds.of(s, k, shown[5 * s + k]), rgb)
        for led, style, rgb in self.preview:
            if style == STEADY:
                frame.set(led, rgb)
            elif style == BLINK:
                frame.set(led, rgb if blink else OFF)
            else:
                frame.set(led, WHITE if blink else rgb)
        if self.effect is not None:
            self._effect(frame, self.phase)

    def _effect(self, frame, p):
        kind, a, b, ra, rb, seat = self.effect
        odd = p & 1
        if kind == BUMP:          # the hole flashes white and the victim's colour
            frame.set(a, WHITE if odd else ra)
            frame.set(b, ra if odd else OFF)
        elif kind == PARTNER:     # the partner's peg hops between the hole and its in-spot
            frame.set(a, OFF if odd else ra)
            frame.set(b, ra if odd else OFF)
        elif kind == SWAP:        # the two holes trade colours back and forth
            frame.set(a, rb if odd else ra)
            frame.set(b, ra if odd else rb)
        elif kind == JOKER:       # every colour in turn where the Joker landed
            frame.set(a, PLAYER[p % 8])
        elif kind == HOME:        # HOME fills up in white, hole by hole
            home = self.leds.home
            for h in range(p % 6):
                frame.set(home[5 * seat + h], WHITE)
        elif kind == WIN:         # the winners' tracks chase in their colours
            track = self.leds.track
            for s in self.winners:
                rgb = self.rgb[s]
                for t in range(HOLES):
                    if (t + p) % 3 == 0:
                        frame.set(track[HOLES * s + t], rgb)
