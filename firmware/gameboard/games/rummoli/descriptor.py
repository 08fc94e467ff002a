"""What the rest of the app knows of Rummoli without loading it: its descriptor (registry.py;
docs/architecture.md, "The game contract"). Not the package's __init__, so that a running game
does not keep it."""
LABEL = "Rummoli"
SHORT = "Rummoli"
NEEDS = ("track", "start", "home")  # a paddle a player: chips, the nine pots, who is asked
LIGHTS = False  # no lights.py: no LED scene of its own
RULES = ("gameboard.rules.cards",)
# Measured by tools/bench/app_heap.py: a 4-player game on the 4-paddle board, 8 on the 8.
HEAP_WK = ((4, 104), (8, 104))
BOARD_BYTES_PER_WK = 2048  # not measured on a 32-bit build
