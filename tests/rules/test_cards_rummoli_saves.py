"""Saving a Rummoli game: to_dict() is JSON-safe and from_dict() plays the saved actions again
through every check, so the same game comes back and a damaged or impossible save is refused;
undo takes back one action exactly."""
import binascii
import json

import pytest

from gameboard.rules.cards.rummoli import PIECE, Rummoli


def a_game():
    game = Rummoli(4, dealer=3, poker="betting", borrow=True, chips=20)
    game.deal()
    game.sell(1, 4)
    game.bet(0, 3)
    game.call(1)
    game.fold(2)
    game.fold(3)
    game.showdown([0])
    game.claim(1, "7-8-9", ["8D", "7D", "9D"])
    game.claim(2, "KH")
    game.dead("AS")
    game.go_out(0, [0, 5, 11, 9])
    game.deal()
    game.exchange()
    return game


def state(game):
    return json.dumps([game.to_dict(), game.chips, game.pots, game.borrowed, game.out,
                       game.phase, game.dealer, game.hands, game.dealt, game.dead_hand,
                       game.stakes, game.folded, game.leader, game.taken])


def test_a_game_comes_back_from_its_json():
    game = a_game()
    again = Rummoli.from_dict(json.loads(json.dumps(game.to_dict())))
    assert state(again) == state(game)
    assert again.chips == [38, 0, 0, 0] and again.borrowed == [0, 6, 5, 3]
    assert again.pots == [4, 4, 8, 8, 8, 4, 8, 8, 4] and again.phase == "poker"


def test_a_claim_is_saved_with_its_cards_in_order():
    game = a_game()
    actions = game.actions()
    assert actions[7] == ("claim", 1, "7-8-9", ["7D", "8D", "9D"])
    assert actions[8] == ("claim", 2, "KH", None)
    assert actions[10] == ("go_out", 0, [0, 5, 11, 9])
    assert [a[0] for a in actions] == [
        "deal", "sell", "bet", "bet", "fold", "fold", "showdown", "claim", "claim", "dead",
        "go_out", "deal", "exchange"]
    assert [len(chunk) for chunk in game.log] == [38]  # 1 + 4 * 3 + 2 * 2 + 3 + 4 * 2 + 2 + 6 + 2


def played(game, hands):
    """`hands` hands of a 2-player game: the widow kept, P1's poker, P2 claiming every pay
    space, P1 out."""
    for _ in range(hands):
        game.deal()
        game.keep()
        game.showdown([0])
        for space in game.spaces[2:]:
            game.claim(1, space)
        game.go_out(0, [0, 9])
    return game


def test_a_long_log_is_kept_and_saved_in_chunks_of_whole_records():
    game = played(Rummoli(2, borrow=True), 40)
    sizes = [len(chunk) for chunk in game.log]
    assert len(sizes) > 1 and max(sizes) <= 256 and sum(sizes) == 40 * (1 + 1 + 3 + 7 * 4 + 4)
    again = Rummoli.from_dict(json.loads(json.dumps(game.to_dict())))
    assert state(again) == state(game) and len(again.to_dict()["log"]) == len(sizes)


def streamed(game):
    """The JSON text of the log a save streams (to_dict(streamed=True)), piece by piece."""
    return b"".join(game.to_dict(streamed=True)["log"].json_pieces()).decode()


def test_a_saved_log_streams_the_json_text_of_its_chunks():
    game = Rummoli(2, borrow=True)
    assert streamed(game) == json.dumps(game.to_dict()["log"]) == "[]"
    played(game, 1)  # one chunk, in one piece of text
    assert streamed(game) == json.dumps(game.to_dict()["log"])
    played(game, 39)  # several chunks, some of them more than one piece
    assert len(game.log) > 1 and max([len(chunk) for chunk in game.log]) > PIECE
    assert streamed(game) == json.dumps(game.to_dict()["log"])


