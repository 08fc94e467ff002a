"""A new card-table game (docs/rules.md 3.2-3.6): where each player sits and in which colour,
the partnerships Hand & Foot's player count makes, and the house rules shown on the OLED before
the first deal (and from the round's menu), driven only by buttons."""
import pytest

from gameboard import savefile
from gameboard.lights.palette import PLAYER, WHITE
from simulator.virtual.storage import MemoryStorage
from tests.app.cards_driver import answer_with, enter
from tests.app.cards_rig import saved, started
from tests.app.rig import Rig, uses

uses("esp32-pegs8", "pico-pegs4")


def wizard(board, game, choices):
    rig = Rig(board)
    rig.go("New game", game)
    for label, value in choices:
        rig.go(label, value)
    return rig


def row(rig, label):
    """The wizard's row that starts with `label`, moving the bar down to it."""
    for _ in range(30):
        now = rig.screen().highlighted()
        if now is not None and now.startswith(label):
            return now
        rig.press("DOWN")
    raise AssertionError("no row %r on\n%r" % (label, rig.screen()))


@pytest.mark.parametrize("game, choices, rules", [
    ("Frustration 14", (), ["Wilds      half", "Penalty pts off", "Decks         2"]),
    ("Frustration 20", (), ["Wilds      half", "Runs      mixed", "Decks         2",
                            "Dealer cuts  on", "Cut+turned  off"]),
    ("Contract Rummy", (), ["Decks         1"]),
    ("Rummy", (("Target", "50"),), ["Target       50", "Rounds   target", "Aces        low",
                                    "Jokers      off", "Rummy x2    off", "Winner gets off"]),
    ("Hand & Foot", (), ["Decks         5", "Jokers       on", "Wild limit   on",
                         "Wild books   on", "Out: books  1+1", "Ask partner  on"]),
])
def test_the_house_rules_are_shown_before_the_first_deal(game, choices, rules):
    rig = wizard("pico-pegs4", game, choices)
    rig.go("Start game")
    rig.wait(50)
    rows = rig.screen().rows
    assert rows[0] == "House rules" and rows[7] == "OK to go on"
    assert [r for r in rows[1:7] if r] == rules
    assert saved(rig)["rules"]["rounds"] == []
    rig.press("OK")
    assert rig.screen().rows[0].startswith("Round 1 ")


def test_the_round_menu_shows_the_house_rules_again_and_goes_back_to_it():
    rig = started("pico-pegs4", "Rummy", [("Players", "2"), ("Jokers", "on")])
    enter(rig, answer_with(0, points=[0, 30]))
    rig.press("OK")
    rig.go("House rules")
    assert rig.screen().rows[:5] == ["House rules", "Target      100", "Rounds   target",
                                     "Aces        low", "Jokers       on"]
    rig.press("BACK")
    assert rig.screen().highlighted() == "Enter round"


def test_hand_and_foot_players_name_their_partnerships():
    rig = wizard("esp32-pegs8", "Hand & Foot", ())
    assert row(rig, "Players") == "Players  4: 2x2"
    rig.press("RIGHT")
    assert rig.screen().highlighted() == "Players 2 alone"
    rig.press("RIGHT")
    assert rig.screen().highlighted() == "Players  6: 3x2"
    rig.go("Start game")
    rig.wait(50)
    rig.press("OK")
    assert rig.screen().rows[2:5] == ["P1+P4          0", "P2+P5          0", "P3+P6          0"]


def test_chosen_seats_put_each_player_at_a_paddle_in_a_colour():
    rig = wizard("pico-pegs4", "Frustration 14", [("Players", "2"), ("Seats", "choose")])
    assert row(rig, "P1 paddle") == "P1 paddle     1"
    assert row(rig, "P2 paddle") == "P2 paddle     3"  # opposite, as the spread seats them
    rig.go("P1 paddle", "3")  # P1 takes P2's paddle: P2 moves to the first one left
    assert row(rig, "P2 paddle") == "P2 paddle     1"
    rig.go("P2 paddle", "4")
    rig.go("P1 colour", "Green")
    assert row(rig, "P2 colour") == "P2 colour  auto"
    rig.go("Start game")
    rig.wait(50)
    rig.press("OK")
    b = rig.board
    frame = rig.shell.frame
    # P1 (the dealer) at paddle 3, P2 (to start) at paddle 4 in that paddle's colour
    assert frame.get(b.led("start", 1, 2)) == WHITE
    assert frame.get(b.led("start", 1, 3)) == PLAYER[3]
    assert frame.get(b.led("start", 1, 0)) == (0, 0, 0)
    enter(rig, answer_with(0, laid=(0,)))
    assert frame.get(b.led("track", 0, 2)) == PLAYER[2]  # P1's contract 1 laid, in green
    assert frame.get(b.led("track", 1, 2)) == WHITE and frame.get(b.led("track", 0, 3)) == WHITE


def test_a_save_with_two_players_at_one_paddle_is_refused():
    storage = MemoryStorage()
    rig = started("pico-pegs4", "Frustration 14", [("Players", "2"), ("Seats", "choose")],
                  storage=storage)
    doc = saved(rig)
    assert doc["options"]["seating"] == "chosen"
    doc["options"]["paddle2"] = doc["options"]["paddle1"]
    storage.files["game"] = savefile.encode(doc)
    rig = Rig("pico-pegs4", storage=storage)
    rig.go("Resume")
    rig.wait(50)
    assert rig.screen().rows[0] == "Cannot resume"
