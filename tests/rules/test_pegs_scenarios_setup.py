"""Pegs & Jokers scenarios, bad input: setups, options, cards, moves and seats the rules refuse
with ValueError, leaving the game as it was (docs/rules.md 1.1, docs/architecture.md "The rules API"): among
them hands no deck could hold, places not written as places() writes them, and moves made of
steps that are no steps.
"""
import pytest

from gameboard.rules.pegs import Game, Move
from tests.rules.pegs_support import FOUR_TEAMS, discard, five, play, refused, round_trips, setup


START = ["S"] * 5


def four_seats(**changes):
    """Pegs for seats 0..3 of a 4-sided board, all in START except the seats given (s0=...)."""
    pegs = dict((seat, list(START)) for seat in range(4))
    for name, places in changes.items():
        pegs[int(name[1:])] = places
    return pegs


@pytest.mark.parametrize("places", [["S"] * 4, ["S"] * 6, []])
def test_setup_refuses_a_wrong_number_of_pegs(places):
    """Every seat has exactly 5 pegs."""
    with pytest.raises(ValueError):
        Game.setup(4, four_seats(s1=places), teams=FOUR_TEAMS)


@pytest.mark.parametrize("pegs", [
    four_seats(s0=five("T10 T10")),
    four_seats(s0=five("T10"), s1=five("T10")),
    four_seats(s2=five("H1 H1")),
])
def test_setup_refuses_two_pegs_in_one_hole(pegs):
    """No two pegs share a track hole, nor a seat's HOME hole."""
    with pytest.raises(ValueError):
        Game.setup(4, pegs, teams=FOUR_TEAMS)


def test_setup_accepts_the_same_home_hole_for_different_seats():
    """Each seat has its own HOME, so seats 0 and 1 may both have a peg on H1."""
    g = Game.setup(4, four_seats(s0=five("H1"), s1=five("H1")), teams=FOUR_TEAMS)
    assert sorted(g.places(0)) == sorted(g.places(1)) == ["H1", "S", "S", "S", "S"]


@pytest.mark.parametrize("sides, place", [
    (4, "T72"), (3, "T54"), (8, "T144"), (4, "T-1"), (4, "H6"), (4, "H0"), (4, "X"), (4, "T")])
def test_setup_refuses_a_hole_off_the_board(sides, place):
    """Track holes run T0..T(18N-1), HOME holes H1..H5."""
    pegs = dict((seat, list(START)) for seat in range(sides))
    pegs[0] = five(place)
    with pytest.raises(ValueError):
        Game.setup(sides, pegs)


@pytest.mark.parametrize("sides", [2, 9, 0])
def test_setup_refuses_a_board_size_out_of_range(sides):
    """Boards have 3 to 8 sides."""
    with pytest.raises(ValueError):
        Game.setup(sides, {0: list(START), 1: list(START)})


def test_setup_refuses_a_seat_off_the_board():
    """A 4-sided board has seats 0..3 only."""
    pegs = four_seats()
    pegs[4] = list(START)
    with pytest.raises(ValueError):
        Game.setup(4, pegs)


@pytest.mark.parametrize("teams", [[[0, 1], [1, 2, 3]], [[0, 2], [1, 5]], [[0, 2], [1]]])
def test_setup_refuses_bad_teams(teams):
    """Teams list each seat in play exactly once."""
    with pytest.raises(ValueError):
        Game.setup(4, four_seats(), teams=teams)


def test_setup_refuses_a_turn_for_a_seat_not_in_play():
    """On the 2-player board seat 1 never plays."""
    with pytest.raises(ValueError):
        Game.setup(4, {0: list(START), 2: list(START)}, turn=1)


def test_setup_refuses_an_unknown_card_in_a_hand():
    """Hands hold only A 2..10 J Q K JK."""
    hands = {0: ["5", "X", "3", "4", "6"], 1: ["5"] * 5, 2: ["6"] * 5, 3: ["7"] * 5}
    with pytest.raises(ValueError):
        Game.setup(4, four_seats(), teams=FOUR_TEAMS, hands=hands)


@pytest.mark.parametrize("options", [
    {"decks": 0}, {"decks": 5}, {"layout": "5x5"}, {"colour": "red"}, {"nine_splits": True}])
def test_setup_refuses_unknown_or_out_of_range_options(options):
    """Options are validated: unknown names and values out of range are refused."""
    with pytest.raises(ValueError):
        Game.setup(4, four_seats(), teams=FOUR_TEAMS, **options)


@pytest.mark.parametrize("players, options", [
    (1, {}), (9, {}), (4, {"decks": 0}), (6, {"layout": "4x2"}), (8, {"layout": "3x2"}),
    (4, {"dealer": 4})])
def test_new_refuses_bad_players_or_options(players, options):
    """Game.new takes 2..8 players and valid options only."""
    with pytest.raises(ValueError):
        Game.new(players, 1, **options)


@pytest.mark.parametrize("card", ["1", "11", "0", "B", "joker", ""])
def test_unknown_card_is_refused(card):
    """legal_moves refuses a card label that doesn't exist, and changes nothing."""
    g = setup(4, {0: "T20"}, teams=FOUR_TEAMS)
    refused(g, lambda: g.legal_moves(0, card))


