"""What the rest of the app knows of Frustration 14 without loading it: its descriptor (registry.py;
docs/architecture.md, "The game contract").

Frustration 14 as the app plays it (docs/rules.md 3.2): the board keeps the score sheet at the card
table (games/cards/table.py), with what this game's paddles and last row show (controller.py) and
its new-game choices (options.py). The package has no __init__.py (docs/architecture.md, "The
descriptor")."""
LABEL = "Frustration 14"
SHORT = "Frust14"
NEEDS = ("track", "start", "home")  # a paddle a player: progress, dealer, entries
LIGHTS = False  # no lights.py: no LED scene of its own
RULES = ("gameboard.rules.cards",)
HEAP_WK = ((8, 64),)  # a whole 8-player game (tools/bench/app_heap.py)
HEAP_KB = ((8, 96),)  # on a 32-bit board (docs/architecture.md, "Memory")
