"""A Pegs & Jokers game through the shell: dealt by the rules from the wizard's options, shown
honestly on the OLED and on the paddles, saved and resumed. (Choosing cards and moves is the
game screens' work, issue 5.)"""
from gameboard import savefile
from gameboard.lights.palette import NAMES
from simulator.virtual.storage import MemoryStorage
from tests.app.rig import Rig, uses

uses("esp32-pegs8", "pico-pegs4")


def started(storage=None, choices=()):
    """A game started from the wizard after picking each (row, value) of `choices`."""
    rig = Rig("pico-pegs4", storage=storage)
    rig.go("New game")
    for label, value in choices:
        rig.go(label, value)
    rig.go("Start game")
    return rig


def saved(rig):
    return savefile.decode(rig.hw.storage.files["game"])


def test_a_dealt_four_player_game_shows_whose_turn_and_the_hand():
    rig = started()
    d = saved(rig)
    assert d["game"] == "pegs" and d["label"] == "Pegs 4p"
    s = rig.screen()
    first = d["rules"]
    assert s.rows[0].startswith("Turn: ")
    assert s.rows[0][6:] in NAMES
    assert len(s.rows[1].split(" ")) == 5  # five cards dealt
    assert s.rows[2:6] == ["Red     S5 H0", "Blue    S5 H0", "Green   S5 H0", "Yellow  S5 H0"]
    assert first is not None


def test_every_peg_in_start_lights_its_start_hole_in_its_seat_colour():
    rig = started()
    b = rig.board
    for seat in range(4):
        for n in range(1, 6):
            r, g, bl = rig.hw.strip.colour(b.led("start", n, seat))
            assert r + g + bl > 0
    assert rig.hw.strip.colour(b.led("start", 1, 0))[1:] == (0, 0)  # red
    assert all(rig.hw.strip.colour(b.led("track", h, p)) == (0, 0, 0)
               for p in range(4) for h in range(18))


def test_two_players_sit_opposite():
    rig = started(choices=[("Players", "2")])
    s = rig.screen()
    assert s.rows[2:5] == ["Red     S5 H0", "Green   S5 H0", ""]
    assert saved(rig)["label"] == "Pegs 2p"


def test_two_players_may_play_two_colours_each():
    rig = started(choices=[("Players", "2"), ("Teams", "2 colours")])
    assert rig.screen().rows[2:6] == ["Red     S5 H0", "Blue    S5 H0", "Green   S5 H0",
                                      "Yellow  S5 H0"]
    assert saved(rig)["rules"] is not None and saved(rig)["options"]["teams"] == "two_colours"


def test_real_cards_mode_has_no_hand():
    rig = started(choices=[("Cards", "real")])
    assert rig.screen().rows[1] == "real cards"


def test_a_chosen_option_reaches_the_rules():
    rig = started(choices=[("Nine splits", "on")])
    assert saved(rig)["options"]["nine_split"] is True


def test_back_keeps_the_game_for_resume_after_power_up():
    storage = MemoryStorage()
    rig = started(storage=storage)
    before = rig.screen().rows
    rig.press("BACK")
    assert rig.screen().highlighted() == "Resume Pegs 4p"
    again = Rig("pico-pegs4", storage=storage)
    again.press("OK")
    assert again.screen().rows == before


def test_eight_seats_share_rows_two_by_two():
    rig = Rig("esp32-pegs8")
    rig.go("New game", "Start game")
    s = rig.screen()
    assert s.rows[2:6] == ["Red S5H0Blu S5H0", "Gre S5H0Yel S5H0", "Pur S5H0Ora S5H0",
                           "Cya S5H0Pin S5H0"]
