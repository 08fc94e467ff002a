"""Runs (docs/rules.md 3.1): consecutive ranks, aces high or low, never wrapping, exactly the
part's size; one suit where the game says so."""
import pytest

from gameboard.rules.cards import check


def run_of_4(run):
    """Frustration 14's contract 5 (2 runs of 4) with `run` as one of them."""
    return check("frustration14", 5, [run.split(), "9C 10C JC QC".split()])


@pytest.mark.parametrize("run", ["AS 3S 4S JK", "JS QS KS AS", "AS JK 3S 4S", "JS JK KS AS",
                                 "KS QS JS 10S", "4S AS JK 3S"])
def test_aces_are_high_or_low_and_order_does_not_matter(run):
    assert run_of_4(run) == ""


@pytest.mark.parametrize("run", ["KS AS 3S 4S", "QS KS AS 3S", "KS JK AS 3S", "KS AS JK 3S"])
def test_a_run_never_wraps(run):
    assert run_of_4(run) == run + ": not consecutive (as a run of 4)"


@pytest.mark.parametrize("run, why", [
    ("4S 5S 7S 8S", "not consecutive"),
    ("JS AS JK 10S", "not consecutive"),         # 10-J-Q-K-A is 5 places
    ("AS 4S JK 5S", "not consecutive"),          # A-2-3-4-5 likewise
    ("QS AS JK 3S", "not consecutive"),          # Q-K-A-2-3 would wrap
    ("4S 5S 6S 6S", "two 6s"),
    ("4S JK 4S 6S", "two 4s"),
    ("AS AS 3S 4S", "two aces"),
    ("4S 5S 6H 7S", "not one suit"),
    ("4S 5S 6S", "3 cards, not 4"),
    ("4S 5S 6S 7S 8S", "5 cards, not 4"),
])
def test_what_is_no_run(run, why):
    assert run_of_4(run) == "%s: %s (as a run of 4)" % (run, why)


def test_an_ace_stands_at_one_end_only():
    # A-2-...-K-A would hold the ace at both ends: two aces, not one 14-card run.
    everything = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS"
    assert check("contract", 3, [everything.split(), "2D 3D 4D".split()], decks=2) == (
        everything + ": two aces (as a run)")


def test_a_wild_can_not_make_the_ace_stand_at_both_ends():
    thirteen = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS"
    assert check("contract", 3, [thirteen.split(), "2D 3D 4D".split()]) == ""
    assert check("contract", 3, [(thirteen + " JK").split(), "2D 3D 4D".split()]) == (
        thirteen + " JK: 14 cards: a run goes at most from A to K (it never wraps) (as a run)")


def test_runs_of_a_contract_game_are_of_one_suit_and_of_frustration_20_by_option():
    mixed = "4S 5H 6D 7C"
    assert run_of_4(mixed) == mixed + ": not one suit (as a run of 4)"
    assert check("frustration20", 4, [mixed.split(), "9S 9H 9D 9C".split()]) == (
        mixed + ": 4 cards, not 3 (as a run of 3)")
    assert check("frustration20", 4, [mixed.split()[1:], "9S 9H 9D 9C".split()]) == ""
    assert check("frustration20", 4, [mixed.split()[1:], "9S 9H 9D 9C".split()],
                 runs="suited") == "5H 6D 7C: not one suit (as a run of 3)"
