"""The house-rule options of the card-table games, by the names the rules page and the settings
menu share: every value of each option's list is taken, anything else is refused by name, and
each is in its game's options table on the rules page (docs/rules.md 3), with its default."""
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


# The rules page's section of each game, whose options table names its keywords.
SECTIONS = {"frustration14": "### 3.2", "frustration20": "### 3.3", "contract": "### 3.4",
            "rummy": "### 3.5", "handfoot": "### 3.6", "rummoli": "### 3.7"}
# A default the page gives by the table rather than as one value (Hand & Foot's decks come with
# the players).
DEFAULT_AS_WRITTEN = {("handfoot", "decks"): "players + 1"}


def options_table(game):
    """{keyword: its default cell} of the options table in `game`'s section of docs/rules.md."""
    with open("docs/rules.md") as f:
        page = f.read()
    section = page[page.index(SECTIONS[game] + " "):]
    section = section[:section.index("\n### ", 1)]
    table = section[section.index('**Options** (`"%s"`):' % game):]
    rows = {}
    for line in table.split("\n")[1:]:
        if rows and not line.startswith("|"):
            break
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        if len(cells) > 1 and cells[0].startswith("`"):
            rows[cells[0].strip("`")] = cells[1]
    return rows


@pytest.mark.parametrize("game", list(SECTIONS))
def test_every_option_is_named_in_the_rules_page_with_its_default(game):
    table = options_table(game)
    defaults = settings(game, {})
    assert sorted(table) == sorted(defaults)
    for name in defaults:
        value = defaults[name]
        written = DEFAULT_AS_WRITTEN.get((game, name))
        if written is None:
            written = '`"%s"`' % value if type(value) is str else "`%r`" % (value,)
        assert table[name].startswith(written), (game, name, table[name])
