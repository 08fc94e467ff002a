"""Runs first at power-up, before main.py. Nothing to prepare: safe mode (BACK held) and the
app are decided in main.py, where the board description is loaded and a fault can still be
shown on the display."""
