"""The scale that keeps a WS2812 frame within a supply budget (tests/app/current.py estimates
what a frame draws, to check it).

A WS2812 channel draws about 20 mA at full value, in proportion to its value (PWM), plus a
small idle current per LED whatever it shows (the board sets it, typically about 1 mA).
"""

MA_PER_CHANNEL = 20


def channel_allowance(budget_ma, count, idle_ma):
    """The largest sum of channel values that stays within the budget."""
    return (budget_ma - idle_ma * count) * 255 // MA_PER_CHANNEL
