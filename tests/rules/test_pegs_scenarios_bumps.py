"""Pegs & Jokers scenarios, bumps and partner bumps (docs/rules.md 1.5 "Bumping").

Landing on an opponent sends it to START; on a teammate, to the teammate's own in-spot, where an
opponent is sent to START, while a peg of the sent peg's team (or the teammate being on its own
in-spot already) makes the move illegal. The in-spot is judged after the moving peg has left.
4 sides: in-spots T3, T21, T39, T57.
"""
from tests.rules.pegs_support import (
    EIGHT_PAIRS, FOUR_TEAMS, SIX_PAIRS, SIX_TEAMS, moves, outcomes, play, places, position,
    setup)


def test_landing_on_opponent_sends_it_to_start():
    """A 5 from T10 lands on seat 1's T15: that peg goes to START."""
    g = setup(4, {0: "T10", 1: "T15 T16"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "5") == moves("0:T10>T15 | 1:T15>S")
    play(g, "5", "0:T10>T15")
    assert places(g) == position(g, {0: "T15", 1: "T16"})


def test_landing_on_teammate_sends_it_to_its_in_spot():
    """Landing on teammate seat 2's T15 sends it to seat 2's in-spot T39."""
    g = setup(4, {0: "T10", 2: "T15"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "5") == moves("0:T10>T15 | 2:T15>T39")
    play(g, "5", "0:T10>T15")
    assert places(g) == position(g, {0: "T15", 2: "T39"})


def test_teammate_sent_to_in_spot_held_by_opponent_sends_that_opponent_to_start():
    """Seat 2's peg goes to T39, and seat 3's peg standing there goes to START."""
    g = setup(4, {0: "T10", 2: "T15", 3: "T39"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "5") == moves("0:T10>T15 | 2:T15>T39 3:T39>S")
    play(g, "5", "0:T10>T15")
    assert places(g) == position(g, {0: "T15", 2: "T39"})


def test_teammates_in_spot_holding_your_peg_makes_the_bump_illegal():
    """T10 can't land on teammate's T15 while our own peg holds its in-spot T39."""
    g = setup(4, {0: "T10 T39", 2: "T15"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "5") == moves("0:T39>T44")


def test_teammates_in_spot_holding_its_own_peg_makes_the_bump_illegal():
    """Seat 2's in-spot T39 holds another seat-2 peg, so landing on seat 2's T15 is illegal."""
    g = setup(4, {0: "T10", 2: "T15 T39"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "5") == set()


def test_teammate_already_on_its_own_in_spot_cannot_be_landed_on():
    """Landing on seat 2's peg sitting on its own in-spot T39 is illegal."""
    g = setup(4, {0: "T34", 2: "T39"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "5") == set()


def test_peg_leaving_teammates_in_spot_frees_it():
    """Our peg on T39 lands on seat 2's T44; T39 is judged after it left, so seat 2 goes there."""
    g = setup(4, {0: "T39", 2: "T44"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "5") == moves("0:T39>T44 | 2:T44>T39")
    play(g, "5", "0:T39>T44")
    assert places(g) == position(g, {0: "T44", 2: "T39"})


def test_no_teams_landing_on_anyone_sends_it_to_start():
    """Without teams the player opposite is an opponent too: back to START."""
    g = setup(4, {0: "T10", 1: "", 2: "T15", 3: ""})
    assert outcomes(g, 0, "5") == moves("0:T10>T15 | 2:T15>S")


def test_six_sides_three_teams_in_spot_held_by_third_team():
    """6 sides, pairs 0+3, 1+4, 2+5: seat 3 goes to its in-spot T57; seat 5 there goes to START."""
    g = setup(6, {0: "T10", 3: "T15", 5: "T57"}, teams=SIX_PAIRS)
    assert outcomes(g, 0, "5") == moves("0:T10>T15 | 3:T15>T57 5:T57>S")


def test_six_sides_in_spot_held_by_third_teammate_is_illegal():
    """6 sides, 0+2+4: seat 2's in-spot T39 holds seat 4, a peg of seat 2's team: illegal."""
    g = setup(6, {0: "T10", 2: "T15", 4: "T39"}, teams=SIX_TEAMS)
    assert outcomes(g, 0, "5") == set()


def test_eight_sides_partners_opposite():
    """8 sides, pairs 0+4 ...: landing on seat 4's T106 sends it to its in-spot T75."""
    g = setup(8, {0: "T100", 4: "T106"}, teams=EIGHT_PAIRS)
    assert outcomes(g, 0, "6") == moves("0:T100>T106 | 4:T106>T75")
