"""What the rest of the app knows of Rummoli without loading it: its descriptor (registry.py;
docs/architecture.md, "The game contract").

Rummoli as the app plays it (docs/rules.md 3.7): the board is the playing surface and keeps every
chip. controller.py moves between the screens and hands the rules core (rules/cards/rummoli.py,
its actions in a module a phase) what the table did, opening.py sets the table up (loaded while
it does), menu.py is its menu (loaded while it is open); view.py draws the nine spaces as a 3x3
grid with their pots; leds.py lights the pots and each player's chips on the paddles; form.py is
the rows of players a bid, a count of cards, a bet or a winner is entered on; hands.py the poker
hands entered card by card and ranked, wheel.py the card wheel they and a lead are entered on
(each of these three loaded while its screen is shown, with its presses); results.py the history
of hands and the end; options.py the new-game choices. The package has no __init__.py
(docs/architecture.md, "The descriptor")."""
LABEL = "Rummoli"
SHORT = "Rummoli"
NEEDS = ("track", "start", "home")  # a paddle a player: chips, the nine pots, who is asked
LIGHTS = False  # no lights.py: no LED scene of its own
RULES = ("gameboard.rules.cards",)
# Measured by tools/bench/app_heap.py: a 4-player game on the 4-paddle board, 8 on the 8.
HEAP_WK = ((4, 64), (8, 64))
HEAP_KB = ((4, 96), (8, 104))  # on a 32-bit board (docs/architecture.md, "Memory")
