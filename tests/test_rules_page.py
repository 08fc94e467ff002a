"""docs/rules.md names every house-rule option of every game as its rules core spells it, with
the core's default: in the game's part of the page, a table row "| `keyword` | `default` |" or
an option line "`keyword=default`" (docs/rules.md, "How to read it"). A game's part is the
section its Options table is under (`"<key>"` for a card-table game) or the top-level section
whose heading holds its label."""
import os
import re

import pytest

from gameboard.games import registry

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
with open(os.path.join(ROOT, "docs", "rules.md"), encoding="utf-8") as _f:
    PAGE = _f.read()


def core_options(key):
    """{keyword: default} of the rules core of game `key`, as the core itself fills them in."""
    rules = registry.descriptor(key).RULES[0]
    if rules == "gameboard.rules.cards":
        from gameboard.rules.cards.options import settings
        return settings(key, {})
    if rules == "gameboard.rules.pegs":
        from gameboard.rules.pegs.making import options_of
        options = options_of({})
        del options["seed"]  # Game.new's argument, not a house rule
        options["teams"] = True  # Game.new(players, seed, teams=True, ...)
        return options
    from gameboard.rules.diceball import Game
    return Game().options()


def spelled(value):
    """A value as the page (and Python with double quotes) writes it."""
    return '"%s"' % value if isinstance(value, str) else repr(value)


def part_of(key):
    """The text of the page that holds game `key`'s rules."""
    marker = '**Options** (`"%s"`)' % key
    at = PAGE.find(marker)
    if at >= 0:
        end = PAGE.find("\n### ", at)
        return PAGE[at:end]
    label = registry.descriptor(key).LABEL
    for section in PAGE.split("\n## ")[1:]:
        if label in section.split("\n", 1)[0]:
            return section
    raise AssertionError("docs/rules.md has no section for %s" % label)


def documented(text, keyword, default):
    """Whether `text` gives `keyword` with `default`; a card game's decks may be given by the
    players ("players + 1")."""
    if "`%s=%s`" % (keyword, spelled(default)) in text:
        return True
    row = re.search(r"^\| `%s`[^|]*\| ([^|]*)\|" % re.escape(keyword), text, re.MULTILINE)
    if row is None:
        return False
    cell = row.group(1)
    return cell.startswith("`%s`" % spelled(default)) or (
        keyword == "decks" and cell.startswith("players"))


CASES = [(key, keyword) for key in registry.GAMES for keyword in sorted(core_options(key))]


@pytest.mark.parametrize("key, keyword", CASES)
def test_every_option_is_on_the_rules_page_with_its_default(key, keyword):
    default = core_options(key)[keyword]
    assert documented(part_of(key), keyword, default), (key, keyword, spelled(default))


def test_an_option_with_another_default_or_elsewhere_is_not_documented():
    assert documented("| `wilds` | `\"at_most_half\"` | `\"fewer\"` |", "wilds", "at_most_half")
    assert not documented("| `wilds` | `\"fewer\"` | |", "wilds", "at_most_half")
    assert not documented("| `penalty` | `False` | |", "wilds", "at_most_half")
    assert documented("(`target=100`: 50 to 500)", "target", 100)
    assert not documented("(`target=50`)", "target", 100)
    assert "`borrow`" not in part_of("frustration14")
