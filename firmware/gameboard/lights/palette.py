"""The eight player colours and the other colours the LED scenes use, as (r, g, b) tuples.

Chosen to stay apart from each other on WS2812 LEDs after gamma, so eight seats can be told
apart at a glance (tests/app/test_palette.py measures it at every brightness). The gamma takes
small channel values nearly to nothing: an orange needs much green to stay orange, not red,
and a yellow nearly full green not to look orange. Settings pick a palette entry per seat
(`colour(settings, seat)`).
"""

PLAYER = (
    (255, 0, 0),      # red
    (0, 60, 255),     # blue
    (0, 200, 0),      # green
    (255, 240, 0),    # yellow
    (160, 0, 255),    # purple
    (255, 150, 0),    # orange
    (0, 220, 220),    # cyan
    (255, 80, 160),   # pink
)
NAMES = ("Red", "Blue", "Green", "Yellow", "Purple", "Orange", "Cyan", "Pink")

OFF = (0, 0, 0)
WHITE = (255, 255, 255)
DIM = (40, 40, 40)
RED = PLAYER[0]
GREEN = PLAYER[2]
YELLOW = PLAYER[3]
