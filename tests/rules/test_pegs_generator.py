"""The fast move generator agrees with a slow, literal reading of the rules
(tests/rules/pegs_reference.py) on seeded random positions, for every card and seat: the same
set of end positions, each listed once, and a sample of the moves applied gives the position
the move describes.

Results are compared by end position, because a 7 may reach one position two ways (peg A into
HOME and B on the track, or the other way round); each engine lists it once, in either form."""
import pytest

from gameboard.rules.pegs.cards import LABELS
from tests.rules.pegs_positions import random_game
from tests.rules.pegs_reference import Ref


def _sorted(triples):
    return tuple(sorted(tuple(t) for t in triples))


def _position(game):
    return tuple((s, tuple(sorted(game.places(s)))) for s in game.seats)


def _after(game, pegs, move):
    """The end position a move describes: each peg it names goes from `from` to `to`."""
    places = dict((s, list(v)) for s, v in pegs.items())
    steps = list(move.bumps) + list(move.legs)
    for seat, src, dst in steps:
        places[seat].remove(src)
    for seat, src, dst in steps:
        places[seat].append(dst)
    return tuple((s, tuple(sorted(places[s]))) for s in game.seats)


def check_against_reference(game, apply_every=1):
    pegs = dict((s, game.places(s)) for s in game.seats)
    ref = Ref(game.sides, pegs, game.teams, royals=game.opts["royals_count"],
              nine_split=game.opts["nine_split"])
    for seat in game.seats:
        for card in LABELS:
            expected = ref.results(seat, card)
            listed = game.legal_moves(seat, card)
            ends = [_after(game, pegs, m) for m in listed]
            assert len(set(ends)) == len(listed), "seat %d %s lists a result twice" % (seat, card)
            assert set(ends) == set(expected), (seat, card, pegs, game.teams)
            for move, end in list(zip(listed, ends))[::apply_every]:
                trial = game.clone()
                trial.turn = seat
                trial._touch()
                trial.apply(move)
                assert _position(trial) == end


@pytest.mark.parametrize("seed", range(12))
def test_generator_matches_the_reference_on_random_positions(seed):
    check_against_reference(random_game(seed), apply_every=7)


@pytest.mark.parametrize("seed", range(12, 16))
def test_generator_matches_the_reference_with_options(seed):
    check_against_reference(random_game(seed, royals_count=True, nine_split=True), 9)
