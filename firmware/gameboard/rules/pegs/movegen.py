"""Legal moves of one card (RULES.md 1.4-1.6), built for speed on a microcontroller.

The game keeps an occupancy index (`occ[hole]` = `seat << 3 | slot`, 255 when empty) and a
HOME bit mask per seat, updated move by move. For one card each peg of the moving seat is
walked once forward and once backward, filling reach tables (the packed leg and its bumps for
every count, or -1); whole moves read them directly and splits (7, 9) combine two entries.

A split's legs can influence each other only through track holes both touch (a path, a landing
hole, the in-spot a bumped teammate is sent to) or through their colour's HOME. Pairs of pegs
too far apart for that are combined straight from the tables. For the others each order is
worked out from the tables, the nearest own pegs ahead and behind, and the few holes leg one
changed (`_second`). Only a split that hands over to the next teammate is played out on the
real state and undone (`_trial`).
"""
from gameboard.rules.pegs.board import ALL_HOME, START
from gameboard.rules.pegs.cards import COME_OUT_CARDS
from gameboard.rules.pegs.move import Move, made

EMPTY = 255
BUMP = 1 << 24
STRIDE = 16  # reach table entries per peg: counts 1..13 and a spare slot
SCRATCH = 5 * STRIDE
NONE = ()
FAR = 999
_new = object.__new__


def movers(g, seat):
    """(seat whose pegs `seat` moves now, next teammate a split's second part may move or -1)."""
    home = g.home
    first = seat if home[seat] != ALL_HOME else -1
    second = -1
    if g.teams is not None:
        seats = g.seats
        n = len(seats)
        i = seats.index(seat)
        tm = g.team[seat]
        for k in range(1, n):
            s = seats[(i + k) % n]
            if g.team[s] == tm and home[s] != ALL_HOME:
                if first < 0:
                    first = s
                else:
                    second = s
                    break
    return first, second


def _teammate(g, os, src, t):
    """The bumps of landing (from src) on teammate seat os's peg at t, or None if the in-spot
    rules of RULES.md 1.5 refuse it (the in-spot is judged with the moving peg gone from src)."""
    x = g.ins[os]
    if t == x:
        return None
    o2 = g.occ[x]
    if o2 == EMPTY or x == src:
        return (os << 16 | t << 8 | x,)
    if g.team[o2 >> 3] == g.team[os]:
        return None
    return ((o2 >> 3) << 16 | x << 8 | START, os << 16 | t << 8 | x)


def arrive(g, m, src, t):
    """The packed bumps of a peg of m from src landing on track hole t: () for none, None if
    the landing is illegal (own peg there, or a refused teammate bump)."""
    o = g.occ[t]
    if o == EMPTY:
        return NONE
    os = o >> 3
    if os == m:
        return None
    if g.team[os] != g.team[m]:
        return (os << 16 | t << 8 | START,)
    return _teammate(g, os, src, t)


def reach_forward(g, m, src, nmax, T, base):
    """Fills the reach table T for a peg of m at src moving forward 1..nmax: T.leg[base + n] is
    the packed leg (-1 if illegal), T.bump its bumps, T.x the in-spot of a teammate on the
    landing hole (-1 if none). Returns whether any such teammate was met."""
    LEG = T.leg
    BM = T.bump
    X = T.x
    n = 1
    met = False
    mm = m << 16 | src << 8
    if src < START:
        L = g.L
        occ = g.occ
        team = g.team
        tm = team[m]
        k = (g.ins[m] - src) % L
        hm = g.home[m]
        hfree = 0
        while hfree < 5 and not (hm >> hfree) & 1:
            hfree += 1
        t = src
        bstep = 99
        while n <= nmax:
            t += 1
            if t == L:
                t = 0
            i = base + n
            o = occ[t]
            if o != EMPTY and o >> 3 == m and bstep == 99:
                bstep = n
            if k < n and n - k <= hfree and bstep > k:
                LEG[i] = mm | START + n - k
                BM[i] = NONE
                X[i] = -1
            elif n < bstep:
                if o == EMPTY:
                    LEG[i] = mm | t
                    BM[i] = NONE
                    X[i] = -1
                else:
                    os = o >> 3
                    if team[os] != tm:
                        LEG[i] = mm | t
                        BM[i] = (os << 16 | t << 8 | START,)
                        X[i] = -1
                    else:
                        b = _teammate(g, os, src, t)
                        LEG[i] = -1 if b is None else mm | t
                        BM[i] = b
                        X[i] = g.ins[os]
                        met = True
            else:
                break  # blocked by an own peg, and HOME is out of reach from here on
            n += 1
    elif src > START:
        hm = g.home[m]
        t = src - START
        while n <= nmax:
            t += 1
            if t > 5 or (hm >> (t - 1)) & 1:
                break
            LEG[base + n] = mm | START + t
            BM[base + n] = NONE
            X[base + n] = -1
            n += 1
    while n <= nmax:
        LEG[base + n] = -1
        X[base + n] = -1
        n += 1
    return met


