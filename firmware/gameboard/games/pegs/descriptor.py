"""What the rest of the app knows of Pegs & Jokers without loading it: its descriptor (registry.py;
docs/architecture.md, "The game contract"). Not the package's __init__, so that a running
game does not keep it."""
LABEL = "Pegs & Jokers"
SHORT = "Pegs"
NEEDS = ("track", "start", "home")
RULES = ("gameboard.rules.pegs",)
HEAP_WK = ((2, 96), (4, 96), (8, 104),
           # A computer easy (longer games: a longer log) or hard (its code's names take the
           # unix port's table of them into a pool of 14 KB more): options.heap_row's rows,
           # each the most it took over three runs of app_heap (the hard rows moved by up to
           # 32wK from run to run, as the heap's holes fell).
           (2, 96, "easy"), (4, 104, "easy"), (8, 112, "easy"),
           (2, 144, "hard"), (4, 128, "hard"), (8, 144, "hard"))
# The same rows on a 32-bit board, in KB: the smallest heap (in 8 KB steps, every step above
# it playing too) in which a 32-bit build played the same games, and one step more for a
# board's firmware that is not the build measured (docs/architecture.md, "Memory"). There the
# hard player's names cost no pool of their own: its rows need what normal computers' do.
HEAP_KB = ((2, 184), (4, 192), (8, 200),
           (2, 184, "easy"), (4, 200, "easy"), (8, 200, "easy"),
           (2, 184, "hard"), (4, 184, "hard"), (8, 200, "hard"))