def test_unknown_card_discard_is_refused():
    """Even in real-card mode, a discard must name a real card."""
    g = setup(4, {0: "T20"}, teams=FOUR_TEAMS)
    refused(g, lambda: g.apply(discard("X")))


def test_move_the_card_cannot_make_is_refused():
    """A 5 moving T20 to T26, or a 6 moving it to T25, is not legal."""
    g = setup(4, {0: "T20"}, teams=FOUR_TEAMS)
    refused(g, lambda: g.apply(Move("5", ((0, "T20", "T26"),))))
    refused(g, lambda: g.apply(Move("6", ((0, "T20", "T25"),))))


def test_move_of_a_peg_that_is_not_there_is_refused():
    """Seat 0 has no peg on T30."""
    g = setup(4, {0: "T20"}, teams=FOUR_TEAMS)
    refused(g, lambda: g.apply(Move("5", ((0, "T30", "T35"),))))


def test_move_with_wrong_bumps_is_refused():
    """The legs are legal but the bump list leaves out the opponent on T25."""
    g = setup(4, {0: "T20", 1: "T25"}, teams=FOUR_TEAMS)
    refused(g, lambda: g.apply(Move("5", ((0, "T20", "T25"),))))


def test_move_for_the_wrong_seat_is_refused():
    """Seat 1's legal move is refused while it is seat 0's turn."""
    g = setup(4, {0: "T20", 1: "T30"}, teams=FOUR_TEAMS)
    move = g.legal_moves(1, "5")[0]
    refused(g, lambda: g.apply(move))


def test_stale_move_is_refused():
    """A move already played can't be played again once the turn has passed."""
    g = setup(4, {0: "T20"}, teams=FOUR_TEAMS)
    move = g.legal_moves(0, "5")[0]
    g.apply(move)
    refused(g, lambda: g.apply(move))


def test_seat_off_the_board_is_refused():
    """legal_moves for a seat the board doesn't have is refused."""
    g = setup(4, {0: "T20"}, teams=FOUR_TEAMS)
    refused(g, lambda: g.legal_moves(7, "5"))


def test_refused_move_leaves_the_game_playable():
    """After a refused move the right one still plays."""
    g = setup(4, {0: "T20"}, teams=FOUR_TEAMS)
    refused(g, lambda: g.apply(Move("5", ((0, "T20", "T26"),))))
    play(g, "5", "0:T20>T25")
    assert g.places(0).count("T25") == 1


# ---- hands a position may hold ----

@pytest.mark.parametrize("hands, match", [
    ({0: ["JK"], 2: []}, "more JK"),                         # a 2-player deck has no jokers
    ({0: ["A", "A", "A"], 2: ["A", "A"]}, "more A"),         # one deck has four aces
    ({0: ["2", "3", "4", "5", "6", "7"], 2: []}, "at most 5"),  # a hand holds 5 cards
])
def test_setup_refuses_hands_no_deck_could_deal(hands, match):
    """2 players play one deck without jokers (docs/rules.md 1.2) and hold 5 cards (1.3): hands
    beyond that are no position (and their save would not load: not one whole deck)."""
    with pytest.raises(ValueError, match=match):
        Game.setup(4, {0: five(""), 2: five("")}, hands=hands)


def test_setup_accepts_every_card_of_the_deck_in_the_hands():
    """Four aces between two hands are all the aces of the one deck: a position, and it saves."""
    g = Game.setup(4, {0: five(""), 2: five("")}, hands={0: ["A", "A"], 2: ["A", "A"]})
    assert "A" not in g.draw and round_trips(g)


@pytest.mark.parametrize("place", ["T01", "T00", "T\u0663", "T\uff15", "T 5", "T5.0"])
def test_setup_refuses_a_place_not_written_as_places_writes_it(place):
    """A place has one spelling, "T<n>" with n in plain digits: "T01" is no second name for
    T1, and other scripts' digits (which CPython's isdigit() takes and MicroPython's does not)
    are refused on both runtimes alike."""
    with pytest.raises(ValueError, match="not a place"):
        Game.setup(4, {0: [place, "S", "S", "S", "S"], 2: five("")})


# ---- moves written by hand ----

@pytest.mark.parametrize("legs, bumps", [
    ([(0, "T10", 15)], ()),                           # a place that is not text
    ([(0, "T10")], ()),                               # a step without its end
    ([(0, "T10", "T15", "T20")], ()),                 # a step with one place too many
    ([("0", "T10", "T15")], ()),                      # a seat that is not a number
    ([(0, None, "T15"), (0, "T1", "T2")], ()),        # steps that can't even be sorted
    ([(0, "T10", "T15")], [("seat 1", "T15", "S")]),  # a bump naming no seat
    ([(0, "T10", "T15")], [(1, "T15")]),              # a bump without its end
])
def test_a_move_made_of_steps_that_are_no_steps_is_refused(legs, bumps):
    """Legs and bumps are (seat, from, to) steps: anything else is refused with ValueError
    (not another error), and the game is unchanged."""
    g = setup(4, {0: "T10", 1: "T15", 2: "", 3: ""}, teams=FOUR_TEAMS,
              hands={0: ["5"], 1: [], 2: [], 3: []})
    refused(g, lambda: g.apply(Move("5", legs, bumps)))
