"""The fast move generator agrees with a slow, literal reading of the rules
(tests/rules/pegs_reference.py) on seeded random positions, for every card and seat: the same
set of end positions, each listed once, and a sample of the moves applied gives the position
the move describes.

Results are compared by end position, because a 7 may reach one position two ways (peg A into
HOME and B on the track, or the other way round); each engine lists it once, in either form.

Then where the rules' corners are thickest and tests/rules/pegs_positions.py rarely goes: pegs
crowded on and around in-spots and come-out holes (teammate bumps refused or sent on, HOME entry
falling back to the track), seats one or two pegs from done (handovers), every team layout of
docs/rules.md 1.2 (3 pairs on 6 sides, 4 pairs on 8) and the 2-player board (sides 0 and 2 of 4).

Last, the order of a split's legs: they are listed "in the order applied" (docs/architecture.md, the rules
API), and docs/rules.md 1.5 makes that order matter (the first part's bump happens before the
second part, and a split is legal if *some* order works). So the order a listed 7 or 9 names
must itself be one that works, part by part, and must give the bumps the move lists: checked
with the literal reading on hand-made order-dependent positions and on seeded random ones."""
import pytest

from gameboard.rules.pegs import Game, Move
from gameboard.rules.pegs.cards import LABELS
from gameboard.rules.prng import Prng
from tests.rules.pegs_positions import random_game
from tests.rules.pegs_reference import Ref
from tests.rules.pegs_support import ALL_HOME, FOUR_TEAMS, SIX_TEAMS, setup


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
                saved = game.to_dict()
                saved["turn"] = seat  # the move's own seat plays it, whoever's turn it is
                trial = Game.from_dict(saved)
                trial.apply(move)
                assert _position(trial) == end


@pytest.mark.parametrize("seed", range(12))
def test_generator_matches_the_reference_on_random_positions(seed):
    check_against_reference(random_game(seed), apply_every=7)


@pytest.mark.parametrize("seed", range(12, 16))
def test_generator_matches_the_reference_with_options(seed):
    check_against_reference(random_game(seed, royals_count=True, nine_split=True), 9)


LAYOUTS = [
    (3, None, None), (4, None, [0, 2]), (4, [[0, 2], [1, 3]], None), (5, None, None),
    (6, [[0, 2, 4], [1, 3, 5]], None), (6, [[0, 3], [1, 4], [2, 5]], None), (7, None, None),
    (8, [[0, 2, 4, 6], [1, 3, 5, 7]], None), (8, [[0, 4], [1, 5], [2, 6], [3, 7]], None),
    (8, None, None)]


NEAR_IN_SPOT = (-9, -6, -5, -4, -3, -2, -1, 0, 1, 2, 5)  # steps from an in-spot


def _homes(p, first_of_team):
    """HOME holes of one seat: none, some, all but one or two, or (not for a team's first
    seat, so no game starts won) all five."""
    style = p.below(6)
    if style == 5 and not first_of_team:
        return [1, 2, 3, 4, 5]
    if style >= 3:
        homes = [1, 2, 3, 4, 5]
        del homes[p.below(5)]
        if style == 4:
            del homes[p.below(4)]
        return homes
    if style == 1:
        return [h for h in range(1, 6) if p.below(2)][:4]
    return []


def crowded_game(seed):
    p = Prng(seed)
    sides, teams, seats = LAYOUTS[p.below(len(LAYOUTS))]
    seats = seats or list(range(sides))
    length = 18 * sides
    hot = [18 * s + 8 for s in range(sides)]
    for s in range(sides):
        hot += [(18 * s + 3 + d) % length for d in NEAR_IN_SPOT]
    used = []
    pegs = {}
    for seat in seats:
        first = teams is None or any(t[0] == seat for t in teams)
        places = ["H%d" % h for h in _homes(p, first)]
        while len(places) < 5:
            hole = hot[p.below(len(hot))] if p.below(3) else p.below(length)
            if p.below(5) == 0 or hole in used:
                places.append("S")
            else:
                used.append(hole)
                places.append("T%d" % hole)
        pegs[seat] = places
    options = {"royals_count": True} if seed % 3 == 0 else {}
    return Game.setup(sides, pegs, teams=teams, **options)


@pytest.mark.parametrize("seed", range(1000, 1016))
def test_generator_matches_the_literal_reading_on_crowded_boards(seed):
    check_against_reference(crowded_game(seed), apply_every=5)


