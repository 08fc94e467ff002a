"""RULES.md 1.2, 1.3, 1.6 and 1.7 read to the letter, and the API promises around them
(DESIGN.md "The rules API", notes/pegs_contract.md), where the other files leave gaps: decks
card by card, hands no deck could hold, discards, turn order on every board, must-move that
only a split's handover satisfies, winners of every team layout, and saving any position.
"""
import json

import pytest

from gameboard.rules.pegs import Game, Move

from tests.rules.pegs_support import (
    ALL_HOME, EIGHT_PAIRS, FOUR_TEAMS, SIX_PAIRS, discard, five, hand_moves, hand_outcomes,
    play, refused, setup)

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def every_card(game):
    """Every card of a dealt game: draw pile, discards and hands."""
    held = game.draw + game.discards
    for seat in game.seats:
        held += game.hand(seat)
    return held


def round_trips(game):
    """to_dict() as JSON text and back gives a game that saves the same."""
    d = json.loads(json.dumps(game.to_dict()))
    return Game.from_dict(d).to_dict() == game.to_dict()


# ---- decks (RULES.md 1.2) ----

@pytest.mark.parametrize("players, per_rank, jokers", [
    (2, 4, 0), (3, 8, 4), (4, 8, 4), (5, 8, 4), (6, 12, 6), (7, 12, 6), (8, 12, 6)])
def test_deck_holds_every_rank_of_its_decks_and_their_jokers(players, per_rank, jokers):
    """2 players: one deck, no jokers; 3-5: two decks and 4 jokers; 6-8: three and 6."""
    held = every_card(Game.new(players, 17))
    assert [held.count(rank) for rank in RANKS] == [per_rank] * 13
    assert held.count("JK") == jokers


def test_two_colours_deal_one_deck_without_jokers_to_four_hands():
    """Two colours each is still a 2-player game: one deck, no jokers, 5 cards per colour."""
    g = Game.new(2, 5, two_colours=True)
    held = every_card(g)
    assert len(held) == 52 and "JK" not in held
    assert [len(g.hand(s)) for s in g.seats] == [5, 5, 5, 5]


# ---- hands a position may hold ----

@pytest.mark.parametrize("hands, match", [
    ({0: ["JK"], 2: []}, "more JK"),                         # a 2-player deck has no jokers
    ({0: ["A", "A", "A"], 2: ["A", "A"]}, "more A"),         # one deck has four aces
    ({0: ["2", "3", "4", "5", "6", "7"], 2: []}, "at most 5"),  # a hand holds 5 cards
])
def test_setup_refuses_hands_no_deck_could_deal(hands, match):
    """2 players play one deck without jokers (RULES.md 1.2) and hold 5 cards (1.3): hands
    beyond that are no position (and their save would not load: not one whole deck)."""
    with pytest.raises(ValueError, match=match):
        Game.setup(4, {0: five(""), 2: five("")}, hands=hands)


def test_setup_accepts_every_card_of_the_deck_in_the_hands():
    """Four aces between two hands are all the aces of the one deck: a position, and it saves."""
    g = Game.setup(4, {0: five(""), 2: five("")}, hands={0: ["A", "A"], 2: ["A", "A"]})
    assert "A" not in g.draw and round_trips(g)


@pytest.mark.parametrize("sides, pegs, teams, hands, options", [
    (4, {0: "T10 H1", 2: "T40"}, None, {0: ["A", "7"], 2: ["9"]}, {}),
    (4, {0: "T10", 1: "T3", 2: "", 3: ALL_HOME}, FOUR_TEAMS,
     {0: ["JK", "JK"], 1: [], 2: ["K"], 3: ["2", "2", "2"]}, {"decks": 1}),
    (6, {0: "T100", 3: "T1 H5"}, SIX_PAIRS, {0: ["9", "9"], 1: ["JK"]},
     {"nine_split": True, "royals_count": True}),
    (8, {0: ALL_HOME, 4: "T140 H1 H2 H3 H4"}, EIGHT_PAIRS, None, {}),
    (5, {0: ALL_HOME, 1: "T20"}, None, {0: [], 1: ["5"]}, {}),
])
def test_any_accepted_position_round_trips(sides, pegs, teams, hands, options):
    """Whatever setup accepts, to_dict/from_dict (through JSON) keeps exactly."""
    g = setup(sides, pegs, teams=teams, hands=hands, **options)
    assert round_trips(g)


