"""A split's legs are listed "in the order applied" (DESIGN.md, the rules API), and RULES.md 1.5
makes that order matter: the first part's bump happens before the second part, and a split is
legal if *some* order works. So the order a listed 7 or 9 names must itself be one that works,
part by part, and must give the bumps the move lists. Checked with the slow literal reading of
tests/rules/pegs_reference.py, on hand-made order-dependent positions and on seeded random ones.
The other way round, apply() takes a legal split, swap or bump list written in another order
as the listed move with the same legs and bumps, since only the result is the rules' concern.
"""
import pytest

from gameboard.rules.pegs import Move
from tests.rules.pegs_positions import random_game
from tests.rules.pegs_reference import Ref
from tests.rules.pegs_support import ALL_HOME, FOUR_TEAMS, SIX_TEAMS, setup

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


def test_a_split_written_in_the_other_order_plays_as_the_listed_one():
    """RULES.md 1.5: a split is legal if some order works. Written T10 first (the order that
    would cross T12), it is still the legal split and plays, logged in the working order."""
    g = setup(4, {0: "T10 T12", 2: ""}, teams=None)
    g.apply(Move("7", [(0, "T10", "T13"), (0, "T12", "T16")]))
    assert sorted(g.places(0)) == sorted(["T13", "T16", "S", "S", "S"])
    assert g.log[-1][2].legs == ((0, "T12", "T16"), (0, "T10", "T13"))
    assert g.replay().to_dict() == g.to_dict()


def test_a_swap_and_a_bump_list_written_in_any_order_play():
    """The swap's two pegs, or a teammate bump's two entries, listed the other way round."""
    g = setup(4, {0: "T20", 1: "T30", 2: "", 3: ""}, teams=FOUR_TEAMS)
    g.apply(Move("2", [(1, "T30", "T20"), (0, "T20", "T30")]))
    assert g.places(0)[0] == "T30" and g.places(1)[0] == "T20"
    g = setup(4, {0: "T10", 2: "T15", 3: "T39", 1: ""}, teams=FOUR_TEAMS)
    g.apply(Move("5", [(0, "T10", "T15")], [(2, "T15", "T39"), (3, "T39", "S")]))
    assert g.places(2)[0] == "T39" and g.places(3)[0] == "S"
