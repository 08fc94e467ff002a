"""The contract lists (docs/rules.md 3.2-3.4): how many, and each text as the rules page
writes it."""
import pytest

from gameboard.rules.cards import contract, contracts


@pytest.mark.parametrize("game, count", [
    ("frustration14", 14), ("frustration20", 20), ("contract", 7), ("rummy", 0),
    ("handfoot", 0), ("rummoli", 0)])
def test_each_game_has_its_number_of_contracts(game, count):
    assert contracts(game) == count


@pytest.mark.parametrize("game, n, text", [
    ("frustration14", 1, "3 sets of 3"),
    ("frustration14", 7, "1 set of 3 and 1 run of 7"),
    ("frustration14", 14, "1 set of 3 and 1 run of 9"),
    ("frustration20", 1, "3 of a kind and a run of 5"),
    ("frustration20", 7, "a pair, a run of 3, 4 of a kind and an Ace"),
    ("frustration20", 9, "2 runs of 5 (wilds in one run only)"),
    ("frustration20", 13, "a run of 5 Diamonds and a pair (no wilds)"),
    ("frustration20", 14, "8 Clubs and 2 Diamonds (no wilds)"),
    ("frustration20", 20, "8 of a kind and a pair"),
    ("contract", 1, "10 cards, 2 sets"),
    ("contract", 6, "12 cards, 1 set and 2 runs"),
    ("contract", 7, "12 cards, 3 runs"),
])
def test_a_contract_reads_as_the_rules_page_writes_it(game, n, text):
    assert contract(game, n) == text


def test_every_contract_has_a_text_of_its_own():
    for game in ("frustration14", "frustration20", "contract"):
        texts = [contract(game, n) for n in range(1, contracts(game) + 1)]
        assert len(set(texts)) == len(texts)


@pytest.mark.parametrize("game, n, match", [
    ("frustration14", 0, "frustration14's contracts are 1 to 14, not 0"),
    ("frustration14", 15, "1 to 14, not 15"),
    ("frustration20", 21, "1 to 20, not 21"),
    ("contract", 8, "1 to 7, not 8"),
    ("contract", -1, "1 to 7, not -1"),
    ("contract", True, "1 to 7, not True"),
    ("contract", 1.0, "1 to 7, not 1.0"),
    ("contract", "1", "1 to 7, not '1'"),
    ("rummy", 1, "rummy has no contracts"),
    ("rummoli", 1, "rummoli has no contracts"),
    ("poker", 1, "unknown game 'poker'"),
])
def test_a_contract_outside_the_list_is_refused(game, n, match):
    with pytest.raises(ValueError, match=match):
        contract(game, n)


def test_an_unknown_game_has_no_count_of_contracts():
    with pytest.raises(ValueError, match="unknown game 'Rummy': the games are frustration14"):
        contracts("Rummy")
