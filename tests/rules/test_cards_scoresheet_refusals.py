"""Input every score sheet refuses (docs/rules.md 3.2-3.6): a round entered twice or out of
order, points below 0 or a seat that is none, a field the game has not, an edit of a round not
entered or that no cards could give, a round after the end, a stop or an undo with nothing to
take. Each raises a ValueError that says why and leaves the whole sheet as it was."""
import json
import sys

import pytest

from gameboard.rules.cards.scoresheet import new

# Two rounds of each game at 3 players (Hand & Foot: 4, two partnerships), and a good third.
TABLES = {
    "frustration14": ({"penalty": True}, [{"out": 0, "laid": [1], "points": [0, 5, 10]},
                                           {"out": 1, "points": [20, 0, 5]}],
                      {"out": 2, "points": [5, 5, 0]}),
    "frustration20": ({}, [{"out": 0, "laid": [1], "points": [0, 5, 10]},
                           {"out": 1, "points": [20, 0, 5], "cut": True}],
                      {"out": 2, "points": [5, 5, 0]}),
    "contract": ({}, [{"out": 0, "points": [0, 5, 10]}, {"out": 1, "points": [20, 0, 5]}],
                 {"out": 2, "points": [5, 5, 0]}),
    "rummy": ({"going_rummy": True}, [{"out": 0, "points": [0, 5, 10]},
                                      {"out": 1, "points": [20, 0, 5], "rummy": True}],
              {"out": 2, "points": [5, 5, 0]}),
    "handfoot": ({}, [{"out": 0, "clean": [1, 0], "dirty": [1, 1], "melds": [400, 200],
                       "hands": [30, 150]},
                      {"out": 1, "clean": [0, 1], "dirty": [0, 1], "melds": [0, 300],
                       "hands": [255, 40]}],
                 {"out": 0, "clean": [1, 0], "dirty": [1, 0], "melds": [300, 0],
                  "hands": [0, 90]}),
}


def sheet_of(game):
    options, rounds, _ = TABLES[game]
    sheet = new(game, 4 if game == "handfoot" else 3, dealer=2, **options)
    for number in range(len(rounds)):
        sheet.enter(number + 1, **rounds[number])
    return sheet


def state(sheet):
    """Everything a screen reads of a sheet."""
    return json.dumps([sheet.to_dict(), sheet.rounds, sheet.scores, sheet.totals, sheet.over,
                       sheet.winners, sheet.stopped, sheet.number, sheet.dealer, sheet.starter,
                       sheet.cards, getattr(sheet, "contracts", None),
                       getattr(sheet, "contract", None), getattr(sheet, "min_meld", None)])


def negative(result):
    """`result` with a count below 0 in its first list of numbers."""
    result = dict(result)
    name = "points" if "points" in result else "hands"
    result[name] = [-5] + result[name][1:]
    return result


def refusals(game):
    """(what is done to the sheet, the words of its refusal) for the sheet of `game`."""
    _, rounds, good = TABLES[game]
    return [
        (lambda s: s.enter(2, **rounds[1]), "round 2 is already entered: edit it instead"),
        (lambda s: s.enter(4, **good), "the next round is round 3, not 4"),
        (lambda s: s.enter("3", **good), "the next round is round 3, not '3'"),
        (lambda s: s.enter(3, **negative(good)), "is not a whole number >= 0"),
        (lambda s: s.enter(3, **dict(good, out=7)), "0..\\d, not 7"),
        (lambda s: s.enter(3, **dict(good, out=None)), "not None"),
        (lambda s: s.enter(3, **dict(good, seat=1)), "round has no seat"),
        (lambda s: s.enter(3), "round needs out"),
        (lambda s: s.edit(3, **good), "there is no round 3 to edit"),
        (lambda s: s.edit(0, **good), "there is no round 0 to edit"),
        (lambda s: s.edit(1, **negative(rounds[0])), "round 1: .*is not a whole number >= 0"),
        (lambda s: s.edit(2, **dict(rounds[1], out=9)), "round 2: .*not 9"),
    ]


CASES = [(game, action, message) for game in TABLES for action, message in refusals(game)]


@pytest.mark.parametrize("game, action, message", CASES)
def test_a_refused_entry_or_edit_changes_nothing(game, action, message):
    sheet = sheet_of(game)
    before = state(sheet)
    with pytest.raises(ValueError, match=message):
        action(sheet)
    assert state(sheet) == before
    # The sheet still takes the good round it would have taken.
    sheet.enter(3, **TABLES[game][2])
    assert len(sheet.rounds) == 3


@pytest.mark.parametrize("game", list(TABLES))
def test_a_round_after_the_end_and_a_second_stop_change_nothing(game):
    sheet = sheet_of(game)
    sheet.stop()
    before = state(sheet)
    for action, message in ((lambda s: s.enter(3, **TABLES[game][2]), "the game is over"),
                            (lambda s: s.stop(), "the game is over")):
        with pytest.raises(ValueError, match=message):
            action(sheet)
        assert state(sheet) == before


@pytest.mark.parametrize("game", list(TABLES))
def test_a_new_sheet_has_nothing_to_stop_or_undo_and_stays_new(game):
    sheet = new(game, 4 if game == "handfoot" else 3, **TABLES[game][0])
    before = state(sheet)
    for action, message in ((lambda s: s.stop(), "no round has been played yet"),
                            (lambda s: s.undo(), "there is nothing to undo")):
        with pytest.raises(ValueError, match=message):
            action(sheet)
        assert state(sheet) == before


@pytest.mark.parametrize("game", list(TABLES))
def test_a_refusal_s_words_are_loaded_only_for_a_refusal(game):
    # The sheets' code holds a number for each refusal; its words are sheet_refusals.py's,
    # which a good round never loads (the app lets them go after a refused entry).
    from gameboard import modules
    modules.unload("gameboard.rules.cards.sheet_refusals")
    sheet = sheet_of(game)
    sheet.enter(3, **TABLES[game][2])
    assert "gameboard.rules.cards.sheet_refusals" not in sys.modules
    with pytest.raises(ValueError, match="round 3 is already entered: edit it instead"):
        sheet.enter(3, **TABLES[game][2])
    assert "gameboard.rules.cards.sheet_refusals" in sys.modules
