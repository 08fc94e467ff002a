"""Pegs & Jokers scenarios, the Joker: a peg of yours from START or the track onto another
colour's track peg, which is bumped as if landed on (docs/rules.md 1.4, 1.5 "Joker").

4 sides: in-spots T3, T21, T39, T57 for seats 0..3.
"""
from tests.rules.pegs_support import (
    EIGHT_TEAMS, FOUR_TEAMS, moves, outcomes, places, play, position, setup)


def test_joker_from_start_onto_opponent():
    """A START peg jumps onto the opponent's peg, which goes to its START."""
    g = setup(4, {1: "T30"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "JK") == moves("0:S>T30 | 1:T30>S")
    play(g, "JK", "0:S>T30")
    assert places(g) == position(g, {0: "T30"})


def test_joker_from_start_or_track_onto_every_target():
    """Every START-or-track peg of yours may go onto every other colour's track peg."""
    g = setup(4, {0: "T20", 1: "T30", 3: "T50"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "JK") == moves(
        "0:S>T30 | 1:T30>S", "0:S>T50 | 3:T50>S",
        "0:T20>T30 | 1:T30>S", "0:T20>T50 | 3:T50>S")


def test_joker_without_target_has_no_move():
    """With no other colour on the track (HOME and START pegs aren't targets), no move."""
    g = setup(4, {0: "T20", 1: "H1 H2"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "JK") == set()


def test_joker_home_pegs_neither_move_nor_are_targets():
    """Your HOME peg doesn't jump and the opponent's HOME peg isn't a target."""
    g = setup(4, {0: "H3 T20", 1: "H2 T30"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "JK") == moves("0:S>T30 | 1:T30>S", "0:T20>T30 | 1:T30>S")


def test_joker_onto_teammate_sends_it_to_its_in_spot():
    """A Joker onto a teammate sends the teammate's peg to its in-spot (seat 2: T39)."""
    g = setup(4, {2: "T50"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "JK") == moves("0:S>T50 | 2:T50>T39")


def test_joker_onto_teammate_whose_in_spot_holds_opponent():
    """The teammate goes to its in-spot and the opponent there to START; that opponent is a
    target itself too."""
    g = setup(4, {1: "T39", 2: "T50"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "JK") == moves(
        "0:S>T50 | 2:T50>T39 1:T39>S", "0:S>T39 | 1:T39>S")


def test_joker_onto_teammate_on_its_own_in_spot_is_illegal():
    """A teammate already on its own in-spot can't be jumped on; the opponent still can."""
    g = setup(4, {1: "T60", 2: "T39"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "JK") == moves("0:S>T60 | 1:T60>S")


def test_joker_leaving_teammates_in_spot_frees_it():
    """From START the teammate couldn't go to T39 (our peg is there); the peg on T39 may jump."""
    g = setup(4, {0: "T39", 2: "T50"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "JK") == moves("0:T39>T50 | 2:T50>T39")


def test_eight_sides_joker_targets_both_teams():
    """8 sides: seat 5 jumps onto teammate 7 (sent to its in-spot T129) or opponent 0."""
    g = setup(8, {7: "T20", 0: "T100"}, teams=EIGHT_TEAMS)
    assert outcomes(g, 5, "JK") == moves("5:S>T20 | 7:T20>T129", "5:S>T100 | 0:T100>S")


def test_joker_from_start_ignores_own_peg_on_the_come_out():
    """A Joker doesn't use the come-out hole, so own peg there doesn't stop a START peg."""
    g = setup(4, {0: "T8", 1: "T30"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "JK") == moves("0:S>T30 | 1:T30>S", "0:T8>T30 | 1:T30>S")


def test_joker_onto_teammate_whose_in_spot_holds_its_other_peg_is_illegal():
    """Seat 2's in-spot T39 holds seat 2's other peg, so seat 2's T50 is no target."""
    g = setup(4, {1: "T60", 2: "T50 T39"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "JK") == moves("0:S>T60 | 1:T60>S")


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
