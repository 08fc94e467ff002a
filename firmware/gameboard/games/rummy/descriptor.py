"""What the rest of the app knows of Rummy without loading it: its descriptor (registry.py;
docs/architecture.md, "The game contract"). Not the package's __init__, so that a running game
does not keep it."""
LABEL = "Rummy"
SHORT = "Rummy"
NEEDS = ("track", "start", "home")  # a paddle a player: progress, dealer, entries
LIGHTS = False  # no lights.py: no LED scene of its own
RULES = ("gameboard.rules.cards",)
HEAP_WK = ((6, 88),)  # a whole 6-player game (tools/bench/app_heap.py)
BOARD_BYTES_PER_WK = 2048  # not measured on a 32-bit build
