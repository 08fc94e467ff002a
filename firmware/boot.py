"""Runs first at power-up, before main.py. Nothing to prepare yet: the app decides everything
in main.py so that a fault there can still be shown on the display."""
