"""What the rest of the app knows of DiceBall without loading it: its descriptor (registry.py;
docs/architecture.md, "The game contract"). Not the package's __init__, so that a running
game does not keep it."""
LABEL = "DiceBall"
SHORT = "DiceBall"
NEEDS = ("base", "ball", "strike", "out", "top", "bottom", "pip")
RULES = ("gameboard.rules.diceball", "gameboard.rules.diceball_runners",
         "gameboard.rules.diceball_saved", "gameboard.rules.diceball_tables")
HEAP_WK = ((None, 72),)  # a whole solo 9-inning game (tools/bench/app_heap.py)
# On a 32-bit board, in KB: the smallest heap (in 8 KB steps, every step above it playing
# too) a 32-bit build played the same game in, and one step more (docs/architecture.md,
# "Memory").
HEAP_KB = ((None, 120),)
