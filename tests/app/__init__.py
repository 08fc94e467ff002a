"""The app shell's tests: scripted button presses on virtual hardware, checking what the OLED
shows and the LED frames. They run on CPython (pytest) and on the MicroPython unix port
(`micropython -X heapsize=64wK tests/mpy_run.py tests/app/`), so they use only the pytest
subset of tests/mpy/pytest.py and no CPython-only module."""

# The repository root, from this file's path; MicroPython's test runner runs from the root
# (its __file__ is relative, or in the .mpy mirror under build/).
ROOT = "." if __file__.endswith(".mpy") or "/tests/app/" not in __file__ else \
    __file__.rsplit("/tests/app/", 1)[0]
