"""The virtual device's `machine` parts (MicroPython code): pins, I2C, PWM and a watchdog with
nothing attached. Buttons rest at the level their pull gives them (not pressed), the I2C bus
accepts every write, PWM and the watchdog only remember what they were told."""


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
    def __init__(self, id=0, timeout=5000):
        self.timeout = timeout

    def feed(self):
        pass
