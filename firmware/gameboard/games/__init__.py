"""The games the board plays, as the app sees them: registry.py names them, each is a package
here whose descriptor.py describes it, and controller.py is the interface a game implements."""
