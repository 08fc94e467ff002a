"""The rounds of a score sheet: each entered once, in order; undo takes back the last action;
an edit of any earlier round scores every later one again, or is refused as a whole."""
import pytest

from gameboard.rules.cards.scoresheet import new

ROUNDS = [{"out": 0, "laid": [0, 1], "points": [0, 20, 45]},
          {"out": 1, "laid": [1], "points": [35, 0, 10]},
          {"out": 0, "laid": [0], "points": [0, 5, 5]}]


def sheet_of(rounds, game="frustration20", players=3, **options):
    sheet = new(game, players, **options)
    for number in range(len(rounds)):
        sheet.enter(number + 1, **rounds[number])
    return sheet


def test_a_round_is_entered_once():
    sheet = sheet_of(ROUNDS[:2])
    with pytest.raises(ValueError, match="round 2 is already entered: edit it instead"):
        sheet.enter(2, **ROUNDS[1])
    with pytest.raises(ValueError, match="the next round is round 3, not 5"):
        sheet.enter(5, **ROUNDS[2])
    assert len(sheet.rounds) == 2 and sheet.totals == [35, 20, 55]


def test_undo_takes_back_the_last_round():
    sheet = sheet_of(ROUNDS)
    sheet.undo()
    assert sheet.to_dict() == sheet_of(ROUNDS[:2]).to_dict()
    assert sheet.totals == [35, 20, 55] and sheet.contracts == [2, 3, 1] and sheet.dealer == 2
    sheet.undo()
    sheet.undo()
    assert sheet.rounds == [] and sheet.totals == [0, 0, 0]
    with pytest.raises(ValueError, match="nothing to undo"):
        sheet.undo()


def test_undo_takes_back_the_agreement_to_stop_first():
    sheet = sheet_of(ROUNDS)
    sheet.stop()
    sheet.undo()
    assert not sheet.over and not sheet.stopped and len(sheet.rounds) == 3
    sheet.enter(4, out=2, points=[5, 5, 0])
    assert sheet.totals == [40, 30, 60]


def test_undo_of_the_last_round_of_a_finished_game_reopens_it():
    sheet = new("contract", 3)
    for number in range(1, 8):
        sheet.enter(number, out=0, points=[0, 5, 7])
    assert sheet.over
    sheet.undo()
    assert not sheet.over and sheet.winners == [] and sheet.contract == 7


def test_an_edit_scores_every_later_round_again():
    sheet = sheet_of(ROUNDS)
    sheet.edit(1, out=2, laid=[2], points=[30, 20, 0])
    assert sheet.scores == [[30, 20, 0], [35, 0, 10], [0, 5, 5]]
    assert sheet.totals == [65, 25, 15]
    assert sheet.contracts == [2, 2, 2]


def test_an_edit_moves_the_contracts_of_the_rounds_after_it():
    sheet = sheet_of([{"out": 0}, {"out": 0}, {"out": 1}], game="frustration14")
    assert sheet.contracts == [3, 2, 1]
    sheet.edit(1, out=2)
    assert sheet.contracts == [2, 2, 2]


def test_an_edit_and_its_reverse_restore_the_sheet():
    sheet = sheet_of(ROUNDS)
    before = (sheet.to_dict(), sheet.totals, sheet.scores, sheet.contracts)
    sheet.edit(2, out=2, laid=[0, 2], points=[5, 10, 0])
    assert sheet.totals != before[1]
    sheet.edit(2, **ROUNDS[1])
    assert (sheet.to_dict(), sheet.totals, sheet.scores, sheet.contracts) == before


def test_an_edit_that_ends_the_game_before_later_rounds_is_refused_whole():
    sheet = new("rummy", 3)
    sheet.enter(1, out=0, points=[0, 40, 12])
    sheet.enter(2, out=1, points=[25, 0, 40])
    before = sheet.to_dict()
    with pytest.raises(ValueError, match="round 2: the game is over"):
        sheet.edit(1, out=0, points=[0, 100, 12])
    assert sheet.to_dict() == before and sheet.totals == [25, 40, 52] and not sheet.over


