"""The computer player: its moves are legal at every level, it prefers what the rules reward,
the hard level counts the cards it has seen (and only those), plays for its partner and keeps
the cards worth keeping, and it beats a random player (the level-against-level figures are
tests/test_pegs_player_strength.py)."""
import pytest

from gameboard.rules.pegs import Game
from gameboard.rules.pegs.player import LEVELS, choose_move
from gameboard.rules.pegs.unseen import ONE, hold_chance, unseen
from gameboard.rules.pegs.cards import INDEX
from gameboard.rules.prng import Prng
from tests.rules.pegs_match import wins


def seen(game, discards):
    """The game with `discards` (taken from the draw pile) face up on the discard pile."""
    d = game.to_dict()
    for card in discards:
        d["draw"].remove(card)
    d["discards"] = list(discards)
    return Game.from_dict(d)


def test_beats_a_random_player_in_nine_of_ten_games():
    assert wins(range(20)) >= 18


# ---- what every level but easy prefers (docs/rules.md 1.4-1.5) ----

@pytest.mark.parametrize("level", ["normal", "hard"])
def test_enters_home_rather_than_moving_on(level):
    g = Game.setup(4, {0: ["T1", "T30", "S", "S", "S"], 2: ["S"] * 5}, hands={0: ["4"], 2: []})
    assert choose_move(g, 0, Prng(1), level).legs == ((0, "T1", "H2"),)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_bumps_an_opponent_rather_than_stepping_past(level):
    g = Game.setup(4, {0: ["T20", "T50", "S", "S", "S"], 2: ["T55", "S", "S", "S", "S"]},
                   hands={0: ["5"], 2: []})
    assert choose_move(g, 0, Prng(1), level).bumps == ((2, "T55", "S"),)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_comes_out_when_nothing_better(level):
    g = Game.setup(4, {0: ["S"] * 5, 2: ["S"] * 5}, hands={0: ["K", "5"], 2: []})
    assert choose_move(g, 0, Prng(1), level).legs == ((0, "S", "T8"),)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_moves_a_threatened_peg_away_from_an_opponent_behind_it(level):
    # Seat 2's peg at T35 is 5 holes behind T40; a 10 takes it out of reach. T10 is safe.
    g = Game.setup(4, {0: ["T40", "T10", "S", "S", "S"], 2: ["T35", "S", "S", "S", "S"]},
                   hands={0: ["10"], 2: []})
    assert choose_move(g, 0, Prng(1), level).legs == ((0, "T40", "T50"),)


def test_discards_the_card_it_can_best_spare():
    g = Game.setup(4, {0: ["S"] * 5, 2: ["S"] * 5}, hands={0: ["10", "5", "8"], 2: []})
    assert choose_move(g, 0, Prng(1)) == Game.setup(
        4, {0: ["S"] * 5, 2: ["S"] * 5}, hands={0: ["10"], 2: []}).legal_moves(0)[0]


@pytest.mark.parametrize("level", LEVELS)
def test_with_no_move_every_level_discards_a_card_it_holds(level):
    g = Game.setup(4, {0: ["S"] * 5, 2: ["S"] * 5}, hands={0: ["10", "5", "8"], 2: []})
    move = choose_move(g, 0, Prng(1), level)
    assert move.legs == () and move.card in ("10", "5", "8")


# ---- levels ----

@pytest.mark.parametrize("level", ["expert", "", None, 2])
def test_an_unknown_level_is_refused(level):
    g = Game.setup(4, {0: ["S"] * 5, 2: ["S"] * 5}, hands={0: ["K"], 2: []})
    with pytest.raises(ValueError):
        choose_move(g, 0, Prng(1), level)


@pytest.mark.parametrize("players, level", [(p, level) for p in (2, 3, 4, 6, 8)
                                            for level in LEVELS])
def test_its_choice_is_always_one_of_the_legal_moves(players, level):
    g = Game.new(players, players)
    prng = Prng(3)
    for _ in range(150):
        if g.winner() is not None:
            break
        move = choose_move(g, g.turn, prng, level)
        assert move in g.legal_moves(g.turn)
        g.apply(move)


