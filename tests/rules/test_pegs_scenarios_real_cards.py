"""Pegs & Jokers scenarios, real-card mode (docs/rules.md 1.7): no deck or hands; the player names the
card, the board offers its legal moves, and "no legal move, discard" is always accepted.
"""
from gameboard.rules.pegs import Move

from tests.rules.pegs_support import (
    FOUR_TEAMS, discard, moves, outcomes, play, places, position, refused, setup)


def test_real_card_mode_has_no_hands():
    """A position set up without hands is real-card mode: every hand is empty."""
    g = setup(4, {0: "T20"}, teams=FOUR_TEAMS)
    assert [g.hand(seat) for seat in (0, 1, 2, 3)] == [[], [], [], []]


def test_real_card_moves_of_every_card_label():
    """All pegs in START, nobody on the track: only A, J, Q, K have moves (coming out)."""
    g = setup(4, {0: ""}, teams=FOUR_TEAMS)
    found = set((m.card, tuple(tuple(leg) for leg in m.legs)) for m in g.legal_moves(0) if m.legs)
    assert found == set((card, ((0, "S", "T8"),)) for card in ("A", "J", "Q", "K"))


def test_real_card_discard_accepted_even_when_a_move_exists():
    """The board can't see the hand, so a discard is accepted although a 5 could move."""
    g = setup(4, {0: "T20"}, teams=FOUR_TEAMS)
    g.apply(discard("5"))
    assert g.turn == 1
    assert places(g) == position(g, {0: "T20"})


def test_real_card_named_card_moves_and_turn_passes_clockwise():
    """Seat 3 plays a named 6; the turn passes clockwise to seat 0."""
    g = setup(4, {3: "T60"}, teams=FOUR_TEAMS, turn=3)
    assert outcomes(g, 3, "6") == moves("3:T60>T66")
    play(g, "6", "3:T60>T66")
    assert g.turn == 0
    assert places(g) == position(g, {3: "T66"})


def test_real_card_illegal_move_is_still_refused():
    """Real-card mode accepts any discard, but not a move the card can't make."""
    g = setup(4, {0: "T20"}, teams=FOUR_TEAMS)
    refused(g, lambda: g.apply(Move("5", ((0, "T20", "T26"),))))


def test_hand_built_move_equal_to_a_legal_one_is_accepted():
    """A Move written out by hand equals the legal one (same card, legs, bumps) and plays."""
    g = setup(4, {0: "T20", 1: "T25"}, teams=FOUR_TEAMS)
    move = Move("5", ((0, "T20", "T25"),), ((1, "T25", "S"),))
    assert move in g.legal_moves(0, "5")
    g.apply(move)
    assert places(g) == position(g, {0: "T25"})
