"""The Pegs & Jokers API contract (docs/architecture.md, "Pegs & Jokers:
`gameboard.rules.pegs`"): building games, dealing, turns, must-move and discards, real-card
mode, options, the log, undo, saving, and the refusal of bad
input (ValueError, game unchanged). To the letter of docs/rules.md 1.2 and 1.7: decks card by card,
turn order on every board, saving any position; and apply() takes a legal split, swap or bump
list written in another order as the listed move with the same legs and bumps, since only the
result is the rules' concern."""
import json

import pytest

from gameboard.rules.pegs import Game, Move
from tests.rules.pegs_support import (
    ALL_HOME, EIGHT_PAIRS, FOUR_TEAMS, SIX_PAIRS, discard, refused, round_trips, setup)


TEAMS4 = [[0, 2], [1, 3]]


def start(*seats):
    return dict((s, ["S"] * 5) for s in seats)


# ---- dealing and seating ----

@pytest.mark.parametrize("players, seats, sides", [
    (2, [0, 2], 4), (3, [0, 1, 2], 3), (4, [0, 1, 2, 3], 4), (8, list(range(8)), 8)])
def test_new_game_seats_and_board(players, seats, sides):
    g = Game.new(players, 1)
    assert g.seats == seats and g.sides == sides
    for s in seats:
        assert g.places(s) == ["S"] * 5
        assert len(g.hand(s)) == 5


@pytest.mark.parametrize("players, cards", [(2, 52), (3, 108), (5, 108), (6, 162), (8, 162)])
def test_deck_size_by_player_count(players, cards):
    g = Game.new(players, 3)
    held = sum(len(g.hand(s)) for s in g.seats)
    assert held + len(g.draw) + len(g.discards) == cards
    assert ("JK" in g.draw or any("JK" in g.hand(s) for s in g.seats)) == (players > 2)


def test_decks_option_sets_the_number_of_decks():
    g = Game.new(4, 3, decks=3)
    assert sum(len(g.hand(s)) for s in g.seats) + len(g.draw) == 3 * 54


@pytest.mark.parametrize("players, layout, teams", [
    (4, None, [[0, 2], [1, 3]]), (6, None, [[0, 2, 4], [1, 3, 5]]),
    (6, "3x2", [[0, 3], [1, 4], [2, 5]]), (8, None, [[0, 2, 4, 6], [1, 3, 5, 7]]),
    (8, "4x2", [[0, 4], [1, 5], [2, 6], [3, 7]]), (3, None, None), (5, None, None),
    (7, None, None), (2, None, None)])
def test_default_and_optional_team_layouts(players, layout, teams):
    g = Game.new(players, 1, layout=layout) if layout else Game.new(players, 1)
    assert g.teams == teams


def test_no_teams_option_and_two_colours():
    assert Game.new(4, 1, teams=False).teams is None
    g = Game.new(2, 1, two_colours=True)
    assert g.seats == [0, 1, 2, 3] and g.teams == [[0, 2], [1, 3]]
    assert all(len(g.hand(s)) == 5 for s in g.seats)


def test_player_left_of_the_dealer_starts():
    assert Game.new(4, 1).turn == 0
    assert Game.new(4, 1, dealer=1).turn == 2
    assert Game.new(2, 1, dealer=0).turn == 2


def test_deal_is_one_card_at_a_time_from_the_left_of_the_dealer():
    g = Game.new(3, 9, dealer=1)
    order = g.log[0][1]  # the shuffled draw pile, bottom first: cards are dealt off the top
    assert g.hand(2)[0] == order[-1] and g.hand(0)[0] == order[-2] and g.hand(1)[0] == order[-3]


def test_a_turn_plays_draws_and_passes_left():
    g = Game.new(4, 5)
    seat = g.turn
    move = g.legal_moves(seat)[0]
    top = g.draw[-1]
    g.apply(move)
    assert g.discards[-1] == move.card
    assert g.hand(seat)[-1] == top and len(g.hand(seat)) == 5
    assert g.turn == 1