def reach_backward(g, m, src, nmax, T, base):
    """Like reach_forward for a backward move: track pegs only, never into HOME."""
    LEG = T.leg
    BM = T.bump
    X = T.x
    n = 1
    met = False
    if src < START:
        L = g.L
        occ = g.occ
        team = g.team
        tm = team[m]
        mm = m << 16 | src << 8
        t = src
        while n <= nmax:
            t -= 1
            if t < 0:
                t = L - 1
            i = base + n
            o = occ[t]
            if o == EMPTY:
                LEG[i] = mm | t
                BM[i] = NONE
                X[i] = -1
            else:
                os = o >> 3
                if os == m:
                    break
                if team[os] != tm:
                    LEG[i] = mm | t
                    BM[i] = (os << 16 | t << 8 | START,)
                    X[i] = -1
                else:
                    b = _teammate(g, os, src, t)
                    LEG[i] = -1 if b is None else mm | t
                    BM[i] = b
                    X[i] = g.ins[os]
                    met = True
            n += 1
    while n <= nmax:
        LEG[base + n] = -1
        X[base + n] = -1
        n += 1
    return met


class Tables:
    """Reach tables of the 5 pegs being moved (STRIDE entries each) plus a scratch row, kept
    by the game and reused by every call so that generating moves allocates little."""

    def __init__(self):
        size = SCRATCH + STRIDE
        self.leg = [-1] * size
        self.bump = [NONE] * size
        self.x = [-1] * size
        self.met = [False] * 5


class Near:
    """For each of the 5 pegs being moved: the distance to the nearest own peg ahead and which
    slot it is, the distance to the second nearest; the same behind. FAR when there is none."""

    def __init__(self):
        self.a1 = [FAR] * 5
        self.a1w = [-1] * 5
        self.a2 = [FAR] * 5
        self.b1 = [FAR] * 5
        self.b1w = [-1] * 5
        self.b2 = [FAR] * 5
        self.bumps = NONE  # the bumps of the last leg _second() found


def _neighbours(g, pos, N):
    L = g.L
    for i in range(5):
        a1 = a2 = b1 = b2 = FAR
        a1w = b1w = -1
        si = pos[i]
        if si < START:
            for j in range(5):
                sj = pos[j]
                if j == i or sj >= START:
                    continue
                d = (sj - si) % L
                if d < a1:
                    a2 = a1
                    a1 = d
                    a1w = j
                elif d < a2:
                    a2 = d
                d = L - d
                if d < b1:
                    b2 = b1
                    b1 = d
                    b1w = j
                elif d < b2:
                    b2 = d
        N.a1[i] = a1
        N.a1w[i] = a1w
        N.a2[i] = a2
        N.b1[i] = b1
        N.b1w[i] = b1w
        N.b2[i] = b2


# ---- changing the state (used by the generator's trials and by Game.apply / undo) ----

def _lift(g, seat, code):
    if code < g.L:
        g.occ[code] = EMPTY
    elif code > START:
        g.home[seat] &= ~(1 << (code - START - 1))


def _put(g, peg, code):
    seat = peg >> 3
    g.pos[seat][peg & 7] = code
    if code < g.L:
        g.occ[code] = peg
    elif code > START:
        g.home[seat] |= 1 << (code - START - 1)


def shift(g, peg, dst, rec, flag):
    """Moves one peg (seat << 3 | slot) to dst and records it for undo."""
    seat = peg >> 3
    src = g.pos[seat][peg & 7]
    _lift(g, seat, src)
    _put(g, peg, dst)
    rec.append(flag | peg << 16 | src << 8 | dst)


