"""Pegs & Jokers scenarios, the 2: forward 2, or swap one of your track pegs with another colour's
track peg (docs/rules.md 1.4, 1.5 "Swap").

A swap moves two pegs, so (reading the contract's "legs: each peg the card moves") both are legs
and nothing is bumped: "0:T20>T30 1:T30>T20".
"""
from tests.rules.pegs_support import (
    ALL_HOME, FOUR_TEAMS, SIX_PAIRS, moves, outcomes, places, play, position, setup)


def test_two_moves_forward_or_swaps_with_opponent_or_teammate():
    """A 2 moves 2, or swaps with any other colour's track peg; a HOME peg is never swapped."""
    g = setup(4, {0: "T20", 1: "T30", 2: "T40", 3: "H1"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "2") == moves(
        "0:T20>T22", "0:T20>T30 1:T30>T20", "0:T20>T40 2:T40>T20")


def test_swap_does_not_bump():
    """After a swap both pegs are on the track, each in the other's hole."""
    g = setup(4, {0: "T20", 1: "T30"}, teams=FOUR_TEAMS)
    play(g, "2", "0:T20>T30 1:T30>T20")
    assert places(g) == position(g, {0: "T30", 1: "T20"})


def test_own_home_peg_cannot_be_swapped():
    """With only a HOME peg off START, a 2 moves it inside HOME and swaps nothing."""
    g = setup(4, {0: "H2", 1: "T30"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "2") == moves("0:H2>H4")


def test_start_pegs_cannot_be_swapped():
    """Pegs in START are never swapped, yours or theirs."""
    g = setup(4, {0: "T20", 1: "H3 H4"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "2") == moves("0:T20>T22")


def test_swap_ignores_in_spot_rules():
    """Swapping with a teammate is not a bump: it may put that teammate on its own in-spot."""
    g = setup(4, {0: "T39", 2: "T50"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "2") == moves("0:T39>T41", "0:T39>T50 2:T50>T39")


def test_swap_never_with_own_peg_and_forward_blocked_by_own_peg():
    """T20+2 would land on own T22; each track peg may swap with the opponent's T21."""
    g = setup(4, {0: "T20 T22", 1: "T21"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "2") == moves(
        "0:T22>T24", "0:T20>T21 1:T21>T20", "0:T22>T21 1:T21>T22")


def test_six_sides_swap_with_two_other_teams():
    """6 sides, 3 teams of 2: seat 0 may swap with a teammate (3) or with either other team."""
    g = setup(6, {0: "T10", 1: "T60", 3: "T70", 5: "T100"}, teams=SIX_PAIRS)
    assert outcomes(g, 0, "2") == moves(
        "0:T10>T12", "0:T10>T60 1:T60>T10", "0:T10>T70 3:T70>T10", "0:T10>T100 5:T100>T10")


def test_two_from_the_in_spot_goes_to_h2_or_swaps():
    """A 2 takes the in-spot peg to H2, or swaps it with seat 1's track peg."""
    g = setup(4, {0: "T3", 1: "T30"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "2") == moves("0:T3>H2", "0:T3>T30 1:T30>T3")


# ---- swaps ----

def test_swap_made_for_a_teammate():
    """Seat 0 is all HOME: its 2 moves seat 2's peg 2, or swaps it with either opponent."""
    g = setup(4, {0: ALL_HOME, 1: "T60", 2: "T50", 3: "T20"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "2") == moves(
        "2:T50>T52", "2:T50>T60 1:T60>T50", "2:T50>T20 3:T20>T50")


def test_swap_onto_an_opponents_come_out_is_no_bump():
    """Swapping with seat 1's peg on seat 1's come-out T26 just exchanges the two holes."""
    g = setup(4, {0: "T10", 1: "T26"}, teams=FOUR_TEAMS)
    play(g, "2", "0:T10>T26 1:T26>T10")
    assert places(g) == position(g, {0: "T26", 1: "T10"})


def test_swap_with_every_other_colour_without_teams():
    """No teams, 3 sides: seat 0 may swap with seat 1 or seat 2; HOME pegs are left alone."""
    g = setup(3, {0: "T10 H1", 1: "T30", 2: "T40 H2"})
    assert outcomes(g, 0, "2") == moves(
        "0:T10>T12", "0:H1>H3", "0:T10>T30 1:T30>T10", "0:T10>T40 2:T40>T10")
