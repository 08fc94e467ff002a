"""What the rest of the app knows of Pegs & Jokers without loading it: its descriptor (registry.py;
docs/architecture.md, "The game contract").

Pegs & Jokers as the app plays it: the controller and its screens (controller.py, pick.py, anim.py,
menu.py, setup.py), its LED scenes (scene.py, places.py, lights.py) and the wizard's options
(options.py). The package has no __init__.py (docs/architecture.md, "The descriptor")."""
LABEL = "Pegs & Jokers"
SHORT = "Pegs"
NEEDS = ("track", "start", "home")
LIGHTS = True  # its lights.py: the scene behind the menus, a seat's colour
RULES = ("gameboard.rules.pegs",)
HEAP_WK = ((2, 88), (4, 88), (8, 96),
           # A computer easy (longer games: a longer log) or hard (its evaluation's code and
           # lists): options.heap_row's rows, as app_heap measured them once a decision's and
           # a save's late blocks were made small and the log's reading back was loaded only
           # when asked (docs/architecture.md, "Memory"; the 8-player hard row twice); the
           # hard player's interned names fit the unix port's six pools (a seventh, 14 KB in
           # one block, had them at 120-144wK, moving by up to 32wK as the heap's holes fell).
           # The 8-player easy row is its longest save's resume (its whole game plays in 96).
           (2, 88, "easy"), (4, 88, "easy"), (8, 104, "easy"),
           (2, 88, "hard"), (4, 88, "hard"), (8, 96, "hard"))
# The same rows on a 32-bit board, in KB: the smallest heap (in 8 KB steps, every step above
# it playing too) in which a 32-bit build played the same games and resumed each level's
# longest 8-player save, and one step more for a board's firmware that is not the build
# measured (docs/architecture.md, "Memory"). The hard player's names no longer take the
# names' table into a seventh pool there (its rows were 16-24 KB more until issue 16's fourth
# round).
HEAP_KB = ((2, 136), (4, 136), (8, 144),
           (2, 128, "easy"), (4, 136, "easy"), (8, 152, "easy"),
           (2, 136, "hard"), (4, 136, "hard"), (8, 152, "hard"))
