"""Who sits where and who plays with whom (docs/rules.md 1.2): seats, team layouts, validation."""

LAYOUTS = {6: ("2x3", "3x2"), 8: ("2x4", "4x2")}
LAYOUT_NAMES = ("2x3", "3x2", "2x4", "4x2")


def seats_for(players, two_colours):
    """Side numbers of the seats in play: 2 players sit at sides 0 and 2 of a 4-sided board
    (all four sides when each plays two colours)."""
    if players == 2:
        return [0, 1, 2, 3] if two_colours else [0, 2]
    return list(range(players))


def sides_for(players):
    return 4 if players == 2 else players


def default_teams(players, layout, two_colours):
    """The team layout of docs/rules.md 1.2, or None where the player count has no teams."""
    if players == 2:
        return [[0, 2], [1, 3]] if two_colours else None
    if players == 4:
        return [[0, 2], [1, 3]]
    if players in LAYOUTS:
        if layout is None or layout == LAYOUTS[players][0]:
            return [list(range(k, players, 2)) for k in (0, 1)]
        half = players // 2
        return [[k, k + half] for k in range(half)]
    return None


def check_layout(players, layout):
    if layout is None:
        return
    if players not in LAYOUTS:
        raise ValueError("a team layout is chosen only for 6 or 8 players, not %d" % players)
    if layout not in LAYOUTS[players]:
        raise ValueError("layout %r: %d players play %s" % (
            layout, players, " or ".join(LAYOUTS[players])))


def check_teams(teams, seats):
    """Team lists as a list of lists of seats, each seat in exactly one team; ValueError if not."""
    if teams is None:
        return None
    if not isinstance(teams, (list, tuple)) or len(teams) < 2:
        raise ValueError("teams must be a list of at least two seat lists, got %r" % (teams,))
    seen = []
    out = []
    for team in teams:
        if not isinstance(team, (list, tuple)) or not team:
            raise ValueError("each team must be a non-empty list of seats, got %r" % (team,))
        for seat in team:
            if seat not in seats:
                raise ValueError("team %r names seat %r, which is not in play (seats: %s)" % (
                    list(team), seat, seats))
            if seat in seen:
                raise ValueError("seat %r is in more than one team" % (seat,))
            seen.append(seat)
        out.append(list(team))
    missing = [s for s in seats if s not in seen]
    if missing:
        raise ValueError("seats %s are in no team" % missing)
    return out


def team_index(teams, sides, seats):
    """team[side] for every side: the team number, each seat its own team without teams, -1
    for a side nobody plays."""
    team = [-1] * sides
    if teams is None:
        for s in seats:
            team[s] = 100 + s
    else:
        for i, members in enumerate(teams):
            for s in members:
                team[s] = i
    return team
