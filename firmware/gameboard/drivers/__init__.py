"""Real drivers for the hal interfaces (gameboard/hal), on MicroPython's `machine`, `neopixel`
and micropython-lib's `ssd1306`. Each module imports its hardware modules inside the
constructor, so CPython can import this package (for tests and tools) without them."""
