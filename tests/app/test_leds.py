"""The LED frame: gamma and brightness, and the power limiter that keeps every frame within
the board's budget (WS2812: 20 mA per channel at full value, plus idle current per LED)."""
import pytest

from gameboard.lights.frame import LedFrame
from gameboard.lights.palette import PLAYER, WHITE
from simulator.virtual.strip import VirtualStrip
from tests.app.current import estimate_ma


def frame(count=10, budget=1000, idle=1, brightness=100):
    strip = VirtualStrip(count)
    return LedFrame(strip, count, budget, idle, brightness), strip


def test_estimate_counts_20ma_per_full_channel_plus_idle():
    assert estimate_ma(bytes([255, 255, 255, 0, 0, 0]), 2, 1) == 60 + 2
    assert estimate_ma(bytes([51, 0, 0]), 1, 0) == 4


def test_full_value_passes_gamma_unchanged_at_full_brightness():
    f, strip = frame()
    f.set(0, (255, 128, 0))
    f.show()
    r, g, b = strip.colour(0)
    assert (r, b) == (255, 0)
    assert 50 <= g <= 60  # 255 * (128/255)^2.2 = 55.5


def test_brightness_scales_after_gamma():
    f, strip = frame(brightness=50)
    f.set(0, WHITE)
    f.show()
    assert strip.colour(0) == (128, 128, 128)


@pytest.mark.parametrize("bad", [-1, 101, "50", 12.5])
def test_brightness_out_of_range_is_refused(bad):
    f, _ = frame()
    with pytest.raises(ValueError, match="brightness must be 0..100 percent"):
        f.brightness = bad
    assert f.brightness == 100


def test_a_frame_within_budget_is_not_scaled():
    f, strip = frame(count=10, budget=1000)
    f.fill(WHITE)  # 10 x 60 mA + 10 mA = 610 mA
    ma = f.show()
    assert not f.limited
    assert ma == 610
    assert strip.colour(9) == (255, 255, 255)


def test_a_frame_over_budget_is_scaled_down_evenly():
    f, strip = frame(count=100, budget=1000)  # white would draw 6100 mA
    f.fill(WHITE)
    ma = f.show()
    assert f.limited
    assert ma <= 1000
    assert estimate_ma(strip.last, 100, 1) <= 1000
    r, g, b = strip.colour(50)
    assert r == g == b and 35 <= r <= 41  # about (1000 - 100) / 6000 of full value


def test_scaling_keeps_colours_in_proportion():
    f, strip = frame(count=50, budget=500)
    for i in range(50):
        f.set(i, (255, 0, 255) if i % 2 else (255, 255, 0))
    f.show()
    assert f.limited
    r, g, b = strip.colour(1)
    assert g == 0 and r == b > 0


@pytest.mark.parametrize("brightness", [10, 40, 100])
def test_every_palette_frame_of_a_big_board_is_within_budget(brightness):
    f, strip = frame(count=224, budget=3500, brightness=brightness)
    for step in range(8):
        for i in range(224):
            f.set(i, PLAYER[(i + step) % 8])
        f.show()
        assert estimate_ma(strip.last, 224, 1) <= 3500


def test_show_never_changes_what_the_app_asked_for():
    f, _ = frame(count=100, budget=500)
    f.fill(WHITE)
    f.show()
    assert f.get(3) == (255, 255, 255)


def test_a_frame_equal_to_the_last_is_not_sent_again():
    f, strip = frame()
    f.set(0, WHITE)
    f.show()
    f.clear()
    f.set(0, WHITE)
    f.show()
    assert strip.written == 1
    f.brightness = 50
    f.show()
    assert strip.written == 2 and strip.colour(0) == (128, 128, 128)