def do_leg(g, m, slot, dst, rec):
    """Moves peg `slot` of m to dst, bumping whatever it lands on (RULES.md 1.5)."""
    peg = m << 3 | slot
    src = g.pos[m][slot]
    _lift(g, m, src)
    if dst < g.L:
        o = g.occ[dst]
        if o != EMPTY:
            os = o >> 3
            if g.team[os] != g.team[m]:
                shift(g, o, START, rec, BUMP)
            else:
                x = g.ins[os]
                o2 = g.occ[x]
                if o2 != EMPTY:
                    shift(g, o2, START, rec, BUMP)
                shift(g, o, x, rec, BUMP)
    _put(g, peg, dst)
    rec.append(peg << 16 | src << 8 | dst)


def do_swap(g, a, b, rec):
    """Exchanges two track pegs (the 2's swap): no bump."""
    pa = g.pos[a >> 3][a & 7]
    pb = g.pos[b >> 3][b & 7]
    _put(g, a, pb)
    _put(g, b, pa)
    rec.append(a << 16 | pa << 8 | pb)
    rec.append(b << 16 | pb << 8 | pa)


def revert(g, rec, start):
    """Undoes the changes rec[start:] (each peg changes at most once per move)."""
    i = len(rec)
    while i > start:
        i -= 1
        e = rec[i]
        _lift(g, (e >> 19) & 7, e & 255)
    while i < len(rec):
        e = rec[i]
        _put(g, (e >> 16) & 63, (e >> 8) & 255)
        i += 1
    del rec[start:]


def packed(rec, stamp):
    """(stamp, number of legs, legs..., bumps...) of the changes in rec, as in Move."""
    legs = []
    bumps = []
    for e in rec:
        (bumps if e & BUMP else legs).append(((e >> 19) & 7) << 16 | (e & 0xFFFF))
    return tuple([stamp, len(legs)] + legs + bumps)


def do_move(g, card, raw, rec):
    """Plays a packed legal move (see Move) on the state, recording the changes in rec."""
    n = raw[1]
    if card == "2" and n == 2 and (raw[3] >> 8) & 255 == raw[2] & 255:
        a = raw[2] >> 16
        b = raw[3] >> 16
        do_swap(g, a << 3 | slot_at(g, a, (raw[2] >> 8) & 255),
                b << 3 | slot_at(g, b, (raw[3] >> 8) & 255), rec)
        return
    for leg in raw[2:2 + n]:
        s = leg >> 16
        do_leg(g, s, slot_at(g, s, (leg >> 8) & 255), leg & 255, rec)


def slot_at(g, seat, code):
    """The slot of seat's peg at place code (the first one for START), or -1."""
    if code < g.L:
        o = g.occ[code]
        return o & 7 if o != EMPTY and o >> 3 == seat else -1
    pos = g.pos[seat]
    for i in range(5):
        if pos[i] == code:
            return i
    return -1


# ---- the generator ----

def _emit(out, card, raw):
    if raw[0] < 0:
        out.append(raw)
        return
    mv = _new(Move)
    mv.card = card
    mv._raw = raw
    out.append(mv)


def card_moves(g, seat, card, whole, out, bare=False):
    """Appends the moves of `card` for `seat` to out; `whole` is the forward count of the card
    played as a whole (0: none). `bare` appends only their packed form (see Move), which
    takes half the memory: for the computer player on a small heap."""
    m, nxt = movers(g, seat)
    if m < 0:
        return
    stamp = -1 if bare else g._stamp << 3 | seat  # -1: append packed moves, not Moves
    pos = g.pos[m]
    if card == "JK":
        _joker(g, m, pos, stamp, out)
        return
    if card in COME_OUT_CARDS:
        _come_out(g, m, pos, card, stamp, out)
    if card == "8":
        _backward(g, m, pos, stamp, out)
        return
    F = g._fwd
    nmax = whole
    split = card == "7" or card == "9"
    if split and nmax < 8:
        nmax = 8
    met = F.met
    for i in range(5):
        met[i] = reach_forward(g, m, pos[i], nmax, F, i * STRIDE)
    if whole:
        LEG = F.leg
        BM = F.bump
        for i in range(5):
            leg = LEG[i * STRIDE + whole]
            if leg >= 0:
                b = BM[i * STRIDE + whole]
                _emit(out, card, (stamp, 1, leg) + b if b else (stamp, 1, leg))
    if card == "2":
        _swaps(g, m, pos, stamp, out)
    elif split:
        _neighbours(g, pos, g._near)
        if card == "7":
            _split7(g, m, pos, stamp, out)
        else:
            B = g._back
            bmet = B.met
            for i in range(5):
                bmet[i] = reach_backward(g, m, pos[i], 8, B, i * STRIDE)
            _split9(g, m, pos, stamp, out)
        _handover(g, card, m, nxt, pos, stamp, out)