def test_undo_takes_back_one_action_exactly():
    game = a_game()
    states = []
    actions = game.actions()
    replay = Rummoli(4, dealer=3, poker="betting", borrow=True, chips=20)
    for action in actions:
        states.append(state(replay))
        getattr(replay, action[0])(*action[1:])
    assert state(replay) == state(game)
    while states:
        assert game.undo() == actions.pop()  # what it took back, as the log reads it
        assert state(game) == states.pop()
    with pytest.raises(ValueError, match="nothing to undo"):
        game.undo()


def damaged(change):
    data = a_game().to_dict()
    change(data)
    return data


def bytes_at(at, values):
    """A change to a save: the log's bytes from `at` replaced by `values`. The records of
    a_game() start at 0 (deal), 1 (sell), 5, 9 (bets), 13, 15 (folds), 17 (showdown), 20, 24
    (claims), 28 (dead), 30 (go_out), 36, 37."""
    def change(data):
        log = bytearray(binascii.unhexlify("".join(data["log"])))
        log[at:at + len(values)] = bytes(values)
        data["log"] = [binascii.hexlify(log).decode()]
    return change


@pytest.mark.parametrize("data, message", [
    (None, "must hold exactly"),
    (damaged(lambda d: d.pop("log")), "must hold exactly"),
    (damaged(lambda d: d.update(version=0)), "version 0"),
    (damaged(lambda d: d.update(game="rummy")), "rummoli version 1"),
    (damaged(lambda d: d.update(players=1)), "not 1"),
    (damaged(lambda d: d["options"].update(spaces="clubs")), "option spaces cannot be"),
    (damaged(lambda d: d.update(log="deal")), "wrong kind"),
    (damaged(bytes_at(38, [255])), "damaged at byte 38"),
    (damaged(bytes_at(38, [3, 1])), "damaged at byte 38"),
    (damaged(bytes_at(20, [7, 1, 9, 1])), "damaged at byte 20"),
    (damaged(bytes_at(20, [7, 1, 8, 6])), "damaged at byte 20"),
    (damaged(bytes_at(36, [1])), "the hand is over"),
    (damaged(bytes_at(1, [3, 1, 1, 144])), "has 11 chips, not 400"),
    (damaged(bytes_at(24, [7, 2, 8, 0])), "7-8-9 was already taken"),
    (damaged(bytes_at(32, [1])), "went out but has 1"),
    (damaged(bytes_at(28, [8, 13 * 4 + 1])), "seat 2 played KH"),
    (damaged(lambda d: d.update(log=["abc"])), "refused"),
    (damaged(lambda d: d.update(log=[7])), "not a saved Rummoli game"),
    (damaged(lambda d: d["options"].update({3: 1})), "not a saved Rummoli game"),
])
def test_a_damaged_or_impossible_save_is_refused(data, message):
    with pytest.raises(ValueError, match=message):
        Rummoli.from_dict(data)


def test_an_undo_within_a_hand_leaves_what_the_whole_log_played_again_gives():
    game = a_game()  # hand 2 under way, after its deal
    game.showdown([2])
    game.play(2, "5H")
    game.play(0, "6H")
    game.claim(3, "10S")
    game.undo()  # from the deal of hand 2, not from the start
    again = Rummoli.from_dict(json.loads(json.dumps(game.to_dict())))
    assert state(game) == state(again) and game.history == again.history
    assert game.run.next_card() == "7H" and game.run.last == 0
    with pytest.raises(ValueError, match="seat 0 played 6H"):
        game.dead("6H")  # what was played before the undo still is
    game.claim(3, "10S")  # the undone claim, made again, takes the pot again
    assert game.chips[3] == again.chips[3] + again.pots[2] and game.pots[2] == 0


def test_undoing_a_deal_and_then_the_hand_before_it():
    game = a_game()
    game.undo()  # the exchange
    game.undo()  # the deal of hand 2: the state it started from
    assert game.phase == "deal" and game.hands == 1 and game.pots[0] == 0
    assert state(game) == state(Rummoli.from_dict(json.loads(json.dumps(game.to_dict()))))
    game.undo()  # hand 1's going out: played again from the start
    assert game.phase == "play" and game.hands == 1 and game.history == []
    assert state(game) == state(Rummoli.from_dict(json.loads(json.dumps(game.to_dict()))))