def test_reshuffle_of_all_discards_when_the_pile_runs_out_is_logged():
    g = Game.setup(4, start(0, 2), hands={0: ["A"], 2: ["K"]}, decks=1)
    g.discards, g.draw = g.draw, []  # every other card has been played
    pile = sorted(g.discards + ["A"])
    g = Game.from_dict(dict(g.to_dict(), start=None))  # the game starts from these piles
    g.apply(g.legal_moves(0, "A")[0])
    assert g.log[-1][0] == "shuffle" and sorted(g.log[-1][1]) == pile
    assert len(g.draw) == len(pile) - 1 and g.discards == [] and len(g.hand(0)) == 1
    assert g.replay().to_dict() == g.to_dict()


def test_undo_puts_back_the_drawn_card_and_the_reshuffle():
    g = Game.setup(4, start(0, 2), hands={0: ["A"], 2: ["K"]}, decks=1)
    g.draw = []
    g.discards = ["5", "6", "7"]
    before = g.to_dict()
    g.apply(g.legal_moves(0, "A")[0])
    g.undo()
    assert g.to_dict()["draw"] == [] and g.discards == ["5", "6", "7"]
    assert g.to_dict() == before


def test_undo_of_nothing_is_refused():
    g = Game.new(4, 2)
    refused(g, g.undo, "no move to undo")


# ---- must-move and discards ----

def test_must_move_offers_every_card_that_has_a_move_and_no_discard():
    g = Game.setup(4, {0: ["T10", "S", "S", "S", "S"], 1: ["S"] * 5}, teams=None,
                   hands={0: ["5", "K", "8"], 1: []})
    cards = set(m.card for m in g.legal_moves(0))
    assert cards == {"5", "K", "8"} and all(m.legs for m in g.legal_moves(0))


def test_discard_refused_while_a_card_can_move():
    g = Game.setup(4, {0: ["T10", "S", "S", "S", "S"], 2: ["S"] * 5},
                   hands={0: ["5", "3"], 2: []})
    refused(g, lambda: g.apply(Move("3")), "must move")


def test_only_discards_when_no_card_moves_one_per_distinct_card():
    g = Game.setup(4, start(0, 2), hands={0: ["5", "5", "8"], 2: []})
    assert sorted(m.card for m in g.legal_moves(0)) == ["5", "8"]
    assert all(not m.legs and not m.bumps for m in g.legal_moves(0))
    g.apply(Move("5"))
    assert g.hand(0)[:2] == ["5", "8"] and g.discards[-1] == "5" and g.turn == 2


def test_legal_moves_of_one_card_does_not_check_the_hand():
    g = Game.setup(4, start(0, 2), hands={0: ["5"], 2: []})
    assert [str(m) for m in g.legal_moves(0, "A")] == ["A: S->T8"]


def test_a_card_not_in_the_hand_is_refused():
    g = Game.setup(4, start(0, 2), hands={0: ["5"], 2: []})
    refused(g, lambda: g.apply(g.legal_moves(0, "A")[0]), "does not hold")


# ---- real-card mode ----

def test_real_card_mode_has_no_hands_and_any_card_may_be_named():
    g = Game.new(4, 1, real_cards=True)
    assert g.hand(0) == [] and g.draw == []
    assert set(m.card for m in g.legal_moves(0)) == {"A", "J", "Q", "K"}
    g.apply(g.legal_moves(0, "K")[0])
    assert g.places(0).count("T8") == 1 and g.turn == 1


def test_real_card_mode_always_accepts_a_discard():
    g = Game.setup(4, {0: ["T10", "S", "S", "S", "S"], 2: ["S"] * 5})
    g.apply(Move("5"))
    assert g.turn == 2 and g.places(0)[0] == "T10"
    assert g.log[-1][2] == Move("5")


def test_real_card_undo_and_replay():
    g = Game.new(3, 4, real_cards=True)
    first = g.to_dict()
    g.apply(g.legal_moves(0, "A")[0])
    assert g.replay().to_dict() == g.to_dict()
    g.undo()
    assert g.to_dict() == first


# ---- options ----

