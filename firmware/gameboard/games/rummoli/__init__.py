"""Rummoli as the app plays it (docs/rules.md 3.7): the board is the playing surface and keeps
every chip. controller.py moves between the screens and hands the rules core
(rules/cards/rummoli.py) what the table did; view.py draws the nine spaces as a 3x3 grid with
their pots and the screens beside it; leds.py lights the pots and each player's chips on the
paddles; form.py is the rows of players a bid, a count of cards, a bet or a winner is entered
on; hands.py the poker hands entered card by card and ranked; options.py the new-game choices;
descriptor.py what the rest of the app knows of it without loading it."""
