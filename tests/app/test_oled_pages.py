"""The OLED's partial updates (gameboard/drivers/oled_pages.py) on the virtual display: a show
sends only the pages (rows 8 pixels high), or their left or right halves, that changed since
the last show, and whatever the sequence of frames, the panel then shows exactly the
framebuffer."""
import pytest

from gameboard.drivers import oled_pages
from gameboard.rules.prng import Prng
from simulator.virtual.display import VirtualDisplay

HALF_BITS = oled_pages.DATA_BITS + 9 * 64
WINDOW = oled_pages.WINDOW_BITS


def shown():
    d = VirtualDisplay()
    d.show()
    return d


def test_the_first_show_sends_every_page():
    d = VirtualDisplay()
    d.text("hello", 0, 0, 1)
    d.show()
    assert d.diff.mask == 0xFF
    assert d.shown == d.buffer
    assert d.bus_bits == WINDOW + 16 * HALF_BITS


def test_a_whole_frame_takes_about_23_5_ms_at_400_khz():
    d = VirtualDisplay()
    d.show()
    assert 23.5 <= d.bus_bits / oled_pages.BITS_PER_US / 1000 <= 24.5


def test_an_unchanged_frame_sends_nothing():
    d = shown()
    d.fill(0)
    d.show()
    assert d.diff.mask == 0 and d.bus_bits == 0
    assert d.shows == 2


def test_a_text_row_sends_its_one_page():
    d = shown()
    d.text("Brightness 50%", 0, 8, 1)
    d.show()
    assert d.diff.mask == 1 << 1
    assert d.bus_bits == WINDOW + 2 * HALF_BITS
    assert d.shown == d.buffer


def test_short_text_on_the_left_sends_only_the_left_half_of_its_page():
    d = shown()
    d.text("OK", 0, 56, 1)
    d.show()
    assert d.diff.mask == 1 << 7
    assert d.bus_bits == WINDOW + HALF_BITS
    assert d.shown == d.buffer


def test_a_mark_on_the_right_sends_only_the_right_half():
    d = shown()
    d.text("v", 120, 48, 1)
    d.show()
    assert d.bus_bits == WINDOW + HALF_BITS
    assert d.shown == d.buffer


def test_text_across_a_page_boundary_sends_both_pages_behind_one_window():
    d = shown()
    d.text("x", 0, 20, 1)  # pixel rows 20..27: pages 2 and 3, left halves
    d.show()
    assert d.diff.mask == 0b1100
    assert d.bus_bits == WINDOW + 2 * HALF_BITS
    assert d.shown == d.buffer


def test_pages_changed_in_different_halves_get_a_window_each():
    d = shown()
    d.text("a", 0, 0, 1)
    d.text("b", 100, 8, 1)
    d.show()
    assert d.diff.mask == 0b11
    assert d.bus_bits == 2 * (WINDOW + HALF_BITS)
    assert d.shown == d.buffer


def test_pages_apart_are_sent_behind_a_window_each():
    d = shown()
    d.text("a", 0, 0, 1)
    d.text("b", 0, 56, 1)
    d.show()
    assert d.diff.mask == 0b10000001
    assert d.bus_bits == 2 * (WINDOW + HALF_BITS)
    assert d.shown == d.buffer


def test_a_page_drawn_back_as_it_was_is_not_sent():
    d = shown()
    d.text("menu", 0, 16, 1)
    d.show()
    d.fill(0)
    d.text("menu", 0, 16, 1)
    d.pixel(5, 40, 1)
    d.show()
    assert d.diff.mask == 1 << 5


def test_every_show_reaches_on_show_with_the_panel():
    frames = []
    d = VirtualDisplay(on_show=lambda buf: frames.append(bytes(buf)))
    d.show()
    d.show()
    d.text("hi", 0, 0, 1)
    d.show()
    assert len(frames) == 3 and frames[2] == bytes(d.buffer)


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_after_any_sequence_of_partial_shows_the_panel_is_the_framebuffer(seed):
    rng = Prng(seed)
    d = VirtualDisplay()
    for _ in range(40):
        before = bytes(d.shown)
        for _ in range(rng.below(4)):
            kind = rng.below(4)
            x, y = rng.below(128), rng.below(64)
            if kind == 0:
                d.pixel(x, y, rng.below(2))
            elif kind == 1:
                d.text("ab", x, y, rng.below(2))
            elif kind == 2:
                d.fill_rect(x, y, rng.below(40), rng.below(20), rng.below(2))
            else:
                d.fill(0)
        d.show()
        assert d.shown == d.buffer
        changed = 0
        for p in range(8):
            if before[128 * p:128 * (p + 1)] != bytes(d.buffer[128 * p:128 * (p + 1)]):
                changed |= 1 << p
        assert d.diff.mask == changed or d.shows == 1
