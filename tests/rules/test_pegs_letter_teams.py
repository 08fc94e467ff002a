"""RULES.md 1.6 read to the letter, where the other files leave gaps: who a split's second part
moves once the first part brings a player's last peg HOME (on 8 sides, with two colours), what
that second part may not do (come out, move a HOME peg backward), and playing every kind of
card for a teammate.

In-spots: seat s has T(18s+3), come-out T(18s+8). Seat 0: T3/T8; seat 2: T39/T44; seat 4:
T75/T80.
"""
from tests.rules.pegs_support import (
    ALL_HOME, EIGHT_TEAMS, FOUR_TEAMS, SIX_TEAMS, moves, outcomes, play, places, position,
    setup)


def test_eight_sides_second_part_skips_a_teammate_already_home():
    """8 sides, evens: seat 0's 3 takes its last peg T1 to H1; seat 2 is all HOME, so the 4
    moves seat 4's peg (T90 to T94). The whole 7 goes T1 round to T8 (H5 is taken)."""
    g = setup(8, {0: "T1 H2 H3 H4 H5", 2: ALL_HOME, 4: "T90"}, teams=EIGHT_TEAMS)
    assert outcomes(g, 0, "7") == moves("0:T1>T8", "0:T1>H1 4:T90>T94")


def test_two_colours_second_part_moves_your_other_colour():
    """Two colours: colour 0's last peg goes HOME with 3 of a 7, colour 2's peg takes the 4."""
    g = setup(4, {0: "T1 H2 H3 H4 H5", 2: "T50"}, teams=FOUR_TEAMS, two_colours=True)
    assert outcomes(g, 0, "7") == moves("0:T1>T8", "0:T1>H1 2:T50>T54")


def test_second_part_cannot_bring_a_peg_out_of_start():
    """6 sides: seat 2's last peg could go HOME with 3, but seat 4 has only START pegs, which
    take no part in a split; the 7 only moves T37 round to T44."""
    g = setup(6, {0: ALL_HOME, 2: "T37 H2 H3 H4 H5", 4: ""}, teams=SIX_TEAMS)
    assert outcomes(g, 0, "7") == moves("2:T37>T44")


def test_second_part_of_a_nine_cannot_move_a_home_peg_backward():
    """6 sides: after the forward 3 brings seat 2's last peg HOME, seat 4 has only a HOME peg,
    which can't take the backward 6; the 9 only moves T37 round to T46."""
    g = setup(6, {0: ALL_HOME, 2: "T37 H2 H3 H4 H5", 4: "H1"}, teams=SIX_TEAMS)
    assert outcomes(g, 0, "9") == moves("2:T37>T46")


def test_second_part_of_a_seven_may_move_a_home_peg_forward():
    """6 sides: the 4 after seat 2's last peg goes HOME moves seat 4's H1 to H5."""
    g = setup(6, {0: ALL_HOME, 2: "T37 H2 H3 H4 H5", 4: "H1"}, teams=SIX_TEAMS)
    assert outcomes(g, 0, "7") == moves("2:T37>T44", "2:T37>H1 4:H1>H5")


def test_second_part_bumps_for_the_teammate():
    """6 sides: the backward 6 of a 9 takes seat 4's T60 onto seat 1's T54: back to START."""
    g = setup(6, {0: ALL_HOME, 1: "T54", 2: "T37 H2 H3 H4 H5", 4: "T60"}, teams=SIX_TEAMS)
    assert outcomes(g, 0, "9") == moves("2:T37>T46", "2:T37>H1 4:T60>T54 | 1:T54>S")
    play(g, "9", "2:T37>H1 4:T60>T54")
    assert places(g) == position(g, {0: ALL_HOME, 2: ALL_HOME, 4: "T54"})
    assert g.winner() is None


def test_eight_played_for_the_teammate():
    """Seat 0 all HOME: its 8 backs seat 2's T50 to T42; seat 2's START pegs can't move back."""
    g = setup(4, {0: ALL_HOME, 2: "T50"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "8") == moves("2:T50>T42")


def test_coming_out_for_the_teammate_bumps_an_opponent_on_its_come_out():
    """Seat 0 all HOME: a K brings seat 2's peg out on T44, where seat 1 goes back to START."""
    g = setup(4, {0: ALL_HOME, 1: "T44", 2: ""}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "K") == moves("2:S>T44 | 1:T44>S")


def test_joker_for_the_teammate_onto_the_next_teammate():
    """6 sides: seat 0 plays for seat 2; a Joker onto seat 4 (its teammate) sends seat 4's
    peg to its in-spot T75."""
    g = setup(6, {0: ALL_HOME, 2: "H1 H2 H3 H4", 4: "T20"}, teams=SIX_TEAMS)
    assert outcomes(g, 0, "JK") == moves("2:S>T20 | 4:T20>T75")


def test_helper_of_a_won_team_has_no_move():
    """Seats 0 and 2 are all HOME: team 0 has won, and nobody moves any more."""
    g = setup(4, {0: ALL_HOME, 2: ALL_HOME, 1: "T10"}, teams=FOUR_TEAMS, turn=1)
    assert g.winner() == 0
    assert outcomes(g, 0, "5") == set() and outcomes(g, 1, "5") == set()
