"""Rummoli's rummy play card by card (docs/rules.md 3.7, "Rummy play"): the Poker winner leads,
each card the next of its suit, the ace or the dead hand stops the suit, the lead changes
colour; a pay card played, or the last card of a space of several all played by one player,
takes that space's pot; each hand's outcome kept in the history."""
import json

import pytest

from gameboard.rules.cards.rummoli import Rummoli


def conserved(game):
    return (sum(game.chips) + sum(game.pots)
            == game.options["chips"] * game.players + sum(game.borrowed))


def in_play(players=4, winner=2, **options):
    """A hand dealt, the widow kept, the Poker pot won by `winner`: the rummy play begins."""
    game = Rummoli(players, **options)
    game.deal()
    game.keep()
    game.showdown([winner])
    return game


def stopped(game, lead):
    """The suit stopped: nothing is wanted, `lead` leads the other colour."""
    run = game.run
    return run.next_card() is None and run.lead == lead and run.lead_colour() == (
        "red" if run.suit in "SC" else "black")


def test_the_poker_winner_leads_and_the_next_card_of_the_suit_is_wanted():
    game = in_play(winner=2)
    assert game.last() == ("showdown", [2])
    assert game.run.lead == 2 and game.run.next_card() is None
    assert game.run.lead_colour() is None  # the first lead may be any suit
    assert game.play(2, "5C") == []
    assert game.run.next_card() == "6C" and game.run.lead is None
    game.play(0, "6C")
    assert game.run.next_card() == "7C" and game.run.last == 0


def test_a_pay_card_played_takes_its_pot():
    game = in_play(winner=1)
    game.play(1, "8S")
    game.play(3, "9S")
    assert game.play(0, "10S") == [2]  # the 10S space
    assert game.chips[0] == 41 + 4 and game.pots[2] == 0 and game.taken == [2]
    assert conserved(game)


def test_after_the_king_the_ace_stops_the_suit_and_its_player_leads_the_other_colour():
    game = in_play(winner=0)
    game.play(0, "QH")
    game.play(1, "KH")  # a pay card: KH
    assert game.run.next_card() == "AH"
    game.play(3, "AH")
    assert stopped(game, lead=3) and game.run.lead_colour() == "black"
    with pytest.raises(ValueError, match="changes colour"):
        game.play(3, "4D")
    game.play(3, "4S")
    assert game.run.next_card() == "5S"


def test_a_card_in_the_dead_hand_stops_the_suit():
    game = in_play(winner=2)
    game.play(2, "3D")
    game.play(1, "4D")
    game.dead("5D")
    assert stopped(game, lead=1) and game.run.lead_colour() == "black"
    game.play(1, "2C")
    assert game.run.next_card() == "3C"


def test_a_card_known_to_be_dead_stops_the_suit_when_it_is_wanted():
    game = in_play(winner=2)
    game.dead("9C")  # found in the dead hand before clubs are run
    game.play(2, "8C")
    assert stopped(game, lead=2) and game.run.lead_colour() == "red"
    game.play(2, "2H")
    assert game.run.next_card() == "3H"


def test_a_card_already_played_stops_the_suit_when_it_is_wanted_again():
    game = in_play(winner=0)
    game.play(0, "4S")
    game.dead("5S")  # spades stop
    game.play(0, "2H")
    game.dead("3H")  # hearts stop: a black lead is due
    game.play(0, "2S")
    game.play(1, "3S")  # the 4S was played: nobody holds it
    assert stopped(game, lead=1)
    with pytest.raises(ValueError, match="seat 0 played 4S"):
        game.play(1, "4S")
    game.play(1, "5D")
    assert game.run.next_card() == "6D"


