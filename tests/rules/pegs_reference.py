"""A slow, literal reading of docs/rules.md 1.4-1.6, written apart from the engine's generator, to
check the fast generator against on many positions. Places are the contract's text."""


def _hole(p):
    return int(p[1:]) if p[0] == "T" else None


class Ref:
    def __init__(self, sides, pegs, teams, royals=False, nine_split=False):
        self.n = 18 * sides
        self.pegs = dict((s, list(v)) for s, v in pegs.items())
        self.seats = sorted(pegs)
        self.teams = teams
        self.royals = royals
        self.nine_split = nine_split

    def team(self, s):
        for i, t in enumerate(self.teams or ()):
            if s in t:
                return i
        return ("solo", s)

    def at(self, pegs, hole):
        for s in self.seats:
            for i, p in enumerate(pegs[s]):
                if p == "T%d" % hole:
                    return s, i
        return None

    def land(self, pegs, seat, idx, hole, bumps):
        """Puts peg idx of seat on hole with the bump rules; False if illegal."""
        pegs[seat][idx] = "gone"
        who = self.at(pegs, hole)
        if who is not None:
            o, oi = who
            if o == seat:
                return False
            if self.team(o) != self.team(seat):
                pegs[o][oi] = "S"
                bumps.append((o, "T%d" % hole, "S"))
            else:
                spot = 18 * o + 3
                if spot == hole:
                    return False
                there = self.at(pegs, spot)
                if there is not None:
                    if self.team(there[0]) == self.team(o):
                        return False
                    pegs[there[0]][there[1]] = "S"
                    bumps.append((there[0], "T%d" % spot, "S"))
                pegs[o][oi] = "T%d" % spot
                bumps.append((o, "T%d" % hole, "T%d" % spot))
        pegs[seat][idx] = "T%d" % hole
        return True

    def leg(self, pegs, seat, idx, count, forward, legs, bumps):
        src = pegs[seat][idx]
        own = pegs[seat]
        if src == "S":
            return False
        if src[0] == "H":
            if not forward:
                return False
            h = int(src[1]) + count
            if h > 5 or any("H%d" % k in own for k in range(int(src[1]) + 1, h + 1)):
                return False
            own[idx] = "H%d" % h
            legs.append((seat, src, own[idx]))
            return True
        t = _hole(src)
        step = 1 if forward else -1
        path = [(t + step * k) % self.n for k in range(1, count + 1)]
        if forward:
            spot = 18 * seat + 3
            route = [t] + path
            if spot in route[:count]:
                k = route.index(spot)
                r = count - k
                if r <= 5 and all(("T%d" % h) not in own for h in path[:k]) and all(
                        ("H%d" % j) not in own for j in range(1, r + 1)):
                    own[idx] = "H%d" % r
                    legs.append((seat, src, own[idx]))
                    return True
        if any(("T%d" % h) in own for h in path):
            return False
        if not self.land(pegs, seat, idx, path[-1], bumps):
            return False
        legs.append((seat, src, pegs[seat][idx]))
        return True

    def movers(self, seat):
        done = lambda s: all(p[0] == "H" for p in self.pegs[s])
        chain = [] if done(seat) else [seat]
        if self.teams:
            i = self.seats.index(seat)
            for k in range(1, len(self.seats)):
                s = self.seats[(i + k) % len(self.seats)]
                if self.team(s) == self.team(seat) and not done(s):
                    chain.append(s)
        return chain

    def results(self, seat, card):
        """{final position: (legs, bumps)} of every legal move."""
        chain = self.movers(seat)
        found = {}
        if not chain:
            return found
        m = chain[0]

        def copy():
            return dict((s, list(v)) for s, v in self.pegs.items())

        def keep(pegs, legs, bumps):
            key = tuple((s, tuple(sorted(pegs[s]))) for s in self.seats)
            found.setdefault(key, (tuple(sorted(legs)), tuple(sorted(bumps))))

        def single(count, forward):
            for i in range(5):
                pegs, legs, bumps = copy(), [], []
                if self.leg(pegs, m, i, count, forward, legs, bumps):
                    keep(pegs, legs, bumps)

        whole = {"A": 1, "J": 10, "Q": 10, "K": 10}.get(card)
        if self.royals and card in "JQK":
            whole = {"J": 11, "Q": 12, "K": 13}[card]
        if card in ("A", "J", "Q", "K") and "S" in self.pegs[m]:
            pegs, bumps = copy(), []
            i = pegs[m].index("S")
            if self.land(pegs, m, i, 18 * m + 8, bumps):
                keep(pegs, [(m, "S", "T%d" % (18 * m + 8))], bumps)
        if card in ("2", "3", "4", "5", "6", "7", "10") or (card == "9" and not self.nine_split):
            whole = int(card)
        if whole:
            single(whole, True)
        if card == "8":
            single(8, False)
        if card == "2":
            for i, a in enumerate(self.pegs[m]):
                for o in self.seats:
                    for j, b in enumerate(self.pegs[o]):
                        if o != m and a[0] == "T" and b[0] == "T":
                            pegs = copy()
                            pegs[m][i], pegs[o][j] = b, a
                            keep(pegs, [(m, a, b), (o, b, a)], [])
        if card == "JK":
            for i, a in enumerate(self.pegs[m]):
                if a[0] == "H":
                    continue
                for o in self.seats:
                    for b in self.pegs[o]:
                        if o != m and b[0] == "T":
                            pegs, bumps = copy(), []
                            if self.land(pegs, m, i, _hole(b), bumps):
                                keep(pegs, [(m, a, b)], bumps)
        if card in ("7", "9"):
            total = int(card)
            directions = ((True, True),) if card == "7" else ((True, False), (False, True))
            for i in range(5):
                for a in range(1, total):
                    for first, then in directions:
                        pegs, legs, bumps = copy(), [], []
                        if not self.leg(pegs, m, i, a, first, legs, bumps):
                            continue
                        second = m
                        if all(p[0] == "H" for p in pegs[m]):
                            # The first part brought m's last peg HOME: the next teammate.
                            if len(chain) < 2:
                                continue
                            second = chain[1]
                        for k in range(5):
                            if second == m and k == i:
                                continue
                            p2 = dict((s, list(v)) for s, v in pegs.items())
                            l2, b2 = list(legs), list(bumps)
                            if self.leg(p2, second, k, total - a, then, l2, b2):
                                keep(p2, l2, b2)
        return found
