"""Saving a Rummoli game: to_dict() is JSON-safe and from_dict() plays the saved actions again
through every check, so the same game comes back and a damaged or impossible save is refused;
undo takes back one action exactly."""
import json

import pytest

from gameboard.rules.cards.rummoli import Rummoli


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
    assert game.log[7] == ("claim", 1, "7-8-9", ["7D", "8D", "9D"])
    assert game.log[8] == ("claim", 2, "KH", None)


def test_undo_takes_back_one_action_exactly():
    game = a_game()
    states = []
    replay = Rummoli(4, dealer=3, poker="betting", borrow=True, chips=20)
    for entry in game.log:
        states.append(state(replay))
        getattr(replay, entry[0])(*entry[1:])
    assert state(replay) == state(game)
    while states:
        game.undo()
        assert state(game) == states.pop()
    with pytest.raises(ValueError, match="nothing to undo"):
        game.undo()


def put(container, key, value):
    container[key] = value


def damaged(change):
    data = a_game().to_dict()
    change(data)
    return data


@pytest.mark.parametrize("data, message", [
    (None, "must hold exactly"),
    (damaged(lambda d: d.pop("log")), "must hold exactly"),
    (damaged(lambda d: d.update(version=0)), "version 0"),
    (damaged(lambda d: d.update(game="rummy")), "rummoli version 1"),
    (damaged(lambda d: d.update(players=1)), "not 1"),
    (damaged(lambda d: d["options"].update(spaces="clubs")), "spaces must be"),
    (damaged(lambda d: d.update(log="deal")), "wrong kind"),
    (damaged(lambda d: d["log"].insert(0, ["call", 1])), "not a Rummoli action"),
    (damaged(lambda d: d["log"].insert(0, ["_start"])), "not a Rummoli action"),
    (damaged(lambda d: d["log"].insert(0, [])), "not a Rummoli action"),
    (damaged(lambda d: d["log"].insert(1, ["deal"])), "the dealer first"),
    (damaged(lambda d: put(d["log"][1], 2, 400)), "has 11 chips, not 400"),
    (damaged(lambda d: put(d["log"][8], 2, "7-8-9")), "already taken"),
    (damaged(lambda d: put(d["log"][10], 2, [1, 5, 11, 9])), "went out but has 1"),
    (damaged(lambda d: d["log"][0].append(3)), "not a saved Rummoli game \\(TypeError"),
    (damaged(lambda d: put(d["options"], 3, 1)), "not a saved Rummoli game"),
])
def test_a_damaged_or_impossible_save_is_refused(data, message):
    with pytest.raises(ValueError, match=message):
        Rummoli.from_dict(data)