@pytest.mark.parametrize("place", ["T01", "T00", "T\u0663", "T\uff15", "T 5", "T5.0"])
def test_setup_refuses_a_place_not_written_as_places_writes_it(place):
    """A place has one spelling, "T<n>" with n in plain digits: "T01" is no second name for
    T1, and other scripts' digits (which CPython's isdigit() takes and MicroPython's does not)
    are refused on both runtimes alike."""
    with pytest.raises(ValueError, match="not a place"):
        Game.setup(4, {0: [place, "S", "S", "S", "S"], 2: five("")})


@pytest.mark.parametrize("damage", [
    lambda d: d["hands"].pop(),                 # a seat without its hand
    lambda d: d["hands"].append(["A"]),         # a hand for no seat
    lambda d: d.__setitem__("hands", None),     # dealt, yet no hands
    lambda d: d.__setitem__("start", 7),        # the first position is no position
])
def test_from_dict_refuses_a_save_that_does_not_fit_together(damage):
    g = Game.new(4, 6)
    g.apply(g.legal_moves(g.turn)[0])
    d = json.loads(json.dumps(g.to_dict()))
    damage(d)
    with pytest.raises(ValueError):
        Game.from_dict(d)


def test_clone_plays_on_apart_from_the_game_and_from_dict_plays_the_same():
    """A clone (or a game loaded from JSON) plays on exactly as the game would, and moving it
    leaves the game where it was."""
    g = Game.new(4, 21)
    for _ in range(40):
        g.apply(g.legal_moves(g.turn)[0])
    saved = g.to_dict()
    copy = g.clone()
    loaded = Game.from_dict(json.loads(json.dumps(saved)))
    for _ in range(40):
        for game in (copy, loaded):
            game.apply(game.legal_moves(game.turn)[-1])
    assert g.to_dict() == saved
    assert copy.to_dict() == loaded.to_dict()


def test_undo_back_to_the_deal():
    """Every move undone, one at a time, leads back to the game as dealt."""
    g = Game.new(3, 8)
    dealt = g.to_dict()
    for _ in range(25):
        g.apply(g.legal_moves(g.turn)[0])
    for _ in range(25):
        g.undo()
    assert g.to_dict() == dealt


# ---- discards (RULES.md 1.3) ----

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


# ---- turns (RULES.md 1.2: play goes clockwise) ----

@pytest.mark.parametrize("players", [3, 5, 6, 7, 8])
def test_turns_go_round_every_seat_clockwise(players):
    """Each seat discards in turn (real cards): 0, 1, .., N-1 and back to 0."""
    g = Game.new(players, 1, real_cards=True)
    order = []
    for _ in range(players + 1):
        order.append(g.turn)
        g.apply(discard("5"))
    assert order == list(range(players)) + [0]


def test_dealer_on_the_last_seat_means_seat_0_starts():
    """The player left of the dealer starts: the dealer at seat 6 of 7, so seat 0."""
    assert Game.new(7, 2, dealer=6).turn == 0
    assert Game.new(7, 2, dealer=3).turn == 4


# ---- winners (RULES.md 1.6) ----

@pytest.mark.parametrize("sides, teams, finishing, team_index", [
    (6, SIX_PAIRS, (1, 4), 1), (8, EIGHT_PAIRS, (3, 7), 3), (4, FOUR_TEAMS, (1, 3), 1)])
def test_winner_is_the_index_of_the_team_that_finished(sides, teams, finishing, team_index):
    """The last member of a team brings its last peg HOME with an A: winner() is its team."""
    done, last = finishing
    spot = 18 * last + 3
    g = setup(sides, {done: ALL_HOME, last: "T%d H2 H3 H4 H5" % spot}, teams=teams, turn=last)
    assert g.winner() is None
    play(g, "A", "%d:T%d>H1" % (last, spot))
    assert g.winner() == team_index


def test_no_teams_the_first_seat_home_wins_even_with_a_partner_opposite():
    """8 sides, no teams: seat 4 finishes; seat 0, all HOME already, was the first: it won."""
    g = setup(8, {0: ALL_HOME, 4: "T75 H2 H3 H4 H5"}, turn=4)
    assert g.winner() == 0


def test_seat_home_without_teams_wins_at_once():
    """5 sides, no teams: seat 3 brings its last peg HOME; the game is over for everyone."""
    g = setup(5, {3: "T56 H2 H3 H4 H5", 4: "T70"}, turn=3)
    play(g, "2", "3:T56>H1")
    assert g.winner() == 3
    assert g.legal_moves(4, "5") == [] and g.legal_moves(4) == []
