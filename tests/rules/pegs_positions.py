"""Seeded random Pegs & Jokers positions for property tests: crowded tracks, part-filled
HOMEs, seats one peg from done (so a split may hand over to the next teammate)."""
from gameboard.rules.pegs import Game
from gameboard.rules.prng import Prng

TEAMS = {4: [[0, 2], [1, 3]], 6: [[0, 2, 4], [1, 3, 5]], 8: [[0, 2, 4, 6], [1, 3, 5, 7]]}


def random_position(seed):
    """(sides, pegs, teams) of a legal position made from `seed`."""
    p = Prng(seed)
    sides = 3 + p.below(6)
    teams = TEAMS.get(sides) if p.below(3) else None
    free = list(range(18 * sides))
    p.shuffle(free)
    pegs = {}
    for seat in range(sides):
        # Style 4 (all HOME, so the seat helps a teammate) only for seats that are not the
        # first of their team, so that no game starts already won.
        style = p.below(5 if teams and not any(t[0] == seat for t in teams) else 4)
        homes = [h for h in range(1, 6) if p.below(2)][:4] if style == 1 else []
        if style == 4:
            homes = [1, 2, 3, 4, 5]
        if style == 2:
            homes = [1, 2, 3, 4, 5]
            del homes[p.below(5)]
        places = ["H%d" % h for h in homes]
        while len(places) < 5:
            places.append("S" if style == 3 and p.below(3) == 0 else "T%d" % free.pop())
        p.shuffle(places)
        pegs[seat] = places
    return sides, pegs, teams


def random_game(seed, **options):
    sides, pegs, teams = random_position(seed)
    return Game.setup(sides, pegs, teams=teams, **options)
