"""Pegs & Jokers computer players' levels in the app: chosen per computer player in the new-game
setup, kept in the save (a game saved before levels plays normal), and a computer's decision
worked out one card per tick while "thinking" shows, so a press is answered at once."""
import pytest

from tests.app.pegs_driver import ctrl, mode, play, position, saved, started
from tests.app.rig import Rig, uses

uses("pico-pegs4")


def test_each_computer_player_has_the_level_chosen_for_it_in_the_setup():
    rig = started(choices=[("Computer", "2+4"), ("P2 level", "hard"), ("P4 level", "easy")])
    assert ctrl(rig).levels == {1: "hard", 3: "easy"}
    options = saved(rig)["options"]
    assert options["level2"] == "hard" and options["level4"] == "easy"


def test_a_level_is_offered_only_for_a_computer_player_and_is_normal_unless_chosen():
    rig = started(choices=[("Computer", "2")])
    assert ctrl(rig).levels == {1: "normal"}
    rig = Rig("pico-pegs4")
    rig.go("New game", "Pegs", "Computer", "2")
    with pytest.raises(AssertionError):
        rig.go("P1 level")


def test_a_game_saved_before_levels_were_chosen_plays_its_computers_at_normal():
    pegs = dict((s, ["S"] * 5) for s in range(4))
    hands = {0: ["K"], 1: ["A"], 2: ["5"], 3: ["5"]}
    rig = position("pico-pegs4", pegs, 1, teams=[[0, 2], [1, 3]], hands=hands, computer=2)
    assert ctrl(rig).levels == {1: "normal"}


def test_a_saved_level_that_is_no_level_is_refused_as_a_damaged_save():
    pegs = dict((s, ["S"] * 5) for s in range(4))
    hands = {0: ["K"], 1: ["A"], 2: ["5"], 3: ["5"]}
    rig = position("pico-pegs4", pegs, 1, teams=[[0, 2], [1, 3]], hands=hands, computer=2,
                   options={"level2": "expert"})
    s = rig.screen()
    assert s.rows[0] == "Cannot resume"


def test_a_hard_computer_thinks_a_card_per_tick_then_moves():
    rig = started(choices=[("Computer", "2"), ("P2 level", "hard")])
    c = ctrl(rig)
    play(rig, c.game.legal_moves(0)[0])
    assert mode(c) == "Think"
    assert rig.screen().rows[2:4] == ["Blue (computer)", "is thinking..."]
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
