"""Puts simulator/compat/ on sys.path so that firmware code's `import framebuf` (a module built
into MicroPython) finds the CPython implementation there, as the simulator does at start-up.
MicroPython has its own, so the path is only added on CPython (which pytest always is).

Each test also ends with the firmware's modules as they were when it began: an app test powers
a board up, and a power-up unloads the firmware's modules as a power cut takes them
(tests/app/rig.py), so without this a later test in the same process would meet classes of two
loadings of one module (a Move of the module it imported, and one of the module the firmware
loaded again since), which a board never does."""
import os
import sys

import pytest

COMPAT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                      "simulator", "compat")

if sys.implementation.name == "cpython" and COMPAT not in sys.path:
    sys.path.insert(0, COMPAT)


def _firmware_modules():
    return {name: module for name, module in sys.modules.items()
            if name == "gameboard" or name.startswith("gameboard.")}


@pytest.fixture(autouse=True)
def firmware_modules_as_they_were():
    before = _firmware_modules()
    yield
    for name in _firmware_modules():
        if name not in before:
            del sys.modules[name]
    sys.modules.update(before)
