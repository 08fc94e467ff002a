"""Wild cards in Frustration (docs/rules.md 3.1): jokers and 2s, the wild limit and its "fewer"
option, a 2 wild even in its own place, no meld of wilds alone."""
import pytest

from gameboard.rules.cards import check


def sets_of_4(meld):
    """Frustration 14's contract 4 (2 sets of 4) with `meld` as one of the sets."""
    return [meld.split(), "8S 8H 8D 8C".split()]


# A set of 4 with 0 to 3 wilds, under each limit.
@pytest.mark.parametrize("meld, at_most_half, fewer", [
    ("QS QH QD QC", "", ""),
    ("QS QH QD JK", "", ""),
    ("QS QH JK 2D", "", "2 wilds, 2 naturals: too many wilds"),
    ("QS 2H JK 2D", "3 wilds, 1 natural: too many wilds", "3 wilds, 1 natural: too many wilds"),
])
def test_a_set_of_4_holds_2_wilds_or_with_fewer_1(meld, at_most_half, fewer):
    for option, why in ((None, at_most_half), ("at_most_half", at_most_half), ("fewer", fewer)):
        options = {"wilds": option} if option else {}
        answer = check("frustration14", 4, sets_of_4(meld), **options)
        assert answer == ("%s: %s (as a set of 4)" % (meld, why) if why else "")


@pytest.mark.parametrize("wilds, at_most_half, fewer", [(0, True, True), (1, True, True),
                                                        (2, False, False)])
def test_a_set_of_3_holds_1_wild_under_either_limit(wilds, at_most_half, fewer):
    meld = ["9S", "9H", "9D"][:3 - wilds] + ["JK", "2C"][:wilds]
    contract_1 = [meld, "5S 5H 5D".split(), "6S 6H 6D".split()]
    assert (check("frustration14", 1, contract_1) == "") == at_most_half
    assert (check("frustration14", 1, contract_1, wilds="fewer") == "") == fewer


@pytest.mark.parametrize("run, why", [
    ("AS 2S 3S 4S", ""),                          # 3 naturals and 1 wild
    ("AS 2S 3S JK", ""),                          # 2 and 2
    ("2S 2H 3S JK", "3 wilds, 1 natural: too many wilds"),
    ("JK 2S 2H 2D", "wilds alone (a meld needs a natural card)"),
])
def test_a_2_in_its_own_place_in_a_run_is_still_wild(run, why):
    answer = check("frustration14", 5, [run.split(), "9C 10C JC QC".split()])
    assert answer == ("%s: %s (as a run of 4)" % (run, why) if why else "")


def test_with_fewer_a_2_in_its_own_place_counts_against_the_run():
    assert check("frustration14", 5, [["AS", "2S", "3S", "JK"], ["9C", "10C", "JC", "QC"]],
                 wilds="fewer") == "AS 2S 3S JK: 2 wilds, 2 naturals: too many wilds (as a run of 4)"


@pytest.mark.parametrize("game, n, melds", [
    ("frustration14", 1, ["JK JK 2S", "5S 5H 5D", "6S 6H 6D"]),
    ("frustration20", 2, ["JK JK 2S 2H"]),
    ("frustration20", 4, ["9S 9H 9D 9C", "2S 2H JK"]),
])
def test_no_meld_of_wilds_alone(game, n, melds):
    answer = check(game, n, [meld.split() for meld in melds])
    assert ": wilds alone (a meld needs a natural card) (as " in answer


def test_a_wild_stands_for_whatever_card_the_run_needs():
    # Inside a gap, at either end, above the king as an ace.
    for run in ("5H JK 7H 8H", "JK 6H 7H 8H", "6H 7H 8H JK", "JH QH KH JK", "JK 2H 3H 4H"):
        assert check("frustration14", 5, [run.split(), "9C 10C JC QC".split()]) == "", run
