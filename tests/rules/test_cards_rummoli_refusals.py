"""Rummoli input the rules refuse (docs/rules.md 3.7): each raises a ValueError that says why
and changes nothing: actions out of turn, claims no deal allows, chips a player does not have,
cards no hand could hold."""
import json

import pytest

from gameboard.rules.cards.rummoli import Rummoli


def in_play(poker="showdown"):
    """A 3-player hand in its rummy play: seat 1 bought the widow for 2 chips, seat 0 won the
    Poker pot and claimed 10S; JD is known to be in the dead hand."""
    game = Rummoli(3, poker=poker)
    game.deal()
    game.sell(1, 2)
    game.showdown([0])
    game.claim(0, "10S")
    game.dead("JD")
    return game


def in_poker():
    game = Rummoli(3, poker="betting")
    game.deal()
    game.keep()
    game.bet(2, 3)
    return game


def state(game):
    """Everything a screen reads of a game, and the cards it knows were played."""
    run = game.run and (game.run.lead, game.run.suit, game.run.wanted, game.run.last)
    return json.dumps([game.to_dict(), game.chips, game.pots, game.borrowed, game.out,
                       game.phase, game.dealer, game.hands, game.dealt, game.dead_hand,
                       game.stakes, game.folded, game.leader, game.taken, game.dead_cards,
                       list(game._played), game.history, run, game.winners])


def refused(game, action, message):
    before = state(game)
    with pytest.raises(ValueError, match=message):
        action(game)
    assert state(game) == before


@pytest.mark.parametrize("action, message", [
    (lambda g: g.claim(1, "10S"), "10S was already taken this hand"),
    (lambda g: g.claim(2, "JD"), "JD is in the dead hand"),
    (lambda g: g.claim(2, "JD", ["JD"]), "JD is in the dead hand"),
    (lambda g: g.claim(2, "QC", ["QS"]), "QS do not play QC"),
    (lambda g: g.claim(2, "QC", ["ZZ"]), "not a card"),
    (lambda g: g.claim(2, "QC", "QC"), "list of card labels"),
    (lambda g: g.claim(2, "AD+KD", ["AD"]), "AD do not play AD\\+KD"),
    (lambda g: g.claim(2, "7-8-9", ["7H", "8H", "9S"]), "do not play 7-8-9"),
    (lambda g: g.claim(2, "7-8-9", ["7H", "8H", "10H"]), "do not play 7-8-9"),
    (lambda g: g.claim(2, "Rummoli"), "not a pay space"),
    (lambda g: g.claim(2, "Poker"), "not a pay space"),
    (lambda g: g.claim(2, "QH"), "not a pay space"),
    (lambda g: g.claim(3, "QC"), "a seat is 0..2"),
    (lambda g: g.claim(True, "QC"), "a seat is 0..2"),
    (lambda g: g.dead("10S"), "seat 0 played 10S"),
    (lambda g: g.dead("JD"), "already known"),
    (lambda g: g.dead("1S"), "not a card"),
    (lambda g: g.dead("JK"), "without jokers"),
    (lambda g: g.claim(2, "7-8-9", ["7H", "8H", "JK"]), "do not play 7-8-9"),
    (lambda g: g.play(1, "5C"), "seat 0 won the Poker pot and leads"),
    (lambda g: g.play(0, "JD"), "JD is in the dead hand"),
    (lambda g: g.play(0, "10S"), "seat 0 played 10S"),
    (lambda g: g.play(0, "JK"), "without jokers"),
    (lambda g: g.play(0, "1C"), "not a card"),
    (lambda g: g.go_out(1, [2, 1, 3]), "seat 1 went out but has 1 cards left"),
    (lambda g: g.go_out(1, [2, 0, 0]), "seat 2 holds no cards"),
    (lambda g: g.go_out(1, [2, 0, 14]), "cannot hold 14 cards \\(a hand here is at most 13\\)"),
    (lambda g: g.go_out(1, [2, 0]), "list of 3"),
    (lambda g: g.go_out(1, [2, 0, -1]), "cannot hold -1"),
    (lambda g: g.deadlock([2, 0, 3]), "seat 1 holds no cards"),
    (lambda g: g.deal(), "rummy play is under way"),
    (lambda g: g.showdown([1]), "rummy play is under way"),
    (lambda g: g.finish(0), "rummy play is under way"),
    (lambda g: g.exchange(), "rummy play is under way"),
])
def test_a_bad_play_is_refused_and_changes_nothing(action, message):
    refused(in_play(), action, message)


@pytest.mark.parametrize("action, message", [
    (lambda g: g.bet(0, 42), "seat 0 has 41 chips, not 42"),
    (lambda g: g.bet(0, 0), ">= 1"),
    (lambda g: g.bet(0, 2.0), ">= 1"),
    (lambda g: g.call(2), "seat 2 has nothing to call"),
    (lambda g: g.showdown([]), "name the seats"),
    (lambda g: g.showdown(1), "name the seats"),
    (lambda g: g.showdown([1, 1]), "named twice"),
    (lambda g: g.showdown([5]), "a seat is 0..2"),
    (lambda g: g.claim(0, "QC"), "the Poker pot is played first"),
    (lambda g: g.keep(), "the Poker pot is played first"),
    (lambda g: g.go_out(0, [0, 1, 1]), "the Poker pot is played first"),
])
def test_a_bad_bet_is_refused_and_changes_nothing(action, message):
    refused(in_poker(), action, message)


def test_a_folded_player_bets_no_more():
    game = in_poker()
    game.fold(0)
    refused(game, lambda g: g.bet(0, 1), "seat 0 has folded")
    refused(game, lambda g: g.fold(0), "seat 0 has folded")
    refused(game, lambda g: g.showdown([0, 1]), "seat 0 folded and cannot win")


def test_showdown_tables_take_no_bets():
    game = Rummoli(3)
    game.deal()
    game.keep()
    for action in (lambda g: g.bet(0, 1), lambda g: g.call(0), lambda g: g.fold(0)):
        refused(game, action, "by showdown")


@pytest.mark.parametrize("action, message", [
    (lambda g: g.sell(0, 3), "the dealer exchanges the widow, not buys it"),
    (lambda g: g.sell(1, 42), "seat 1 has 41 chips, not 42"),
    (lambda g: g.sell(1, 0), ">= 1"),
    (lambda g: g.showdown([1]), "the dealer first exchanges, keeps or sells the widow"),
    (lambda g: g.deal(), "the dealer first"),
])
def test_a_bad_widow_is_refused_and_changes_nothing(action, message):
    game = Rummoli(3)
    game.deal()
    refused(game, action, message)


def test_nothing_but_a_deal_starts_a_game():
    game = Rummoli(3)
    for action in (lambda g: g.keep(), lambda g: g.claim(0, "QC"), lambda g: g.undo()):
        refused(game, action, "deal the next one|nothing to undo")


@pytest.mark.parametrize("players, options, message", [
    (1, {}, "2, 3, 4, 5, 6, 7, 8 players, not 1"),
    (9, {}, "not 9"),
    (4, {"chips": 10}, "option chips cannot be 10"),
    (4, {"poker": "draw"}, "option poker cannot be 'draw'"),
    (4, {"borrow": "yes"}, "option borrow cannot be"),
    (4, {"pots": 9}, "no option 'pots'"),
    (4, {"dealer": 4}, "first dealer"),
])
def test_a_bad_table_is_refused(players, options, message):
    with pytest.raises(ValueError, match=message):
        Rummoli(players, **options)
