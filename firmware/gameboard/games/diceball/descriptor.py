"""What the rest of the app knows of DiceBall without loading it: its descriptor (registry.py;
docs/architecture.md, "The game contract").

DiceBall as the app plays it: the controller (controller.py, its opening; play.py, the game in
play), real dice entered by hand (entry.py), what the OLED and the LEDs show (view.py,
lights.py) and the wizard's options (options.py). The package has no __init__.py
(docs/architecture.md, "The descriptor")."""
LABEL = "DiceBall"
SHORT = "DiceBall"
NEEDS = ("base", "ball", "strike", "out", "top", "bottom", "pip")
LIGHTS = True  # its lights.py: the scene behind the menus, a seat's colour
# The rules core's play; the modules that make a game are let go once it is made
# (controller.py OPENING).
RULES = ("gameboard.rules.diceball",)
HEAP_WK = ((None, 56),)  # a whole solo 9-inning game and its late resume (tools/bench/app_heap.py)
# On a 32-bit board, in KB: the smallest heap (in 8 KB steps, every step above it playing
# too) a 32-bit build played the same game in, and resumed its late save in (80 KB both), and
# one step more (docs/architecture.md, "Memory").
HEAP_KB = ((None, 88),)
