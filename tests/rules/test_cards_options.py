"""The house-rule options of the card-table games, by the names the rules page and the settings
menu share: every value of each option's list is taken, anything else is refused by name."""
import pytest

from gameboard.rules.cards import points
from gameboard.rules.cards.options import settings

# Each option with every value it may take, as the shared option list gives them, the default
# first.
OPTIONS = [
    ("frustration14", "wilds", ["at_most_half", "fewer"]),
    ("frustration14", "decks", [2, 3]),
    ("frustration14", "penalty", [False, True]),
    ("frustration20", "wilds", ["at_most_half", "fewer"]),
    ("frustration20", "runs", ["mixed", "suited"]),
    ("frustration20", "decks", [2, 3]),
    ("frustration20", "dealer_cut", [True, False]),
    ("frustration20", "cut_counts_turned", [False, True]),
    ("contract", "decks", [1, 2]),
    ("rummy", "target", [100, 50] + list(range(150, 501, 50))),
    ("rummy", "aces", ["low", "high_low"]),
    ("rummy", "jokers", [False, True]),
    ("rummy", "going_rummy", [False, True]),
    ("rummy", "winner_scores", [False, True]),
    ("rummy", "rounds", list(range(0, 21))),
    ("handfoot", "decks", [5, 2, 3, 4, 6, 7, 8, 9]),     # 4 players: 5 decks
    ("handfoot", "jokers", [True, False]),
    ("handfoot", "wild_limit", [True, False]),
    ("handfoot", "wild_books", [True, False]),
    ("handfoot", "out_books", [1, 2]),
    ("handfoot", "permission", [True, False]),
    ("rummoli", "chips", [50] + list(range(20, 50)) + list(range(51, 201))),
    ("rummoli", "spaces", ["standard", "hearts"]),
    ("rummoli", "poker", ["showdown", "betting"]),
    ("rummoli", "borrow", [False, True]),
]
OUTSIDE = {"wilds": ["half", None], "decks": [0, 4, 10, "2", 2.0, True],
           "penalty": [0, 1, "yes", None], "runs": ["one suit", ""], "target": [0, 75, 550, True],
           "aces": ["high", True], "rounds": [-1, 21, 1.5], "out_books": [0, 3, True],
           "chips": [19, 201, 50.0], "spaces": ["clubs"], "poker": ["draw"]}


@pytest.mark.parametrize("game, name, values", OPTIONS)
def test_every_value_of_an_option_is_taken_and_the_first_is_the_default(game, name, values):
    assert settings(game, {})[name] == values[0]
    for value in values:
        assert settings(game, {name: value})[name] == value
        points(game, ["KS"], **{name: value})


@pytest.mark.parametrize("game", ["frustration14", "frustration20", "contract", "rummy",
                                  "handfoot", "rummoli"])
def test_each_game_has_the_options_of_the_list_and_no_others(game):
    assert sorted(settings(game, {})) == sorted(name for g, name, _ in OPTIONS if g == game)


@pytest.mark.parametrize("game, name, values", OPTIONS)
def test_a_value_outside_an_options_list_is_refused_by_name(game, name, values):
    for value in OUTSIDE.get(name, ["maybe", 1, None]):
        if value in values and type(value) is type(values[0]):
            continue
        with pytest.raises(ValueError, match="%s's option %s cannot be" % (game, name)):
            points(game, ["KS"], **{name: value})


@pytest.mark.parametrize("game", ["frustration14", "frustration20", "contract", "rummy",
                                  "handfoot", "rummoli"])
def test_an_option_of_another_game_is_refused_by_name(game):
    with pytest.raises(ValueError, match="%s has no option 'trumps'" % game):
        points(game, ["KS"], trumps=True)
    own = [name for g, name, _ in OPTIONS if g == game]
    other = [name for g, name, _ in OPTIONS if name not in own][0]
    with pytest.raises(ValueError, match="%s has no option '%s'" % (game, other)):
        points(game, ["KS"], **{other: None})
