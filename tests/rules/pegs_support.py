"""Shorthand for the Pegs & Jokers scenario tests: positions and moves written as short text.

A seat's pegs are written "T10 H2": the pegs not named are in START, so each seat has 5. A move
is written "0:T10>T13 0:T20>T24 | 1:T13>S": its legs (seat:from>to), then after "|" the pegs it
bumps. Moves are compared as sets of (sorted legs, sorted bumps), so neither the order of the
list nor the order in which a split's legs are applied matters, only the result.

Geometry used when writing expectations (docs/rules.md 1.1): side s owns T(18s)..T(18s+17), its
come-out is T(18s+8) and its in-spot T(18s+3); the track wraps after T(18N-1).
"""
import json

import pytest

from gameboard.rules.pegs import Game, Move


FOUR_TEAMS = [[0, 2], [1, 3]]
SIX_TEAMS = [[0, 2, 4], [1, 3, 5]]
SIX_PAIRS = [[0, 3], [1, 4], [2, 5]]
EIGHT_TEAMS = [[0, 2, 4, 6], [1, 3, 5, 7]]
EIGHT_PAIRS = [[0, 4], [1, 5], [2, 6], [3, 7]]
ALL_HOME = "H1 H2 H3 H4 H5"


def five(text):
    """The 5 places of a seat written as "T10 H2"; pegs not named are in START."""
    places = text.split()
    return places + ["S"] * (5 - len(places))


def setup(sides, pegs, teams=None, **options):
    """Game.setup with each seat's pegs as text; a seat named only in `teams` has all 5 in START."""
    seats = dict((seat, five(text)) for seat, text in pegs.items())
    for team in teams or ():
        for seat in team:
            if seat not in seats:
                seats[seat] = five("")
    return Game.setup(sides, seats, teams=teams, **options)


def _triples(text):
    found = []
    for word in text.split():
        seat, rest = word.split(":")
        src, dst = rest.split(">")
        found.append((int(seat), src, dst))
    return tuple(sorted(found))


def _sorted(triples):
    return tuple(sorted(tuple(t) for t in triples))


def parse(text):
    """(legs, bumps) of a move written "0:T10>T13 0:T20>T24 | 1:T13>S"."""
    parts = text.split("|")
    bumps = parts[1] if len(parts) > 1 else ""
    return _triples(parts[0]), _triples(bumps)


def moves(*texts):
    """The expected outcomes of one card, as a set."""
    return set(parse(t) for t in texts)


def outcomes(game, seat, card):
    """What legal_moves(seat, card) offers, as a set; also checks no result is listed twice."""
    listed = game.legal_moves(seat, card)
    found = set()
    for move in listed:
        assert move.card == card, move
        found.add((_sorted(move.legs), _sorted(move.bumps)))
    assert len(found) == len(listed), "a result is listed twice: %s" % [str(m) for m in listed]
    return found


def hand_moves(*texts):
    """Expected moves of a whole hand, each "CARD legs | bumps" ("5" alone is a discard)."""
    found = set()
    for text in texts:
        card, _, rest = (text + " ").partition(" ")
        legs, bumps = parse(rest)
        found.add((card, legs, bumps))
    return found


def hand_outcomes(game, seat):
    """What legal_moves(seat) offers, as a set of (card, legs, bumps); no result twice."""
    listed = game.legal_moves(seat)
    found = set((m.card, _sorted(m.legs), _sorted(m.bumps)) for m in listed)
    assert len(found) == len(listed), "a result is listed twice: %s" % [str(m) for m in listed]
    return found


def play(game, card, legs):
    """Applies, for game.turn, the one legal move of `card` whose legs are `legs` (text)."""
    wanted = _triples(legs)
    found = [m for m in game.legal_moves(game.turn, card) if _sorted(m.legs) == wanted]
    assert len(found) == 1, "%s %s is not one legal move" % (card, legs)
    game.apply(found[0])
    return game


def places(game):
    """Every seat's places, sorted."""
    return dict((seat, sorted(game.places(seat))) for seat in game.seats)


def position(game, pegs):
    """The sorted places expected for every seat of game, written as for setup()."""
    return dict((seat, sorted(five(pegs.get(seat, "")))) for seat in game.seats)


def refused(game, action, match=None):
    """Checks that action() raises ValueError (its message matching `match`, if given) and
    leaves the game exactly as it was."""
    before = game.to_dict()
    with pytest.raises(ValueError, match=match):
        action()
    assert game.to_dict() == before


def discard(card):
    """A discard of card: the card and no legs."""
    return Move(card)


def round_trips(game):
    """to_dict() as JSON text and back gives a game that saves the same."""
    d = json.loads(json.dumps(game.to_dict()))
    return Game.from_dict(d).to_dict() == game.to_dict()
