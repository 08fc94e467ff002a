"""What the rest of the app knows of Pegs & Jokers without loading it: its descriptor (registry.py;
docs/architecture.md, "The game contract"). Not the package's __init__, so that a running
game does not keep it."""
LABEL = "Pegs & Jokers"
SHORT = "Pegs"
NEEDS = ("track", "start", "home")
RULES = ("gameboard.rules.pegs",)
HEAP_WK = ((2, 96), (4, 96), (8, 104),
           # A computer easy (longer games: a longer log) or hard (its code's names take the
           # unix port's table of them into a pool of 14 KB more): options.heap_row's rows.
           (2, 96, "easy"), (4, 104, "easy"), (8, 112, "easy"),
           (2, 144, "hard"), (4, 128, "hard"), (8, 136, "hard"))
# A whole 8-player game took 184 KB on a 32-bit Cortex-M3 build, when the unix port said 120wK;
# the code has shrunk since (issue 16) and the 32-bit build has not measured it again: the
# start check counts that same 184 KB at 104wK (1,847 bytes a wK) until one does.
BOARD_BYTES_PER_WK = 1847