def test_nine_must_split_removes_the_whole_nine():
    pegs = {0: ["T10", "T30", "S", "S", "S"], 2: ["S"] * 5}
    plain = Game.setup(4, pegs, hands={0: ["9"], 2: []})
    split = Game.setup(4, pegs, hands={0: ["9"], 2: []}, nine_split=True)
    whole = [m for m in plain.legal_moves(0, "9") if len(m.legs) == 1]
    assert len(whole) == 2
    assert set(split.legal_moves(0, "9")) == set(plain.legal_moves(0, "9")) - set(whole)


@pytest.mark.parametrize("card, hole", [("J", "T21"), ("Q", "T22"), ("K", "T23")])
def test_royals_count_eleven_twelve_thirteen(card, hole):
    g = Game.setup(4, {0: ["T10", "H1", "H2", "H3", "H4"], 2: ["S"] * 5}, royals_count=True)
    assert [m.legs for m in g.legal_moves(0, card)] == [((0, "T10", hole),)]


@pytest.mark.parametrize("options, match", [
    ({"decks": 0}, "decks"), ({"decks": 5}, "decks"), ({"decks": "2"}, "decks"),
    ({"layout": "3x3"}, "layout"), ({"nine_split": 1}, "nine_split"),
    ({"speed": 3}, "unknown option"), ({"dealer": 5}, "dealer"),
    ({"real_cards": "yes"}, "real_cards")])
def test_options_out_of_range_are_refused(options, match):
    with pytest.raises(ValueError, match=match):
        Game.new(4, 1, **options)


@pytest.mark.parametrize("players, options", [
    (4, {"layout": "2x3"}), (5, {"layout": "2x4"}), (4, {"two_colours": True}), (1, {}),
    (9, {})])
def test_options_that_do_not_fit_the_player_count_are_refused(players, options):
    with pytest.raises(ValueError):
        Game.new(players, 1, **options)


def test_two_colours_without_teams_is_refused():
    # Two colours each is played exactly as a 2-team game (docs/rules.md 1.2): no teams would
    # make a player's own colours opponents.
    with pytest.raises(ValueError, match="2-team game"):
        Game.new(2, 1, teams=False, two_colours=True)
    assert Game.new(2, 1, two_colours=True).teams == [[0, 2], [1, 3]]


# ---- setup validation ----

@pytest.mark.parametrize("sides, pegs, teams, match", [
    (4, {0: ["S"] * 4, 2: ["S"] * 5}, None, "exactly 5"),
    (4, {0: ["S"] * 6, 2: ["S"] * 5}, None, "exactly 5"),
    (4, {0: ["T5", "T5", "S", "S", "S"], 2: ["S"] * 5}, None, "two pegs"),
    (4, {0: ["T5", "S", "S", "S", "S"], 2: ["T5", "S", "S", "S", "S"]}, None, "two pegs"),
    (4, {0: ["T72", "S", "S", "S", "S"], 2: ["S"] * 5}, None, "off the board"),
    (4, {0: ["H2", "H2", "S", "S", "S"], 2: ["S"] * 5}, None, "two pegs in H2"),
    (4, {0: ["H6", "S", "S", "S", "S"], 2: ["S"] * 5}, None, "not a place"),
    (4, {0: ["X", "S", "S", "S", "S"], 2: ["S"] * 5}, None, "not a place"),
    (4, {0: ["S"] * 5, 4: ["S"] * 5}, None, "not on a 4-sided board"),
    (2, {0: ["S"] * 5, 1: ["S"] * 5}, None, "3 to 8 sides"),
    (9, {0: ["S"] * 5, 1: ["S"] * 5}, None, "3 to 8 sides"),
    (4, start(0, 1, 2, 3), [[0, 2], [1]], "in no team"),
    (4, start(0, 1, 2, 3), [[0, 2], [1, 3, 0]], "more than one team"),
    (4, start(0, 1, 2, 3), [[0, 2], [1, 5]], "not in play"),
    (4, start(0, 1, 2, 3), [[0, 1, 2, 3]], "at least two"),
    (4, start(0, 2), "0,2", "at least two"),
])
def test_bad_setups_are_refused(sides, pegs, teams, match):
    with pytest.raises(ValueError, match=match):
        Game.setup(sides, pegs, teams=teams)


