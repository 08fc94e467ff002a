"""What the rest of the app knows of DiceBall without loading it: its descriptor (registry.py;
docs/architecture.md, "The game contract"). Not the package's __init__, so that a running
game does not keep it."""
LABEL = "DiceBall"
SHORT = "DiceBall"
NEEDS = ("base", "ball", "strike", "out", "top", "bottom", "pip")
RULES = ("gameboard.rules.diceball", "gameboard.rules.diceball_runners",
         "gameboard.rules.diceball_saved", "gameboard.rules.diceball_tables")
HEAP_WK = ((None, 80),)
BOARD_BYTES_PER_WK = 2048  # a whole game: 160 KB on a 32-bit Cortex-M3 build at 80wK