def test_a_bad_edit_is_refused_and_changes_nothing():
    sheet = sheet_of(ROUNDS)
    before = sheet.to_dict()
    with pytest.raises(ValueError, match="round 2: seat 1 went out but has 5 points"):
        sheet.edit(2, out=1, points=[35, 5, 10])
    with pytest.raises(ValueError, match="no round 4 to edit"):
        sheet.edit(4, **ROUNDS[0])
    assert sheet.to_dict() == before and sheet.totals == [35, 25, 60]


def test_an_edit_of_a_stopped_game_keeps_it_stopped_with_new_winners():
    sheet = sheet_of(ROUNDS)
    sheet.stop()
    assert sheet.winners == [1]
    sheet.edit(1, out=0, laid=[0, 1], points=[0, 20, 5])
    assert sheet.stopped and sheet.winners == [2]


def test_stopping_needs_a_round_and_a_game_not_over():
    sheet = new("frustration20", 3)
    with pytest.raises(ValueError, match="no round"):
        sheet.stop()
    sheet.enter(1, **ROUNDS[0])
    sheet.stop()
    with pytest.raises(ValueError, match="over"):
        sheet.stop()


@pytest.mark.parametrize("game, players, result", [
    ("frustration14", 3, {"out": 1}),
    ("frustration20", 3, {"out": 1, "points": [5, 0, 5]}),
    ("contract", 3, {"out": 1, "points": [5, 0, 5]}),
    ("rummy", 3, {"out": 1, "points": [5, 0, 5]}),
])
def test_the_deal_passes_left_and_the_player_left_of_the_dealer_starts(game, players, result):
    sheet = new(game, players, dealer=1)
    seen = []
    for number in range(1, 5):
        seen.append((sheet.dealer, sheet.starter))
        sheet.enter(number, **result)
    assert seen == [(1, 2), (2, 0), (0, 1), (1, 2)]


@pytest.mark.parametrize("game, players, cards", [
    ("frustration14", 4, 13), ("frustration20", 8, 10), ("handfoot", 4, 13), ("rummy", 2, 10),
    ("rummy", 3, 7), ("rummy", 4, 7), ("rummy", 5, 6), ("rummy", 6, 6), ("contract", 3, 10)])
def test_each_game_deals_its_cards(game, players, cards):
    assert new(game, players).cards == cards


def test_one_rounds_scores_and_the_totals_after_it():
    sheet = sheet_of(ROUNDS)
    assert [sheet.row(n) for n in (1, 2, 3)] == sheet.scores == [[0, 20, 45], [35, 0, 10],
                                                                 [0, 5, 5]]
    assert sheet.totals_after(1) == [0, 20, 45] and sheet.totals_after(2) == [35, 20, 55]
    assert sheet.totals_after(3) == sheet.totals == [35, 25, 60]


def test_a_copy_takes_a_round_and_the_sheet_stays_as_it_was():
    sheet = sheet_of(ROUNDS[:2])
    before = sheet.to_dict()
    copy = sheet.copy()
    copy.enter(3, **ROUNDS[2])
    assert sheet.to_dict() == before and sheet.contracts == [2, 3, 1]
    assert sheet.totals == [35, 20, 55] and sheet.number == 3
    assert copy.to_dict() == sheet_of(ROUNDS).to_dict() and copy.contracts == [3, 3, 1]
    assert copy.totals == [35, 25, 60] and copy.GAME == "frustration20"


def test_a_copy_takes_an_edit_and_scores_the_later_rounds_again_alone():
    sheet = sheet_of(ROUNDS)
    copy = sheet.copy()
    copy.edit(1, out=2, laid=[2], points=[30, 20, 0])
    assert sheet.to_dict() == sheet_of(ROUNDS).to_dict()
    assert copy.totals == [65, 25, 15] and copy.contracts == [2, 2, 2]


@pytest.mark.parametrize("game, players, result", [
    ("handfoot", 4, {"out": 0, "clean": [1, 0], "dirty": [1, 0], "melds": [100, 60],
                     "hands": [0, 30]}),
    ("rummy", 2, {"out": 1, "points": [12, 0]}),
    ("contract", 3, {"out": 2, "points": [10, 4, 0]}),
])
def test_each_games_copy_scores_as_its_sheet(game, players, result):
    sheet = new(game, players)
    copy = sheet.copy()
    copy.enter(1, **result)
    sheet.enter(1, **result)
    assert copy.to_dict() == sheet.to_dict() and copy.totals == sheet.totals
    assert copy.dealer == sheet.dealer and copy.number == 2
