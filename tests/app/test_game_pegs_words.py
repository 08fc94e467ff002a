"""The board's words for Pegs & Jokers moves (games/pegs/words.py): each kind of move written as
a player says it, holes counted from the moving peg's own start (its come-out hole is 1, its
in-spot, the door, is the track's length less 4), on the 4-paddle board (72 holes; Red's
come-out hole is T8, Blue's T26, Green's T44; Green's in-spot T39) unless said. Moves are
written in the rules core's notation, as the tests of the core write them."""
import pytest

from gameboard.games.pegs import places as P
from gameboard.games.pegs import words as W
from gameboard.lights.palette import NAMES
from gameboard.rules.pegs.board import in_spot

L4 = 72
RED, BLUE, GREEN = 0, 1, 2


def codes(steps):
    return [(seat, P.code(a), P.code(b)) for seat, a, b in steps]


def said(card, legs, bumps=(), mover=RED, length=L4):
    return W.phrases(card, codes(legs), codes(bumps), mover, NAMES, length)


def test_holes_count_from_the_players_own_start():
    assert W.hole(RED, P.code("T8"), L4) == "1"      # Red's come-out hole
    assert W.hole(RED, P.code("T10"), L4) == "3"
    assert W.hole(RED, P.code("T7"), L4) == "72"     # the hole before it, all the way round
    assert W.hole(BLUE, P.code("T26"), L4) == "1"    # Blue counts from Blue's own
    assert W.hole(BLUE, P.code("T8"), L4) == "55"
    assert W.hole(RED, P.START, L4) == "start"
    assert W.hole(RED, P.code("H3"), L4) == "home 3"


@pytest.mark.parametrize("sides", [3, 4, 6, 8])
def test_every_players_door_is_the_same_number(sides):
    length = 18 * sides
    for seat in range(sides):
        assert W.hole(seat, in_spot(seat), length) == str(W.door(length))
    assert W.door(length) == 18 * sides - 4  # 18N-5 steps past hole 1 (docs/rules.md 1.1)


def test_coming_out_is_out():
    assert said("K", [(RED, "S", "T8")]) == ["out"]
    assert W.summary(RED, "K", codes([(RED, "S", "T8")]), [], NAMES, L4) == "Red K: out"


def test_coming_out_onto_a_peg_bumps_it():
    assert said("A", [(RED, "S", "T8")], [(BLUE, "T8", "S")]) == ["out", "bumps Blue"]


def test_a_forward_move_is_from_and_to():
    assert said("5", [(RED, "T10", "T15")]) == ["3 to 8"]


def test_a_backward_move_says_back_and_may_pass_behind_the_start():
    assert said("8", [(RED, "T20", "T12")]) == ["13 back to 5"]
    assert said("8", [(RED, "T10", "T2")]) == ["3 back to 67"]  # one short of the door


def test_a_move_into_home_names_the_home_hole():
    assert said("4", [(RED, "T1", "H2")]) == ["66 to home 2"]
    assert said("2", [(RED, "H1", "H3")]) == ["home 1 to home 3"]


def test_a_split_seven_is_two_legs():
    assert said("7", [(RED, "T10", "T13"), (RED, "T30", "T34")]) == ["3 to 6", "23 to 27"]


def test_a_split_nine_has_a_leg_back():
    assert said("9", [(RED, "T10", "T15"), (RED, "T30", "T26")]) == ["3 to 8", "23 back to 19"]


def test_a_swap_names_the_other_peg_at_the_hole_counted_from_the_movers_start():
    legs = [(RED, "T10", "T30"), (BLUE, "T30", "T10")]
    assert said("2", legs) == ["swap 3 with Blue at 23"]
    assert W.lines("2", codes(legs), [], RED, NAMES, L4) == ["swap 3 with Blue", "at 23"]


def test_a_joker_from_start_or_the_track_lands_on_the_peg_it_bumps():
    assert said("JK", [(RED, "S", "T30")], [(BLUE, "T30", "S")]) == ["out to 23", "bumps Blue"]
    assert said("JK", [(RED, "T10", "T30")], [(BLUE, "T30", "S")]) == ["3 to 23", "bumps Blue"]


def test_landing_on_a_partner_sends_it_to_its_door_and_bumps_a_peg_there():
    bumps = [(GREEN, "T15", "T39"), (BLUE, "T39", "S")]
    assert said("5", [(RED, "T10", "T15")], bumps) == ["3 to 8", "Green to door", "bumps Blue"]


def test_playing_for_a_partner_names_it_and_counts_from_its_start():
    assert said("5", [(GREEN, "T44", "T49")]) == ["Green 1 to 6"]
    log = W.summary(RED, "5", codes([(GREEN, "T44", "T49")]), [], NAMES, L4)
    assert log == "Red 5: Green 1 to 6"


def test_a_discard():
    assert said("5", []) == ["No move: discard"]
    assert W.summary(RED, "5", [], [], NAMES, L4) == "Red 5: discard"


@pytest.mark.parametrize("card, leg, words", [
    ("7", (RED, "T10", "T13"), ("3 to 6", "then 4 more")),
    ("9", (RED, "T10", "T15"), ("3 to 8", "then back 4")),
    ("9", (RED, "T30", "T26"), ("23 back to 19", "then 5 more")),
    ("9", (RED, "T1", "H1"), ("66 to home 1", "then back 6")),
    ("2", (RED, "T10", "T12"), ("3 to 5", "then choose")),
])
def test_a_first_choice_says_what_is_still_to_choose(card, leg, words):
    assert W.first(card, codes([leg])[0], RED, NAMES, L4) == words


def test_the_log_joins_a_moves_phrases():
    legs = codes([(RED, "T10", "T13"), (RED, "T30", "T34")])
    bumps = codes([(BLUE, "T34", "S")])
    assert W.summary(RED, "7", legs, bumps, NAMES, L4) == "Red 7: 3 to 6, 23 to 27, bumps Blue"


def test_on_the_eight_paddle_board_numbers_go_to_144_and_long_phrases_wrap():
    length = 144
    purple = 4  # come-out T80
    legs = codes([(purple, "T79", "T71")])
    assert W.phrases("8", legs, [], 0, NAMES, length) == ["Purple 144 back to 136"]
    assert W.lines("8", legs, [], 0, NAMES, length) == ["Purple 144 back", "to 136"]


def test_the_rest_of_a_split_leaves_out_the_leg_chosen_first():
    legs = codes([(RED, "T10", "T13"), (RED, "T30", "T34")])
    bumps = codes([(BLUE, "T34", "S")])
    rest = W.lines("7", legs, bumps, RED, NAMES, L4, but=legs[0])
    assert rest == ["23 to 27", "bumps Blue"]
