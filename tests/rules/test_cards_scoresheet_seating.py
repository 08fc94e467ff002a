"""The players each card-table game seats and the decks that go with them (docs/rules.md 3),
on top of the house-rule options (options.settings, tested with the meld checker)."""
import pytest

from gameboard.rules.cards.rummoli import Rummoli
from gameboard.rules.cards.scoresheet import new
from gameboard.rules.cards.seating import table_rules


@pytest.mark.parametrize("game, players, decks", [
    ("frustration14", 2, 2), ("frustration14", 5, 2), ("frustration14", 6, 3),
    ("frustration14", 8, 3), ("frustration20", 8, 2), ("contract", 5, 1), ("contract", 6, 2),
    ("handfoot", 2, 3), ("handfoot", 4, 5), ("handfoot", 6, 7)])
def test_the_decks_go_with_the_players(game, players, decks):
    assert table_rules(game, players, {})["decks"] == decks
    assert new(game, players).options["decks"] == decks


@pytest.mark.parametrize("game, players, options", [
    ("frustration20", 6, {"decks": 3}), ("handfoot", 4, {"decks": 9}),
    ("handfoot", 4, {"decks": 2}), ("handfoot", 6, {"decks": 3}),
    ("handfoot", 2, {"decks": 2}), ("contract", 8, {"decks": 2})])
def test_a_table_may_choose_the_decks_its_players_allow(game, players, options):
    assert table_rules(game, players, options)["decks"] == options["decks"]


def test_the_other_options_are_the_games_house_rules():
    assert table_rules("rummy", 4, {"target": 250}) == {
        "target": 250, "aces": "low", "jokers": False, "going_rummy": False,
        "winner_scores": False, "rounds": 0}
    assert Rummoli(3, chips=20, poker="betting").options == {
        "chips": 20, "spaces": "standard", "poker": "betting", "borrow": False}


@pytest.mark.parametrize("game, players, options, message", [
    ("frustration20", 5, {"decks": 3}, "frustration20 with 5 players: decks must be 2, not 3"),
    ("frustration14", 5, {"decks": 3}, "with 5 players: decks must be 2"),
    ("frustration14", 7, {"decks": 2}, "with 7 players: decks must be 3"),
    ("contract", 6, {"decks": 1}, "with 6 players: decks must be 2, not 1"),
    ("contract", 5, {"decks": 2}, "with 5 players: decks must be 1, not 2"),
    ("handfoot", 4, {"decks": 10}, "cannot be 10"),
    # 26 cards a player, hand and foot, and a stock: 6 players need 3 decks, 4 without jokers 3
    ("handfoot", 6, {"decks": 2}, "with 6 players: 2 decks cannot deal each a hand and a foot"),
    ("handfoot", 4, {"decks": 2, "jokers": False}, "2 decks cannot deal"),
    ("rummy", 7, {}, "rummy is played by 2, 3, 4, 5, 6 players, not 7"),
    ("handfoot", 3, {}, "2, 4, 6 players, not 3"),
    ("contract", 2, {}, "not 2"),
    ("rummoli", 9, {}, "not 9"),
    ("rummy", "4", {}, "not '4'"),
    ("rummy", 4, {"target": 120}, "cannot be 120"),
    ("rummy", 4, {"colour": 1}, "no option 'colour'"),
    ("poker", 4, {}, "unknown game 'poker'"),
])
def test_a_table_the_game_does_not_allow_is_refused(game, players, options, message):
    with pytest.raises(ValueError, match=message):
        table_rules(game, players, options)


def test_a_sheet_refuses_bad_options_and_a_bad_first_dealer():
    with pytest.raises(ValueError, match="no option"):
        new("rummy", 3, winner="scores")
    with pytest.raises(ValueError, match="first dealer must be a seat 0..2, not 3"):
        new("rummy", 3, dealer=3)
    with pytest.raises(ValueError, match="keeps chips"):
        new("rummoli", 3)
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        new("chess", 3)
