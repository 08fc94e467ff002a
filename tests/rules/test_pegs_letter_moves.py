"""RULES.md 1.4-1.5 read to the letter, the corners the scenario files leave open: HOME entry
that falls back to the track (and what then blocks or bumps), moves from the in-spot, Jokers
that jump over pegs, swaps made for a teammate, splits that start on the in-spot.

4 sides: seat s has in-spot T(18s+3) and come-out T(18s+8): seat 0 T3/T8, seat 1 T21/T26,
seat 2 T39/T44, seat 3 T57/T62.
"""
from tests.rules.pegs_support import (
    ALL_HOME, FOUR_TEAMS, discard, moves, outcomes, play, places, position, setup)


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


def test_two_from_the_in_spot_goes_to_h2_or_swaps():
    """A 2 takes the in-spot peg to H2, or swaps it with seat 1's track peg."""
    g = setup(4, {0: "T3", 1: "T30"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "2") == moves("0:T3>H2", "0:T3>T30 1:T30>T3")


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


def test_eight_from_the_in_spot_with_own_peg_behind_is_blocked():
    """T3 would back over own T70; T70 backs 8 to T62 (seat 3's come-out, empty)."""
    g = setup(4, {0: "T3 T70"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "8") == moves("0:T70>T62")


# ---- the Joker jumps, it does not walk ----

def test_joker_jumps_over_own_pegs():
    """From T10 onto seat 1's T14, over own T12: a Joker has no path, so nothing blocks it."""
    g = setup(4, {0: "T10 T12", 1: "T14"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "JK") == moves(
        "0:S>T14 | 1:T14>S", "0:T10>T14 | 1:T14>S", "0:T12>T14 | 1:T14>S")


def test_joker_onto_an_opponent_on_your_own_in_spot():
    """Seat 1's peg sits on seat 0's in-spot T3: a Joker there bumps it; the peg stays on T3."""
    g = setup(4, {0: "H1 H2 H3 H4 T50", 1: "T3"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "JK") == moves("0:T50>T3 | 1:T3>S")
    play(g, "JK", "0:T50>T3")
    assert places(g) == position(g, {0: "T3 H1 H2 H3 H4"})


def test_joker_never_targets_your_own_peg():
    """Without another colour on the track the Joker has nothing, though own pegs are out."""
    g = setup(4, {0: "T10 T30 H1"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "JK") == set()


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


# ---- coming out ----

def test_coming_out_with_every_peg_in_start_is_one_result():
    """Five START pegs, one come-out: a K offers one way out, not five."""
    g = setup(4, {0: ""}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "K") == moves("0:S>T8")


# ---- full count ----

def test_home_peg_that_cannot_use_the_whole_count_does_not_move():
    """H3 can't play a 3 (H6 is off the end); the track peg must take the whole 3."""
    g = setup(4, {0: "H3 T40"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "3") == moves("0:T40>T43")


# ---- distances of RULES.md 1.1 ----

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
