"""HardwareWatchdog: machine.WDT (hal `watchdog`). Once started it cannot be stopped: the main
loop must feed it, or the board resets and resumes its saved game."""

TIMEOUT_MS = 8000  # the RP2040's maximum is 8388 ms


class HardwareWatchdog:
    def __init__(self, timeout_ms=TIMEOUT_MS):
        from machine import WDT
        self._wdt = WDT(timeout=timeout_ms)

    def feed(self):
        self._wdt.feed()
