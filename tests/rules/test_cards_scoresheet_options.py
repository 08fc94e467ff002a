"""House-rule options of the card-table games, by the keywords of docs/rules.md 3: defaults, the
values each allows, and the decks that go with the number of players."""
import pytest

from gameboard.rules.cards.house_rules import house_rules
from gameboard.rules.cards.scoresheet import new


@pytest.mark.parametrize("game, players, defaults", [
    ("frustration14", 4, {"wilds": "at_most_half", "decks": 2, "penalty": False}),
    ("frustration14", 7, {"wilds": "at_most_half", "decks": 3, "penalty": False}),
    ("frustration20", 8, {"wilds": "at_most_half", "runs": "mixed", "decks": 2,
                          "dealer_cut": True, "cut_counts_turned": False}),
    ("contract", 4, {"decks": 1}),
    ("contract", 8, {"decks": 2}),
    ("rummy", 2, {"target": 100, "aces": "low", "jokers": False, "going_rummy": False,
                  "winner_scores": False, "rounds": 0}),
    ("handfoot", 4, {"decks": 5, "jokers": True, "wild_limit": True, "wild_books": True,
                     "out_books": 1, "permission": True}),
    ("rummoli", 8, {"chips": 50, "spaces": "standard", "poker": "showdown", "borrow": False}),
])
def test_every_option_has_its_default(game, players, defaults):
    assert house_rules(game, players, {}) == defaults


@pytest.mark.parametrize("game, players, options", [
    ("frustration20", 6, {"decks": 3, "runs": "suited", "wilds": "fewer"}),
    ("rummy", 4, {"target": 500, "aces": "high_low", "jokers": True, "rounds": 20}),
    ("rummy", 4, {"target": 50}),
    ("handfoot", 2, {"decks": 9, "jokers": False, "wild_limit": False, "wild_books": False,
                     "out_books": 2, "permission": False}),
    ("handfoot", 6, {"decks": 2}),
    ("rummoli", 2, {"chips": 200, "spaces": "hearts", "poker": "betting", "borrow": True}),
    ("rummoli", 3, {"chips": 20}),
])
def test_a_table_chooses_its_house_rules(game, players, options):
    chosen = house_rules(game, players, options)
    for name in options:
        assert chosen[name] == options[name]


@pytest.mark.parametrize("game, players, options, message", [
    ("frustration20", 5, {"decks": 3}, "decks must be 2 with 5 players, not 3"),
    ("frustration14", 5, {"decks": 3}, "decks must be 2 with 5 players, not 3"),
    ("frustration20", 7, {"decks": 4}, "decks must be 2 or 3 with 7 players, not 4"),
    ("handfoot", 4, {"permission": None}, "permission must be True or False"),
    ("rummy", 4, {"target": 120}, "target must be 50 to 500 in steps of 50"),
    ("rummy", 4, {"target": 550}, "target must be"),
    ("rummy", 4, {"rounds": 21}, "rounds must be 0 to 20"),
    ("rummy", 4, {"jokers": 1}, "jokers must be False or True"),
    ("rummy", 4, {"aces": "high"}, "aces must be low or high_low"),
    ("handfoot", 4, {"decks": 10}, "decks must be 2 to 9"),
    ("handfoot", 4, {"out_books": True}, "out_books"),
    ("rummoli", 4, {"chips": 19}, "chips must be 20 to 200"),
    ("rummoli", 4, {"chips": 50.0}, "chips must be"),
    ("rummoli", 4, {"spaces": "diamonds"}, "spaces must be"),
    ("contract", 4, {"wilds": "fewer"}, "unknown option\\(s\\) for contract: wilds"),
    ("rummy", 7, {}, "rummy is played by 2 to 6 players, not 7"),
    ("handfoot", 3, {}, "2, 4 or 6 players, not 3"),
    ("contract", 2, {}, "not 2"),
    ("poker", 4, {}, "unknown card game 'poker'"),
])
def test_an_option_outside_its_list_is_refused(game, players, options, message):
    with pytest.raises(ValueError, match=message):
        house_rules(game, players, options)


def test_a_sheet_refuses_bad_options_and_a_bad_first_dealer():
    with pytest.raises(ValueError, match="unknown option"):
        new("rummy", 3, winner="scores")
    with pytest.raises(ValueError, match="first dealer must be a seat 0..2, not 3"):
        new("rummy", 3, dealer=3)
    with pytest.raises(ValueError, match="keeps chips"):
        new("rummoli", 3)
