"""Estimated WS2812 supply current, and the scale that keeps a frame within a budget.

A WS2812 channel draws about 20 mA at full value, in proportion to its value (PWM), plus a
small idle current per LED whatever it shows (the board sets it, typically about 1 mA).
"""

MA_PER_CHANNEL = 20


def estimate_ma(rgb, count, idle_ma):
    """Estimated current in mA of `count` LEDs showing the bytes `rgb` (3 per LED)."""
    return sum(rgb) * MA_PER_CHANNEL / 255 + idle_ma * count


def channel_allowance(budget_ma, count, idle_ma):
    """The largest sum of channel values that stays within the budget."""
    return (budget_ma - idle_ma * count) * 255 // MA_PER_CHANNEL