def _come_out(g, m, pos, card, stamp, out):
    if START in pos:
        co = g.co[m]
        b = arrive(g, m, START, co)
        if b is not None:
            _emit(out, card, (stamp, 1, m << 16 | START << 8 | co) + b)


def _backward(g, m, pos, stamp, out):
    B = g._back
    for i in range(5):
        reach_backward(g, m, pos[i], 8, B, 0)
        leg = B.leg[8]
        if leg >= 0:
            _emit(out, "8", (stamp, 1, leg) + B.bump[8])


def _targets(g, m):
    """Every other colour's peg on the track, as holes."""
    found = []
    L = g.L
    for s in g.seats:
        if s != m:
            for p in g.pos[s]:
                if p < L:
                    found.append(p)
    return found


def _joker(g, m, pos, stamp, out):
    targets = _targets(g, m)
    from_start = False
    for i in range(5):
        src = pos[i]
        if src > START or (src == START and from_start):
            continue
        from_start = from_start or src == START
        for t in targets:
            b = arrive(g, m, src, t)
            if b is not None:
                _emit(out, "JK", (stamp, 1, m << 16 | src << 8 | t) + b)


def _swaps(g, m, pos, stamp, out):
    L = g.L
    occ = g.occ
    LEG = g._fwd.leg
    targets = _targets(g, m)
    for i in range(5):
        a = pos[i]
        if a < L:
            for b in targets:
                s = occ[b] >> 3
                # Moving 2 onto a teammate whose in-spot we leave ends exactly like the swap:
                # the same result is listed once, as that move.
                if LEG[i * STRIDE + 2] & 255 == b and g.ins[s] == a and g.team[s] == g.team[m]:
                    continue
                _emit(out, "2", (stamp, 2, m << 16 | a << 8 | b, s << 16 | b << 8 | a))


def _trial(g, card, m1, i, n1, fwd1, m2, j, n2, fwd2, stamp):
    """Plays leg one (peg i of m1, n1 steps) then leg two (peg j of m2) on the real state and
    returns the move, or None if one of them is illegal then. The state is restored."""
    T = g._fwd
    reach = reach_forward if fwd1 else reach_backward
    reach(g, m1, g.pos[m1][i], n1, T, SCRATCH)
    leg = T.leg[SCRATCH + n1]
    if leg < 0:
        return None
    rec = g._rec
    do_leg(g, m1, i, leg & 255, rec)
    reach = reach_forward if fwd2 else reach_backward
    reach(g, m2, g.pos[m2][j], n2, T, SCRATCH)
    leg = T.leg[SCRATCH + n2]
    move = None
    if leg >= 0:
        do_leg(g, m2, j, leg & 255, rec)
        move = made(card, packed(rec, stamp))
    revert(g, rec, 0)
    return move


