"""Pegs & Jokers scenarios, must-move with a dealt hand (docs/rules.md 1.3).

legal_moves(seat) lists the moves of every card in the hand that has one; only when none has,
one discard (the card, no legs) per distinct card. 4 sides, 2 teams; seat 0 comes out on T8.
"""
from gameboard.rules.pegs import Game, Move
from tests.rules.pegs_support import (
    FOUR_TEAMS, discard, hand_moves, hand_outcomes, moves, outcomes, refused, setup)


OTHERS = {1: ["2", "3", "4", "5", "6"], 2: ["2", "3", "4", "5", "6"],
          3: ["2", "3", "4", "5", "6"]}


def hands(cards):
    """Seat 0 holds `cards` (text); the other seats hold 2 3 4 5 6."""
    dealt = dict(OTHERS)
    dealt[0] = cards.split()
    return dealt


def test_hand_lists_only_the_cards_that_move():
    """All pegs in START: only the A and the K can move (come out); 5, 8, 9 are not offered."""
    g = setup(4, {0: ""}, teams=FOUR_TEAMS, hands=hands("5 8 9 A K"))
    assert hand_outcomes(g, 0) == hand_moves("A 0:S>T8", "K 0:S>T8")


def test_hand_lists_every_move_of_every_playable_card():
    """One track peg and an opponent on T30: each card's moves, all of them."""
    g = setup(4, {0: "T20", 1: "T30"}, teams=FOUR_TEAMS, hands=hands("3 8 JK Q 2"))
    assert hand_outcomes(g, 0) == hand_moves(
        "3 0:T20>T23",
        "8 0:T20>T12",
        "JK 0:S>T30 | 1:T30>S", "JK 0:T20>T30 | 1:T30>S",
        "Q 0:S>T8", "Q 0:T20>T30 | 1:T30>S",
        "2 0:T20>T22", "2 0:T20>T30 1:T30>T20")


def test_discards_only_when_no_card_moves():
    """All pegs in START and no A, J, Q, K or target for a Joker: one discard per card."""
    g = setup(4, {0: ""}, teams=FOUR_TEAMS, hands=hands("2 3 8 9 JK"))
    assert hand_outcomes(g, 0) == hand_moves("2", "3", "8", "9", "JK")


def test_one_discard_per_distinct_card():
    """Two 3s and two 5s give one discard each."""
    g = setup(4, {0: ""}, teams=FOUR_TEAMS, hands=hands("3 3 5 5 8"))
    assert hand_outcomes(g, 0) == hand_moves("3", "5", "8")


def test_joker_without_target_is_not_offered():
    """No other colour on the track: the Joker is left out, every other card has its move."""
    g = setup(4, {0: "T20 H3 H4 H5"}, teams=FOUR_TEAMS, hands=hands("JK 5 8 9 10"))
    assert hand_outcomes(g, 0) == hand_moves(
        "5 0:T20>T25", "8 0:T20>T12", "9 0:T20>T29", "10 0:T20>T30")


def test_apply_refuses_a_discard_while_a_card_can_move():
    """You must move if you can: discarding the 5 while the A could come out is refused."""
    g = setup(4, {0: ""}, teams=FOUR_TEAMS, hands=hands("5 8 9 A K"))
    refused(g, lambda: g.apply(discard("5")))


def test_apply_refuses_a_card_not_in_hand():
    """A legal 6 for the peg on T20 is refused when the hand holds no 6."""
    g = setup(4, {0: "T20"}, teams=FOUR_TEAMS, hands=hands("5 8 9 3 4"))
    refused(g, lambda: g.apply(Move("6", ((0, "T20", "T26"),))))


def test_legal_moves_of_a_card_does_not_check_the_hand():
    """legal_moves(seat, card) answers for a card the seat doesn't hold."""
    g = setup(4, {0: "T20"}, teams=FOUR_TEAMS, hands=hands("5 8 9 3 4"))
    assert outcomes(g, 0, "6") == moves("0:T20>T26")


def test_discard_accepted_when_nothing_moves():
    """With no playable card the discard is accepted and the turn passes to seat 1."""
    g = setup(4, {0: ""}, teams=FOUR_TEAMS, hands=hands("2 3 8 9 JK"))
    g.apply(discard("9"))
    assert g.turn == 1
    assert g.places(0) == ["S"] * 5


def test_hands_refill_to_five_across_a_reshuffle():
    """Play, then draw: 2 players, 52 cards, 10 dealt; after 60 turns the discards have been
    reshuffled into the draw pile at least once, and every hand still holds 5 cards."""
    g = Game.new(2, 5)
    for _ in range(60):
        g.apply(g.legal_moves(g.turn)[0])
        assert [len(g.hand(seat)) for seat in g.seats] == [5, 5]


# ---- discards (docs/rules.md 1.3) ----

def test_discard_of_a_card_not_held_is_refused():
    """Nothing moves, but seat 0 holds no 3: it can't discard one."""
    g = setup(4, {0: "", 2: ""}, hands={0: ["5", "8"], 2: ["6"]})
    refused(g, lambda: g.apply(discard("3")))


def test_discard_then_draw_keeps_five_cards():
    """Seat 0 discards its 8 (no card moves) and draws: five cards again, turn to seat 2."""
    g = setup(4, {0: "", 2: ""}, hands={0: ["5", "8", "9", "10", "2"], 2: ["6"]})
    top = g.draw[-1]
    g.apply(discard("8"))
    assert g.hand(0) == ["5", "9", "10", "2", top]
    assert g.discards == ["8"] and g.turn == 2


def test_discard_naming_legs_it_does_not_have_is_no_discard():
    """A discard bumps nothing: a move with bumps and no legs is refused."""
    g = setup(4, {0: "", 2: "T10"}, hands={0: ["5"], 2: []})
    refused(g, lambda: g.apply(Move("5", (), ((2, "T10", "S"),))))


def test_nine_that_must_split_does_not_count_as_playable():
    """With "9 must split" and one peg out, the 9 has no move, so seat 0 may discard it."""
    g = setup(4, {0: "T20", 2: ""}, hands={0: ["9", "8"], 2: []}, nine_split=True)
    assert hand_outcomes(g, 0) == hand_moves("8 0:T20>T12")
    g = setup(4, {0: "T20", 2: ""}, hands={0: ["9"], 2: []}, nine_split=True)
    assert hand_outcomes(g, 0) == hand_moves("9")


def test_seven_playable_only_by_handing_over_must_be_played():
    """Seat 0's last peg T1: a whole 7 ends on T8, where teammate seat 2's peg could only go to
    its in-spot T39, which holds seat 2's own peg, so that is illegal. 3 to H1 and then 4 for
    seat 2 is legal, so the 7 must be played: no discard."""
    g = setup(4, {0: "T1 H2 H3 H4 H5", 2: "T8 T39"}, teams=FOUR_TEAMS,
              hands={0: ["7"], 1: [], 2: [], 3: []})
    assert hand_outcomes(g, 0) == hand_moves(
        "7 0:T1>H1 2:T8>T12", "7 0:T1>H1 2:T39>H4")
    refused(g, lambda: g.apply(discard("7")))
