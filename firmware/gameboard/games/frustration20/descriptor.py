"""What the rest of the app knows of Frustration 20 without loading it: its descriptor
(registry.py; docs/architecture.md, "The game contract"). Not the package's __init__, so that a
running game does not keep it."""
LABEL = "Frustration 20"
SHORT = "Frust20"
NEEDS = ("track", "start", "home")  # a paddle a player: progress, dealer, entries
RULES = ("gameboard.rules.cards",)
HEAP_WK = ((5, 96),)  # a whole 5-player game (tools/bench/app_heap.py)
HEAP_KB = ((5, 176),)  # on a 32-bit board (docs/architecture.md, "Memory")
