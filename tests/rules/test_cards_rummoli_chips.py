"""Rummoli's chips between hands (docs/rules.md 3.7): a player with no chips left is out, or
borrows with the borrow option; the game ends with the chips on the spaces going to the winner
of a cut or a showdown, and the most chips win."""
import pytest

from gameboard.rules.cards.rummoli import Rummoli


def conserved(game):
    return (sum(game.chips) + sum(game.pots)
            == game.options["chips"] * game.players + sum(game.borrowed))


def first_hand(game, winner, cards):
    game.deal()
    game.keep()
    game.showdown([winner])
    game.go_out(winner, cards)


def test_a_player_with_no_chips_is_out_and_the_last_one_left_takes_the_board():
    game = Rummoli(2, chips=20)
    first_hand(game, 0, [0, 11])
    assert game.chips == [40, 0] and game.pots == [0] * 9
    assert game.out == [False, True] and game.phase == "over" and game.winners == [0]
    with pytest.raises(ValueError, match="over"):
        game.deal()


def test_a_player_who_cannot_pay_in_full_pays_what_they_have_and_plays_on_until_the_end():
    game = Rummoli(3, chips=20)
    first_hand(game, 0, [0, 5, 11])
    assert game.chips == [33, 6, 0] and game.out == [False, False, True]
    assert game.dealer == 1 and conserved(game)
    game.deal()
    assert game.dealt == [0, 1]
    assert game.chips == [24, 0, 0]  # seat 1 antes on the first six spaces only
    assert game.pots == [2, 2, 5, 5, 5, 5, 4, 4, 4]
    game.keep()
    game.showdown([1])
    game.deadlock([3, 4, 0])
    assert game.out == [False, True, True] and game.phase == "over"
    assert game.chips == [60, 0, 0] and game.winners == [0] and conserved(game)


def test_with_the_borrow_option_a_player_borrows_what_they_must_pay():
    game = Rummoli(2, chips=20, borrow=True)
    first_hand(game, 0, [0, 11])
    assert game.chips == [26, 0] and game.out == [False, False] and game.phase == "deal"
    game.deal()
    assert game.chips == [17, 0] and game.borrowed == [0, 9] and conserved(game)
    game.keep()
    game.showdown([0])
    game.go_out(0, [0, 5])
    assert game.chips == [17 + 2 + 2 + 5, 0] and game.borrowed == [0, 14] and conserved(game)
    game.finish(1)
    assert game.chips == [26, 28] and game.phase == "over"
    assert game.winners == [0]  # 26 against 28 chips less 14 borrowed


def test_finishing_gives_the_chips_left_on_the_spaces_to_the_winner_of_the_cut():
    game = Rummoli(3)
    first_hand(game, 1, [4, 0, 2])
    left = sum(game.pots)
    chips = list(game.chips)
    game.finish(2)
    assert game.chips == [chips[0], chips[1], chips[2] + left] and game.pots == [0] * 9
    assert game.phase == "over" and conserved(game)
    assert game.winners == [2] and game.chips[2] == 41 + left - 2


def test_the_most_chips_tie_is_shared():
    game = Rummoli(2)
    game.deal()
    game.keep()
    game.showdown([0])
    for space in ("JD", "QC", "KH", "AS", "AD+KD"):
        game.claim(1, space)
    game.deadlock([3, 1])
    assert game.chips == [40, 50] and game.pots == [6, 0, 2, 0, 0, 0, 0, 0, 2]
    game.finish(0)
    assert game.chips == [50, 50] and game.winners == [0, 1]


def test_the_game_finishes_only_between_hands_and_not_for_a_player_who_is_out():
    game = Rummoli(3, chips=20)
    game.deal()
    with pytest.raises(ValueError, match="widow"):
        game.finish(0)
    game.keep()
    game.showdown([0])
    game.go_out(0, [0, 5, 11])
    with pytest.raises(ValueError, match="seat 2 is out of the game"):
        game.finish(2)
    game.deal()
    assert game.dealt == [0, 1]
    with pytest.raises(ValueError, match="seat 2 is out of the game"):
        game.sell(2, 1)


def test_the_deal_skips_a_player_who_is_out():
    game = Rummoli(3, chips=20, dealer=1)
    first_hand(game, 1, [5, 0, 11])
    assert game.out == [False, False, True] and game.dealer == 0
    game.deal()
    game.keep()
    game.showdown([0])
    game.go_out(0, [0, 1, 0])
    assert game.dealer == 1


def test_when_a_deadlock_takes_everyones_last_chip_the_cut_takes_the_board():
    game = Rummoli(2, chips=20)
    game.deal()
    game.keep()
    game.showdown([0, 1])
    game.deadlock([12, 12])
    assert game.chips == [0, 0] and game.out == [True, True] and game.phase == "deal"
    with pytest.raises(ValueError, match="nobody holds chips: finish the game"):
        game.deal()
    game.finish(1)
    assert game.chips == [0, 40] and game.winners == [1] and conserved(game)
