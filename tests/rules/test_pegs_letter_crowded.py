"""The move generator agrees with the slow literal reading (tests/rules/pegs_reference.py) where
the rules' corners are thickest and tests/rules/pegs_positions.py rarely goes: pegs crowded on
and around in-spots and come-out holes (teammate bumps refused or sent on, HOME entry falling
back to the track), seats one or two pegs from done (handovers), every team layout of RULES.md
1.2 (3 pairs on 6 sides, 4 pairs on 8) and the 2-player board (sides 0 and 2 of 4).
"""
import pytest

from gameboard.rules.pegs import Game
from gameboard.rules.prng import Prng
from tests.rules.test_pegs_generator import check_against_reference

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
