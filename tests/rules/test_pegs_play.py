"""Random play (OpenSpiel style): seeded games of every size and kind played to the end with
uniformly random legal moves, checking the whole state after every move.

After every move: 5 pegs per seat, never two pegs in one hole or HOME hole, every card in
exactly one of draw pile / hands / discards (label counts match the deck), to_dict round trip
and clone equal; undo restores the exact previous state on a sample of moves; at the end the
game has a winner and replaying its log gives the same game. More games:
`PEGS_GAMES=5000 .venv/bin/python -m pytest tests/test_pegs_long.py`.
"""
import sys

import pytest

from gameboard.rules.pegs import Game
from gameboard.rules.pegs.cards import deck
from gameboard.rules.prng import Prng

# (players, teams, options): every player count, with and without teams, dealt and real-card,
# and the options that change play.
KINDS = [
    (2, False, {}), (2, True, {"two_colours": True}), (3, False, {}), (4, True, {}),
    (4, False, {"nine_split": True}), (5, False, {"royals_count": True}), (6, True, {}),
    (6, True, {"layout": "3x2"}), (7, False, {"decks": 1}), (8, True, {}),
    (8, True, {"layout": "4x2", "dealer": 3}), (4, True, {"real_cards": True}),
    (3, False, {"real_cards": True}),
]
# MicroPython is some ten times slower: it plays fewer seeds of the same kinds.
SEEDS = 1 if sys.implementation.name == "micropython" else 6
UNDO_EVERY = 23


def expected_cards(game):
    players = 2 if game.opts["two_colours"] else len(game.seats)
    decks = game.opts["decks"] or (1 if players == 2 else 2 if players <= 5 else 3)
    return sorted(deck(decks, 0 if players == 2 else 2 * decks))


def check_position(game, cards):
    seen_holes = []
    for seat in game.seats:
        places = game.places(seat)
        assert len(places) == 5
        for p in places:
            if p != "S":
                key = p if p[0] == "T" else (seat, p)
                assert key not in seen_holes, "two pegs in %s" % (key,)
                seen_holes.append(key)
    if cards is not None:
        held = []
        for seat in game.seats:
            held += game.hand(seat)
        assert sorted(game.draw + game.discards + held) == cards


def play_one(players, teams, options, seed, check_every=1):
    game = Game.new(players, seed, teams=teams, **options)
    cards = None if options.get("real_cards") else expected_cards(game)
    prng = Prng(seed + 7)
    moves = 0
    while game.winner() is None:
        before = game.to_dict() if moves % UNDO_EVERY == 0 else None
        move = prng.choice(game.legal_moves(game.turn))
        game.apply(move)
        moves += 1
        if before is not None:
            game.undo()
            assert game.to_dict() == before, "undo after move %d" % moves
            game.apply(move)
        if moves % check_every == 0 or game.winner() is not None:
            check_position(game, cards)
            d = game.to_dict()
            assert Game.from_dict(d).to_dict() == d
            assert game.clone().to_dict() == d
    assert game.replay().to_dict() == game.to_dict()
    assert sum(1 for e in game.log if e[0] == "move") == moves
    return moves


@pytest.mark.parametrize("kind", range(len(KINDS)))
def test_random_games_keep_every_rule_and_end_with_a_winner(kind):
    players, teams, options = KINDS[kind]
    for seed in range(SEEDS):
        play_one(players, teams, options, 1000 * kind + seed)
