"""Pegs & Jokers: who the board plays, in the app. The new-game setup's Play row has the common
answers first (people, me + computers, all computers: one Level for the board's players), then
per seat, where each player is a person or a computer at its own level; the choice is kept in
the save (a game saved before it was asked plays its old computer seats, at normal unless a level
was saved), and a computer's decision is worked out one card per tick while "thinking" shows,
so a press is answered at once. (Rows start "Play ", since "Players" starts "Play".)"""
import pytest

from tests.app.pegs_driver import ctrl, mode, play, position, saved, started
from tests.app.rig import Rig, uses
from tests.reliability.notice import read_page

uses("pico-pegs4")

PEGS = dict((s, ["S"] * 5) for s in range(4))
HANDS = {0: ["K"], 1: ["A"], 2: ["5"], 3: ["5"]}


def resumed(options, without=(), hands=HANDS):
    return position("pico-pegs4", PEGS, 1, teams=[[0, 2], [1, 3]], hands=hands,
                    options=options, without=without)


def test_me_plus_computers_plays_every_other_player_at_the_level_chosen():
    rig = started(choices=[("Play ", "me + comp."), ("Level", "hard")])
    assert ctrl(rig).computer == [1, 2, 3]
    assert ctrl(rig).levels == {1: "hard", 2: "hard", 3: "hard"}
    options = saved(rig)["options"]
    assert options["play"] == "me" and options["level"] == "hard"


def test_computers_play_every_player_at_normal_unless_chosen():
    rig = started(choices=[("Play ", "computers")])
    assert ctrl(rig).levels == {0: "normal", 1: "normal", 2: "normal", 3: "normal"}


def test_per_seat_each_player_is_a_person_or_a_computer_at_its_own_level():
    rig = started(choices=[("Play ", "per seat"), ("P2", "comp. hard"), ("P4", "comp. easy")])
    assert ctrl(rig).computer == [1, 3]
    assert ctrl(rig).levels == {1: "hard", 3: "easy"}
    options = saved(rig)["options"]
    assert options["seat2"] == "hard" and options["seat4"] == "easy"
    assert options["seat1"] == "person" and options["seat3"] == "person"


def test_people_play_every_seat_by_default():
    rig = started()
    assert ctrl(rig).computer == [] and saved(rig)["options"]["play"] == "people"


def test_the_common_answers_come_first_and_per_seat_last():
    rig = Rig("pico-pegs4")
    rig.go("New game", "Pegs", "Play ")
    assert rig.screen().rows[:5] == ["Play", "people", "me + comp.", "computers", "per seat"]


def test_a_level_row_only_for_a_quick_pick_with_computers_and_player_rows_only_per_seat():
    rig = Rig("pico-pegs4")
    rig.go("New game", "Pegs")
    labels = [r.split(" ")[0] for r in rig.screen().items()]
    assert "Level" not in labels and "P1" not in labels
    rig.go("Play ", "me + comp.")
    items = rig.screen().items()
    assert "Level    normal" in items and not [r for r in items if r.startswith("P1")]
    rig.go("Play ", "per seat")
    items = rig.screen().items()
    assert items[4:8] == ["Play   per seat", "P1       person", "P2       person",
                          "P3       person"]
    assert not [r for r in items if r.startswith("Level")]


def test_two_players_are_asked_for_two_seats():
    rig = Rig("pico-pegs4")
    rig.go("New game", "Pegs", "Players", "2")
    rig.go("Play ", "per seat")
    labels = [r.split(" ")[0] for r in rig.screen().items()]
    assert "P1" in labels and "P2" in labels and "P3" not in labels


def test_a_seat_steps_through_person_and_the_levels_with_left_and_right():
    rig = Rig("pico-pegs4")
    rig.go("New game", "Pegs", "Play ", "per seat")
    rig.go("P3")
    rig.press("BACK")  # the values seen, none picked
    shown = []
    for _ in range(4):
        shown.append(rig.screen().highlighted())
        rig.press("RIGHT")
    assert shown == ["P3       person", "P3 comp. normal", "P3   comp. easy", "P3   comp. hard"]
    assert rig.screen().highlighted() == "P3       person"


def test_real_cards_are_people_whatever_the_save_says():
    rig = resumed({"play": "computers"}, hands=None)
    assert ctrl(rig).computer == []


def test_a_game_saved_before_play_was_asked_plays_its_computer_seats_at_normal():
    rig = resumed({"computer": 2}, without=("play", "level"))
    assert ctrl(rig).levels == {1: "normal"}


def test_a_game_saved_before_play_was_asked_keeps_its_computers_levels():
    rig = resumed({"computer": 10, "level4": "hard"}, without=("play", "level"))
    assert ctrl(rig).levels == {1: "normal", 3: "hard"}


@pytest.mark.parametrize("mask", ["all", 16, -1, True, [1]])
def test_a_game_saved_before_play_was_asked_whose_computers_are_none_of_its_players_is_refused(
        mask):
    rig = resumed({"computer": mask}, without=("play", "level"))
    title, body = read_page(rig)
    assert title == "Cannot resume"
    assert body.startswith("saved game refused: saved Pegs & Jokers game: computer %r is not "
                           "a choice of its 4 players; set aside as game.bad" % (mask,)), body


@pytest.mark.parametrize("options", [{"play": "seats", "seat2": "expert"},
                                     {"play": "me", "level": "expert"},
                                     {"play": "me + comp."},
                                     {"play": ["me"]}])
def test_a_saved_choice_of_who_plays_that_is_none_is_refused_as_a_damaged_save(options):
    rig = resumed(options)
    assert rig.screen().rows[0] == "Cannot resume"


def test_a_hard_computer_thinks_a_card_per_tick_then_moves():
    rig = started(choices=[("Play ", "per seat"), ("P2", "comp. hard")])
    c = ctrl(rig)
    play(rig, c.game.legal_moves(0)[0])
    assert mode(c) == "Think"
    assert rig.screen().rows[2:4] == ["Blue: computer", "is thinking..."]
    think = c.screen
    rig.wait(5)  # one loop step: one tick, in which the decision is made
    thinking = think.decision
    done = [thinking.done]
    while c.screen is think:
        rig.wait(5)
        done.append(thinking.done)
    steps = [b - a for a, b in zip(done, done[1:])]
    assert max(steps) == 1 and min(steps) == 0  # a card a tick, then the pause runs out
    assert done[-1] == len(thinking.cards)
    assert len(c.recent) == 2 and c.recent[1].startswith("Blue ")
