"""The supply current the tests hold every LED frame to: a WS2812 channel draws about 20 mA at
full value, in proportion to its value (PWM), plus the board's idle current per LED whatever
it shows (docs/architecture.md, "Reliability"). The firmware's limiter (lights/frame.py) only
scales frames to a budget; this estimate is the tests' own measure of what a frame draws."""
from gameboard.lights.frame import MA_PER_CHANNEL


def estimate_ma(rgb, count, idle_ma):
    """Estimated current in mA of `count` LEDs showing the bytes `rgb` (3 per LED)."""
    return sum(rgb) * MA_PER_CHANNEL / 255 + idle_ma * count
