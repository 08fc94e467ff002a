"""DiceBall as the app plays it: the controller (controller.py), real dice entered by hand
(entry.py), what the OLED and the LEDs show (view.py, lights.py) and the wizard's options
(options.py).

This module is the game's descriptor (registry.py; docs/architecture.md, "The game contract")."""
LABEL = "DiceBall"
SHORT = "DiceBall"
NEEDS = ("base", "ball", "strike", "out", "top", "bottom", "pip")
RULES = ("gameboard.rules.diceball", "gameboard.rules.diceball_runners",
         "gameboard.rules.diceball_tables")
LIGHTS = True
HEAP_WK = ((None, 80),)
