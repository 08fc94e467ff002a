"""Pegs & Jokers scenarios, house-rule options (docs/rules.md 1.2, 1.3): "9 must split", "J/Q/K count
11/12/13", team layouts, two colours, the dealer. 4 sides: seat 0's in-spot T3, come-out T8.
"""
import pytest

from gameboard.rules.pegs import Game

from tests.rules.pegs_support import FOUR_TEAMS, moves, outcomes, setup


def test_nine_must_split_drops_the_whole_nine():
    """With nine_split, only the splits of the 9 are legal."""
    g = setup(4, {0: "H1 T30"}, teams=FOUR_TEAMS, nine_split=True)
    assert outcomes(g, 0, "9") == moves(
        "0:H1>H2 0:T30>T22", "0:H1>H3 0:T30>T23", "0:H1>H4 0:T30>T24", "0:H1>H5 0:T30>T25")


def test_nine_must_split_with_one_peg_has_no_move():
    """With nine_split, a single peg off START can't play a 9 at all."""
    g = setup(4, {0: "T30"}, teams=FOUR_TEAMS, nine_split=True)
    assert outcomes(g, 0, "9") == set()


def test_nine_must_split_off_by_default():
    """By default the whole 9 is legal."""
    g = setup(4, {0: "T30"}, teams=FOUR_TEAMS)
    assert outcomes(g, 0, "9") == moves("0:T30>T39")


@pytest.mark.parametrize("card, hole", [("J", "T31"), ("Q", "T32"), ("K", "T33")])
def test_royals_count_eleven_twelve_thirteen(card, hole):
    """With royals_count, J/Q/K move 11/12/13 and still bring a peg out."""
    g = setup(4, {0: "T20"}, teams=FOUR_TEAMS, royals_count=True)
    assert outcomes(g, 0, card) == moves("0:S>T8", "0:T20>" + hole)


@pytest.mark.parametrize("royals, expected", [(False, "0:T65>T3"), (True, "0:T65>H3")])
def test_royals_count_changes_home_entry(royals, expected):
    """From T65 the in-spot T3 is 10 away: a K (10) stops on it, a K counting 13 goes to H3."""
    g = setup(4, {0: "T65"}, teams=FOUR_TEAMS, royals_count=royals)
    assert outcomes(g, 0, "K") == moves("0:S>T8", expected)


def test_ace_still_counts_one_with_royals_count():
    """royals_count leaves the A as 1 or come out."""
    g = setup(4, {0: "T20"}, teams=FOUR_TEAMS, royals_count=True)
    assert outcomes(g, 0, "A") == moves("0:S>T8", "0:T20>T21")


def team_lists(game):
    return None if game.teams is None else [sorted(t) for t in game.teams]


@pytest.mark.parametrize("players, options, teams", [
    (4, {}, [[0, 2], [1, 3]]),
    (6, {}, [[0, 2, 4], [1, 3, 5]]),
    (6, {"layout": "3x2"}, [[0, 3], [1, 4], [2, 5]]),
    (8, {}, [[0, 2, 4, 6], [1, 3, 5, 7]]),
    (8, {"layout": "4x2"}, [[0, 4], [1, 5], [2, 6], [3, 7]]),
    (2, {"two_colours": True}, [[0, 2], [1, 3]]),
    (2, {}, None),
    (3, {}, None),
    (4, {"teams": False}, None),
])
def test_team_layouts(players, options, teams):
    """Default and optional team layouts of docs/rules.md 1.2, and no teams."""
    g = Game.new(players, 7, **options)
    assert team_lists(g) == teams


@pytest.mark.parametrize("players, options, seats", [
    (2, {}, [0, 2]), (2, {"two_colours": True}, [0, 1, 2, 3]), (5, {}, [0, 1, 2, 3, 4])])
def test_seats_in_play(players, options, seats):
    """2 players sit at sides 0 and 2 of a 4-sided board (all four with two colours)."""
    g = Game.new(players, 7, **options)
    assert sorted(g.seats) == seats
    assert g.sides == (4 if players == 2 else players)


@pytest.mark.parametrize("players, dealer, first", [
    (4, None, 0), (4, 1, 2), (4, 3, 0), (2, 0, 2), (2, 2, 0), (2, None, 0)])
def test_player_left_of_the_dealer_starts(players, dealer, first):
    """The seat after the dealer, clockwise, plays first (by default the first seat)."""
    g = Game.new(players, 7, dealer=dealer)
    assert g.turn == first


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7, 8])
def test_deal_five_cards_each(players):
    """Each player is dealt 5 cards."""
    g = Game.new(players, 11)
    assert [len(g.hand(seat)) for seat in g.seats] == [5] * players


def test_two_players_deal_from_one_deck_without_jokers():
    """2 players use one deck without jokers: no Joker in any dealt hand, over many deals."""
    for seed in range(1, 31):
        g = Game.new(2, seed)
        assert all("JK" not in g.hand(seat) for seat in g.seats)
