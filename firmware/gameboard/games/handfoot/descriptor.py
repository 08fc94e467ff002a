"""What the rest of the app knows of Hand & Foot without loading it: its descriptor (registry.py;
docs/architecture.md, "The game contract").

Hand & Foot as the app plays it (docs/rules.md 3.6): the board keeps the score sheet at the card
table (games/cards/table.py), with what this game's paddles and last row show (controller.py) and
its new-game choices (options.py). The package has no __init__.py (docs/architecture.md, "The
descriptor")."""
LABEL = "Hand & Foot"
SHORT = "HandFoot"
NEEDS = ("track", "start", "home")  # a paddle a player: progress, dealer, entries
LIGHTS = False  # no lights.py: no LED scene of its own
RULES = ("gameboard.rules.cards",)
HEAP_WK = ((6, 64),)  # a whole 6-player game (tools/bench/app_heap.py)
HEAP_KB = ((6, 96),)  # on a 32-bit board (docs/architecture.md, "Memory")
