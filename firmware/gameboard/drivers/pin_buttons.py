"""PinButtons: the board's buttons and rotary encoder on GPIO pins (hal `buttons`), sampled by
`poll` and turned into events by the firmware's Debouncer and Quadrature. The encoder's switch
is one more OK button. The encoder's code (quadrature.py) is loaded only for a board that has
one."""
from gameboard.events import TURN
from gameboard.debounce import Debouncer


class PinButtons:
    def __init__(self, board, events):
        from machine import Pin
        pull = Pin.PULL_UP if board.active_low else Pin.PULL_DOWN
        self._low = board.active_low
        names = []
        self._pins = []
        for name in board.buttons:
            if name in board.button_pins:
                names.append(name)
                self._pins.append(Pin(board.button_pins[name], Pin.IN, pull))
        self.encoder = None
        if board.encoder:
            a, b, sw = board.encoder
            self._a = Pin(a, Pin.IN, Pin.PULL_UP)
            self._b = Pin(b, Pin.IN, Pin.PULL_UP)
            from gameboard.quadrature import Quadrature
            self.encoder = Quadrature()
            if sw is not None:
                names.append("OK")
                self._pins.append(Pin(sw, Pin.IN, Pin.PULL_UP))
        self.names = board.buttons
        self.events = events
        self.debouncer = Debouncer(names, events)

    def _down(self, i):
        return (self._pins[i].value() == 0) == self._low

    def held_now(self, name):
        names = self.debouncer.names
        for i in range(len(names)):
            if names[i] == name and self._down(i):
                return True
        return False

    def poll(self, now):
        feed = self.debouncer.feed
        for i in range(len(self._pins)):
            feed(i, self._down(i), now)
        if self.encoder is not None:
            step = self.encoder.feed(self._a.value(), self._b.value())
            if step:
                self.events.put(TURN, step)
