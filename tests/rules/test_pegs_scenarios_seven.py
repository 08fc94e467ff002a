"""Pegs & Jokers scenarios, the 7: whole or split between two different pegs (docs/rules.md 1.4,
1.5 "Splits").

4 sides: seat 0's in-spot is T3; seat 2's in-spot is T39. A split is legal if some order of its
two parts is legal, the first part's bump happening before the second part.
"""
from tests.rules.pegs_support import (
    FOUR_TEAMS, SIX_TEAMS, moves, outcomes, play, places, position, setup)


def test_seven_whole_or_split_between_two_pegs():
    """A 7 moves one peg 7, or two pegs 1+6 .. 6+1."""
    g = setup(4, {0: "T20 T40"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "7") == moves(
        "0:T20>T27", "0:T40>T47",
        "0:T20>T21 0:T40>T46", "0:T20>T22 0:T40>T45", "0:T20>T23 0:T40>T44",
        "0:T20>T24 0:T40>T43", "0:T20>T25 0:T40>T42", "0:T20>T26 0:T40>T41")


def test_seven_split_needs_two_different_pegs():
    """With one peg off START, a 7 is only that peg moving 7."""
    g = setup(4, {0: "T20"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "7") == moves("0:T20>T27")


def test_seven_split_into_home():
    """Either part may enter HOME by exact count (T1 is 2 before the in-spot T3)."""
    g = setup(4, {0: "T1 T40"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "7") == moves(
        "0:T1>H5", "0:T40>T47",
        "0:T1>T2 0:T40>T46", "0:T1>T3 0:T40>T45", "0:T1>H1 0:T40>T44",
        "0:T1>H2 0:T40>T43", "0:T1>H3 0:T40>T42", "0:T1>H4 0:T40>T41")


def test_order_dependent_split_legal_when_the_front_peg_goes_first():
    """T10 can pass T12 only once that peg has moved on; 5+2 and 6+1 are blocked in both orders."""
    g = setup(4, {0: "T10 T12"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "7") == moves(
        "0:T12>T19",
        "0:T10>T11 0:T12>T18", "0:T10>T12 0:T12>T17",
        "0:T10>T13 0:T12>T16", "0:T10>T14 0:T12>T15")


def test_home_peg_takes_part_of_a_seven():
    """A HOME peg may take a forward part of a 7 inside HOME (H1 to H2..H5)."""
    g = setup(4, {0: "H1 T50"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "7") == moves(
        "0:T50>T57",
        "0:H1>H2 0:T50>T56", "0:H1>H3 0:T50>T55", "0:H1>H4 0:T50>T54", "0:H1>H5 0:T50>T53")


def test_both_parts_into_home_in_the_order_that_works():
    """T1 and T2 sharing a 7: the front peg goes first; a part whose HOME hole is taken by the
    other, or whose way into HOME passes it, carries on along the track instead."""
    g = setup(4, {0: "T1 T2"}, teams=FOUR_TEAMS)
    # 7 whole: T2 reaches T3 with 6 left, more than HOME holds, so T9; T1 would pass T2.
    # 1+6: T2 to H5 then T1 to T2.  2+5: T2 to H4, T1 ends on the in-spot T3.
    # 3+4: T2 to H3, T1 to H1.  4+3: T2 to H2, T1's H2 is taken so T5.
    # 5+2: T2 to H1, T1 would pass H1 to H3 so T6.  6+1: T2 to T3 blocks T1 in either order.
    assert outcomes(g, 0, "7") == moves(
        "0:T2>T9",
        "0:T1>T2 0:T2>H5", "0:T1>T3 0:T2>H4", "0:T1>H1 0:T2>H3",
        "0:T1>T5 0:T2>H2", "0:T1>T6 0:T2>H1")


def test_first_part_leaving_teammates_in_spot_lets_the_second_bump_it_there():
    """T20+4 lands on teammate's T24, legal only after T39 (the teammate's in-spot) moved off."""
    g = setup(4, {0: "T20 T39", 2: "T24"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "7") == moves(
        "0:T20>T27", "0:T39>T46",
        "0:T20>T21 0:T39>T45", "0:T20>T22 0:T39>T44", "0:T20>T23 0:T39>T43",
        "0:T20>T24 0:T39>T42 | 2:T24>T39",
        "0:T20>T25 0:T39>T41", "0:T20>T26 0:T39>T40")
    play(g, "7", "0:T20>T24 0:T39>T42")
    assert places(g) == position(g, {0: "T24 T42", 2: "T39"})


def test_split_bumps_apply_in_order_so_4_plus_3_is_illegal():
    """T30+4 bumps teammate's T34 to its in-spot T39 and T36+3 would then land on it there;
    the other order fills T39 with our own peg first. Both orders fail."""
    g = setup(4, {0: "T30 T36", 2: "T34"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "7") == moves(
        "0:T36>T43",
        "0:T30>T31 0:T36>T42", "0:T30>T32 0:T36>T41", "0:T30>T33 0:T36>T40",
        "0:T30>T35 0:T36>T38", "0:T30>T36 0:T36>T37")


def test_six_sides_split_part_bumps_opponent():
    """6 sides: seat 1 splits 3+4, the 3 landing on seat 2's peg, which goes to START."""
    g = setup(6, {1: "T30 T60", 2: "T33"}, teams=SIX_TEAMS, turn=1)
    assert outcomes(g, 1, "7") == moves(
        "1:T30>T37", "1:T60>T67",
        "1:T30>T31 1:T60>T66", "1:T30>T32 1:T60>T65", "1:T30>T33 1:T60>T64 | 2:T33>S",
        "1:T30>T34 1:T60>T63", "1:T30>T35 1:T60>T62", "1:T30>T36 1:T60>T61")
    play(g, "7", "1:T30>T33 1:T60>T64")
    assert places(g) == position(g, {1: "T33 T64"})


def test_split_with_a_home_peg_gives_a_result_for_each_order():
    """H1 and T2 sharing a 7: moving H1 deeper first lets T2 into HOME behind it; moving T2
    first, it finds H1 in its way and carries on along the track. Both results are legal."""
    # 1+6 and 2+5: T2's HOME hole is beyond the HOME peg in either order, so T8 and T7.
    # 3+4: H1 to H4 first, then T2 to H3; or T2 first, passing H1, so on to T6, then H1 to H4.
    # 4+3: H1 to H5 first, then T2 to H2; or T2 first to T5, then H1 to H5.
    g = setup(4, {0: "H1 T2"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "7") == moves(
        "0:T2>T9",
        "0:H1>H2 0:T2>T8", "0:H1>H3 0:T2>T7",
        "0:H1>H4 0:T2>H3", "0:H1>H4 0:T2>T6",
        "0:H1>H5 0:T2>H2", "0:H1>H5 0:T2>T5")
