"""The computer player: its moves are legal, it prefers what the rules reward, and it beats a
random player (the full 200-game figure is tests/test_pegs_player_strength.py)."""
import pytest

from gameboard.rules.pegs import Game
from gameboard.rules.pegs.player import choose_move
from gameboard.rules.prng import Prng
from tests.rules.pegs_match import wins


def test_beats_a_random_player_in_nine_of_ten_games():
    assert wins(range(20)) >= 18


def test_enters_home_rather_than_moving_on():
    g = Game.setup(4, {0: ["T1", "T30", "S", "S", "S"], 2: ["S"] * 5}, hands={0: ["4"], 2: []})
    assert choose_move(g, 0, Prng(1)).legs == ((0, "T1", "H2"),)


def test_bumps_an_opponent_rather_than_stepping_past():
    g = Game.setup(4, {0: ["T20", "T50", "S", "S", "S"], 2: ["T55", "S", "S", "S", "S"]},
                   hands={0: ["5"], 2: []})
    assert choose_move(g, 0, Prng(1)).bumps == ((2, "T55", "S"),)


def test_comes_out_when_nothing_better():
    g = Game.setup(4, {0: ["S"] * 5, 2: ["S"] * 5}, hands={0: ["K", "5"], 2: []})
    assert choose_move(g, 0, Prng(1)).legs == ((0, "S", "T8"),)


def test_moves_a_threatened_peg_away_from_an_opponent_behind_it():
    # Seat 2's peg at T35 is 5 holes behind T40; a 10 takes it out of reach. T10 is safe.
    g = Game.setup(4, {0: ["T40", "T10", "S", "S", "S"], 2: ["T35", "S", "S", "S", "S"]},
                   hands={0: ["10"], 2: []})
    assert choose_move(g, 0, Prng(1)).legs == ((0, "T40", "T50"),)


def test_discards_the_card_it_can_best_spare():
    g = Game.setup(4, {0: ["S"] * 5, 2: ["S"] * 5}, hands={0: ["10", "5", "8"], 2: []})
    assert choose_move(g, 0, Prng(1)) == Game.setup(
        4, {0: ["S"] * 5, 2: ["S"] * 5}, hands={0: ["10"], 2: []}).legal_moves(0)[0]


@pytest.mark.parametrize("players", [3, 4, 6, 8])
def test_its_choice_is_always_one_of_the_legal_moves(players):
    g = Game.new(players, players)
    prng = Prng(3)
    for _ in range(150):
        if g.winner() is not None:
            break
        move = choose_move(g, g.turn, prng)
        assert move in g.legal_moves(g.turn)
        g.apply(move)
