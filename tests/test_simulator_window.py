"""The simulator's window loop on SDL's dummy video driver: keys and mouse clicks reach the
board as presses (a key let go within the same frame still makes a press), pause stops the
board's time, and the window closes on request."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402

from simulator import window  # noqa: E402
from simulator.render import BoardView, Layout  # noqa: E402
from simulator.session import LocalSession  # noqa: E402
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
    assert Screen(session.oled).rows[0] == "New Pegs"


def test_a_click_on_a_drawn_button_presses_it():
    session = LocalSession("pico-diceball", 1)
    size = window.initial_size(Layout(BoardView(session.board), 1, 1).logical)
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
