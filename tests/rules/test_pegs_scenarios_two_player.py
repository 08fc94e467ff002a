"""Pegs & Jokers scenarios on the 2-player board (docs/rules.md 1.2): a 4-sided board (72 holes) with
the players at sides 0 and 2, one colour each and no teams, or each playing two colours (0+2 and
1+3, a 2-team game). Seat 0: come-out T8, in-spot T3; seat 2: come-out T44, in-spot T39.
"""
import pytest

from tests.rules.pegs_support import (
    ALL_HOME, moves, outcomes, play, places, position, setup)

TWO_COLOURS = [[0, 2], [1, 3]]


def test_two_player_seat_2_comes_out_on_t44():
    """Seat 2 comes out on its come-out hole T44."""
    g = setup(4, {0: "", 2: ""})
    assert outcomes(g, 2, "A") == moves("2:S>T44")


def test_two_player_landing_on_the_other_player_sends_it_to_start():
    """One colour each: the other player is an opponent, bumped to START."""
    g = setup(4, {0: "T40", 2: "T44"})
    assert outcomes(g, 0, "4") == moves("0:T40>T44 | 2:T44>S")


def test_two_player_home_entry_for_seat_2():
    """Seat 2 on T36 is 3 before its in-spot T39: a 5 goes to H2."""
    g = setup(4, {0: "", 2: "T36"})
    assert outcomes(g, 2, "5") == moves("2:T36>H2")


def test_two_player_wrap_around():
    """Seat 2's peg on T68 plays a K: T72 wraps to T0, so T6; or a peg comes out."""
    g = setup(4, {0: "", 2: "T68"})
    assert outcomes(g, 2, "K") == moves("2:S>T44", "2:T68>T6")


def test_two_player_joker():
    """A Joker targets the other player's track peg only, not its HOME peg."""
    g = setup(4, {0: "T10", 2: "T50 H1"})
    assert outcomes(g, 0, "JK") == moves("0:S>T50 | 2:T50>S", "0:T10>T50 | 2:T50>S")


def test_two_player_win():
    """Seat 0 brings its last peg from T2 to H1 and wins: winner() is the seat."""
    g = setup(4, {0: "T2 H2 H3 H4 H5", 2: "T50"})
    assert g.winner() is None
    play(g, "2", "0:T2>H1")
    assert g.winner() == 0


def test_two_player_turns_alternate_between_seats_0_and_2():
    """After seat 0 plays, seat 2 is to play, then seat 0 again."""
    g = setup(4, {0: "T20", 2: "T50"})
    play(g, "5", "0:T20>T25")
    assert g.turn == 2
    play(g, "5", "2:T50>T55")
    assert g.turn == 0
    assert places(g) == position(g, {0: "T25", 2: "T55"})


def test_two_player_seat_1_is_not_in_play():
    """Seat 1 has no pegs on the 2-player board: asking for its moves is refused."""
    g = setup(4, {0: "T20", 2: "T50"})
    with pytest.raises(ValueError):
        g.legal_moves(1, "5")


def test_two_colours_landing_on_your_other_colour_sends_it_to_its_in_spot():
    """Two colours: seat 2 is seat 0's other colour, a teammate, so it goes to its in-spot T39."""
    g = setup(4, {0: "T25", 2: "T30"}, teams=TWO_COLOURS, two_colours=True)
    assert outcomes(g, 0, "5") == moves("0:T25>T30 | 2:T30>T39")


def test_two_colours_swap_with_your_other_colour():
    """Two colours: a 2 may swap your two colours' track pegs."""
    g = setup(4, {0: "T20", 2: "T30"}, teams=TWO_COLOURS, two_colours=True)
    assert outcomes(g, 0, "2") == moves("0:T20>T22", "0:T20>T30 2:T30>T20")


def test_two_colours_all_home_colour_plays_for_the_other():
    """Two colours: with colour 0 all HOME, seat 0's cards move colour 2."""
    g = setup(4, {0: ALL_HOME, 2: "T50"}, teams=TWO_COLOURS, two_colours=True)
    assert outcomes(g, 0, "5") == moves("2:T50>T55")


def test_two_colours_turns_go_round_all_four_seats():
    """Two colours: each colour has its turn, 0, 1, 2, 3."""
    g = setup(4, {0: "T10", 1: "T30", 2: "T50", 3: "T70"}, teams=TWO_COLOURS, two_colours=True)
    play(g, "3", "0:T10>T13")
    assert g.turn == 1
    play(g, "3", "1:T30>T33")
    assert g.turn == 2
