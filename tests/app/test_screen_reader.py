"""The test helper that reads text off the OLED: it must read exactly what framebuf drew."""
import framebuf

from tests.app.screen import Screen


def frame():
    buf = bytearray(1024)
    return buf, framebuf.FrameBuffer(buf, 128, 64, framebuf.MONO_VLSB)


def test_text_on_the_grid_reads_back():
    buf, fb = frame()
    fb.text("Hello, board!", 0, 0, 1)
    fb.text("~{}|0123456789", 8, 56, 1)
    s = Screen(buf)
    assert s.rows[0] == "Hello, board!"
    assert s.rows[7] == " ~{}|0123456789"
    assert s.bars == [False] * 8


def test_an_inverted_bar_reads_back_and_is_marked():
    buf, fb = frame()
    fb.fill_rect(0, 16, 128, 8, 1)
    fb.text("Chosen", 0, 16, 0)
    s = Screen(buf)
    assert s.rows[2] == "Chosen" and s.bars[2]
    assert s.highlighted() == "Chosen"


def test_a_cell_that_is_no_glyph_reads_as_a_question_mark():
    buf, fb = frame()
    fb.text("ab", 0, 8, 1)
    fb.pixel(20, 10, 1)  # a stray pixel in the third cell
    fb.text("x", 3, 24, 1)  # off the grid
    s = Screen(buf)
    assert s.rows[1] == "ab?"
    assert s.rows[3] == "??"
