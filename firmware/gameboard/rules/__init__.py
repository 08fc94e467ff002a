"""Pure rules cores of the board's games.

Nothing here touches hardware, clocks, files or a global random source, and nothing here imports
from the rest of the firmware: chance comes in through `prng.Prng`, passed in by the caller.

`const` is MicroPython's: the cores' modules write their flags and table indices as
`NAME = const(value)`, which MicroPython's compiler puts straight into the code that reads them
(a name starting with `_` then takes no room at all). CPython has no `micropython` module, and
the value itself does as well there.
"""
try:
    from micropython import const
except ImportError:  # CPython
    def const(value):
        return value
