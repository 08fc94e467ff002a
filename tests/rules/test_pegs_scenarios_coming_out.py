"""Pegs & Jokers scenarios, coming out of START (docs/rules.md 1.4 A/J/Q/K, 1.5 "Coming out").

4 sides: come-outs T8, T26, T44, T62; in-spots T3, T21, T39, T57.
"""
import pytest

from tests.rules.pegs_support import (
    EIGHT_TEAMS, FOUR_TEAMS, SIX_TEAMS, discard, moves, outcomes, places, play, position, setup)


def test_ace_comes_out_or_moves_one():
    """An A brings a START peg onto the come-out hole, or moves a track peg 1."""
    g = setup(4, {0: "T20"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "A") == moves("0:S>T8", "0:T20>T21")


@pytest.mark.parametrize("card", ["J", "Q", "K"])
def test_royal_comes_out_or_moves_ten(card):
    """J, Q and K bring a peg out, or move a track peg 10."""
    g = setup(4, {1: "T30"}, teams=FOUR_TEAMS)
    assert outcomes(g, 1, card) == moves("1:S>T26", "1:T30>T40")


def test_coming_out_goes_no_further_than_the_come_out_hole():
    """Coming out puts the peg on the come-out hole and moves it no further."""
    g = setup(4, {0: ""}, teams=FOUR_TEAMS)
    play(g, "K", "0:S>T8")
    assert places(g) == position(g, {0: "T8"})


@pytest.mark.parametrize("card, forward", [("A", "0:T8>T9"), ("K", "0:T8>T18")])
def test_own_peg_on_come_out_blocks_coming_out(card, forward):
    """Coming out is illegal while your own peg is on the come-out hole; it may still move on."""
    g = setup(4, {0: "T8"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, card) == moves(forward)


def test_coming_out_bumps_opponent_on_come_out_to_start():
    """An opponent on your come-out hole is bumped back to its START."""
    g = setup(4, {1: "T8 T30"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "A") == moves("0:S>T8 | 1:T8>S")
    play(g, "A", "0:S>T8")
    assert places(g) == position(g, {0: "T8", 1: "T30"})


def test_coming_out_onto_teammate_sends_it_to_its_in_spot():
    """A teammate on your come-out hole goes to its own in-spot (seat 2: T39)."""
    g = setup(4, {2: "T8"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "Q") == moves("0:S>T8 | 2:T8>T39")
    play(g, "Q", "0:S>T8")
    assert places(g) == position(g, {0: "T8", 2: "T39"})


def test_coming_out_onto_teammate_whose_in_spot_holds_opponent():
    """The teammate goes to its in-spot and the opponent standing there goes to START."""
    g = setup(4, {2: "T8", 1: "T39"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "A") == moves("0:S>T8 | 2:T8>T39 1:T39>S")


def test_coming_out_onto_teammate_whose_in_spot_holds_your_peg_is_illegal():
    """Sending a teammate to an in-spot that holds a peg of its own team is illegal."""
    g = setup(4, {0: "T39", 2: "T8"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "A") == moves("0:T39>T40")


def test_no_come_out_with_an_empty_start():
    """With no peg in START an A can only move forward 1 (HOME pegs included)."""
    g = setup(4, {0: "T20 T30 H5 H4 H2"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "A") == moves("0:T20>T21", "0:T30>T31", "0:H2>H3")


@pytest.mark.parametrize("card", ["2", "3", "4", "5", "6", "7", "8", "9", "10"])
def test_only_ace_and_royals_come_out(card):
    """With every peg in START, no number card has a move."""
    g = setup(4, {0: ""}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, card) == set()


def test_six_sides_coming_out_bumps_opponent():
    """6 sides: seat 4 comes out on T80, bumping the opponent of seat 5 there."""
    g = setup(6, {5: "T80"}, teams=SIX_TEAMS)
    assert outcomes(g, 4, "A") == moves("4:S>T80 | 5:T80>S")


def test_eight_sides_coming_out_onto_teammate():
    """8 sides: seat 7 comes out on T134 and its teammate, seat 1, goes to its in-spot T21."""
    g = setup(8, {1: "T134"}, teams=EIGHT_TEAMS)
    assert outcomes(g, 7, "J") == moves("7:S>T134 | 1:T134>T21")


# ---- coming out ----

def test_coming_out_with_every_peg_in_start_is_one_result():
    """Five START pegs, one come-out: a K offers one way out, not five."""
    g = setup(4, {0: ""}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "K") == moves("0:S>T8")


# ---- distances of docs/rules.md 1.1 ----

def test_come_out_to_in_spot_is_18n_minus_5_steps_and_to_h5_18n():
    """3 sides, seat 0 out on T8: 4 Ks (40) and a 9 make 49 = 18*3-5 steps, ending on the
    in-spot T3 (on the track); a 5 then makes 54 = 18*3 steps, into H5. (Real cards: the
    other two seats discard in between.)"""
    g = setup(3, {0: "T8", 1: "", 2: ""})
    for card, step in (("K", "0:T8>T18"), ("K", "0:T18>T28"), ("K", "0:T28>T38"),
                       ("K", "0:T38>T48"), ("9", "0:T48>T3"), ("5", "0:T3>H5")):
        play(g, card, step)
        g.apply(discard("2"))
        g.apply(discard("2"))
    assert places(g) == position(g, {0: "H5"})
