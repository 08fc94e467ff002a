"""Pegs & Jokers scenarios, the 9: forward 9 with one peg, or split between two different pegs
one forward and one backward, each part at least 1 (docs/rules.md 1.4, 1.5 "Splits", "Backward").

4 sides (72 holes): seat 0's in-spot is T3 and its come-out T8.
"""
from tests.rules.pegs_support import (
    EIGHT_TEAMS, FOUR_TEAMS, SIX_TEAMS, moves, outcomes, places, play, position, setup)


def test_nine_whole_or_split_forward_and_backward():
    """Either peg goes 9 forward, or one goes x forward and the other 9-x back (x = 1..8)."""
    g = setup(4, {0: "T20 T40"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "9") == moves(
        "0:T20>T29", "0:T40>T49",
        "0:T20>T21 0:T40>T32", "0:T20>T22 0:T40>T33", "0:T20>T23 0:T40>T34",
        "0:T20>T24 0:T40>T35", "0:T20>T25 0:T40>T36", "0:T20>T26 0:T40>T37",
        "0:T20>T27 0:T40>T38", "0:T20>T28 0:T40>T39",
        "0:T40>T41 0:T20>T12", "0:T40>T42 0:T20>T13", "0:T40>T43 0:T20>T14",
        "0:T40>T44 0:T20>T15", "0:T40>T45 0:T20>T16", "0:T40>T46 0:T20>T17",
        "0:T40>T47 0:T20>T18", "0:T40>T48 0:T20>T19")


def test_nine_with_one_peg_off_start_is_only_whole():
    """A split needs two pegs that can move: START pegs take no part."""
    g = setup(4, {0: "T30"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "9") == moves("0:T30>T39")


def test_nine_split_home_peg_takes_the_forward_part_only():
    """H1 may go 1..4 deeper while the track peg goes back 8..5; never the other way round."""
    g = setup(4, {0: "H1 T30"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "9") == moves(
        "0:T30>T39",
        "0:H1>H2 0:T30>T22", "0:H1>H3 0:T30>T23", "0:H1>H4 0:T30>T24", "0:H1>H5 0:T30>T25")


def test_nine_split_forward_part_enters_home_backward_part_wraps():
    """T1's forward part enters HOME by exact count; its backward part wraps past T0 to T65..T71."""
    g = setup(4, {0: "T1 T30"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "9") == moves(
        "0:T1>T10", "0:T30>T39",
        "0:T1>T2 0:T30>T22", "0:T1>T3 0:T30>T23", "0:T1>H1 0:T30>T24",
        "0:T1>H2 0:T30>T25", "0:T1>H3 0:T30>T26", "0:T1>H4 0:T30>T27",
        "0:T1>H5 0:T30>T28", "0:T1>T9 0:T30>T29",
        "0:T30>T31 0:T1>T65", "0:T30>T32 0:T1>T66", "0:T30>T33 0:T1>T67",
        "0:T30>T34 0:T1>T68", "0:T30>T35 0:T1>T69", "0:T30>T36 0:T1>T70",
        "0:T30>T37 0:T1>T71", "0:T30>T38 0:T1>T0")


def test_nine_split_pegs_facing_each_other_cannot_cross():
    """T26 forward and T30 backward would cross in either order; the other way they part."""
    g = setup(4, {0: "T30 T26"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "9") == moves(
        "0:T30>T39",
        "0:T30>T31 0:T26>T18", "0:T30>T32 0:T26>T19", "0:T30>T33 0:T26>T20",
        "0:T30>T34 0:T26>T21", "0:T30>T35 0:T26>T22", "0:T30>T36 0:T26>T23",
        "0:T30>T37 0:T26>T24", "0:T30>T38 0:T26>T25")


def test_nine_split_home_entry_first_frees_the_way_back():
    """T1 entering HOME first lets T5 back over T1..T3; if T1 stays on the track, they cross."""
    # T1 forward 1 or 2 stays on the track in T5's way back; forward 8 carries on to T9 past T5.
    g = setup(4, {0: "T1 T5"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "9") == moves(
        "0:T5>T14",
        "0:T1>H1 0:T5>T71", "0:T1>H2 0:T5>T0", "0:T1>H3 0:T5>T1",
        "0:T1>H4 0:T5>T2", "0:T1>H5 0:T5>T3",
        "0:T5>T6 0:T1>T65", "0:T5>T7 0:T1>T66", "0:T5>T8 0:T1>T67", "0:T5>T9 0:T1>T68",
        "0:T5>T10 0:T1>T69", "0:T5>T11 0:T1>T70", "0:T5>T12 0:T1>T71", "0:T5>T13 0:T1>T0")


def test_six_sides_nine_overshooting_home():
    """6 sides: seat 5 (in-spot T93) on T90 has 6 left after the in-spot, so goes on to T99."""
    g = setup(6, {5: "T90"}, teams=SIX_TEAMS)
    assert outcomes(g, 5, "9") == moves("5:T90>T99")


def test_eight_sides_nine_split_backward_part_bumps_opponent():
    """8 sides: seat 2 plays 4 forward (T50 to T54) and 5 back (T60 onto seat 3's T55)."""
    g = setup(8, {2: "T50 T60", 3: "T55"}, teams=EIGHT_TEAMS, turn=2)
    play(g, "9", "2:T50>T54 2:T60>T55")
    assert places(g) == position(g, {2: "T54 T55"})


def test_nine_split_with_a_peg_on_the_in_spot():
    """T3 and T20 share a 9. T3 forward 1..5 is H1..H5 and 6..8 is T9..T11; T3 backward wraps
    past T0 (8 back is T67). Whole: T3 has 9, more than HOME holds, so T12; T20 goes to T29."""
    g = setup(4, {0: "T3 T20"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "9") == moves(
        "0:T3>T12", "0:T20>T29",
        "0:T3>H1 0:T20>T12", "0:T3>H2 0:T20>T13", "0:T3>H3 0:T20>T14",
        "0:T3>H4 0:T20>T15", "0:T3>H5 0:T20>T16", "0:T3>T9 0:T20>T17",
        "0:T3>T10 0:T20>T18", "0:T3>T11 0:T20>T19",
        "0:T20>T21 0:T3>T67", "0:T20>T22 0:T3>T68", "0:T20>T23 0:T3>T69",
        "0:T20>T24 0:T3>T70", "0:T20>T25 0:T3>T71", "0:T20>T26 0:T3>T0",
        "0:T20>T27 0:T3>T1", "0:T20>T28 0:T3>T2")
