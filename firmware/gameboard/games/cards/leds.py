"""What the paddles show at the card table (docs/rules.md 3.2-3.6).

During a round each player's progress is lit on their paddle's track in their colour, the hole
of the contract (or deal) being played white: Frustration 14 on 14 holes, Frustration 20 on 20
of the 23 track and HOME holes, Contract Rummy and Hand & Foot the deal, Rummy the share of the
target reached. The dealer's START holes are white, the starter's in their colour. While a
round is entered, the START holes of each player still to give an entry stay lit (the one who
answers white: the dealer for the dealer's cut), so a missed entry is seen. At the end the winners' tracks chase in their colour.
The LEDs are looked up once. The progress holes change only with the sheet's rounds, so they
are drawn once for each, into a layer of their own that every other frame copies in one go
(a press on an entry screen then costs a copy, not a hole at a time on every paddle). The layer
is made once, so drawing allocates nothing, and it is the one of the sheet shown: the OK that
confirms a round draws the new sheet's holes into it (a second layer, the summary's sheet's
drawn while the summary was read, with the sheets the two kept, was 2.3 KB of heap on the
8-paddle board for a few hundred LEDs set once a round).
"""
from array import array

from gameboard.lights.frame import Layer
from gameboard.lights.palette import OFF, WHITE

HOLES = 18  # track holes of a paddle
HOME = 5
START = 5


class Leds:
    def __init__(self, board, paddles, colours):
        self.paddles = paddles  # the paddle of each seat
        self.colours = colours  # each seat's rgb
        # Each seat's 23 progress holes (track 0..17, HOME 1..5) and 5 START holes, each
        # array made at its size (from a range, whose length it takes) and filled in place: a
        # list of them first would be a 2 KB block with 8 players, and an array appended to
        # grows by a few entries at a time, a block left behind at each. A byte an LED where the
        # board has no more than 256 (half the heap of two bytes an LED, on the 8-paddle board;
        # the holes are LEDs of the board, so the range fits too).
        kind = "B" if board.count <= 256 else "H"
        self.holes = array(kind, range(len(paddles) * (HOLES + HOME)))
        self.starts = array(kind, range(len(paddles) * START))
        for seat in range(len(paddles)):
            p = paddles[seat]
            base = seat * (HOLES + HOME)
            for n in range(HOLES + HOME):
                self.holes[base + n] = (board.led("track", n, p) if n < HOLES else
                                        board.led("home", n - HOLES + 1, p))
            for n in range(START):
                self.starts[seat * START + n] = board.led("start", n + 1, p)
        self.held = Layer(board.count)  # the progress holes of the sheet `drawn`, made once
        self.drawn = None  # (sheet, its round number) the layer holds, or None

    def layer(self, c, sheet):
        """The Layer of `sheet`: the progress holes of every seat lit; drawn again only when
        the sheet or its round changes."""
        number = sheet.number
        layer = self.held
        drawn = self.drawn
        if drawn is not None and drawn[0] is sheet and drawn[1] == number:
            return layer
        layer.clear()
        colours = self.colours
        for seat in range(sheet.players):
            done, current = c.progress(sheet, seat)
            self.progress(layer, seat, done, current, colours[seat])
        self.drawn = (sheet, number)
        return layer

    def progress(self, layer, seat, done, current, rgb):
        """`done` holes lit in `rgb` and hole `current` white (none if -1), on `layer`."""
        base = seat * (HOLES + HOME)
        holes = self.holes
        put = layer.set
        for n in range(base, base + min(done, HOLES + HOME)):
            put(holes[n], rgb)
        if 0 <= current < HOLES + HOME:
            put(holes[base + current], WHITE)

    def start(self, frame, seat, rgb):
        starts = self.starts
        put = frame.set
        for n in range(seat * START, (seat + 1) * START):
            put(starts[n], rgb)

    def chase(self, frame, seat, step, rgb):
        base = seat * (HOLES + HOME)
        for n in range(HOLES):
            frame.set(self.holes[base + n], rgb if (n + step) % 3 == 0 else OFF)

    def draw(self, c, frame):
        """The LED frame of controller `c` (table.py)."""
        sheet = c.sheet
        if sheet.over:
            step = c.scroll  # the chase's step (table.py)
            for side in sheet.winners:
                for seat in c.seats_of(side):
                    self.chase(frame, seat, step, self.colours[seat])
                    self.start(frame, seat, self.colours[seat])
            return
        frame.paste(self.layer(c, sheet))
        entry = c.entry
        if entry is not None:
            answering = entry.answering()
            colours = self.colours
            for side in entry.waiting():
                if side != answering:
                    for seat in c.seats_of(side):
                        self.start(frame, seat, colours[seat])
            if answering >= 0:
                for seat in c.seats_of(answering):
                    self.start(frame, seat, WHITE)
            return
        self.start(frame, sheet.dealer, WHITE)
        self.start(frame, sheet.starter, self.colours[sheet.starter])
