"""VirtualButtons: buttons and a rotary encoder whose levels a test or the simulator sets;
`poll` feeds them through the firmware's own Debouncer and Quadrature, so virtual presses are
debounced, long-pressed and repeated exactly as real ones. The encoder's code is loaded only
for a board that has one, as the real driver does (gameboard/drivers/pin_buttons.py)."""
from gameboard.events import TURN
from gameboard.debounce import Debouncer


class VirtualButtons:
    def __init__(self, board, events):
        self.names = board.buttons
        self.debouncer = Debouncer(self.names, events)
        self.level = {}
        for name in self.names:
            self.level[name] = False
        self.events = events
        self.encoder = None
        if board.encoder:
            from gameboard.quadrature import Quadrature
            self.encoder = Quadrature()
        self.ab = (True, True)

    def set(self, name, pressed):
        if name not in self.level:
            raise ValueError("this board has no %s button" % name)
        self.level[name] = pressed

    def held_now(self, name):
        return self.level.get(name, False)

    def turn(self, a, b):
        """Sets the encoder's contacts (a test walks them through the Gray code)."""
        self.ab = (a, b)

    def poll(self, now):
        names = self.names
        for i in range(len(names)):
            self.debouncer.feed(i, self.level[names[i]], now)
        if self.encoder is not None:
            step = self.encoder.feed(self.ab[0], self.ab[1])
            if step:
                self.events.put(TURN, step)
