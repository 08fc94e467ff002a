"""The simulator's window (pygame-ce): the board and its OLED drawn by render.py, the app run
in step with real time (times `speed`), the board's buttons on keys and mouse clicks.

Keys: arrows, Enter = OK, Esc/Backspace = BACK, Space = ROLL, [ and ] (or the mouse wheel) turn
the encoder; H or F1 help, F frame rate, P pause, Tab held = 4x, G toggles 4x, Q quits. A key
or click shorter than a tap is held for a tap (40 ms of board time), so the debouncer sees it.
`open_window` raises NoDisplay when SDL cannot open one, for the caller to offer the terminal.
The window opens as large as the design wants (1400x860 at most) or as the screen allows, and
is drawn again only when something it shows changed (or the window system asks): idle at a menu
it costs next to nothing.
"""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from simulator.render import BoardView, Layout, Painter  # noqa: E402
from simulator.held import Buttons  # noqa: E402
from simulator.session import LOOP_MS  # noqa: E402

FPS = 60
FAST = 4
MAX_STEP_MS = 100  # a stalled window (dragged, resized) does not make the board rush after it
KEYS = {pygame.K_UP: "UP", pygame.K_DOWN: "DOWN", pygame.K_LEFT: "LEFT",
        pygame.K_RIGHT: "RIGHT", pygame.K_RETURN: "OK", pygame.K_KP_ENTER: "OK",
        pygame.K_ESCAPE: "BACK", pygame.K_BACKSPACE: "BACK", pygame.K_SPACE: "ROLL"}


class NoDisplay(Exception):
    pass


def has_display():
    """False when nothing could show a window (SDL's dummy driver asked for counts as one)."""
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
                or os.environ.get("SDL_VIDEODRIVER"))


# What a window's frame, its title bar and a desktop's panel or taskbar take of the screen.
DECORATION = (40, 100)
MOST = (1400, 860)  # the design's size; bigger is only more of the same pixels


def initial_size(layout_logical, desktop=None, most=MOST):
    """The window's first size: the layout's proportions, within `most` and within the
    desktop's (w, h) less room for the window's decoration (None: the design's size)."""
    room_w, room_h = most
    if desktop is not None:
        room_w = max(320, min(room_w, desktop[0] - DECORATION[0]))
        room_h = max(200, min(room_h, desktop[1] - DECORATION[1]))
    lw, lh = layout_logical
    s = min(room_w / lw, room_h / lh)
    return int(lw * s), int(lh * s)


def desktop_size():
    """The (w, h) of the screen the window opens on (the first), as SDL reports it."""
    sizes = pygame.display.get_desktop_sizes()
    if sizes:
        return sizes[0]
    info = pygame.display.Info()
    return info.current_w, info.current_h


def open_window(view, title):
    if not has_display():
        raise NoDisplay("no DISPLAY or WAYLAND_DISPLAY is set")
    try:
        pygame.display.init()
        pygame.font.init()
        size = initial_size(Layout(view, 1, 1).logical, desktop_size())
        screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    except pygame.error as e:
        raise NoDisplay("SDL cannot open a window (%s)" % e)
    pygame.display.set_caption(title)
    return screen


def run(session, seed, speed=1.0, show_fps=False, frames=None):
    """The window's loop, until it is closed or Q is pressed (or after `frames` frames)."""
    view = BoardView(session.board)
    screen = open_window(view, "gameboard simulator - %s (seed %d)" % (session.board.name, seed))
    layout = Layout(view, *screen.get_size())
    painter = Painter(view)
    clock = pygame.time.Clock()
    buttons = Buttons(session)
    owed = 0.0
    paused = helping = fast_toggle = False
    mouse = None
    shown = None  # what the window shows now: drawn again only when this changes
    while True:
        dt = min(clock.tick(FPS), MAX_STEP_MS)
        turns = 0
        exposed = False
        for e in pygame.event.get():
            if e.type == pygame.QUIT:
                return
            if e.type in (pygame.WINDOWEXPOSED, pygame.VIDEOEXPOSE):
                exposed = True  # uncovered or restored: the window system lost the pixels
            elif e.type == pygame.VIDEORESIZE:
                screen = pygame.display.get_surface()  # SDL has resized it already
                layout = Layout(view, e.w, e.h)
            elif e.type == pygame.KEYDOWN:
                if e.key in KEYS:
                    buttons.down(KEYS[e.key], e.key)
                elif e.key == pygame.K_LEFTBRACKET:
                    turns -= 1
                elif e.key == pygame.K_RIGHTBRACKET:
                    turns += 1
                elif e.key in (pygame.K_h, pygame.K_F1):
                    helping = not helping
                elif e.key == pygame.K_f:
                    show_fps = not show_fps
                elif e.key == pygame.K_p:
                    paused = not paused
                elif e.key == pygame.K_g:
                    fast_toggle = not fast_toggle
                elif e.key == pygame.K_q:
                    return
            elif e.type == pygame.KEYUP and e.key in KEYS:
                buttons.up(KEYS[e.key], e.key)
            elif e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
                hit = layout.button_at(e.pos)
                if hit in ("ENC-", "ENC+"):
                    turns += 1 if hit == "ENC+" else -1
                elif hit is not None:
                    mouse = hit
                    buttons.down(hit, "mouse")
            elif e.type == pygame.MOUSEBUTTONUP and e.button == 1 and mouse is not None:
                buttons.up(mouse, "mouse")
                mouse = None
            elif e.type == pygame.MOUSEWHEEL:
                turns += e.y
        fast = FAST if fast_toggle or pygame.key.get_pressed()[pygame.K_TAB] else 1
        rate = speed * fast
        if not paused:
            buttons.turn(turns)
            owed += dt * rate
            whole = int(owed) - int(owed) % LOOP_MS
            buttons.run(whole)
            owed -= whole
        fps = round(clock.get_fps()) if show_fps else None
        showing = (session.leds, session.oled, buttons.pressed(), paused, rate, fps, helping,
                   layout)
        if exposed or showing != shown:
            painter.draw(screen, layout, session.leds, session.oled, showing[2], paused, rate,
                         fps, helping)
            pygame.display.flip()
            shown = showing
        if frames is not None:
            frames -= 1
            if frames <= 0:
                return
