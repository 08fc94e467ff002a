"""The eight player colours: told apart at a glance as the LEDs light them (after the gamma
and the brightness setting), at every brightness a player can choose; the window draws them as
far apart (tests/test_simulator_headless.py)."""
import pytest

from gameboard.lights.palette import NAMES, PLAYER, WHITE
from gameboard.settings import BRIGHTNESS
from tests.app.colour import APART, closest_pair, lit


def test_eight_seats_eight_colours_eight_names():
    assert len(PLAYER) == len(set(PLAYER)) == len(NAMES) == len(set(NAMES)) == 8


@pytest.mark.parametrize("brightness", BRIGHTNESS)
def test_every_two_player_colours_look_apart_on_the_leds(brightness):
    duties = lit(list(PLAYER) + [WHITE], brightness)
    difference, i, j = closest_pair(duties[:-1], duties[-1])
    assert difference >= APART, "%s and %s look alike at %d%%: %.1f apart" % (
        NAMES[i], NAMES[j], brightness, difference)


def test_an_orange_of_little_green_is_taken_for_red():
    duties = lit([PLAYER[0], (255, 70, 0), WHITE], 40)
    assert closest_pair(duties[:2], duties[2])[0] < APART
