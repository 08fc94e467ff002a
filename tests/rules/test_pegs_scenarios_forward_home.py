"""Pegs & Jokers scenarios, forward moves and entering HOME (docs/rules.md 1.5 "Moving", "Entering
HOME").

4 sides: seat 0's in-spot is T3 and its come-out T8, so from T70 the in-spot is 5 steps away
(T71, T0, T1, T2, T3) and the HOME holes H1..H5 are 6..10 steps away.
"""
import pytest

from tests.rules.pegs_support import (
    EIGHT_TEAMS, FOUR_TEAMS, SIX_TEAMS, moves, outcomes, places, play, position, setup)


def test_plain_forward_move():
    """A 5 moves a track peg 5 holes forward."""
    g = setup(4, {0: "T20"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "5") == moves("0:T20>T25")


def test_three_from_the_in_spot_goes_to_h3():
    """A peg on its in-spot playing a 3 goes to H3."""
    g = setup(4, {0: "T3"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "3") == moves("0:T3>H3")


@pytest.mark.parametrize("card, hole", [("6", "H1"), ("7", "H2"), ("10", "H5")])
def test_exact_count_past_the_in_spot_enters_home(card, hole):
    """The count left after reaching the in-spot lands on that HOME hole, never on the track."""
    g = setup(4, {0: "T70"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, card) == moves("0:T70>" + hole)


def test_move_ending_exactly_on_the_in_spot_stays_on_the_track():
    """A 5 from T70 ends exactly on the in-spot T3: the peg stays on the track there."""
    g = setup(4, {0: "T70"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "5") == moves("0:T70>T3")
    play(g, "5", "0:T70>T3")
    assert places(g) == position(g, {0: "T3"})


@pytest.mark.parametrize("card, expected", [
    ("9", ["0:T1>T10"]),
    ("J", ["0:S>T8", "0:T1>T11"]),
])
def test_overshooting_home_carries_on_round_the_track(card, expected):
    """From T1 the in-spot is 2 away; 7 or 8 left is more than HOME holds, so the peg goes on."""
    g = setup(4, {0: "T1"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, card) == moves(*expected)


def test_home_hole_taken_carries_on_along_the_track():
    """A 4 from T1 would land on H2, which is taken, so the peg carries on to T5."""
    g = setup(4, {0: "T1 H2"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "4") == moves("0:T1>T5")


def test_own_home_peg_on_the_way_blocks_entry_so_the_peg_carries_on():
    """A 5 from T1 would pass own peg on H1 to reach H3, so it goes on to T6 instead."""
    g = setup(4, {0: "T1 H1"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "5") == moves("0:T1>T6")


def test_home_entry_below_a_deeper_own_peg():
    """A 4 from T2 reaches H3 through free H1 and H2; own peg on H4 is not passed."""
    g = setup(4, {0: "T2 H4"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "4") == moves("0:T2>H3")


def test_moving_within_home_by_exact_count():
    """HOME pegs move forward inside HOME by exact count, never past an own peg or beyond H5."""
    g = setup(4, {0: "H1 H3 T30"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "2") == moves("0:H3>H5", "0:T30>T32")
    assert outcomes(g, 0, "4") == moves("0:T30>T34")


def test_ace_moves_home_pegs_one_hole():
    """An A moves a HOME peg one hole deeper when that hole is free, or comes out."""
    g = setup(4, {0: "H1 H3 T30"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "A") == moves("0:S>T8", "0:H1>H2", "0:H3>H4", "0:T30>T31")


def test_own_peg_on_the_in_spot_blocks_pegs_behind_it():
    """Own peg on T3 can't be passed, into HOME or along the track; it goes to H4 itself."""
    g = setup(4, {0: "T1 T3"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "4") == moves("0:T3>H4")


@pytest.mark.parametrize("card", ["4", "5"])
def test_never_pass_or_land_on_own_track_peg(card):
    """From T10 a 4 would land on own T14 and a 5 pass it: only the front peg moves."""
    g = setup(4, {0: "T10 T14"}, teams=FOUR_TEAMS)
    front = {"4": "0:T14>T18", "5": "0:T14>T19"}[card]
    assert outcomes(g, 0, card) == moves(front)


def test_passing_other_colours_has_no_effect():
    """Passing an opponent's and a teammate's peg bumps nobody."""
    g = setup(4, {0: "T10", 1: "T12", 2: "T13"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "5") == moves("0:T10>T15")


def test_peg_just_past_its_in_spot_must_go_round_again():
    """A peg on T5, past its in-spot T3, moves on along the track; HOME is behind it."""
    g = setup(4, {0: "T5"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "3") == moves("0:T5>T8")


def test_other_seats_in_spot_is_just_a_hole():
    """Seat 1 passing seat 0's in-spot T3 goes straight on along the track."""
    g = setup(4, {1: "T1"}, teams=FOUR_TEAMS)
    assert outcomes(g, 1, "4") == moves("1:T1>T5")


def test_six_sides_home_entry():
    """6 sides: seat 3 (in-spot T57) plays a 7 from T55 into H5."""
    g = setup(6, {3: "T55"}, teams=SIX_TEAMS)
    assert outcomes(g, 3, "7") == moves("3:T55>H5")


def test_eight_sides_home_entry_and_track_move():
    """8 sides: seat 5 (in-spot T93) plays a 4 from T92 to H3; its peg on T98 goes to T102."""
    g = setup(8, {5: "T92 T98"}, teams=EIGHT_TEAMS)
    assert outcomes(g, 5, "4") == moves("5:T92>H3", "5:T98>T102")


@pytest.mark.parametrize("card, expected", [("5", "0:T3>H5"), ("6", "0:T3>T9")])
def test_from_the_in_spot_more_than_five_carries_on(card, expected):
    """A move starting on the in-spot enters HOME by exact count; 6 or more goes on round."""
    g = setup(4, {0: "T3"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, card) == moves(expected)


# ---- HOME entry that turns back into a track move ----

def test_home_blocked_and_the_track_way_blocked_too_means_no_move():
    """T1 plays a 5: HOME would pass own H1, so it carries on along the track, where it would
    pass own T5; that peg has no move at all. T5 goes to T10."""
    g = setup(4, {0: "T1 T5 H1"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "5") == moves("0:T5>T10")


def test_home_hole_taken_so_the_track_landing_bumps_an_opponent():
    """T1 plays a 4: H2 is taken, so the peg carries on to T5 and bumps seat 1 there."""
    g = setup(4, {0: "T1 H2", 1: "T5"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "4") == moves("0:T1>T5 | 1:T5>S")


def test_home_hole_taken_so_the_track_landing_sends_a_teammate_to_its_in_spot():
    """T1 plays a 4: H2 is taken, so the peg carries on to T5; teammate seat 2 goes to T39."""
    g = setup(4, {0: "T1 H2", 2: "T5"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "4") == moves("0:T1>T5 | 2:T5>T39")


def test_own_track_peg_beyond_the_in_spot_does_not_block_home_entry():
    """T1 plays a 4 into H2: own peg on T5 is on the track, not on the way into HOME."""
    g = setup(4, {0: "T1 T5"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "4") == moves("0:T1>H2", "0:T5>T9")


def test_ten_across_the_wrap_into_h5_or_round_to_the_come_out():
    """T70 is 5 steps before the in-spot T3, so a 10 ends on H5; with H5 taken it carries on to
    T8, its own come-out hole, which is just a track hole to a moving peg."""
    free = setup(4, {0: "T70"}, teams=FOUR_TEAMS)
    assert outcomes(free, 0, "10") == moves("0:T70>H5")
    taken = setup(4, {0: "T70 H5"}, teams=FOUR_TEAMS)
    assert outcomes(taken, 0, "10") == moves("0:T70>T8")


def test_ace_from_the_in_spot_goes_to_h1_or_a_peg_comes_out():
    """An A moves the peg on the in-spot T3 one step, into H1; or brings a START peg out."""
    g = setup(4, {0: "T3"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "A") == moves("0:T3>H1", "0:S>T8")


# ---- full count ----

def test_home_peg_that_cannot_use_the_whole_count_does_not_move():
    """H3 can't play a 3 (H6 is off the end); the track peg must take the whole 3."""
    g = setup(4, {0: "H3 T40"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "3") == moves("0:T40>T43")
