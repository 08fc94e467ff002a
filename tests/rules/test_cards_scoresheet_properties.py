"""Random legal rounds of every scored card game from the seeded Prng (the same on both
runtimes), with the sheet's invariants checked after every one: the totals are the sums of the
rounds' scores, undo restores the sheet exactly, an edit and its reverse restore it (or a
refused edit changes nothing), and the sheet comes back from its JSON."""
import json

import pytest

from gameboard.rules.cards.scoresheet import new
from gameboard.rules.cards.scoresheet_saved import from_dict
from gameboard.rules.prng import Prng

TABLES = [
    ("frustration14", 3, {}), ("frustration14", 6, {"penalty": True}),
    ("frustration20", 2, {}), ("frustration20", 7, {"decks": 3, "cut_counts_turned": True}),
    ("frustration20", 4, {"dealer_cut": False}),
    ("contract", 4, {}), ("contract", 8, {}),
    ("rummy", 3, {}), ("rummy", 6, {"winner_scores": True, "going_rummy": True}),
    ("rummy", 2, {"rounds": 12, "aces": "high_low", "target": 50}),
    ("handfoot", 4, {}), ("handfoot", 6, {"out_books": 2, "wild_books": False}),
    ("handfoot", 2, {"decks": 2}),
]
MIN_MELDS = (50, 90, 120, 150)


def handfoot_result(sheet, deal, prng):
    """A deal that cards could give: books' cards counted in the melds, the first meld made."""
    sides = len(sheet.teams)
    out = prng.below(sides)
    need = sheet.options["out_books"]
    result = {"out": out, "clean": [], "dirty": [], "wild": [], "red3s": [], "melds": [],
              "hands": []}
    for side in range(sides):
        least = need if side == out else 0
        clean, dirty = least + prng.below(3), least + prng.below(3)
        wild = prng.below(2) if sheet.options["wild_books"] else 0
        melds = 35 * clean + 50 * dirty + 140 * wild + 5 * prng.below(80)
        if melds and melds < MIN_MELDS[deal]:
            melds = MIN_MELDS[deal] + 5 * prng.below(10)
        for name, value in (("clean", clean), ("dirty", dirty), ("wild", wild),
                            ("red3s", prng.below(2)), ("melds", melds),
                            ("hands", 5 * prng.below(60))):
            result[name].append(value)
    return result


def random_result(sheet, deal, prng):
    """A legal result of round `deal` (from 0) of `sheet`'s game."""
    game, players = sheet.GAME, sheet.players
    if game == "handfoot":
        return handfoot_result(sheet, deal, prng)
    out = prng.below(players)
    least = sheet.least
    points = [0 if seat == out else least * (1 + prng.below(12)) for seat in range(players)]
    result = {"out": out, "points": points}
    if game.startswith("frustration"):
        result["laid"] = [seat for seat in range(players) if prng.below(2)]
        if game == "frustration14" and not sheet.options["penalty"]:
            del result["points"]
        if game == "frustration20":
            result["cut"] = sheet.options["dealer_cut"] and prng.below(8) == 0
    if game == "rummy":
        result["rummy"] = sheet.options["going_rummy"] and prng.below(4) == 0
    return result


def state(sheet):
    return json.dumps([sheet.to_dict(), sheet.totals, sheet.scores, sheet.over,
                       sheet.winners, sheet.dealer, sheet.number,
                       getattr(sheet, "contracts", None)])


def check(sheet):
    sides = len(sheet.totals)
    assert len(sheet.scores) == len(sheet.rounds)
    for side in range(sides):
        assert sheet.totals[side] == sum(row[side] for row in sheet.scores)
    assert sheet.dealer == (sheet.first_dealer + len(sheet.rounds)) % sheet.players
    assert sheet.over == bool(sheet.winners)
    assert state(from_dict(json.loads(json.dumps(sheet.to_dict())))) == state(sheet)


def check_scores(sheet, dealer):
    """The last round's scores by the rules, worked out from its result as entered."""
    result, row = sheet.rounds[-1], sheet.scores[-1]
    game = sheet.GAME
    if game == "handfoot":
        for side in range(len(row)):
            books = (500 * result["clean"][side] + 300 * result["dirty"][side]
                     + 1500 * result["wild"][side])
            assert row[side] == (books + 100 * result["red3s"][side] + result["melds"][side]
                                 - result["hands"][side] + (100 if side == result["out"] else 0))
        return
    points = result.get("points") or [0] * sheet.players
    times = 2 if result.get("rummy") else 1
    if game == "rummy" and sheet.options["winner_scores"]:
        assert row[result["out"]] == sum(points) * times and sum(row) == sum(points) * times
        return
    cut = [-100 if result.get("cut") and seat == dealer else 0
           for seat in range(sheet.players)]
    assert row == [points[seat] * times + cut[seat] for seat in range(sheet.players)]


def play(game, players, options, seed, limit=30):
    prng = Prng(seed)
    sheet = new(game, players, dealer=prng.below(players), **options)
    while not sheet.over and len(sheet.rounds) < limit:
        before = state(sheet)
        result = random_result(sheet, len(sheet.rounds), prng)
        dealer = sheet.dealer
        sheet.enter(sheet.number, **result)
        check(sheet)
        check_scores(sheet, dealer)
        after = state(sheet)
        sheet.undo()
        assert state(sheet) == before
        sheet.enter(sheet.number, **result)
        assert state(sheet) == after
        if len(sheet.rounds) > 1 and prng.below(3) == 0:
            number = 1 + prng.below(len(sheet.rounds))
            old = sheet.rounds[number - 1]
            try:
                sheet.edit(number, **random_result(sheet, number - 1, prng))
            except ValueError:
                assert state(sheet) == after
            else:
                check(sheet)
                sheet.edit(number, **old)
                assert state(sheet) == after
        if not sheet.over and prng.below(20) == 0:
            sheet.stop()
            check(sheet)
            sheet.undo()
            assert state(sheet) == after
    return sheet


@pytest.mark.parametrize("game, players, options", TABLES)
@pytest.mark.parametrize("seed", [1, 2])
def test_random_rounds_keep_the_sheet_consistent(game, players, options, seed):
    sheet = play(game, players, options, seed)
    assert sheet.rounds


@pytest.mark.parametrize("game, players, options", TABLES)
def test_random_games_end_by_their_rule_with_its_winners(game, players, options):
    ended = 0
    for seed in range(3, 6):
        sheet = play(game, players, options, seed, 80)
        if not sheet.over:
            continue
        ended += 1
        if game == "frustration14":
            assert sheet.winners == [sheet.rounds[-1]["out"]]
            assert sheet.contracts[sheet.winners[0]] == 15
        else:
            best = (min if sheet.lowest else max)(sheet.totals)
            assert sheet.winners == [s for s in range(len(sheet.totals))
                                     if sheet.totals[s] == best]
    assert ended
