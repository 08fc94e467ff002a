"""Pegs & Jokers as the app plays it: the controller and its screens (controller.py, pick.py,
anim.py, menu.py, setup.py), its LED scenes (scene.py, places.py, lights.py) and the wizard's
options (options.py).

This module is the game's descriptor (registry.py; docs/architecture.md, "The game contract")."""
LABEL = "Pegs & Jokers"
SHORT = "Pegs"
NEEDS = ("track", "start", "home")
RULES = ("gameboard.rules.pegs",)
LIGHTS = True
HEAP_WK = ((2, 104), (4, 112), (8, 120))
