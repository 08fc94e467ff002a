"""Rummoli hands (docs/rules.md 3.7): the ante on every space, the widow, the Poker pot, claims
of the pay spaces, going out or a deadlock, and the pots that stay for the next hand."""
import pytest

from gameboard.rules.cards.rummoli import Rummoli


def conserved(game):
    return (sum(game.chips) + sum(game.pots)
            == game.options["chips"] * game.players + sum(game.borrowed))


def test_every_player_antes_one_chip_on_each_of_the_nine_spaces():
    game = Rummoli(4)
    assert game.spaces == ("Rummoli", "Poker", "10S", "JD", "QC", "KH", "AS", "AD+KD", "7-8-9")
    game.deal()
    assert game.chips == [41, 41, 41, 41] and game.pots == [4] * 9
    assert game.phase == "widow" and game.hands == 1 and conserved(game)


def test_the_hearts_board_has_its_own_pay_spaces():
    game = Rummoli(3, spaces="hearts", chips=100)
    game.deal()
    assert game.spaces[2:] == ("10H", "JH", "QH", "KH", "AH")
    assert game.chips == [93, 93, 93] and game.pots == [3] * 7


def test_two_hands_with_their_pots_and_chips():
    game = Rummoli(4)
    game.deal()
    game.keep()
    assert game.dead_hand is None  # the widow itself is dead
    game.showdown([2])
    assert game.leader == 2 and game.chips == [41, 41, 45, 41] and game.pots[1] == 0
    game.claim(2, "QC")
    game.claim(3, "AD+KD")
    game.claim(1, "7-8-9", ["7S", "8S", "9S"])
    assert game.chips == [41, 45, 49, 45] and game.taken == [4, 7, 8]
    game.go_out(2, [3, 5, 0, 1])
    assert game.chips == [38, 40, 62, 44]
    assert game.pots == [0, 0, 4, 4, 0, 4, 4, 0, 0]  # unclaimed pots stay
    assert game.phase == "deal" and game.dealer == 1 and conserved(game)
    game.deal()
    assert game.chips == [29, 31, 53, 35]
    assert game.pots == [4, 4, 8, 8, 4, 8, 8, 4, 4]
    game.exchange()
    assert game.dead_hand == 1
    game.showdown([0, 3])
    assert game.chips == [31, 31, 53, 37] and game.leader == 3
    game.claim(0, "KH")
    game.deadlock([2, 4, 3, 1])
    assert game.chips == [37, 27, 50, 36]
    assert game.pots == [14, 0, 8, 8, 4, 0, 8, 4, 4] and conserved(game)
    assert game.dealer == 2 and game.taken == [5]


def test_the_dealer_keeps_the_chips_the_widow_sells_for():
    game = Rummoli(3)
    game.deal()
    game.sell(1, 5)
    assert game.chips == [46, 36, 41] and game.dead_hand == 1 and game.phase == "poker"


def test_going_out_takes_the_rummoli_pot_and_a_chip_a_card_from_each_player():
    game = Rummoli(3, dealer=2)
    game.deal()
    game.keep()
    game.showdown([1])
    game.go_out(0, [0, 7, 2])
    assert game.chips == [41 + 3 + 9, 41 + 3 - 7, 41 - 2]
    assert game.pots[0] == 0 and game.dealer == 0


def test_a_deadlock_puts_a_chip_a_card_on_rummoli_for_the_next_hand():
    game = Rummoli(2)
    game.deal()
    game.keep()
    game.showdown([0])
    game.deadlock([4, 6])
    assert game.chips == [41 + 2 - 4, 41 - 6] and game.pots[0] == 2 + 10
    game.deal()
    assert game.pots[0] == 14


def test_a_tied_showdown_splits_the_poker_pot_and_the_odd_chip_stays():
    game = Rummoli(3)
    game.deal()
    game.keep()
    game.showdown([2, 0])
    assert game.chips == [42, 41, 42] and game.pots[1] == 1
    assert game.leader == 2  # of the tied winners, the first after the dealer leads
    game.go_out(0, [0, 1, 1])
    game.deal()
    assert game.pots[1] == 4


def test_betting_bets_and_raises_go_into_the_poker_pot_and_who_folds_cannot_win():
    game = Rummoli(3, poker="betting")
    game.deal()
    game.sell(1, 5)
    game.bet(1, 4)
    game.call(2)
    game.bet(0, 6)
    game.call(1)
    assert game.stakes == [6, 6, 4] and game.pots[1] == 3 + 16
    game.fold(2)
    with pytest.raises(ValueError, match="seat 2 folded"):
        game.showdown([2])
    game.showdown([0])
    assert game.chips == [59, 30, 37] and game.pots[1] == 0 and conserved(game)


def test_the_last_player_left_in_the_betting_takes_the_poker_pot():
    game = Rummoli(3, poker="betting")
    game.deal()
    game.keep()
    game.bet(1, 2)
    game.fold(2)
    assert game.phase == "poker"
    game.fold(0)
    assert game.phase == "play" and game.leader == 1
    assert game.chips == [41, 41 - 2 + 5, 41]


def test_a_pay_space_is_claimed_with_the_cards_that_play_it():
    game = Rummoli(3)
    game.deal()
    game.keep()
    game.showdown([0])
    game.claim(1, "AD+KD", ["KD", "AD"])
    game.claim(2, "7-8-9", ["9C", "7C", "8C"])
    game.claim(0, "10S", ["10S"])
    assert game.chips == [41 + 3 + 3, 44, 44]
