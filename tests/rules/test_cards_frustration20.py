"""Frustration's 20 melds (docs/rules.md 3.3): each laid down, and each refused for a stated
reason. Two decks with 4 jokers; jokers and 2s wild, the wild limit on every part; runs may mix
suits; "(no wilds)" covers every part, and a 2 there is a natural 2."""
import pytest

from gameboard.rules.cards import check

CONTRACTS = [
    (1, ["4S 4H JK", "5S 6H 7D 8C 9S"],
     ["4S 4H JK", "5S 6H 7D 8C 10S"], "5S 6H 7D 8C 10S as a run of 5: not consecutive"),
    (2, ["KS KH 2C JK"], ["KS 2H 2C JK"],
     "KS 2H 2C JK as 4 of a kind: too many wilds (3 wilds, 1 natural)"),
    (3, ["AS AH AD", "AC AS 2D"], ["AS AH KD", "AC AS 2D"], "AS AH KD as 3 of a kind: not one rank"),
    (4, ["9S 9H 9D 9C", "QS KH AD"], ["9S 9H 9D 9C", "KH AD 3C"],
     "KH AD 3C as a run of 3: not consecutive"),
    (5, ["5S 5H 5D", "6S 6H 6D 6C", "7S 8H 9D"], ["5S 5H 5D", "6S 6H 6D 6C 7S 8H 9D"],
     "this contract is 3 melds (3 of a kind, 4 of a kind and a run of 3), not 2"),
    (6, ["JS JH JD JK 2S"], ["JS JH JK JK 2S"],
     "JS JH JK JK 2S as 5 of a kind: too many wilds (3 wilds, 2 naturals)"),
    (7, ["AS", "8H 8D", "4S 5H 6D", "KS KD KH JK"], ["JK", "8H 8D", "4S 5H 6D", "KS KD KH 2C"],
     "JK as an Ace: not a natural ace"),
    (8, ["AS 2H 3D 4C 5S 6H 7D 8C"], ["AS 2H 3D 4C JK 6H 7D 8C"],
     "AS 2H 3D 4C JK 6H 7D 8C as a run of 8: no wilds in this meld, and JK is wild"),
    (9, ["JK 4H 5S 6H 7H", "3S 4S 5D 6S 7S"], ["JK 4H 5S 6H 7H", "2S 3S 4S 5D 6S"],
     "wilds in both runs: only one run may hold wilds (a 2 counts as wild)"),
    (10, ["5S 6H 7D 8C 9S 10H JD QC KS AH"], ["5S 6H 7D 8C 9S 10H JD QC KS 2H"],
     "5S 6H 7D 8C 9S 10H JD QC KS 2H as a run of 10: not consecutive"),
    (11, ["2H 3H 9H KH AH 7H", "2S 2D"], ["2H 3H 9H KH AH 7S", "2S 2D"],
     "2H 3H 9H KH AH 7S as 6 Hearts: 7S is not one of the hearts"),
    (12, ["QS QH QD QC JK", "QS QH QD 2C 2H"], ["QS QH QD QC", "QS QH QD 2C 2H"],
     "QS QH QD QC as 5 of a kind: 4 cards, not 5"),
    (13, ["9D 10D JD QD KD", "4C 4S"], ["9D 10D JD QD KH", "4C 4S"],
     "9D 10D JD QD KH as a run of 5 Diamonds: KH is not one of the diamonds"),
    (14, ["2C 3C 5C 7C 9C JC KC AC", "4D 4D"], ["2C 3C 5C 7C 9C JC KC JK", "4D 4D"],
     "2C 3C 5C 7C 9C JC KC JK as 8 Clubs: no wilds in this meld, and JK is wild"),
    (15, ["2S 2H 2D", "7S 7H 7D", "7C 7S 7H"], ["2S 2H 2D", "7S 7H 7D", "7C 7S JK"],
     "7C 7S JK as 3 of a kind: no wilds in this meld, and JK is wild"),
    (16, ["8S 8H 8D 8C 8S", "9S 9H 2D JK"], ["8S 8H 8D 8C 8S", "9S 2S 2D JK"],
     "9S 2S 2D JK as 4 of a kind: too many wilds (3 wilds, 1 natural)"),
    (17, ["10S 10H 10D 10C JK 2S", "JS QH KD"], ["10S 10H JK JK 2S 2H", "JS QH KD"],
     "10S 10H JK JK 2S 2H as 6 of a kind: too many wilds (4 wilds, 2 naturals)"),
    (18, ["5S 5H 5D 5C 5S JK JK", "6S 6H"], ["5S 5H 5D 5C 5S JK JK", "6S 7H"],
     "6S 7H as a pair: not one rank"),
    (19, ["AH 3H 5H 7H 9H", "2S 4S 6S 8S 10S"], ["AH 3H 5H 7H 9H", "2S 4S 6S 8S 10C"],
     "2S 4S 6S 8S 10C as 5 Spades: 10C is not one of the spades"),
    (20, ["KS KH KD KC KS KH JK 2S", "AS AD"], ["KS KH KD JK JK JK 2S 2H", "AS AD"],
     "KS KH KD JK JK JK 2S 2H as 8 of a kind: too many wilds (5 wilds, 3 naturals)"),
]


def melds(texts):
    return [text.split() for text in texts]


@pytest.mark.parametrize("n, good, bad, why", CONTRACTS)
def test_each_meld_of_the_list_is_laid_down_by_its_parts(n, good, bad, why):
    assert check("frustration20", n, melds(good)) == ""


