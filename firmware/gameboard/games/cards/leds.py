"""What the paddles show at the card table (docs/rules.md 3.2-3.6).

During a round each player's progress is lit on their paddle's track in their colour, the hole
of the contract (or deal) being played white: Frustration 14 on 14 holes, Frustration 20 on 20
of the 23 track and HOME holes, Contract Rummy and Hand & Foot the deal, Rummy the share of the
target reached. The dealer's START holes are white, the starter's in their colour. While a
round is entered, the START holes of each player still to give an entry stay lit (the one asked
white), so a missed entry is seen. At the end the winners' tracks chase in their colour.
The LEDs are looked up once; drawing allocates nothing.
"""
from array import array

from gameboard.lights.palette import OFF, WHITE

HOLES = 18  # track holes of a paddle
HOME = 5
START = 5


class Leds:
    def __init__(self, board, paddles, colours):
        self.paddles = paddles  # the paddle of each seat
        self.colours = colours  # each seat's rgb
        # Each seat's 23 progress holes (track 0..17, HOME 1..5) and 5 START holes, appended
        # one by one: a list of them first would be a 2 KB block with 8 players.
        self.holes = array("H")
        self.starts = array("H")
        for p in paddles:
            for n in range(HOLES + HOME):
                self.holes.append(board.led("track", n, p) if n < HOLES else
                                  board.led("home", n - HOLES + 1, p))
            for n in range(1, START + 1):
                self.starts.append(board.led("start", n, p))

    def progress(self, frame, seat, done, current, rgb):
        """`done` holes lit in `rgb` and hole `current` white (none if -1)."""
        base = seat * (HOLES + HOME)
        for n in range(min(done, HOLES + HOME)):
            frame.set(self.holes[base + n], rgb)
        if 0 <= current < HOLES + HOME:
            frame.set(self.holes[base + current], WHITE)

    def start(self, frame, seat, rgb):
        base = seat * START
        for n in range(START):
            frame.set(self.starts[base + n], rgb)

    def chase(self, frame, seat, step, rgb):
        base = seat * (HOLES + HOME)
        for n in range(HOLES):
            frame.set(self.holes[base + n], rgb if (n + step) % 3 == 0 else OFF)


def draw(c, frame):
    """The LED frame of controller `c` (table.py)."""
    leds = c.leds
    sheet = c.sheet
    seats = sheet.players
    if sheet.over:
        step = c.celebration
        for side in sheet.winners:
            for seat in c.seats_of(side):
                leds.chase(frame, seat, step, leds.colours[seat])
                leds.start(frame, seat, leds.colours[seat])
        return
    for seat in range(seats):
        done, current = c.progress(seat)
        leds.progress(frame, seat, done, current, leds.colours[seat])
    entry = c.entry
    if entry is not None:
        waiting = entry.waiting()
        asked = entry.asked()
        for side in waiting:
            for seat in c.seats_of(side):
                now = asked is not None and asked[1] == side
                leds.start(frame, seat, WHITE if now else leds.colours[seat])
        return
    leds.start(frame, sheet.dealer, WHITE)
    leds.start(frame, sheet.starter, leds.colours[sheet.starter])
