"""The virtual device's `machine` parts (MicroPython code): pins, I2C, PWM and a watchdog with
nothing attached. Buttons rest at the level their pull gives them (not pressed), the I2C bus
accepts every write, PWM only remembers what it was told. The watchdog bites, as a board's
does: see WDT."""
import os
import time


class Pin:
    IN, OUT, OPEN_DRAIN = 0, 1, 2
    PULL_UP, PULL_DOWN = 1, 2

    def __init__(self, id, mode=-1, pull=-1, value=None):
        self.id = id
        self._value = 1 if pull == Pin.PULL_UP else 0
        if value is not None:
            self._value = 1 if value else 0

    def init(self, mode=-1, pull=-1, value=None):
        if value is not None:
            self._value = 1 if value else 0

    def value(self, v=None):
        if v is None:
            return self._value
        self._value = 1 if v else 0

    def __call__(self, v=None):
        return self.value(v)

    def on(self):
        self._value = 1

    def off(self):
        self._value = 0


class I2C:
    def __init__(self, id=0, scl=None, sda=None, freq=400000):
        self.id = id

    def scan(self):
        return [0x3C]

    def writeto(self, addr, buf, stop=True):
        return len(buf)

    def writevto(self, addr, vector, stop=True):
        return sum(len(b) for b in vector)


class PWM:
    def __init__(self, pin, freq=0, duty_u16=0):
        self._freq, self._duty = freq, duty_u16

    def freq(self, f=None):
        if f is None:
            return self._freq
        self._freq = f

    def duty_u16(self, d=None):
        if d is None:
            return self._duty
        self._duty = d

    def deinit(self):
        self._duty = 0


class WDT:
    """Like a board's: once made it cannot be stopped, not even by a soft reset. Every feed (at
    most one per quarter timeout) rewrites the relay's watchdog file (VDEV_WATCHDOG, on the
    host, outside the device's filesystem) with the timeout in ms; the relay hard-resets the
    device when the file has not changed for that long. VDEV_WATCHDOG_MS, if set, replaces
    the timeout asked for, so that tests need not wait 8 s."""
    def __init__(self, id=0, timeout=5000):
        self.timeout = int(os.getenv("VDEV_WATCHDOG_MS") or timeout)
        self._path = os.getenv("VDEV_WATCHDOG")
        # "/" is the device's; the watchdog file is the host's (only the relay sets the path).
        self._host = os.VfsPosix() if self._path else None
        self._fed = None
        self.feed()

    def feed(self):
        if not self._path:  # not behind the relay: nobody watches this dog
            return
        now = time.ticks_ms()
        if self._fed is not None and time.ticks_diff(now, self._fed) < self.timeout // 4:
            return
        self._fed = now
        if self._path:
            with self._host.open(self._path, "w") as f:
                f.write(str(self.timeout))