def test_a_real_card_game_has_every_card_as_held_at_every_level():
    g = Game.setup(4, {0: ["T20", "S", "S", "S", "S"], 2: ["T30", "S", "S", "S", "S"]})
    for level in LEVELS:
        move = choose_move(g, 0, Prng(2), level)
        assert move in g.legal_moves(0)


# ---- the hard level's look ahead: the cards it has not seen (docs/rules.md 1.2) ----

def test_the_unseen_cards_are_the_deck_less_the_own_hand_and_the_discards():
    # 2 players: one deck, no jokers.
    g = seen(Game.setup(4, {0: ["S"] * 5, 2: ["S"] * 5}, hands={0: ["7", "7", "K", "2", "A"],
                                                               2: ["5"]}), ["7", "3", "3"])
    counts = unseen(g, 0)
    assert counts[INDEX["7"]] == 1 and counts[INDEX["3"]] == 2 and counts[INDEX["5"]] == 4
    assert counts[INDEX["JK"]] == 0 and sum(counts) == 52 - 5 - 3


def test_hold_chance_is_one_less_the_chance_of_missing_every_wanted_card():
    # 4 aces in 52 cards: a 5-card hand misses all of them with C(48,5)/C(52,5).
    assert hold_chance(52, 4) == ONE - ONE * 1712304 // 2598960
    assert hold_chance(52, 0) == 0 and hold_chance(10, 10) == ONE
    assert hold_chance(52, 4) < hold_chance(52, 8) < hold_chance(52, 40)


def _race(discards):
    # Seat 0's peg on T60 plays a 5 (to T65) or a 6 (to T66); seat 2's peg on T62 would
    # need a 3 to land on T65 (or a 7 or a 9 split), a 4 to land on T66.
    g = Game.setup(4, {0: ["T60", "S", "S", "S", "S"], 2: ["T62", "S", "S", "S", "S"]},
                   hands={0: ["5", "6"], 2: ["K"]})
    return choose_move(seen(g, discards), 0, Prng(1), "hard").card


def test_hard_steps_where_no_unseen_card_can_land():
    assert _race(["3"] * 4 + ["7"] * 4 + ["9"] * 4) == "5"


def test_hard_takes_the_longer_step_when_both_holes_are_as_exposed():
    assert _race([]) == "6"


# Seat 2 holding the 4s would make T66 (the 6) the hole to avoid, holding the 3s T65 (the 5):
# a player that looked would play differently for each of those hands; the seeds shuffle the
# draw pile otherwise.
@pytest.mark.parametrize("other, seed", [(["K"], 1), (["3", "3", "4"], 2), (["7", "9"], 7),
                                         (["4", "4", "4", "4", "K"], 3),
                                         (["3", "3", "3", "3", "K"], 4),
                                         (["4", "4", "4", "4", "K"], 5)])
def test_hard_never_looks_at_other_hands_or_the_draw_pile(other, seed):
    g = Game.setup(4, {0: ["T60", "S", "S", "S", "S"], 2: ["T62", "S", "S", "S", "S"]},
                   hands={0: ["5", "6"], 2: other}, seed=seed)
    base = Game.setup(4, {0: ["T60", "S", "S", "S", "S"], 2: ["T62", "S", "S", "S", "S"]},
                      hands={0: ["5", "6"], 2: []})
    assert unseen(g, 0) == unseen(base, 0)
    assert choose_move(g, 0, Prng(1), "hard").legs == choose_move(base, 0, Prng(1), "hard").legs


# ---- the hard level plays for its team (docs/rules.md 1.6) ----

