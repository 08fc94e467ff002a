"""PwmBuzzer: a passive piezo buzzer on one pin (hal `sound`), driven by PWM at half duty.
A beep starts at once; the main loop's `update(now)` ends it when its time is up."""
from gameboard import ticks


class PwmBuzzer:
    def __init__(self, pin):
        from machine import PWM, Pin
        self._pwm = PWM(Pin(pin))
        self._pwm.duty_u16(0)
        self._ms = 0          # length of a beep just started, timed from the next update
        self._until = None

    def beep(self, freq, ms):
        self._pwm.freq(freq)
        self._pwm.duty_u16(32768)
        self._ms = ms
        self._until = None

    def update(self, now):
        if self._ms:
            self._until = ticks.add(now, self._ms)
            self._ms = 0
        elif self._until is not None and ticks.diff(now, self._until) >= 0:
            self.quiet()

    def quiet(self):
        self._pwm.duty_u16(0)
        self._ms = 0
        self._until = None
