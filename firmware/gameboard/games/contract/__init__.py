"""Contract Rummy as the app plays it (docs/rules.md 3.4): the board keeps the score sheet at the card
table (games/cards/table.py), with what this game's paddles and last row show
(controller.py), its new-game choices (options.py) and what the rest of the app knows of it
without loading it (descriptor.py)."""