def test_after_a_suit_run_to_its_ace_a_later_run_of_it_stops_below():
    game = in_play(winner=0)
    ranks = ["5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    for k in range(len(ranks)):
        game.play(k % 4, ranks[k] + "S")
    assert stopped(game, lead=1)  # the ace stopped spades
    game.play(1, "2H")
    game.dead("3H")
    game.play(1, "2S")
    game.play(2, "3S")
    game.play(3, "4S")  # the 5S and the rest are played
    assert stopped(game, lead=3)


def test_a_claimed_pay_card_stops_the_suit_when_it_is_wanted():
    game = in_play(winner=2)
    game.claim(0, "10S")
    game.play(2, "8S")
    game.play(1, "9S")
    assert stopped(game, lead=1)
    game.play(1, "6H")
    assert game.run.next_card() == "7H"


def test_a_dead_card_of_another_suit_stops_nothing():
    game = in_play(winner=2)
    game.play(2, "3D")
    game.dead("9C")
    assert game.run.next_card() == "4D" and game.dead_cards == ["9C"]


def test_ace_and_king_of_diamonds_by_one_player_take_their_pot():
    game = in_play(winner=1)
    game.play(1, "QD")
    assert game.play(1, "KD") == []  # half of AD+KD
    assert game.play(1, "AD") == [7]
    assert game.chips[1] == 41 + 4 + 4 and game.pots[7] == 0  # the Poker pot, then AD+KD


def test_ace_and_king_of_diamonds_by_two_players_take_nothing():
    game = in_play(winner=1)
    game.play(1, "QD")
    game.play(1, "KD")
    assert game.play(2, "AD") == []
    assert game.pots[7] == 4 and game.taken == []


def test_seven_eight_nine_of_a_suit_by_one_player_take_their_pot():
    game = in_play(winner=0)
    game.play(0, "6H")
    game.play(3, "7H")
    game.play(3, "8H")
    assert game.play(3, "9H") == [8]
    assert game.chips[3] == 41 + 4


def test_the_jack_of_diamonds_after_a_seven_eight_nine_split_between_players():
    game = in_play(winner=0)
    game.play(0, "7D")
    game.play(1, "8D")
    game.play(1, "9D")
    game.play(2, "10D")
    assert game.play(2, "JD") == [3]  # JD pays; 7-8-9 of diamonds was split: it stays
    assert game.pots[8] == 4 and game.taken == [3]


def test_on_the_hearts_board_each_heart_from_ten_pays():
    game = in_play(3, winner=0, spaces="hearts")
    game.play(0, "9H")
    took = [game.play(seat, card) for seat, card in ((1, "10H"), (2, "JH"), (0, "QH"),
                                                     (1, "KH"), (2, "AH"))]
    assert took == [[2], [3], [4], [5], [6]]
    assert game.chips == [43 + 3 + 3, 43 + 3 + 3, 43 + 3 + 3]  # P1 won the Poker pot
    assert conserved(game) and game.run.lead == 2


@pytest.mark.parametrize("seat, card, why", [
    (0, "5C", "seat 2 won the Poker pot and leads"),
    (2, "JK", "without jokers"),
    (2, "11C", "not a card"),
    (7, "5C", "a seat is 0..3"),
])
def test_a_first_lead_that_is_not_the_poker_winners_is_refused(seat, card, why):
    game = in_play(winner=2)
    before = json.dumps(game.to_dict())
    with pytest.raises(ValueError, match=why):
        game.play(seat, card)
    assert json.dumps(game.to_dict()) == before and game.run.lead == 2


def test_a_card_out_of_turn_played_twice_or_in_the_dead_hand_is_refused():
    game = in_play(winner=2)
    game.dead("7S")
    game.play(2, "5S")
    with pytest.raises(ValueError, match="the card wanted is 6S, not 8S"):
        game.play(1, "8S")
    game.play(1, "6S")
    with pytest.raises(ValueError, match="7S is in the dead hand"):
        game.play(1, "7S")
    game.dead("8S")  # not wanted: nothing stops
    game2 = in_play(winner=2)
    game2.claim(0, "10S")
    game2.play(2, "8S")
    game2.play(1, "9S")
    with pytest.raises(ValueError, match="seat 0 played 10S"):
        game2.play(0, "10S")


def test_plays_are_undone_one_by_one_and_saved():
    game = in_play(winner=1)
    game.play(1, "8S")
    game.play(3, "9S")
    game.play(0, "10S")
    saved = json.dumps(game.to_dict())
    again = Rummoli.from_dict(json.loads(saved))
    assert again.chips == game.chips and again.run.next_card() == "JS"
    assert again.actions()[-1] == again.last() == ("play", 0, "10S")
    game.undo()
    assert game.chips[0] == 41 and game.pots[2] == 4 and game.run.next_card() == "10S"
    assert game.run.last == 3


def test_a_damaged_play_record_is_refused():
    game = in_play(winner=1)
    game.play(1, "8S")
    d = game.to_dict()
    d["log"][-1] = d["log"][-1][:-2] + "00"  # rank 0: no card
    with pytest.raises(ValueError, match="saved Rummoli game refused"):
        Rummoli.from_dict(d)


def test_each_hand_played_out_goes_into_the_history():
    game = in_play(3, winner=2)
    game.go_out(1, [4, 0, 2])
    game.deal()
    game.exchange()
    game.showdown([0])
    game.deadlock([1, 2, 3])
    assert game.history == [(0, 2, 1, (37, 50, 42)), (1, 0, None, (30, 39, 30))]
    assert conserved(game)
    game.undo()
    assert len(game.history) == 1
