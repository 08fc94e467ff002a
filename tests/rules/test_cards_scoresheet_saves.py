"""Saving a score sheet: to_dict() is JSON-safe and from_dict() gives the same sheet back; a
damaged or impossible save is refused with a ValueError."""
import json

import pytest

from gameboard.rules.cards.scoresheet import new
from gameboard.rules.cards.scoresheet_saved import from_dict

GAMES = [
    ("frustration14", 3, {"penalty": True}, [{"out": 0, "laid": [1], "points": [0, 5, 10]}]),
    ("frustration20", 4, {"cut_counts_turned": True},
     [{"out": 2, "laid": [0, 2], "points": [10, 5, 0, 50], "cut": True}]),
    ("contract", 5, {}, [{"out": 4, "points": [3, 5, 8, 13, 0]}]),
    ("rummy", 2, {"target": 250, "going_rummy": True},
     [{"out": 1, "points": [9, 0], "rummy": True}]),
    ("handfoot", 6, {"decks": 8, "out_books": 2},
     [{"out": 2, "clean": [0, 1, 2], "dirty": [0, 0, 2], "red3s": [1, 0, 0],
       "melds": [0, 90, 400], "hands": [100, 35, 5]}]),
]


def sheet_of(game, players, options, rounds):
    sheet = new(game, players, dealer=1, **options)
    for number in range(len(rounds)):
        sheet.enter(number + 1, **rounds[number])
    return sheet


def state(sheet):
    return (sheet.to_dict(), sheet.totals, sheet.scores, sheet.over, sheet.winners,
            sheet.dealer, getattr(sheet, "contracts", None))


@pytest.mark.parametrize("game, players, options, rounds", GAMES)
def test_a_sheet_comes_back_from_its_json(game, players, options, rounds):
    sheet = sheet_of(game, players, options, rounds)
    text = json.dumps(sheet.to_dict())
    again = from_dict(json.loads(text))
    assert state(again) == state(sheet)
    assert again.options == sheet.options and again.GAME == game


def streamed(sheet):
    """The JSON text of the rounds a save streams (to_dict(streamed=True)), piece by piece."""
    return b"".join(sheet.to_dict(streamed=True)["rounds"].json_pieces()).decode()


@pytest.mark.parametrize("game, players, options, rounds", GAMES)
def test_the_rounds_a_save_streams_are_the_text_of_the_rounds(game, players, options, rounds):
    sheet = new(game, players, dealer=1, **options)
    assert streamed(sheet) == json.dumps(sheet.to_dict()["rounds"]) == "[]"
    sheet = sheet_of(game, players, options, rounds)
    assert streamed(sheet) == json.dumps(sheet.to_dict()["rounds"])


def test_several_rounds_stream_as_the_text_of_their_list():
    sheet = sheet_of(*GAMES[1])
    for number in range(2):
        points = [5, 5, 5, 5]
        points[number] = 0
        sheet.enter(sheet.number, out=number, laid=[number], points=points)
    assert streamed(sheet) == json.dumps(sheet.to_dict()["rounds"]) == (
        "[[2, 5, 10, 5, 0, 50, 1], [0, 1, 0, 5, 5, 5, 0], [1, 2, 5, 0, 5, 5, 0]]")


def test_a_stopped_sheet_comes_back_stopped():
    sheet = sheet_of(*GAMES[1])
    sheet.stop()
    again = from_dict(json.loads(json.dumps(sheet.to_dict())))
    assert again.stopped and again.over and again.winners == sheet.winners == [1]  # the cut: -95


def test_a_round_is_saved_packed_as_its_fields_in_order():
    sheet = sheet_of(*GAMES[1])
    saved = sheet.to_dict()["rounds"]
    assert saved == [[2, 0b101, 10, 5, 0, 50, 1]]  # out, laid (bits), points, cut
    saved[0][2] = 99
    assert sheet.to_dict()["rounds"] == [[2, 0b101, 10, 5, 0, 50, 1]]


def test_a_cut_that_is_neither_0_nor_1_is_refused():
    data = sheet_of(*GAMES[1]).to_dict()
    data["rounds"][0][-1] = 2
    with pytest.raises(ValueError, match="2 is not 0 or 1"):
        from_dict(data)


def damaged(change):
    data = sheet_of(*GAMES[0]).to_dict()
    change(data)
    return data


@pytest.mark.parametrize("data, message", [
    ([], "must hold exactly"),
    ("frustration14", "must hold exactly"),
    (damaged(lambda d: d.pop("stopped")), "must hold exactly"),
    (damaged(lambda d: d.update(extra=1)), "must hold exactly"),
    (damaged(lambda d: d.update(version=2)), "version 2"),
    (damaged(lambda d: d.update(game="chess")), "unknown game"),
    (damaged(lambda d: d.update(game="rummoli")), "keeps chips"),
    (damaged(lambda d: d.update(players=9)), "not 9"),
    (damaged(lambda d: d.update(dealer=3)), "first dealer"),
    (damaged(lambda d: d["options"].update(penalty="yes")), "option penalty cannot be"),
    (damaged(lambda d: d["options"].update(colour=1)), "no option"),
    (damaged(lambda d: d.update(rounds={})), "wrong kind"),
    (damaged(lambda d: d.update(stopped=0)), "wrong kind"),
    (damaged(lambda d: d["rounds"].append(7)), "round 2 is not a result"),
    (damaged(lambda d: d["rounds"].append({"out": 0})), "round 2 is not a result"),
    (damaged(lambda d: d["rounds"][0].append(1)), "round 1 is not a result"),
    (damaged(lambda d: d["rounds"][0].pop(0)), "round 1 is not a result"),
    (damaged(lambda d: d.update(rounds=[[0, 3, 5, 5, 10]])), "went out but has 5"),
    (damaged(lambda d: d.update(rounds=[[None, 3, 0, 5, 10]])), "out must be a seat"),
    (damaged(lambda d: d.update(rounds=[[0, 8, 0, 5, 10]])), "8 is no set of seats"),
    (damaged(lambda d: d.update(rounds=[[0, -1, 0, 5, 10]])), "no set of seats"),
    (damaged(lambda d: d.update(rounds=[[0, "1", 0, 5, 10]])), "no set of seats"),
    (damaged(lambda d: d["rounds"].extend([[0, 1, 0, 5, 5]] * 14)), "the game is over"),
    (damaged(lambda d: d.update(rounds=[], stopped=True)), "no round"),
])
def test_a_damaged_or_impossible_save_is_refused(data, message):
    with pytest.raises(ValueError, match=message):
        from_dict(data)