def test_setup_refuses_a_turn_or_hand_for_a_seat_not_in_play():
    with pytest.raises(ValueError, match="turn"):
        Game.setup(4, start(0, 2), turn=1)
    with pytest.raises(ValueError, match="not in play"):
        Game.setup(4, start(0, 2), hands={0: ["A"], 1: ["A"]})
    with pytest.raises(ValueError, match="unknown card"):
        Game.setup(4, start(0, 2), hands={0: ["A", "11"]})


# ---- refusing bad moves ----

def test_unknown_card_is_refused():
    g = Game.new(4, 1)
    refused(g, lambda: g.legal_moves(0, "1"), "unknown card")
    refused(g, lambda: g.apply(Move("Z")), "unknown card")


def test_move_for_the_wrong_seat_is_refused():
    g = Game.setup(4, start(0, 1, 2, 3), teams=TEAMS4, hands={0: ["A"], 1: ["A"]})
    refused(g, lambda: g.apply(g.legal_moves(1, "A")[0]), "not a legal move")


def test_stale_move_is_refused():
    g = Game.setup(4, start(0, 2), hands={0: ["A", "A"], 2: ["A", "A"]})
    old = g.legal_moves(0, "A")[0]
    g.apply(old)
    g.apply(g.legal_moves(2, "A")[0])
    refused(g, lambda: g.apply(old), "not a legal move")


def test_illegal_hand_made_move_is_refused_and_a_legal_one_accepted():
    g = Game.setup(4, {0: ["T10", "S", "S", "S", "S"], 2: ["S"] * 5}, hands={0: ["5"], 2: []})
    refused(g, lambda: g.apply(Move("5", [(0, "T10", "T16")])), "not a legal move")
    refused(g, lambda: g.apply(Move("5", [(0, "T10", "T15")], [(2, "T15", "S")])), "not a legal")
    g.apply(Move("5", [(0, "T10", "T15")]))
    assert g.places(0)[0] == "T15"


def test_no_move_after_the_game_is_won():
    g = Game.setup(4, {0: ["H2", "H3", "H4", "H5", "T2"], 2: ["S"] * 5},
                   hands={0: ["2"], 2: ["A"]})
    g.apply(g.legal_moves(0, "2")[0])
    assert g.winner() == 0 and g.legal_moves(2) == []
    refused(g, lambda: g.apply(Move("A", [(2, "S", "T44")])), "game is over")


def test_apply_refuses_what_is_not_a_move():
    g = Game.new(4, 1)
    refused(g, lambda: g.apply("A: S->T8"), "takes a Move")


# ---- winning ----

def test_team_wins_only_when_every_member_is_home():
    g = Game.setup(4, {0: ["H2", "H3", "H4", "H5", "T2"], 2: ["H2", "H3", "H4", "H5", "T38"],
                       1: ["S"] * 5, 3: ["S"] * 5}, teams=TEAMS4,
                   hands={0: ["2", "A"], 1: ["2"], 2: ["2"], 3: ["2"]})
    g.apply(g.legal_moves(0, "2")[0])
    assert g.winner() is None
    g.apply(Move("2"))
    g.apply(g.legal_moves(2, "2")[0])
    assert g.winner() == 0


# ---- saving and the log ----

def test_to_dict_is_json_safe_and_round_trips():
    import json
    g = Game.new(6, 11)
    for _ in range(30):
        g.apply(g.legal_moves(g.turn)[0])
    d = g.to_dict()
    assert json.loads(json.dumps(d)) == d
    assert Game.from_dict(json.loads(json.dumps(d))).to_dict() == d


def _saved(game):
    """The JSON text a save writes of the game (savefile.py's pieces of to_dict(streamed=True)),
    and its pieces."""
    from gameboard.savefile import pieces
    out = []
    pieces(game.to_dict(streamed=True), out.append)
    return b"".join(out), out


def _hex(labels):
    from gameboard.rules.pegs.cards import INDEX
    return bytes([INDEX[c] for c in labels]).hex()