DIRECTIONS = {"7": ((True, True),), "9": ((True, False), (False, True))}


def _ref(game):
    pegs = dict((s, game.places(s)) for s in game.seats)
    return Ref(game.sides, pegs, game.teams, royals=game.opts["royals_count"],
               nine_split=game.opts["nine_split"])


def _leg(ref, pegs, leg, count, forward, bumps):
    """Plays one leg's peg `count` holes; True if that lands where the leg says."""
    seat, src, dst = leg
    if src not in pegs[seat]:
        return False
    legs = []
    return (ref.leg(pegs, seat, pegs[seat].index(src), count, forward, legs, bumps)
            and legs == [leg])


def works_in_listed_order(game, move):
    """True if the move's first leg, then its second, are each legal one-peg moves whose counts
    add up to the card, together bumping exactly the pegs the move lists."""
    ref = _ref(game)
    total = int(move.card)
    for first in range(1, total):
        for one, two in DIRECTIONS[move.card]:
            pegs = dict((s, list(v)) for s, v in ref.pegs.items())
            bumps = []
            if (_leg(ref, pegs, move.legs[0], first, one, bumps)
                    and _leg(ref, pegs, move.legs[1], total - first, two, bumps)
                    and sorted(bumps) == sorted(move.bumps)):
                return True
    return False


def split_moves(game, seat, card):
    return [m for m in game.legal_moves(seat, card) if len(m.legs) == 2]


def test_front_peg_listed_first_when_only_that_order_works():
    """T10 and T12 share a 7: T10 may only pass T12's hole once that peg has moved on."""
    g = setup(4, {0: "T10 T12"}, teams=FOUR_TEAMS)
    listed = split_moves(g, 0, "7")
    assert len(listed) == 4
    for move in listed:
        assert works_in_listed_order(g, move), str(move)
    assert [m.legs[0][1] for m in listed if m.legs[1][2] in ("T12", "T13", "T14")] == ["T12"] * 3
    reversed_order = Move("7", [(0, "T10", "T13"), (0, "T12", "T16")])
    assert not works_in_listed_order(g, reversed_order)


def test_leaving_the_teammates_in_spot_listed_first():
    """T39 (seat 2's in-spot) moves first, so T20+4 may then send seat 2's T24 to T39."""
    g = setup(4, {0: "T20 T39", 2: "T24"}, teams=FOUR_TEAMS)
    bumping = [m for m in split_moves(g, 0, "7") if m.bumps]
    assert bumping and all(m.legs[0][1] == "T39" for m in bumping)
    assert all(works_in_listed_order(g, m) for m in bumping)


def test_handover_lists_the_peg_that_finishes_first():
    """Helping seat 2: its last peg goes HOME first, then seat 4's peg takes the rest."""
    g = setup(6, {0: ALL_HOME, 2: "T37 H2 H3 H4 H5", 4: "T60"}, teams=SIX_TEAMS)
    for card in ("7", "9"):
        listed = split_moves(g, 0, card)
        assert [m.legs[0] for m in listed] == [(2, "T37", "H1")]
        assert works_in_listed_order(g, listed[0])


def test_own_last_peg_home_listed_before_the_teammates_part():
    """Seat 0's last peg (T1) goes to H1 first; then teammate seat 2's T50 moves 4."""
    g = setup(4, {0: "T1 H2 H3 H4 H5", 2: "T50"}, teams=FOUR_TEAMS)
    listed = split_moves(g, 0, "7")
    assert [m.legs for m in listed] == [((0, "T1", "H1"), (2, "T50", "T54"))]


def test_home_entry_first_frees_the_way_back_in_a_nine():
    """T1 enters HOME before T5 backs over T1..T3; listed the other way round it would cross."""
    g = setup(4, {0: "T1 T5"}, teams=FOUR_TEAMS)
    listed = split_moves(g, 0, "9")
    assert listed
    for move in listed:
        assert works_in_listed_order(g, move), str(move)


@pytest.mark.parametrize("seed", range(40, 64))
def test_every_listed_split_works_in_its_listed_order(seed):
    game = random_game(seed)
    for seat in game.seats:
        for card in ("7", "9"):
            for move in split_moves(game, seat, card):
                assert works_in_listed_order(game, move), (seed, seat, str(move))
