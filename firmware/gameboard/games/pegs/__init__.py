"""Pegs & Jokers as the app plays it: the controller and its screens (controller.py, pick.py,
anim.py, menu.py, setup.py), its LED scenes (scene.py, places.py, lights.py), the wizard's
options (options.py) and what the rest of the app knows of it without loading it
(descriptor.py)."""
