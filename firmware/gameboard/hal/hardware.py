"""Hardware: one of each hal interface (see hal/__init__.py), plus the board description and
the event queue the input driver fills."""


class Hardware:
    def __init__(self, board, strip, display, buttons, events, dice, clock, storage, sound,
                 watchdog_factory):
        self.board = board
        self.strip = strip
        self.display = display
        self.buttons = buttons
        self.events = events
        self.dice = dice
        self.clock = clock
        self.storage = storage
        self.sound = sound
        self._watchdog_factory = watchdog_factory
        self.watchdog = None

    def start_watchdog(self):
        """Starts the watchdog (once; a hardware watchdog cannot be stopped again)."""
        if self.watchdog is None:
            self.watchdog = self._watchdog_factory()
        return self.watchdog
