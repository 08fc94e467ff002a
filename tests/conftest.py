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


def _parent(name):
    parent, _, child = name.rpartition(".")
    return sys.modules.get(parent), child


@pytest.fixture(autouse=True)
def firmware_modules_as_they_were():
    """Puts back the modules, and each package's attribute for its submodules (which
    `from package import sub` reads first, as an import and modules.unload leave them)."""
    before = _firmware_modules()
    yield
    added = {}
    for name, module in _firmware_modules().items():
        if name not in before:
            added[name] = module
            del sys.modules[name]
    sys.modules.update(before)
    for name, module in added.items():
        package, child = _parent(name)
        if package is not None and getattr(package, child, None) is module:
            delattr(package, child)
    for name, module in before.items():
        package, child = _parent(name)
        # (a package may have bound the name to one of its module's functions instead)
        if package is not None and isinstance(getattr(package, child, module), type(sys)):
            setattr(package, child, module)
