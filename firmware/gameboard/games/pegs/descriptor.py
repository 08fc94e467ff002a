"""What the rest of the app knows of Pegs & Jokers without loading it: its descriptor (registry.py;
docs/architecture.md, "The game contract"). Not the package's __init__, so that a running
game does not keep it."""
LABEL = "Pegs & Jokers"
SHORT = "Pegs"
NEEDS = ("track", "start", "home")
RULES = ("gameboard.rules.pegs",)
HEAP_WK = ((2, 112), (4, 112), (8, 120))
BOARD_BYTES_PER_WK = 1600  # a whole 8-player game: 184 KB on a 32-bit Cortex-M3 build at 120wK