def test_hard_with_its_pegs_home_takes_its_partners_peg_out_of_reach():
    # Seat 0 is home and plays for seat 2, whose peg on T24 has seat 1's peg one hole behind
    # it and whose peg on T2 is in nobody's reach. A 10 takes either on 10 holes; T24 to T34
    # is 11 holes from seat 1's peg, where only a Joker reaches.
    g = Game.setup(4, {0: ["H1", "H2", "H3", "H4", "H5"], 1: ["T23", "S", "S", "S", "S"],
                       2: ["T24", "T2", "S", "S", "S"], 3: ["S"] * 5},
                   teams=[[0, 2], [1, 3]], hands={0: ["10"], 1: [], 2: [], 3: []})
    assert choose_move(g, 0, Prng(1), "hard").legs == ((2, "T24", "T34"),)


def test_hard_lands_on_its_partner_to_send_it_round_to_its_in_spot():
    # A 5 moves T50 on to T55, or T10 onto seat 2's T15, which sends that peg 24 holes on
    # to seat 2's in-spot T39 (docs/rules.md 1.5).
    g = Game.setup(4, {0: ["T10", "T50", "S", "S", "S"], 1: ["S"] * 5,
                       2: ["T15", "S", "S", "S", "S"], 3: ["S"] * 5},
                   teams=[[0, 2], [1, 3]], hands={0: ["5"], 1: [], 2: [], 3: []})
    assert choose_move(g, 0, Prng(1), "hard").bumps == ((2, "T15", "T39"),)


# ---- the hard level keeps cards for later ----

def test_hard_bumps_with_the_5_and_keeps_the_joker_that_does_the_same():
    # T20 onto seat 1's T25 is the same move with either card; a tie would be the prng's.
    g = Game.setup(4, {0: ["T20", "H2", "H3", "H4", "H5"], 1: ["T25", "S", "S", "S", "S"],
                       2: ["S"] * 5, 3: ["S"] * 5}, teams=[[0, 2], [1, 3]],
                   hands={0: ["JK", "5"], 1: [], 2: [], 3: []})
    for seed in range(1, 9):
        move = choose_move(g, 0, Prng(seed), "hard")
        assert move.card == "5" and move.bumps == ((1, "T25", "S"),)


@pytest.mark.parametrize("name, cards", [
    ("keep_joker", ["JK"]), ("keep_seven", ["7"]), ("keep_eight", ["8"]), ("keep_nine", ["9"]),
    ("keep_two", ["2"]), ("keep_come_out", ["A", "J", "K", "Q"]),
    ("keep_other", ["10", "3", "4", "5", "6"])])
def test_hard_values_a_card_kept_by_the_weight_named_for_it(name, cards):
    # evaluation.py reads the weights by place: each place is the one weights.NAMES gives.
    from gameboard.rules.pegs import evaluation, weights
    g = Game.setup(4, {0: ["S"] * 5, 2: ["S"] * 5}, hands={0: ["K"], 2: []})
    tuned = tuple([1 if n == name else 0 for n in weights.NAMES.split()])
    keep = evaluation.scorer(g, 0, tuned)[1]
    assert sorted([c for c in keep if keep[c]]) == cards


def test_hard_player_weights_other_than_one_integer_a_name_are_refused():
    from gameboard.rules.pegs import weights
    n = len(weights.NAMES.split())
    g = Game.setup(4, {0: ["S"] * 5, 2: ["S"] * 5}, hands={0: ["K"], 2: []})
    for tuned in ((1,) * (n - 1), (1,) * (n + 1), (True,) + (1,) * (n - 1), [1] * n,
                  (1.0,) + (1,) * (n - 1)):
        with pytest.raises(ValueError):
            choose_move(g, 0, Prng(1), "hard", tuned)
    assert choose_move(g, 0, Prng(1), "hard", (1,) * n).legs == ((0, "S", "T8"),)


def test_hard_plays_the_10_and_keeps_the_k_that_can_bring_a_peg_out():
    # Forward 10 with either card is the same move; only the K can also come out later.
    g = Game.setup(4, {0: ["T20", "S", "S", "S", "S"], 2: ["S"] * 5},
                   hands={0: ["K", "10"], 2: []})
    move = choose_move(g, 0, Prng(1), "hard")
    assert move.card == "10" and move.legs == ((0, "T20", "T30"),)