def _second(g, m, pos, j, n, fwd, p, dst1, x1):
    """Leg two: peg j of m moving n (forward or back) once peg p has moved to dst1 (leg one),
    having sent a teammate to its in-spot x1 (-1 if not). The packed leg with its bumps in
    g._near.bumps, or -1 if illegal. Holes leg one changed are read as they are after it."""
    s2 = pos[j]
    src1 = pos[p]
    mm = m << 16 | s2 << 8
    hm = g.home[m]
    if src1 > START:
        hm &= ~(1 << (src1 - START - 1))
    if dst1 > START:
        hm |= 1 << (dst1 - START - 1)
    N = g._near
    N.bumps = NONE
    if s2 > START:
        h = s2 - START
        if h + n > 5 or hm & (((1 << n) - 1) << h):
            return -1
        return mm | s2 + n
    L = g.L
    if fwd:
        block = N.a2[j] if N.a1w[j] == p else N.a1[j]
        if dst1 < L:
            d = (dst1 - s2) % L
            if d < block:
                block = d
        k = (g.ins[m] - s2) % L
        if k < n and block > k and n - k <= 5 and not hm & ((1 << (n - k)) - 1):
            return mm | START + n - k
        t = (s2 + n) % L
    else:
        block = N.b2[j] if N.b1w[j] == p else N.b1[j]
        if dst1 < L:
            d = (s2 - dst1) % L
            if d < block:
                block = d
        t = (s2 - n) % L
    if n >= block:
        return -1
    if t == x1:
        return -1  # the teammate leg one sent home stands on its own in-spot
    if t == src1:
        return mm | t
    o = g.occ[t]
    if o == EMPTY:
        return mm | t
    os = o >> 3
    team = g.team
    if team[os] != team[m]:
        N.bumps = (os << 16 | t << 8 | START,)
        return mm | t
    x = g.ins[os]
    if t == x or x == dst1 or x == x1:
        return -1
    o2 = g.occ[x]
    if o2 == EMPTY or x == s2 or x == src1:
        N.bumps = (os << 16 | t << 8 | x,)
    elif team[o2 >> 3] == team[os]:
        return -1
    else:
        N.bumps = ((o2 >> 3) << 16 | x << 8 | START, os << 16 | t << 8 | x)
    return mm | t


def _teammate_sent(bumps):
    """The in-spot a leg's bumps sent a teammate to, or -1."""
    for b in bumps:
        if b & 255 != START:
            return b & 255
    return -1


def _pair(g, card, m, pos, Ti, i, a, fi, Tj, j, b, fj, stamp, out, seen):
    """Both orders of a split whose legs (peg i moving a, peg j moving b) may interact. A
    result is listed once: `seen` holds the pairs of holes this pair of pegs already reached
    (two pegs may also swap roles, one entering HOME, for the same end position)."""
    ei = i * STRIDE + a
    ej = j * STRIDE + b
    li = Ti.leg[ei]
    lj = Tj.leg[ej]
    if li >= 0:
        bi = Ti.bump[ei]
        l2 = _second(g, m, pos, j, b, fj, i, li & 255, _teammate_sent(bi))
        if l2 >= 0 and _fresh(seen, li, l2):
            _emit(out, card, (stamp, 2, li, l2) + bi + g._near.bumps)
    if lj >= 0:
        bj = Tj.bump[ej]
        l1 = _second(g, m, pos, i, a, fi, j, lj & 255, _teammate_sent(bj))
        if l1 >= 0 and _fresh(seen, lj, l1):
            _emit(out, card, (stamp, 2, lj, l1) + bj + g._near.bumps)


def _fresh(seen, l1, l2):
    d1 = l1 & 255
    d2 = l2 & 255
    key = d1 << 8 | d2 if d1 < d2 else d2 << 8 | d1
    if key in seen:
        return False
    seen.append(key)
    return True


