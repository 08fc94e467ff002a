"""The game board's firmware package: rules cores, app, drivers.

`const` is MicroPython's, for the app's flags and table indices (`NAME = const(value)`: the
compiler puts the value straight into the code that reads it); CPython has no `micropython`
module, and the value itself does as well there. (The rules cores import nothing from the rest
of the firmware, so they keep their own.)"""
try:
    from micropython import const
except ImportError:  # CPython
    def const(value):
        return value

VERSION = "0.1.0"
