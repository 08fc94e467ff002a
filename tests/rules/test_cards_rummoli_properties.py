"""Random legal Rummoli games from the seeded Prng (the same on both runtimes), with the
invariants checked after every action (the rummy play card by card among them): chips are
conserved (players and pots add up to the chips handed out plus what was borrowed), undo
restores the game exactly, and the game comes back from its JSON."""
import json

import pytest

from gameboard.rules.cards.deck import SUITS
from gameboard.rules.cards.rummoli import Rummoli
from gameboard.rules.prng import Prng

TABLES = [
    (2, {}), (3, {"chips": 20}), (4, {"poker": "betting"}),
    (5, {"chips": 20, "borrow": True, "poker": "betting"}),
    (8, {"spaces": "hearts", "chips": 30}), (8, {"borrow": True, "chips": 20}),
]
CARDS = [rank + suit for rank in ("A", "2", "5", "7", "9", "10", "J", "Q", "K")
         for suit in SUITS]
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def state(game):
    return json.dumps([game.to_dict(), game.chips, game.pots, game.borrowed, game.out,
                       game.phase, game.dealer, game.hands, game.dealt, game.dead_hand,
                       game.stakes, game.folded, game.leader, game.taken, game.dead_cards,
                       game.history, run(game)])


def run(game):
    r = game.run
    return None if r is None else (r.lead, r.suit, r.wanted, r.last)


def conserved(game):
    return (sum(game.chips) + sum(game.pots)
            == game.options["chips"] * game.players + sum(game.borrowed))


def some(prng, seats):
    """A non-empty random choice of seats, most often one."""
    if prng.below(4):
        return [prng.choice(seats)]
    return [s for s in seats if prng.below(2)] or [seats[0]]


def claim(game, prng):
    spaces = [s for s in game.spaces[2:] if game.spaces.index(s) not in game.taken]
    if not spaces:
        return None
    space = prng.choice(spaces)
    cards = None
    if space == "7-8-9" and prng.below(2):
        suit = prng.choice(SUITS)
        cards = [rank + suit for rank in ("9", "7", "8")]
    elif space != "7-8-9" and prng.below(2):
        cards = space.split("+")
    if any(card in game.dead_cards or card in played(game) for card in (cards or space.split("+"))):
        return None  # a dead card, or one a seat played (that seat may claim it: not tried)
    return ("claim", prng.choice(game.dealt), space, cards)


def play_card(game, prng):
    """The card the rummy play wants next by any player, or a lead of the colour due (the first
    by the Poker winner), if that card is neither played nor dead."""
    run = game.run
    card = run.next_card()
    seat = prng.choice(game.dealt)
    if card is None:
        want = run.lead_colour()
        suits = [s for s in SUITS if want is None or (s in "SC") == (want == "black")]
        card = prng.choice(RANKS) + prng.choice(suits)
        if run.suit is None:
            seat = run.lead
    if card in game.dead_cards or card in played(game):
        return None
    return ("play", seat, card)


def played(game):
    """The cards played or claimed this hand."""
    actions = game.actions()
    deal = max([k for k in range(len(actions)) if actions[k][0] == "deal"])
    cards = []
    for action in actions[deal:]:
        if action[0] == "play":
            cards.append(action[2])
        elif action[0] == "claim":
            cards += action[3] or ([] if action[2] == "7-8-9" else action[2].split("+"))
    return cards


def random_action(game, prng):
    """A legal action in the game's phase."""
    phase, dealt = game.phase, game.dealt
    if phase == "deal":
        playing = [s for s in range(game.players) if not game.out[s]]
        if len(playing) < 2 or (game.hands > 2 and prng.below(12) == 0):
            return ("finish", prng.choice(playing or list(range(game.players))))
        return ("deal",)
    if phase == "widow":
        buyers = [s for s in dealt if s != game.dealer and game.chips[s]]
        choice = prng.below(3)
        if choice == 2 and buyers:
            seat = prng.choice(buyers)
            return ("sell", seat, 1 + prng.below(min(game.chips[seat], 6)))
        return ("exchange",) if choice else ("keep",)
    if phase == "poker":
        left = [s for s in dealt if s not in game.folded]
        if game.options["poker"] == "betting" and prng.below(3):
            seat = prng.choice(left)
            owed = max(game.stakes) - game.stakes[seat]
            choice = prng.below(3)
            if choice == 0 and game.chips[seat]:
                return ("bet", seat, 1 + prng.below(min(game.chips[seat], 4)))
            if choice == 1 and 0 < owed <= game.chips[seat]:
                return ("call", seat)
            if len(left) > 1:
                return ("fold", seat)
        return ("showdown", some(prng, left))
    choice = prng.below(6)
    if choice > 3 and prng.below(3):
        action = play_card(game, prng)
        if action:
            return action
    if choice < 3:
        action = claim(game, prng)
        if action:
            return action
    if choice == 3:
        card = prng.choice(CARDS)
        if card not in game.dead_cards and card not in played(game) and not any(
                card in game.spaces[i].split("+") for i in game.taken):
            return ("dead", card)
    cards = [0] * game.players
    for seat in dealt:
        cards[seat] = 1 + prng.below(game.hand_size)
    if prng.below(4):
        seat = prng.choice(dealt)
        cards[seat] = 0
        return ("go_out", seat, cards)
    return ("deadlock", cards)


def play(players, options, seed, actions):
    prng = Prng(seed)
    game = Rummoli(players, dealer=prng.below(players), **options)
    for step in range(actions):
        if game.phase == "over":
            break
        before = state(game)
        action = random_action(game, prng)
        getattr(game, action[0])(*action[1:])
        assert conserved(game), action
        assert min(game.chips) >= 0 and min(game.pots) >= 0
        after = state(game)
        last = game.last()  # as the log reads it (a call is logged as a bet)
        assert game.undo() == last
        assert state(game) == before
        getattr(game, action[0])(*action[1:])
        assert state(game) == after
        if step % 7 == 0:
            assert state(Rummoli.from_dict(json.loads(json.dumps(game.to_dict())))) == after
    return game


@pytest.mark.parametrize("players, options", TABLES)
@pytest.mark.parametrize("seed", [1, 2])
def test_random_games_conserve_chips_undo_exactly_and_save(players, options, seed):
    game = play(players, options, seed, 160)
    assert game.hands >= 3 or game.phase == "over"


@pytest.mark.parametrize("players, options", TABLES)
def test_a_random_game_ends_with_the_board_cleared_and_the_richest_winning(players, options):
    game = play(players, options, 7, 2000)
    assert game.phase == "over" and sum(game.pots) == 0
    worth = [game.chips[s] - game.borrowed[s] for s in range(players)]
    assert game.winners == [s for s in range(players) if worth[s] == max(worth)]
    if not options.get("borrow"):
        assert all(game.chips[s] == 0 for s in range(players) if game.out[s])
