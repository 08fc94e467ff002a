"""The simulator's headless mode: scripted sessions on every board, checked on the PNGs it
writes. Every LED is drawn in the colour the firmware sent it (dark holes as holes), the seats'
colours drawn look as far apart as on the LEDs, a peg lights its hole in its seat's colour where
the saved game says it is, and the OLED area of the window is the firmware's framebuffer pixel
for pixel, scaled."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from gameboard import board_check, savefile  # noqa: E402
from gameboard.lights.palette import NAMES, PLAYER, WHITE  # noqa: E402
from gameboard.settings import BRIGHTNESS, Settings  # noqa: E402
from simulator import headless, script  # noqa: E402
from simulator.render import HOLE, OLED_OFF, OLED_ON, BoardView, Layout, screen_colour  # noqa
from simulator.session import LocalSession, board_names  # noqa: E402
from tests.app.colour import APART, closest_pair, linear, lit  # noqa: E402

# From power-up to a game just started, then into it (the wizard's last row is Start game).
START = {
    "pico-pegs4": "press OK\npress OK\npress DOWN 15\nshot wizard\npress OK\nwait 200\n"
                  "shot dealt\n",
    "esp32-pegs8": "press OK\npress OK\npress DOWN 15\npress OK\nwait 200\nshot dealt\n",
    "pico-diceball": "press OK\npress DOWN 15\npress OK\nwait 100\nshot new\n"
                     "press ROLL 3\nshot rolled\n",
    "pico-combo": "press OK\npress OK\npress DOWN 15\npress OK\nwait 100\npress ROLL\n"
                  "shot rolled\nturn -1\nshot turned\n",
}


def test_every_checked_in_board_has_a_script_here():
    assert sorted(START) == board_names()


def played(name, tmp_path, text, seed=7):
    """Plays `text` headless; returns (session, camera, [(png path, leds, oled) per shot])."""
    session = LocalSession(name, seed)
    camera = headless.Camera(session, str(tmp_path))
    shots = []

    def shot(label):
        camera.shot(label)
        shots.append((os.path.join(str(tmp_path), label + ".png"), session.leds, session.oled))

    script.play(session, script.parse(text), shot)
    return session, camera, shots


def oled_pixel(buf, x, y, width=128):
    return buf[(y >> 3) * width + x] >> (y & 7) & 1


def check_picture(camera, path, leds, oled):
    img = pygame.image.load(path)
    layout = camera.layout
    assert img.get_size() == layout.size
    for i, (x, y) in enumerate(layout.leds):
        rgb = leds[3 * i:3 * i + 3]
        want = screen_colour(*rgb) if any(rgb) else HOLE
        assert tuple(img.get_at((x, y)))[:3] == want, "LED %d (%s) drawn wrong" % (
            i, board_check.describe(camera.view.board, i))
    o, k = layout.oled, layout.k
    for y in range(64):
        for x in range(128):
            want = OLED_ON if oled_pixel(oled, x, y) else OLED_OFF
            for dx, dy in ((0, 0), (k - 1, 0), (0, k - 1), (k - 1, k - 1)):
                got = tuple(img.get_at((o.x + x * k + dx, o.y + y * k + dy)))[:3]
                assert got == want, "OLED pixel (%d, %d) drawn wrong" % (x, y)
    one = pygame.image.load(path[:-4] + "-oled.png")
    assert [[one.get_at((x, y))[0] // 255 for x in range(128)] for y in range(64)] == \
        [[oled_pixel(oled, x, y) for x in range(128)] for y in range(64)]


@pytest.mark.parametrize("name", sorted(START))
def test_each_board_is_drawn_as_the_firmware_sent_it(name, tmp_path):
    session, camera, shots = played(name, tmp_path, START[name])
    assert shots
    for path, leds, oled in shots:
        check_picture(camera, path, leds, oled)
    assert session.led_frames > 1 and session.oled_frames > 1
    lit = [i for i in range(session.board.count) if any(shots[-1][1][3 * i:3 * i + 3])]
    assert lit, "a game in progress lights some LEDs"
    assert sorted(os.listdir(str(tmp_path))) == sorted(
        f for label in [os.path.basename(p)[:-4] for p, _, _ in shots]
        for f in (label + ".png", label + "-oled.png", label + "-oled-x4.png"))


def nearest_player_colour(rgb):
    """The palette colour whose hue the drawn colour has (both scaled to their brightest)."""
    top = max(rgb)
    drawn = [c / top for c in rgb]
    return min(range(len(PLAYER)), key=lambda k: sum(
        (drawn[j] - PLAYER[k][j] / max(PLAYER[k])) ** 2 for j in range(3)))


@pytest.mark.parametrize("brightness", BRIGHTNESS)
def test_every_two_player_colours_look_apart_in_the_window(brightness):
    duties = lit(list(PLAYER) + [WHITE], brightness)
    drawn = [linear(screen_colour(*d)) for d in duties]
    difference, i, j = closest_pair(drawn[:-1], drawn[-1])
    assert difference >= APART, "%s and %s look alike at %d%%: %.1f apart" % (
        NAMES[i], NAMES[j], brightness, difference)


def peg_led(board, seat, place, n_start):
    if place == "S":
        return board.led("start", n_start, seat)
    if place[0] == "T":
        t = int(place[1:])
        return board.led("track", t % 18, t // 18)
    return board.led("home", int(place[1:]), seat)


@pytest.mark.parametrize("name", ["pico-pegs4", "esp32-pegs8"])
def test_each_peg_is_drawn_in_its_seats_colour_where_the_game_says_it_is(name, tmp_path):
    from gameboard.rules.pegs import Game
    session, camera, shots = played(name, tmp_path, START[name])
    img = pygame.image.load(shots[-1][0])
    saved = savefile.decode(session.hw.storage.files["game"])
    game = Game.from_dict(saved["rules"])
    colours = Settings.load(session.hw.storage).colours
    pegs = 0
    for seat in game.seats:
        n_start = 0
        for place in game.places(seat):
            n_start += place == "S"
            i = peg_led(session.board, seat, place, n_start)
            drawn = tuple(img.get_at(camera.layout.leds[i]))[:3]
            assert nearest_player_colour(drawn) == colours[seat], (seat, place)
            pegs += 1
    assert pegs == 5 * len(game.seats)


def test_the_batting_teams_half_of_the_inning_is_lit_in_its_colour(tmp_path):
    session, camera, shots = played("pico-diceball", tmp_path, START["pico-diceball"])
    img = pygame.image.load(shots[-1][0])
    rules = savefile.decode(session.hw.storage.files["game"])["rules"]
    batting = 0 if rules["half"] == "top" else 1
    colours = Settings.load(session.hw.storage).colours
    b = session.board
    drawn = tuple(img.get_at(camera.layout.leds[b.led(rules["half"])]))[:3]
    assert nearest_player_colour(drawn) == colours[batting]
    other = "bottom" if rules["half"] == "top" else "top"
    assert tuple(img.get_at(camera.layout.leds[b.led(other)]))[:3] == HOLE


def test_resizing_keeps_the_boards_proportions_and_the_oled_square():
    view = BoardView(LocalSession("pico-combo").board)
    for w, h in ((1280, 760), (700, 1000), (2000, 500)):
        layout = Layout(view, w, h)
        (x0, y0), (x1, y1) = layout.leds[0], layout.leds[-1]
        (u0, v0), (u1, v1) = view.xy[0], view.xy[-1]
        assert abs((x1 - x0) / layout.length(u1 - u0) - 1) < 0.02
        assert abs((y1 - y0) / layout.length(v1 - v0) - 1) < 0.02
        assert layout.oled.size == (128 * layout.k, 64 * layout.k)
        assert layout.bezel.contains(layout.oled)
        assert layout.ox > -1 and layout.oy > -1  # letterboxed inside the window


def test_a_script_names_the_line_it_cannot_read():
    with pytest.raises(ValueError, match="line 2: unknown command 'prss'"):
        script.parse("press OK\nprss OK\n", "s.txt")
    with pytest.raises(ValueError, match="line 1: no button 'FIRE'"):
        script.parse("press FIRE")
    with pytest.raises(ValueError, match="line 1: wait takes milliseconds"):
        script.parse("wait")
    with pytest.raises(ValueError, match="milliseconds must be a whole number"):
        script.parse("hold UP soon")


def test_a_button_the_board_lacks_is_refused_before_anything_is_played():
    session = LocalSession("pico-pegs4")
    frames = session.oled_frames
    with pytest.raises(ValueError, match="line 2: board pico-pegs4 has no ROLL button"):
        script.play(session, script.parse("press DOWN\npress ROLL\n"))
    with pytest.raises(ValueError, match="line 1: board pico-pegs4 has no encoder"):
        script.play(session, script.parse("turn +1"))
    assert session.oled_frames == frames


def test_the_same_seed_and_script_give_the_same_game_and_another_seed_another():
    text = START["pico-diceball"]
    runs = []
    for seed in (3, 3, 4):
        session = LocalSession("pico-diceball", seed, record=True)
        script.play(session, script.parse(text))
        runs.append(session.frames)
    assert runs[0] == runs[1]
    assert runs[0] != runs[2]