@pytest.mark.parametrize("players, moves", [(6, 0), (6, 1), (6, 30), (6, 400), (2, 80)])
def test_a_save_holds_piles_and_hands_as_hex_and_pegs_as_a_text_a_seat(players, moves):
    # 0 moves: the deal alone; 400 moves of a 6-player game fill several 512-byte log chunks
    # and reshuffle; 2 players: one deck, no jokers
    g = Game.new(players, 5)
    for _ in range(moves):
        if g.winner() is not None:
            break
        g.apply(g.legal_moves(g.turn)[0])
    plain = g.to_dict()
    text, pieces = _saved(g)
    saved = json.loads(text)
    for d, whole in ((saved, plain), (saved["start"], plain["start"])):
        assert d["draw"] == _hex(whole["draw"]) and d["discards"] == _hex(whole["discards"])
        assert d["hands"] == [_hex(h) for h in whole["hands"]]
        assert d["pegs"] == [" ".join(p) for p in whole["pegs"]]
    assert saved["log"] == plain["log"]
    # streamed a few hundred bytes at a time: a log piece, or 64 cards of a pile
    assert max([len(p) for p in pieces]) <= 300
    assert Game.from_dict(saved).to_dict() == plain


def test_a_save_reads_back_to_the_game_that_plays_on_alike():
    g = Game.new(8, 9)
    for _ in range(60):
        g.apply(g.legal_moves(g.turn)[0])
    back = Game.from_dict(json.loads(_saved(g)[0]))
    for _ in range(40):
        assert back.legal_moves(back.turn) == g.legal_moves(g.turn)
        move = g.legal_moves(g.turn)[-1]
        g.apply(move)
        back.apply(move)
    assert back.to_dict() == g.to_dict()
    assert back.replay().to_dict() == g.to_dict()


def test_an_empty_pile_is_saved_as_an_empty_text():
    g = Game.setup(4, {0: ["S"] * 5, 2: ["S"] * 5}, hands={0: ["A"], 2: ["K"]})
    assert g.discards == []
    assert b"".join(g.to_dict(streamed=True)["discards"].json_pieces()) == b'""'
    assert json.loads(_saved(g)[0])["discards"] == ""


def test_from_dict_refuses_damaged_data():
    d = Game.new(4, 1).to_dict()
    for key in ("pegs", "seats", "turn"):
        broken = dict(d)
        del broken[key]
        with pytest.raises(ValueError):
            Game.from_dict(broken)
    broken = dict(d)
    broken["draw"] = d["draw"][:-1] + ["ZZ"]
    with pytest.raises(ValueError):
        Game.from_dict(broken)


def test_the_log_holds_every_shuffle_and_move_in_order():
    g = Game.new(4, 8)
    played = []
    for _ in range(12):
        seat = g.turn
        move = g.legal_moves(seat)[-1]
        played.append(("move", seat, move))
        g.apply(move)
    log = g.log
    assert log[0][0] == "shuffle" and log[1] == ("deal", 3)
    assert [e for e in log if e[0] == "move"] == played


def test_move_text_and_equality():
    m = Move("7", [(0, "T10", "T13"), (0, "T20", "T24")])
    assert str(m) == "7: T10->T13, T20->T24"
    assert m == Move("7", ((0, "T10", "T13"), (0, "T20", "T24")), ())
    assert m != Move("7", [(0, "T20", "T24"), (0, "T10", "T13")])
    assert len(set([m, Move("7", [(0, "T10", "T13"), (0, "T20", "T24")])])) == 1
    assert str(Move("5")) == "5: discard"
    g = Game.setup(4, {0: ["S"] * 5, 1: ["T8", "S", "S", "S", "S"]}, teams=None)
    assert str(g.legal_moves(0, "JK")[0]) == "JK: S->T8 bumps seat 1 T8->S"


def test_a_save_with_a_card_too_many_or_too_few_is_refused():
    g = Game.new(4, 3)
    for change in (lambda d: d["draw"].append("A"), lambda d: d["discards"].append("JK"),
                   lambda d: d["hands"][0].pop()):
        d = g.to_dict()
        change(d)
        with pytest.raises(ValueError, match="not one whole deck"):
            Game.from_dict(d)


