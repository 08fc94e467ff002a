"""Virtual hardware for the simulator and the tests: every hal interface
(firmware/gameboard/hal/hardware.py) in memory, on a virtual clock, recording what the app
shows. Runs under CPython and MicroPython alike (the app tests run on both), so nothing here
imports a CPython-only module."""
