"""Pegs & Jokers scenarios, the 8 backward (docs/rules.md 1.4, 1.5 "Backward").

4 sides (72 holes): seat 0's in-spot is T3 and its come-out T8; seat 2's in-spot is T39.
"""
from tests.rules.pegs_support import (
    EIGHT_TEAMS, FOUR_TEAMS, SIX_TEAMS, moves, outcomes, places, play, position, setup)


def test_eight_moves_a_track_peg_back_eight():
    """An 8 moves a track peg 8 holes backward."""
    g = setup(4, {0: "T30"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "8") == moves("0:T30>T22")


def test_eight_from_the_in_spot_backs_past_it():
    """An 8 from the in-spot T3 goes back round the corner to T67 (3 - 8 + 72)."""
    g = setup(4, {0: "T3"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "8") == moves("0:T3>T67")


def test_eight_from_the_come_out_then_four_enters_home():
    """An 8 from the come-out T8 lands on T0, 3 behind the in-spot; a 4 then goes to H1."""
    g = setup(4, {0: "T8"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "8") == moves("0:T8>T0")
    play(g, "8", "0:T8>T0")
    assert places(g) == position(g, {0: "T0"})
    assert outcomes(g, 0, "4") == moves("0:T0>H1")
    assert outcomes(g, 0, "3") == moves("0:T0>T3")


def test_eight_blocked_by_passing_own_peg():
    """The peg on T30 can't back past own peg on T25; the one on T25 backs to T17."""
    g = setup(4, {0: "T30 T25"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "8") == moves("0:T25>T17")


def test_eight_blocked_by_landing_on_own_peg():
    """The peg on T30 can't land on own peg on T22; the one on T22 backs to T14."""
    g = setup(4, {0: "T30 T22"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "8") == moves("0:T22>T14")


def test_eight_never_from_start_or_home():
    """START and HOME pegs can't move backward; only the track peg does."""
    g = setup(4, {0: "H1 H2 T40"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "8") == moves("0:T40>T32")
    g = setup(4, {0: "H1 H2"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "8") == set()


def test_eight_never_enters_home_and_passes_the_in_spot():
    """Backing over your own in-spot stays on the track: T10 goes to T2, T5 to T69."""
    g = setup(4, {0: "T10"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "8") == moves("0:T10>T2")
    g = setup(4, {0: "T5"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "8") == moves("0:T5>T69")


def test_eight_landing_on_opponent_bumps_it_to_start():
    """Landing backward on an opponent sends it to START."""
    g = setup(4, {0: "T30", 3: "T22"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "8") == moves("0:T30>T22 | 3:T22>S")


def test_eight_landing_on_teammate_sends_it_to_its_in_spot():
    """Landing backward on a teammate sends it to its in-spot (seat 2: T39)."""
    g = setup(4, {0: "T30", 2: "T22"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "8") == moves("0:T30>T22 | 2:T22>T39")


def test_six_sides_eight_from_in_spot():
    """6 sides: seat 2's peg on its in-spot T39 backs to T31."""
    g = setup(6, {2: "T39"}, teams=SIX_TEAMS)
    assert outcomes(g, 2, "8") == moves("2:T39>T31")


def test_eight_sides_eight_from_come_out():
    """8 sides: seat 6's peg on its come-out T116 backs to T108, 3 before its in-spot T111."""
    g = setup(8, {6: "T116"}, teams=EIGHT_TEAMS)
    assert outcomes(g, 6, "8") == moves("6:T116>T108")
    assert outcomes(g, 6, "5") == moves("6:T116>T121")


def test_eight_leaving_teammates_in_spot_frees_it():
    """Our peg on seat 2's in-spot T39 backs onto seat 2's T31; seat 2 goes to the freed T39."""
    g = setup(4, {0: "T39", 2: "T31"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "8") == moves("0:T39>T31 | 2:T31>T39")


def test_eight_from_the_in_spot_with_own_peg_behind_is_blocked():
    """T3 would back over own T70; T70 backs 8 to T62 (seat 3's come-out, empty)."""
    g = setup(4, {0: "T3 T70"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "8") == moves("0:T70>T62")
