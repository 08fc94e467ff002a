"""DiceBall as the app plays it: the controller (controller.py), real dice entered by hand
(entry.py), what the OLED and the LEDs show (view.py, lights.py), the wizard's options
(options.py) and what the rest of the app knows of it without loading it (descriptor.py)."""
