"""Pegs & Jokers scenarios, the track wrapping after T(18N-1) to T0 (docs/rules.md 1.1).

3 sides: 54 holes; 4 sides: 72; 6 sides: 108; 8 sides: 144.
"""
import pytest

from tests.rules.pegs_support import (
    EIGHT_TEAMS, FOUR_TEAMS, SIX_TEAMS, moves, outcomes, play, places, position, setup)


def test_four_sides_forward_past_t71():
    """Seat 1's peg on T70 plays a 5: T71, T0, T1, T2, T3."""
    g = setup(4, {1: "T70"}, teams=FOUR_TEAMS)
    assert outcomes(g, 1, "5") == moves("1:T70>T3")


def test_six_sides_forward_past_t107():
    """6 sides: seat 2's peg on T105 plays a 10 to T7."""
    g = setup(6, {2: "T105"}, teams=SIX_TEAMS)
    assert outcomes(g, 2, "10") == moves("2:T105>T7")


def test_eight_sides_forward_past_t143():
    """8 sides: seat 7's peg on T140 plays a 6 to T2."""
    g = setup(8, {7: "T140"}, teams=EIGHT_TEAMS)
    assert outcomes(g, 7, "6") == moves("7:T140>T2")


def test_eight_sides_home_entry_across_the_wrap():
    """8 sides: seat 0 on T142 reaches its in-spot T3 in 5 steps; a 9 ends on H4."""
    g = setup(8, {0: "T142"}, teams=EIGHT_TEAMS)
    assert outcomes(g, 0, "9") == moves("0:T142>H4")


@pytest.mark.parametrize("card, expected", [("4", "0:T71>T3"), ("5", "0:T71>H1")])
def test_four_sides_in_spot_reached_across_the_wrap(card, expected):
    """From T71 a 4 ends on the in-spot T3 (stays on the track), a 5 enters H1."""
    g = setup(4, {0: "T71"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, card) == moves(expected)


def test_eight_sides_eight_backward_past_t0():
    """8 sides: seat 0's peg on its in-spot T3 backs 8 to T139."""
    g = setup(8, {0: "T3"}, teams=EIGHT_TEAMS)
    assert outcomes(g, 0, "8") == moves("0:T3>T139")


def test_three_sides_eight_backward_past_t0():
    """3 sides: a peg on T2 backs 8 to T48."""
    g = setup(3, {0: "T2", 1: "", 2: ""})
    assert outcomes(g, 0, "8") == moves("0:T2>T48")


def test_own_peg_blocks_across_the_wrap():
    """Seat 1's T70 can't pass its own T0; T0 moves to T5."""
    g = setup(4, {1: "T70 T0"}, teams=FOUR_TEAMS)
    assert outcomes(g, 1, "5") == moves("1:T0>T5")


def test_order_dependent_seven_split_across_the_wrap():
    """Seat 2's T70 passes T71, T0 and its own T1 only once T1 has moved on."""
    g = setup(4, {2: "T70 T1"}, teams=FOUR_TEAMS)
    assert outcomes(g, 2, "7") == moves(
        "2:T1>T8",
        "2:T70>T71 2:T1>T7", "2:T70>T0 2:T1>T6", "2:T70>T1 2:T1>T5", "2:T70>T2 2:T1>T4")


def test_bump_across_the_wrap():
    """Seat 3's T69 plays a 6 onto seat 0's T3 (seat 0's in-spot), sending it to START."""
    g = setup(4, {3: "T69", 0: "T3"}, teams=FOUR_TEAMS, turn=3)
    assert outcomes(g, 3, "6") == moves("3:T69>T3 | 0:T3>S")
    play(g, "6", "3:T69>T3")
    assert places(g) == position(g, {3: "T3"})


def test_five_sides_home_entry_no_teams():
    """5 sides (90 holes), no teams: seat 4 (in-spot T75) on T70 plays a 10 into H5."""
    g = setup(5, {0: "", 1: "", 2: "", 3: "", 4: "T70"})
    assert outcomes(g, 4, "10") == moves("4:T70>H5")


def test_seven_sides_forward_past_t125():
    """7 sides (126 holes), no teams: seat 6's peg on T125 plays a 4 to T3."""
    g = setup(7, {0: "", 1: "", 2: "", 3: "", 4: "", 5: "", 6: "T125"})
    assert outcomes(g, 6, "4") == moves("6:T125>T3")
