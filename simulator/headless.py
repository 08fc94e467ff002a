"""Headless mode (`--script FILE [--screenshot DIR]`): plays a script (script.py) on a session
as fast as the machine allows and writes PNGs at its `shot` lines and at the end:

    DIR/NAME.png          the whole window, as the window would show it (`size`)
    DIR/NAME-oled.png     the OLED at 1:1 (128x64, lit pixels white)
    DIR/NAME-oled-x4.png  the OLED scaled 4x
The end's shot is named "end". Needs no display: SDL's dummy video driver is used.
"""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from simulator import script  # noqa: E402
from simulator.render import BoardView, Layout, Painter, oled_surface  # noqa: E402

SIZE = (1280, 760)


class Camera:
    """Renders a session's current frames to PNG files in `folder`."""

    def __init__(self, session, folder, size=SIZE):
        pygame.font.init()
        self.session = session
        self.folder = folder
        self.view = BoardView(session.board)
        self.layout = Layout(self.view, size[0], size[1])
        self.painter = Painter(self.view)
        self.taken = []
        os.makedirs(folder, exist_ok=True)

    def window(self):
        surf = pygame.Surface(self.layout.size)
        s = self.session
        self.painter.draw(surf, self.layout, s.leds, s.oled)
        return surf

    def shot(self, name):
        s = self.session
        w, h = s.board.display_size
        oled = oled_surface(s.oled, w, h)
        oled.set_palette([(0, 0, 0), (255, 255, 255)] + [(0, 0, 0)] * 254)
        files = [(self.window(), name + ".png"), (oled, name + "-oled.png"),
                 (pygame.transform.scale(oled, (4 * w, 4 * h)), name + "-oled-x4.png")]
        for surf, file in files:
            path = os.path.join(self.folder, file)
            pygame.image.save(surf, path)
            self.taken.append(path)


def run(session, steps, folder=None, size=SIZE):
    """Plays `steps`; returns the PNG paths written (none without a folder)."""
    camera = Camera(session, folder, size) if folder else None
    script.play(session, steps, camera.shot if camera else None)
    if camera is None:
        return []
    camera.shot("end")
    return camera.taken