@pytest.mark.parametrize("n, good, bad, why", CONTRACTS)
def test_each_meld_of_the_list_refuses_cards_that_break_a_rule(n, good, bad, why):
    assert check("frustration20", n, melds(bad)) == why


def test_the_list_covers_every_meld_once():
    assert sorted(row[0] for row in CONTRACTS) == list(range(1, 21))


@pytest.mark.parametrize("n, good, bad, why", CONTRACTS)
def test_another_melds_cards_do_not_lay_it_down(n, good, bad, why):
    later = CONTRACTS[n % 20][1]
    assert check("frustration20", n, melds(later)) != ""


# "an Ace" is one natural ace, laid as a meld of its own.
@pytest.mark.parametrize("ace, why", [
    ("AS", ""), ("AD", ""), ("2S", "2S as an Ace: not a natural ace"),
    ("KS", "KS as an Ace: not a natural ace")])
def test_an_ace_is_one_natural_ace(ace, why):
    assert check("frustration20", 7, melds([ace, "8H 8D", "4S 5H 6D", "KS KD KH JK"])) == why


def test_an_ace_is_not_two_aces():
    # Both aces would make the pair; the single-card part is missing instead.
    assert check("frustration20", 7, melds(["AS AH", "4S 5H 6D", "KS KD KH JK"])) == (
        "this contract is 4 melds (a pair, a run of 3, 4 of a kind and an Ace), not 3")


def test_the_wild_limit_holds_on_each_part_separately():
    # A pair holds at most 1 wild even when the meld's other parts are all natural.
    assert check("frustration20", 18, melds(["5S 5H 5D 5C 5S 5H 5D", "JK 2S"])) == (
        "JK 2S as a pair: wilds alone (a meld needs a natural card)")
    assert check("frustration20", 18, melds(["5S 5H 5D 5C 5S 5H 5D", "6S 2S"])) == ""
    assert check("frustration20", 18, melds(["5S 5H 5D 5C 5S 5H 5D", "6S 2S"]),
                 wilds="fewer") == "6S 2S as a pair: too many wilds (1 wild, 1 natural)"


# Meld 9: wilds in one run only, and a 2 is wild there even in its own place.
@pytest.mark.parametrize("first, second, why", [
    ("3S 4S 5D 6S 7S", "8H 9H 10H JH QH", ""),
    ("JK 4H 5S 6H 7H", "8H 9H 10H JH QH", ""),
    ("JK 4H 5S JK 7H", "8H 9H 10H JH QH", ""),
    ("AS 2S 3S 4S 5S", "8H 9H 10H JH QH", ""),
    ("AS 2S 3S 4S 5S", "8H 9H 10H JH JK", "wilds in both runs"),
    ("JK 4H 5S 6H 7H", "8H 9H 2D JH QH", "wilds in both runs"),
    ("JK 4H 5S JK JK", "8H 9H 10H JH QH", "too many wilds (3 wilds, 2 naturals)"),
])
def test_meld_9_holds_wilds_in_one_run_only(first, second, why):
    answer = check("frustration20", 9, melds([first, second]))
    assert answer == why if not why else why in answer


@pytest.mark.parametrize("run, mixed, suited", [
    ("5S 6S 7S 8S 9S", "", ""),
    ("5S 6H 7D 8C 9S", "", "5S 6H 7D 8C 9S as a run of 5: not one suit"),
    ("5S 6H JK 8C 9S", "", "5S 6H JK 8C 9S as a run of 5: not one suit"),
    ("JK 6H 2S 8H 9H", "", ""),
])
def test_runs_mix_suits_unless_the_option_asks_for_one_suit(run, mixed, suited):
    contract_1 = melds(["4S 4H JK", run])
    assert check("frustration20", 1, contract_1) == mixed
    assert check("frustration20", 1, contract_1, runs="mixed") == mixed
    assert check("frustration20", 1, contract_1, runs="suited") == suited


def test_a_run_of_diamonds_is_consecutive_diamonds_whatever_the_runs_option():
    for runs in ("mixed", "suited"):
        assert check("frustration20", 13, melds(["9D 10D JD QD KD", "4C 4S"]), runs=runs) == ""
        assert check("frustration20", 13, melds(["2D 5D 7D 9D JD", "4C 4S"]), runs=runs) == (
            "2D 5D 7D 9D JD as a run of 5 Diamonds: not consecutive")


def test_suit_parts_are_any_cards_of_that_suit_and_2s_are_natural_there():
    assert check("frustration20", 14, melds(["2C 2C 3C 3C 4C 4C 5C 5C", "2D KD"])) == ""
    assert check("frustration20", 19, melds(["KH KH QH QH JH", "2S 3S 4S 5S 6S"])) == ""


@pytest.mark.parametrize("n, good", [
    (8, ["AS 2H 3D 4C 5S 6H 7D 8C"]),
    (10, ["AS 2H 3D 4C 5S 6H 7D 8C 9S 10S"]),
    (11, ["2H 3H 4H 5H 6H 7H", "2S 2D"]),
    (13, ["AD 2D 3D 4D 5D", "2C 2S"]),
    (15, ["2S 2H 2D", "2C 2S 2H", "3S 3H 3D"]),
])
def test_a_2_in_a_meld_with_no_wilds_is_a_natural_2(n, good):
    assert check("frustration20", n, melds(good)) == ""


def test_three_decks_hold_six_jokers_and_three_copies():
    eight = melds(["KS KS KS KH KD JK JK JK", "AS AS"])
    assert check("frustration20", 20, eight, decks=3) == ""
    with pytest.raises(ValueError, match="too many KS: 3 entered"):
        check("frustration20", 20, eight)
