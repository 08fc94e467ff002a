"""The app's screens on the 128x64 OLED: a text grid of 16 columns by 8 rows of the 8x8 font.

Every screen draws text on whole cells of that grid (so a test reads the screen back cell by
cell), row 0 a title, the selected row as an inverted bar, column 15 kept for the scroll marks
"^" and "v" in lists and pages (each in a cell of its own colours: text.mark). Screens are
objects on the shell's stack (screen.py); BACK pops one.
"""
