"""The simulator's window loop on SDL's dummy video driver: keys and mouse clicks reach the
board as presses (a key let go within the same frame still makes a press), pause stops the
board's time, the window closes on request, opens at a size that fits the screen and is drawn
only when what it shows changed."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from simulator import window  # noqa: E402
from simulator.render import BoardView, Layout  # noqa: E402
from simulator.session import LocalSession, board_names, load_board  # noqa: E402
from tests.app.screen import Screen  # noqa: E402


def play(session, events, frames):
    """Posts `events` (type, attributes) before the loop starts; runs `frames` frames."""
    pygame.display.init()
    pygame.event.clear()
    for kind, attrs in events:
        pygame.event.post(pygame.event.Event(kind, attrs))
    window.run(session, 1, frames=frames)


def test_a_key_tapped_within_one_frame_is_a_press():
    session = LocalSession("pico-pegs4", 1)
    play(session, [(pygame.KEYDOWN, {"key": pygame.K_RETURN}),
                   (pygame.KEYUP, {"key": pygame.K_RETURN})], 12)
    assert Screen(session.oled).rows[0] == "New game"  # the game menu: Pegs and the card games


def test_a_click_on_a_drawn_button_presses_it():
    session = LocalSession("pico-diceball", 1)
    pygame.display.init()
    size = window.initial_size(Layout(BoardView(session.board), 1, 1).logical,
                               window.desktop_size())
    layout = Layout(BoardView(session.board), *size)
    at = layout.buttons["DOWN"].center
    play(session, [(pygame.MOUSEBUTTONDOWN, {"button": 1, "pos": at}),
                   (pygame.MOUSEBUTTONUP, {"button": 1, "pos": at})], 12)
    s = Screen(session.oled)
    assert s.rows[1:3] == ["New game", "Settings"] and s.bars[2]


def test_pause_stops_the_boards_time():
    session = LocalSession("pico-combo", 1)
    before = session.now
    play(session, [(pygame.KEYDOWN, {"key": pygame.K_p})], 10)
    assert session.now == before
    play(session, [], 10)
    assert session.now > before


def test_q_closes_the_window_at_once():
    session = LocalSession("pico-combo", 1)
    before = session.now
    play(session, [(pygame.KEYDOWN, {"key": pygame.K_q})], 600)  # 10 s if it stayed open
    assert session.now == before


def test_g_runs_the_board_four_times_as_fast():
    import time
    rates = []
    for keys in ([], [(pygame.KEYDOWN, {"key": pygame.K_g})]):
        session = LocalSession("pico-pegs4", 1)
        before, t = session.now, time.monotonic()
        play(session, keys, 30)
        rates.append((session.now - before) / ((time.monotonic() - t) * 1000))
    assert 0.3 < rates[0] < 1.2  # board time keeps to real time (set-up and stalls lose some)
    assert rates[1] > 2.5 * rates[0]


def test_the_window_fronts_the_firmware_under_micropython_too():
    from simulator.session import ChildSession
    session = ChildSession("pico-diceball", 1)
    try:
        play(session, [(pygame.KEYDOWN, {"key": pygame.K_RETURN}),
                       (pygame.KEYUP, {"key": pygame.K_RETURN})], 12)
        assert Screen(session.oled).rows[0] == "New DiceBall"
    finally:
        session.close()


@pytest.mark.parametrize("name", board_names())
def test_the_window_opens_within_a_1280x900_screen_at_the_layouts_proportions(name):
    logical = Layout(BoardView(load_board(name)), 1, 1).logical
    w, h = window.initial_size(logical, (1280, 900))
    assert w <= 1280 - window.DECORATION[0] and h <= 900 - window.DECORATION[1]
    assert abs(w / h - logical[0] / logical[1]) < 0.01
    assert w == 1280 - window.DECORATION[0] or h == 900 - window.DECORATION[1]


@pytest.mark.parametrize("name", board_names())
def test_a_big_screen_gets_the_designs_size_not_more(name):
    logical = Layout(BoardView(load_board(name)), 1, 1).logical
    w, h = window.initial_size(logical, (3840, 2160))
    assert w <= window.MOST[0] and h <= window.MOST[1]
    assert w == window.MOST[0] or h == window.MOST[1]


class Flips:
    """Counts the frames the window puts on the screen; posts `after_first` (events) once the
    first is shown."""

    def __init__(self, monkeypatch, after_first=()):
        self.count = 0
        flip = pygame.display.flip

        def counted():
            self.count += 1
            flip()
            if self.count == 1:
                for kind in after_first:
                    pygame.event.post(pygame.event.Event(kind, {}))
        monkeypatch.setattr(pygame.display, "flip", counted)


def test_idle_at_the_main_menu_the_window_is_drawn_once(monkeypatch):
    flips = Flips(monkeypatch)
    play(LocalSession("esp32-pegs8", 1), [], 60)
    assert flips.count == 1


def test_a_press_draws_the_window_again(monkeypatch):
    session = LocalSession("pico-pegs4", 1)
    flips = Flips(monkeypatch)
    play(session, [(pygame.KEYDOWN, {"key": pygame.K_DOWN}),
                   (pygame.KEYUP, {"key": pygame.K_DOWN})], 30)
    # The first frame, then the key lit on the pad, let go, the menu's new line: at least one
    # more (a loaded machine's long frames may hold all three).
    assert flips.count >= 2
    assert Screen(session.oled).bars[2]


def test_the_window_is_drawn_again_when_the_window_system_asks(monkeypatch):
    flips = Flips(monkeypatch, after_first=[pygame.WINDOWEXPOSED])
    play(LocalSession("pico-pegs4", 1), [], 10)
    assert flips.count == 2
