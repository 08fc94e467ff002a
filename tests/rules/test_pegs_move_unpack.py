"""Packed moves as the app reads them: `move.unpack` of each packed step is the (seat, from, to)
of the Move the core makes of it, places as board codes: a leg, a bump, a split's two legs, a
swap, a Joker, a partner's peg; and every packed move of every card in random positions, read
both ways (as a tuple, and into a bytearray)."""
import pytest

from gameboard.rules.pegs import Game
from gameboard.rules.pegs.board import START, place_code
from gameboard.rules.pegs.cards import LABELS
from gameboard.rules.pegs.move import unpack
from tests.rules.pegs_positions import random_game

TEAMS = [[0, 2], [1, 3]]


def unpacked(game, seat, card):
    """Each packed move of the card as (legs, bumps) of (seat, from, to) codes via unpack,
    beside the same from its Move's legs and bumps."""
    length = 18 * game.sides
    out = []
    for raw in game.packed_moves(seat, card):
        m = game.move_of(seat, card, raw)
        steps = [unpack(step) for step in raw[2:]]
        coded = [(s, place_code(a, length), place_code(b, length)) for s, a, b in m.legs + m.bumps]
        out.append((steps[:raw[1]], steps[raw[1]:], coded[:len(m.legs)], coded[len(m.legs):]))
    return out


def moves_unpacked(game, seat, card):
    return [(legs, bumps) for legs, bumps, _, _ in unpacked(game, seat, card)]


def test_a_leg_unpacks_to_its_seat_and_places():
    g = Game.setup(4, {0: ["T10", "S", "S", "S", "S"], 1: ["S"] * 5}, turn=0)
    assert moves_unpacked(g, 0, "5") == [([(0, 10, 15)], [])]


def test_a_bump_unpacks_after_the_legs():
    g = Game.setup(4, {0: ["T10", "S", "S", "S", "S"], 1: ["T15", "S", "S", "S", "S"]}, turn=0)
    assert moves_unpacked(g, 0, "5") == [([(0, 10, 15)], [(1, 15, START)])]


def test_coming_out_and_home_places_unpack_to_their_codes():
    g = Game.setup(4, {0: ["T2", "S", "S", "S", "S"], 1: ["S"] * 5}, turn=0)
    assert ([(0, START, 8)], []) in moves_unpacked(g, 0, "A")      # S -> T8
    assert ([(0, 2, START + 1)], []) in moves_unpacked(g, 0, "2")  # T2 -> H1 past the in-spot


def test_a_split_seven_unpacks_both_legs():
    g = Game.setup(4, {0: ["T10", "T30", "S", "S", "S"], 1: ["S"] * 5}, turn=0)
    assert ([(0, 10, 13), (0, 30, 34)], []) in moves_unpacked(g, 0, "7")


def test_a_swap_unpacks_both_pegs():
    g = Game.setup(4, {0: ["T10", "S", "S", "S", "S"], 1: ["T20", "S", "S", "S", "S"]}, turn=0)
    assert ([(0, 10, 20), (1, 20, 10)], []) in moves_unpacked(g, 0, "2")


def test_a_joker_and_a_partner_bump_unpack_their_seats():
    g = Game.setup(4, {0: ["T10", "T40", "S", "S", "S"], 1: ["T20", "S", "S", "S", "S"],
                       2: ["T15", "S", "S", "S", "S"], 3: ["S"] * 5}, teams=TEAMS, turn=0)
    assert ([(0, 40, 20)], [(1, 20, START)]) in moves_unpacked(g, 0, "JK")
    assert ([(0, 10, 15)], [(2, 15, 39)]) in moves_unpacked(g, 0, "5")  # the partner ahead


@pytest.mark.parametrize("seed", range(12))
def test_every_packed_move_unpacks_to_its_move(seed):
    g = random_game(seed, real_cards=True)
    out = bytearray(3)
    for card in LABELS:
        for legs, bumps, move_legs, move_bumps in unpacked(g, g.turn, card):
            assert (legs, bumps) == (move_legs, move_bumps), (seed, card)
        for raw in g.packed_moves(g.turn, card):
            for step in raw[2:]:
                unpack(step, out)
                assert tuple(out) == unpack(step)
