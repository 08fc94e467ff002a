"""The games the board plays, as the app sees them: their new-game options and their
controllers. registry.py lists them; controller.py is the interface a game implements."""