def test_a_save_with_one_card_in_place_of_another_is_refused():
    # The count is right, the deck is not: a Joker too many and an Ace too few.
    d = Game.new(4, 3).to_dict()
    d["draw"][d["draw"].index("A")] = "JK"
    with pytest.raises(ValueError, match="not one whole deck"):
        Game.from_dict(d)


def test_a_saved_pile_that_is_not_a_list_of_cards_is_refused():
    d = Game.new(4, 3).to_dict()
    d["draw"] = len(d["draw"])
    with pytest.raises(ValueError, match="a saved pile must be a list"):
        Game.from_dict(d)


@pytest.mark.parametrize("key, text, reason", [
    ("draw", "J79Q", "not hex text"), ("discards", "0e", "unknown card number 14"),
    ("hands", "0a0b0c", "unknown card|not one whole deck")])
def test_a_save_s_text_of_cards_that_is_no_cards_is_refused(key, text, reason):
    d = json.loads(_saved(Game.new(4, 3))[0])
    d[key] = [text] * len(d["hands"]) if key == "hands" else text
    with pytest.raises(ValueError, match=reason):
        Game.from_dict(d)


def test_a_save_s_pegs_text_of_other_than_five_places_is_refused():
    d = json.loads(_saved(Game.new(4, 3))[0])
    d["pegs"][0] = "S S S S"
    with pytest.raises(ValueError, match="needs exactly 5 pegs"):
        Game.from_dict(d)


def test_a_read_back_save_holds_the_decks_own_labels():
    # A save read back (json) gives every card its own string; the game keeps the deck's
    # labels instead, in its hands and in its first position (which a long game keeps to the
    # end: 162 cards with 8 players), so a resumed game takes no more heap than one dealt.
    from gameboard.rules.pegs.cards import INDEX, LABELS
    g = Game.new(8, 4)
    for _ in range(20):
        g.apply(g.legal_moves(g.turn)[0])
    back = Game.from_dict(json.loads(json.dumps(g.to_dict())))
    start = back.to_dict()["start"]
    held = start["discards"] + [c for s in back.seats for c in back.hand(s)]
    assert len(held) > 162
    assert all([c is LABELS[INDEX[c]] for c in held])
    assert back.to_dict() == g.to_dict()


def test_a_split_written_in_the_other_order_plays_as_the_listed_one():
    """docs/rules.md 1.5: a split is legal if some order works. Written T10 first (the order that
    would cross T12), it is still the legal split and plays, logged in the working order."""
    g = setup(4, {0: "T10 T12", 2: ""}, teams=None)
    g.apply(Move("7", [(0, "T10", "T13"), (0, "T12", "T16")]))
    assert sorted(g.places(0)) == sorted(["T13", "T16", "S", "S", "S"])
    assert g.log[-1][2].legs == ((0, "T12", "T16"), (0, "T10", "T13"))
    assert g.replay().to_dict() == g.to_dict()


def test_a_swap_and_a_bump_list_written_in_any_order_play():
    """The swap's two pegs, or a teammate bump's two entries, listed the other way round."""
    g = setup(4, {0: "T20", 1: "T30", 2: "", 3: ""}, teams=FOUR_TEAMS)
    g.apply(Move("2", [(1, "T30", "T20"), (0, "T20", "T30")]))
    assert g.places(0)[0] == "T30" and g.places(1)[0] == "T20"
    g = setup(4, {0: "T10", 2: "T15", 3: "T39", 1: ""}, teams=FOUR_TEAMS)
    g.apply(Move("5", [(0, "T10", "T15")], [(2, "T15", "T39"), (3, "T39", "S")]))
    assert g.places(2)[0] == "T39" and g.places(3)[0] == "S"


RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def every_card(game):
    """Every card of a dealt game: draw pile, discards and hands."""
    held = game.draw + game.discards
    for seat in game.seats:
        held += game.hand(seat)
    return held


# ---- decks (docs/rules.md 1.2) ----

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


# ---- turns (docs/rules.md 1.2: play goes clockwise) ----

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
