"""Points counted by value at the card table (docs/rules.md 3.2-3.6): on a step of what cards
count, a long OK lists the game's card values, the table counts the cards of each, and the
board adds them up at the game's values; BACK leaves the step as it was, and a step that is no
count of cards says so. Driven only by buttons, read off the OLED."""
import pytest

from simulator.virtual.storage import MemoryStorage
from tests.app.cards_driver import answer_with, steps
from tests.app.cards_rig import count_cards, saved, started
from tests.app.rig import Rig, uses

uses("esp32-pegs8", "pico-pegs4")


def to_points_of_p2(rig):
    """From the round's screen of a 2-player game, to "Points in hand" for P2."""
    rig.press("OK")
    rig.go("Enter round")
    for _ in range(6):
        if rig.screen().rows[1] == "Points in hand":
            break
        rig.press("OK")  # P1 went out; P2 laid nothing down
    assert rig.screen().rows[1:3] == ["Points in hand", "P2"], rig.screen()


def test_frustration_20_counts_canasta_values_and_the_summary_takes_the_total():
    rig = started("pico-pegs4", "Frustration 20", [("Players", "2")])
    to_points_of_p2(rig)
    assert rig.screen().rows[4] == "Hold OK: count"
    count = count_cards(rig, [("A 2", 3), ("8-K", 1), ("JK", 2)])
    assert count.rows[:5] == ["Count P2     170", "A 2 (20)      x3", "3-7 (5)       x0",
                              "8-K (10)      x1", "JK (50)       x2"]
    assert rig.screen().rows[1] == "Dealer's cut?"  # OK took the total and went on
    rig.press("BACK")
    assert rig.screen().rows[1:4] == ["Points in hand", "P2", "    < 170 >"]
    steps(rig, answer_with(0, points=[0, 170]))
    assert rig.screen().rows[:3] == ["Round 1 summary", "P1 #2 +0       0",
                                     "P2 #1 +170   170"]


def test_contract_rummy_counts_aces_with_jokers_and_no_more_than_its_deck_holds():
    rig = started("pico-pegs4", "Contract Rummy", [("Players", "4")])
    rig.press("OK")
    rig.go("Enter round")
    rig.press("OK")  # P1 went out
    rig.long("OK")
    rows = rig.screen().rows
    assert rows[1:6] == ["A JK (15)     x0", "2 (2)         x0", "3 (3)         x0",
                         "4 (4)         x0", "5 (5)         x0"]
    for _ in range(7):
        rig.press("RIGHT")  # one deck and a joker: 4 aces and the joker at most
    assert rig.screen().rows[:2] == ["Count P2      75", "A JK (15)     x5"]
    for _ in range(9):
        rig.press("DOWN")
    assert rig.screen().highlighted() == "10-K (10)     x0"  # the last of ten rows
    rig.press("RIGHT")
    rig.press("OK")
    assert rig.screen().rows[2:4] == ["P3", "    < 0 >"]
    rig.press("BACK")
    assert rig.screen().rows[3] == "    < 85 >"


@pytest.mark.parametrize("choices, first", [
    ((), "A (1)         x0"),
    ((("Aces", "hi/low"), ("Jokers", "on")), "A JK (15)     x0"),
])
def test_rummy_counts_its_aces_as_its_house_rules_say(choices, first):
    rig = started("pico-pegs4", "Rummy", (("Players", "2"),) + choices)
    to_points_of_p2(rig)
    rig.long("OK")
    rows = rig.screen().rows
    assert rows[1] == first and rows[2] == "2 (2)         x0"


def test_hand_and_foot_counts_a_partnerships_melded_cards():
    rig = started("pico-pegs4", "Hand & Foot", [("Players", "4")])
    rig.press("OK")
    rig.go("Enter round")
    while rig.screen().rows[1:3] != ["Melded cards", "P1+P3"]:
        rig.press("OK")
    count = count_cards(rig, [("A 2", 2), ("3-7", 7), ("8-K", 7)])
    assert count.rows[0] == "Count P1+P3  145"
    assert rig.screen().rows[1:3] == ["Melded cards", "P2+P4"]
    assert saved(rig)["table"]["values"]["melds"] == [145, 0]


def test_back_leaves_the_count_and_the_step_as_it_was():
    rig = started("pico-pegs4", "Rummy", [("Players", "2")])
    to_points_of_p2(rig)
    rig.press("UP")
    rig.long("OK")
    rig.press("RIGHT")
    rig.press("BACK")
    assert rig.screen().rows[1:4] == ["Points in hand", "P2", "    < 1 >"]


def test_a_step_that_counts_no_cards_says_so_and_stays():
    rig = started("pico-pegs4", "Rummy", [("Players", "2")])
    rig.press("OK")
    rig.go("Enter round")
    before = rig.screen().rows
    rig.long("OK")
    assert rig.screen().rows[7] == "Nothing to count"
    assert rig.screen().rows[:7] == before[:7]


def test_a_power_cut_while_counting_comes_back_to_the_step():
    storage = MemoryStorage()
    rig = started("pico-pegs4", "Rummy", [("Players", "2")], storage=storage)
    to_points_of_p2(rig)
    rig.long("OK")
    rig.press("RIGHT")
    rig = Rig("pico-pegs4", storage=storage)
    rig.go("Resume")
    rig.wait(50)
    assert rig.screen().rows[1:4] == ["Points in hand", "P2", "    < 0 >"]
