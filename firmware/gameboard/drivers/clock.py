"""TimeClock: MicroPython's `time` ticks (hal `clock`)."""
import time


class TimeClock:
    def ticks_ms(self):
        return time.ticks_ms()

    def sleep_ms(self, ms):
        time.sleep_ms(ms)