def _split7(g, m, pos, stamp, out):
    F = g._fwd
    LEG = F.leg
    BM = F.bump
    X = F.x
    met = F.met
    L = g.L
    ins = g.ins[m]
    new = _new
    add = out.append
    for i in range(4):
        si = pos[i]
        if si == START:
            continue
        ti = si if si < START else -1
        ki = (ins - si) % L if si < START else -1
        bi = i * STRIDE
        for j in range(i + 1, 5):
            sj = pos[j]
            if sj == START:
                continue
            tj = sj if sj < START else -1
            kj = (ins - sj) % L if sj < START else -1
            bj = j * STRIDE
            # Close pegs may block or free each other; both may head into HOME together.
            d = (sj - si) % L if ti >= 0 and tj >= 0 else L // 2
            close = d <= 7 or L - d <= 7 or (ki < 6 and kj < 6)
            watch = met[i] or met[j]
            seen = []
            for a in range(1, 7):
                b = 7 - a
                if close:
                    _pair(g, "7", m, pos, F, i, a, True, F, j, b, True, stamp, out, seen)
                    continue
                li = LEG[bi + a]
                lj = LEG[bj + b]
                if watch:
                    # The paths are apart, but a teammate sent to its in-spot on the other
                    # leg's path (or both sent to one) may make that leg legal or not.
                    x1 = X[bi + a]
                    x2 = X[bj + b]
                    if ((x1 >= 0 and ((tj >= 0 and (x1 - sj) % L <= b) or x1 == x2))
                            or (x2 >= 0 and ti >= 0 and (x2 - si) % L <= a)):
                        _pair(g, "7", m, pos, F, i, a, True, F, j, b, True, stamp, out, seen)
                        continue
                if li < 0 or lj < 0:
                    continue
                bb = BM[bi + a]
                bc = BM[bj + b]
                # _emit() written out: this line runs for most moves of a crowded board.
                raw = (stamp, 2, li, lj) + bb + bc if bb or bc else (stamp, 2, li, lj)
                if stamp < 0:
                    add(raw)
                    continue
                mv = new(Move)
                mv.card = "7"
                mv._raw = raw
                add(mv)


def _split9(g, m, pos, stamp, out):
    F = g._fwd
    B = g._back
    FL = F.leg
    FB = F.bump
    FX = F.x
    BL = B.leg
    BB = B.bump
    BX = B.x
    fmet = F.met
    bmet = B.met
    L = g.L
    ins = g.ins[m]
    new = _new
    add = out.append
    for i in range(5):
        si = pos[i]
        if si == START:
            continue
        ti = si if si < START else -1
        ki = (ins - si) % L if si < START else -1
        bi = i * STRIDE
        for j in range(5):
            sj = pos[j]
            if j == i or sj >= START:
                continue
            bj = j * STRIDE
            # With the backward peg at most 9 holes ahead the legs always cross, so no order
            # works unless the forward leg turns into HOME first.
            close = ti >= 0 and (sj - si) % L <= 9
            watch = fmet[i] or bmet[j]
            seen = []
            for a in range(1, 9):
                b = 9 - a
                if close:
                    if ki < a:
                        _pair(g, "9", m, pos, F, i, a, True, B, j, b, False, stamp, out, seen)
                    continue
                li = FL[bi + a]
                lj = BL[bj + b]
                if watch:
                    # As for the 7: the paths are apart, a teammate's in-spot may not be.
                    x1 = FX[bi + a]
                    x2 = BX[bj + b]
                    if ((x1 >= 0 and ((x1 - sj + b) % L <= b or x1 == x2))
                            or (x2 >= 0 and ti >= 0 and (x2 - si) % L <= a)):
                        _pair(g, "9", m, pos, F, i, a, True, B, j, b, False, stamp, out, seen)
                        continue
                if li < 0 or lj < 0:
                    continue
                bb = FB[bi + a]
                bc = BB[bj + b]
                # _emit() written out: this line runs for most moves of a crowded board.
                raw = (stamp, 2, li, lj) + bb + bc if bb or bc else (stamp, 2, li, lj)
                if stamp < 0:
                    add(raw)
                    continue
                mv = new(Move)
                mv.card = "9"
                mv._raw = raw
                add(mv)


def _handover(g, card, m, nxt, pos, stamp, out):
    """RULES.md 1.6: when leg one brings m's last peg HOME, leg two may move the next teammate
    (forward for a 7, backward for a 9)."""
    if nxt < 0:
        return
    total = 7 if card == "7" else 9
    fwd2 = card == "7"
    LEG = g._fwd.leg
    out_pegs = [i for i in range(5) if pos[i] <= START]
    if len(out_pegs) != 1 or pos[out_pegs[0]] == START:
        return
    last = out_pegs[0]
    npos = g.pos[nxt]
    for a in range(1, total):
        leg = LEG[last * STRIDE + a]
        if leg >= 0 and leg & 255 > START:
            for j in range(5):
                # A HOME peg takes a forward part only; START pegs take none.
                if npos[j] == START or (npos[j] > START and not fwd2):
                    continue
                move = _trial(g, card, m, last, a, True, nxt, j, total - a, fwd2, stamp)
                if move is not None:
                    out.append(move if stamp >= 0 else move._raw)
