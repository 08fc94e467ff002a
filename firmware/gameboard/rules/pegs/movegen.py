"""Legal moves of one card (docs/rules.md 1.4-1.6), built for speed on a microcontroller.

The game keeps an occupancy index (`occupant[hole]` = `seat << 3 | slot`, EMPTY when empty)
and a HOME bit mask per seat, updated move by move. For one card each peg of the moving seat is
walked once forward and once backward, filling reach tables (the packed leg and its bumps for
every count, or -1); whole moves read them directly and splits (7, 9) combine two entries.

A split's legs can influence each other only through track holes both touch (a path, a landing
hole, the in-spot a bumped teammate is sent to) or through their colour's HOME. Pairs of pegs
too far apart for that are combined straight from the tables. For the others each order is
worked out from the tables, the nearest own pegs ahead and behind, and the few holes leg one
changed (`_second_leg`). Only a split that hands over to the next teammate is played out on
the real state and undone (`_trial`).

The reach tables and the other scratch space are this module's, allocated once and shared by
every game: moves are made one call at a time, and a call never lets another game in.
"""
from gameboard.rules import const
from gameboard.rules.pegs.board import ALL_HOME, START
from gameboard.rules.pegs.cards import COME_OUT_CARDS
from gameboard.rules.pegs.move import Move, made

EMPTY = const(255)  # occupant[hole] of an empty hole
BUMP = const(1 << 24)  # flag of a change record: the peg was bumped, not moved by the card
_STRIDE = const(16)  # reach table entries per peg: counts 1..13 and a spare slot
_SCRATCH = const(80)  # 5 * _STRIDE: the first entry of the spare row `_trial` uses
_FAR = const(999)  # the distance to an own peg when there is none
_new = object.__new__


def movers(game, seat):
    """(seat whose pegs `seat` moves now, next teammate a split's second part may move or -1)."""
    home = game.home
    first = seat if home[seat] != ALL_HOME else -1
    second = -1
    if game.teams is not None:
        seats = game.seats
        n = len(seats)
        at = seats.index(seat)
        team = game.team[seat]
        for k in range(1, n):
            mate = seats[(at + k) % n]
            if game.team[mate] == team and home[mate] != ALL_HOME:
                if first < 0:
                    first = mate
                else:
                    second = mate
                    break
    return first, second


def _onto_teammate(game, mate, src, hole):
    """The bumps of landing (from src) on teammate seat mate's peg at hole, or None if the
    in-spot rules of docs/rules.md 1.5 refuse it (the in-spot is judged with the moving peg gone
    from src)."""
    spot = game.in_spot[mate]
    if hole == spot:
        return None
    there = game.occupant[spot]
    if there == EMPTY or spot == src:
        return (mate << 16 | hole << 8 | spot,)
    if game.team[there >> 3] == game.team[mate]:
        return None
    return ((there >> 3) << 16 | spot << 8 | START, mate << 16 | hole << 8 | spot)


def arrive(game, mover, src, hole):
    """The packed bumps of a peg of mover from src landing on track hole `hole`: () for none,
    None if the landing is illegal (own peg there, or a refused teammate bump)."""
    there = game.occupant[hole]
    if there == EMPTY:
        return ()
    other = there >> 3
    if other == mover:
        return None
    if game.team[other] != game.team[mover]:
        return (other << 16 | hole << 8 | START,)
    return _onto_teammate(game, other, src, hole)


def _mate_entry(game, mate, src, leg, tables, i):
    """Fills reach table entry i with `leg` (from src onto a peg of teammate mate) and its
    bumps, or -1 if the in-spot rules refuse it; returns True: a teammate was met."""
    b = _onto_teammate(game, mate, src, leg & 255)
    tables.leg[i] = -1 if b is None else leg
    tables.bumps[i] = b
    tables.sent[i] = game.in_spot[mate]
    return True


def reach_forward(game, mover, src, most, tables, base):
    """Fills `tables` for a peg of mover at src moving forward 1..most: leg[base + n] is the
    packed leg (-1 if illegal), bumps[base + n] its bumps, sent[base + n] the in-spot of a
    teammate on the landing hole (-1 if none). Returns whether any such teammate was met."""
    legs = tables.leg
    bumps = tables.bumps
    sent = tables.sent
    n = 1
    met = False
    prefix = mover << 16 | src << 8
    if src < START:
        length = game.L
        occupant = game.occupant
        team = game.team
        own_team = team[mover]
        to_in_spot = (game.in_spot[mover] - src) % length
        home = game.home[mover]
        home_free = 0  # how many HOME holes are free before the first peg there
        while home_free < 5 and not (home >> home_free) & 1:
            home_free += 1
        hole = src
        blocked_at = 99  # the count that reaches the first own peg ahead
        while n <= most:
            hole += 1
            if hole == length:
                hole = 0
            i = base + n
            there = occupant[hole]
            if there != EMPTY and there >> 3 == mover and blocked_at == 99:
                blocked_at = n
            if to_in_spot < n and n - to_in_spot <= home_free and blocked_at > to_in_spot:
                legs[i] = prefix | START + n - to_in_spot
                bumps[i] = ()
                sent[i] = -1
            elif n < blocked_at:
                if there == EMPTY:
                    legs[i] = prefix | hole
                    bumps[i] = ()
                    sent[i] = -1
                else:
                    other = there >> 3
                    if team[other] != own_team:
                        legs[i] = prefix | hole
                        bumps[i] = (other << 16 | hole << 8 | START,)
                        sent[i] = -1
                    else:
                        met = _mate_entry(game, other, src, prefix | hole, tables, i)
            else:
                break  # blocked by an own peg, and HOME is out of reach from here on
            n += 1
    elif src > START:
        home = game.home[mover]
        h = src - START
        while n <= most:
            h += 1
            if h > 5 or (home >> (h - 1)) & 1:
                break
            legs[base + n] = prefix | START + h
            bumps[base + n] = ()
            sent[base + n] = -1
            n += 1
    while n <= most:
        legs[base + n] = -1
        sent[base + n] = -1
        n += 1
    return met


def reach_backward(game, mover, src, most, tables, base):
    """Like reach_forward for a backward move: track pegs only, never into HOME."""
    legs = tables.leg
    bumps = tables.bumps
    sent = tables.sent
    n = 1
    met = False
    if src < START:
        length = game.L
        occupant = game.occupant
        team = game.team
        own_team = team[mover]
        prefix = mover << 16 | src << 8
        hole = src
        while n <= most:
            hole -= 1
            if hole < 0:
                hole = length - 1
            i = base + n
            there = occupant[hole]
            if there == EMPTY:
                legs[i] = prefix | hole
                bumps[i] = ()
                sent[i] = -1
            else:
                other = there >> 3
                if other == mover:
                    break
                if team[other] != own_team:
                    legs[i] = prefix | hole
                    bumps[i] = (other << 16 | hole << 8 | START,)
                    sent[i] = -1
                else:
                    met = _mate_entry(game, other, src, prefix | hole, tables, i)
            n += 1
    while n <= most:
        legs[base + n] = -1
        sent[base + n] = -1
        n += 1
    return met


class Tables:
    """Reach tables of the 5 pegs being moved (_STRIDE entries each) plus a scratch row."""

    def __init__(self):
        size = _SCRATCH + _STRIDE
        self.leg = [-1] * size
        self.bumps = [()] * size
        self.sent = [-1] * size
        self.met = [False] * 5


class Near:
    """For each of the 5 pegs being moved: the distance to the nearest own peg ahead and which
    slot it is, the distance to the second nearest; the same behind. _FAR when there is none."""

    def __init__(self):
        self.ahead = [_FAR] * 5
        self.ahead_slot = [-1] * 5
        self.ahead2 = [_FAR] * 5
        self.behind = [_FAR] * 5
        self.behind_slot = [-1] * 5
        self.behind2 = [_FAR] * 5
        self.bumps = ()  # the bumps of the last leg _second_leg() found


_FORWARD = Tables()
_BACKWARD = Tables()
_NEAR = Near()
_TRIAL = []  # the changes `_trial` makes, undone before it returns


def _neighbours(game, pos, near):
    length = game.L
    for i in range(5):
        ahead = ahead2 = behind = behind2 = _FAR
        ahead_slot = behind_slot = -1
        at_i = pos[i]
        if at_i < START:
            for j in range(5):
                at_j = pos[j]
                if j == i or at_j >= START:
                    continue
                apart = (at_j - at_i) % length
                if apart < ahead:
                    ahead2 = ahead
                    ahead = apart
                    ahead_slot = j
                elif apart < ahead2:
                    ahead2 = apart
                apart = length - apart
                if apart < behind:
                    behind2 = behind
                    behind = apart
                    behind_slot = j
                elif apart < behind2:
                    behind2 = apart
        near.ahead[i] = ahead
        near.ahead_slot[i] = ahead_slot
        near.ahead2[i] = ahead2
        near.behind[i] = behind
        near.behind_slot[i] = behind_slot
        near.behind2[i] = behind2


# ---- changing the state (used by the generator's trials and by Game.apply / undo) ----
# A change record is `flag | peg << 16 | from << 8 | to`, peg = seat << 3 | slot.

def lift(game, seat, place):
    """Takes a peg of seat off `place` in the occupancy index and the HOME mask."""
    if place < game.L:
        game.occupant[place] = EMPTY
    elif place > START:
        game.home[seat] &= ~(1 << (place - START - 1))


def put(game, peg, place):
    """Puts peg (seat << 3 | slot) on `place`, in its seat's places and the indexes."""
    seat = peg >> 3
    game.pos[seat][peg & 7] = place
    if place < game.L:
        game.occupant[place] = peg
    elif place > START:
        game.home[seat] |= 1 << (place - START - 1)


def shift(game, peg, dst, changes, flag):
    """Moves one peg (seat << 3 | slot) to dst and records it for undo."""
    seat = peg >> 3
    src = game.pos[seat][peg & 7]
    lift(game, seat, src)
    put(game, peg, dst)
    changes.append(flag | peg << 16 | src << 8 | dst)


def do_leg(game, mover, slot, dst, changes):
    """Moves peg `slot` of mover to dst, bumping whatever it lands on (docs/rules.md 1.5)."""
    peg = mover << 3 | slot
    src = game.pos[mover][slot]
    lift(game, mover, src)
    if dst < game.L:
        there = game.occupant[dst]
        if there != EMPTY:
            other = there >> 3
            if game.team[other] != game.team[mover]:
                shift(game, there, START, changes, BUMP)
            else:
                spot = game.in_spot[other]
                on_spot = game.occupant[spot]
                if on_spot != EMPTY:
                    shift(game, on_spot, START, changes, BUMP)
                shift(game, there, spot, changes, BUMP)
    put(game, peg, dst)
    changes.append(peg << 16 | src << 8 | dst)


def do_swap(game, a, b, changes):
    """Exchanges two track pegs (the 2's swap): no bump."""
    place_a = game.pos[a >> 3][a & 7]
    place_b = game.pos[b >> 3][b & 7]
    put(game, a, place_b)
    put(game, b, place_a)
    changes.append(a << 16 | place_a << 8 | place_b)
    changes.append(b << 16 | place_b << 8 | place_a)


def revert(game, changes, start):
    """Undoes changes[start:] (each peg changes at most once per move)."""
    i = len(changes)
    while i > start:
        i -= 1
        change = changes[i]
        lift(game, (change >> 19) & 7, change & 255)
    while i < len(changes):
        change = changes[i]
        put(game, (change >> 16) & 63, (change >> 8) & 255)
        i += 1
    del changes[start:]


def packed(changes, stamp):
    """(stamp, number of legs, legs..., bumps...) of the change records, as in Move."""
    legs = []
    bumps = []
    for change in changes:
        (bumps if change & BUMP else legs).append(((change >> 19) & 7) << 16
                                                  | (change & 0xFFFF))
    return tuple([stamp, len(legs)] + legs + bumps)


def do_move(game, card, raw, changes):
    """Plays a packed legal move (see Move) on the state, recording the changes."""
    n = raw[1]
    if card == "2" and n == 2 and (raw[3] >> 8) & 255 == raw[2] & 255:
        a = raw[2] >> 16
        b = raw[3] >> 16
        do_swap(game, a << 3 | slot_at(game, a, (raw[2] >> 8) & 255),
                b << 3 | slot_at(game, b, (raw[3] >> 8) & 255), changes)
        return
    for leg in raw[2:2 + n]:
        seat = leg >> 16
        do_leg(game, seat, slot_at(game, seat, (leg >> 8) & 255), leg & 255, changes)


def slot_at(game, seat, place):
    """The slot of seat's peg at `place` (the first one for START), or -1."""
    if place < game.L:
        there = game.occupant[place]
        return there & 7 if there != EMPTY and there >> 3 == seat else -1
    pos = game.pos[seat]
    for i in range(5):
        if pos[i] == place:
            return i
    return -1


# ---- the generator ----

def _emit(out, card, raw):
    if raw[0] < 0:
        out.append(raw)
        return
    move = _new(Move)
    move.card = card
    move.packed = raw
    out.append(move)


def card_moves(game, seat, card, whole, out, stamp):
    """Appends the moves of `card` for `seat` to out; `whole` is the forward count of the card
    played as a whole (0: none). `stamp` names the state and seat the moves are for (see
    Move); -1 appends only their packed form, which takes half the memory: for the computer
    player on a small heap."""
    mover, mate = movers(game, seat)
    if mover < 0:
        return
    pos = game.pos[mover]
    if card == "JK":
        _joker(game, mover, pos, stamp, out)
        return
    if card in COME_OUT_CARDS:
        _come_out(game, mover, pos, card, stamp, out)
    if card == "8":
        _backward(game, mover, pos, stamp, out)
        return
    forward = _FORWARD
    most = whole
    split = card == "7" or card == "9"
    if split and most < 8:
        most = 8
    met = forward.met
    for i in range(5):
        met[i] = reach_forward(game, mover, pos[i], most, forward, i * _STRIDE)
    if whole:
        legs = forward.leg
        bumps = forward.bumps
        for i in range(5):
            leg = legs[i * _STRIDE + whole]
            if leg >= 0:
                b = bumps[i * _STRIDE + whole]
                _emit(out, card, (stamp, 1, leg) + b if b else (stamp, 1, leg))
    if card == "2":
        _swaps(game, mover, pos, stamp, out)
    elif split:
        _neighbours(game, pos, _NEAR)
        if card == "9":
            backward = _BACKWARD
            met = backward.met
            for i in range(5):
                met[i] = reach_backward(game, mover, pos[i], 8, backward, i * _STRIDE)
        _split(game, mover, pos, card, stamp, out)
        _handover(game, card, mover, mate, pos, stamp, out)


def _come_out(game, mover, pos, card, stamp, out):
    if START in pos:
        hole = game.come_out[mover]
        b = arrive(game, mover, START, hole)
        if b is not None:
            _emit(out, card, (stamp, 1, mover << 16 | START << 8 | hole) + b)


def _backward(game, mover, pos, stamp, out):
    backward = _BACKWARD
    for i in range(5):
        reach_backward(game, mover, pos[i], 8, backward, 0)
        leg = backward.leg[8]
        if leg >= 0:
            _emit(out, "8", (stamp, 1, leg) + backward.bumps[8])


def _targets(game, mover):
    """Every other colour's peg on the track, as holes."""
    found = []
    length = game.L
    for seat in game.seats:
        if seat != mover:
            for place in game.pos[seat]:
                if place < length:
                    found.append(place)
    return found


def _joker(game, mover, pos, stamp, out):
    targets = _targets(game, mover)
    from_start = False
    for i in range(5):
        src = pos[i]
        if src > START or (src == START and from_start):
            continue
        from_start = from_start or src == START
        for hole in targets:
            b = arrive(game, mover, src, hole)
            if b is not None:
                _emit(out, "JK", (stamp, 1, mover << 16 | src << 8 | hole) + b)


def _swaps(game, mover, pos, stamp, out):
    length = game.L
    occupant = game.occupant
    legs = _FORWARD.leg
    targets = _targets(game, mover)
    for i in range(5):
        a = pos[i]
        if a < length:
            for b in targets:
                other = occupant[b] >> 3
                # Moving 2 onto a teammate whose in-spot we leave ends exactly like the swap:
                # the same result is listed once, as that move.
                if (legs[i * _STRIDE + 2] & 255 == b and game.in_spot[other] == a
                        and game.team[other] == game.team[mover]):
                    continue
                _emit(out, "2", (stamp, 2, mover << 16 | a << 8 | b, other << 16 | b << 8 | a))


def _trial(game, card, first, slot1, steps1, second, slot2, steps2, forward2, stamp):
    """Plays leg one (peg slot1 of seat first, steps1 forward) then leg two (peg slot2 of seat
    second, forward or back) on the real state and returns the move, or None if one of them
    is illegal then. The state is restored."""
    tables = _FORWARD
    reach_forward(game, first, game.pos[first][slot1], steps1, tables, _SCRATCH)
    leg = tables.leg[_SCRATCH + steps1]
    if leg < 0:
        return None
    changes = _TRIAL
    do_leg(game, first, slot1, leg & 255, changes)
    reach = reach_forward if forward2 else reach_backward
    reach(game, second, game.pos[second][slot2], steps2, tables, _SCRATCH)
    leg = tables.leg[_SCRATCH + steps2]
    move = None
    if leg >= 0:
        do_leg(game, second, slot2, leg & 255, changes)
        move = made(card, packed(changes, stamp))
    revert(game, changes, 0)
    return move


def _second_leg(game, mover, pos, slot2, steps, forward, slot1, dst1, sent1):
    """Leg two: peg slot2 of mover moving `steps` (forward or back) once peg slot1 has moved to
    dst1 (leg one), having sent a teammate to its in-spot sent1 (-1 if not). The packed leg
    with its bumps in _NEAR.bumps, or -1 if illegal. Holes leg one changed are read as they
    are after it."""
    at2 = pos[slot2]
    at1 = pos[slot1]
    prefix = mover << 16 | at2 << 8
    home = game.home[mover]
    if at1 > START:
        home &= ~(1 << (at1 - START - 1))
    if dst1 > START:
        home |= 1 << (dst1 - START - 1)
    near = _NEAR
    near.bumps = ()
    if at2 > START:
        home_hole = at2 - START
        if home_hole + steps > 5 or home & (((1 << steps) - 1) << home_hole):
            return -1
        return prefix | at2 + steps
    length = game.L
    if forward:
        block = near.ahead2[slot2] if near.ahead_slot[slot2] == slot1 else near.ahead[slot2]
        if dst1 < length:
            apart = (dst1 - at2) % length
            if apart < block:
                block = apart
        to_spot = (game.in_spot[mover] - at2) % length
        if (to_spot < steps and block > to_spot and steps - to_spot <= 5
                and not home & ((1 << (steps - to_spot)) - 1)):
            return prefix | START + steps - to_spot
        hole = (at2 + steps) % length
    else:
        block = near.behind2[slot2] if near.behind_slot[slot2] == slot1 else near.behind[slot2]
        if dst1 < length:
            apart = (at2 - dst1) % length
            if apart < block:
                block = apart
        hole = (at2 - steps) % length
    if steps >= block:
        return -1
    if hole == sent1:
        return -1  # the teammate leg one sent home stands on its own in-spot
    if hole == at1:
        return prefix | hole
    there = game.occupant[hole]
    if there == EMPTY:
        return prefix | hole
    other = there >> 3
    team = game.team
    if team[other] != team[mover]:
        near.bumps = (other << 16 | hole << 8 | START,)
        return prefix | hole
    spot = game.in_spot[other]
    if hole == spot or spot == dst1 or spot == sent1:
        return -1
    on_spot = game.occupant[spot]
    if on_spot == EMPTY or spot == at2 or spot == at1:
        near.bumps = (other << 16 | hole << 8 | spot,)
    elif team[on_spot >> 3] == team[other]:
        return -1
    else:
        near.bumps = ((on_spot >> 3) << 16 | spot << 8 | START, other << 16 | hole << 8 | spot)
    return prefix | hole


def _teammate_sent(bumps):
    """The in-spot a leg's bumps sent a teammate to, or -1."""
    for b in bumps:
        if b & 255 != START:
            return b & 255
    return -1


def _pair(game, card, mover, pos, i, a, j, b, second, stamp, out, seen):
    """Both orders of a split whose legs (peg i forward a, peg j b steps, forward when
    `second` is the forward tables) may interact. A result is listed once: `seen` holds the
    pairs of holes this pair of pegs already reached (two pegs may also swap roles, one
    entering HOME, for the same end position)."""
    first = _FORWARD
    at_i = i * _STRIDE + a
    at_j = j * _STRIDE + b
    leg_i = first.leg[at_i]
    leg_j = second.leg[at_j]
    if leg_i >= 0:
        bumps_i = first.bumps[at_i]
        leg2 = _second_leg(game, mover, pos, j, b, second is first, i, leg_i & 255,
                           _teammate_sent(bumps_i))
        if leg2 >= 0 and _fresh(seen, leg_i, leg2):
            _emit(out, card, (stamp, 2, leg_i, leg2) + bumps_i + _NEAR.bumps)
    if leg_j >= 0:
        bumps_j = second.bumps[at_j]
        leg1 = _second_leg(game, mover, pos, i, a, True, j, leg_j & 255,
                           _teammate_sent(bumps_j))
        if leg1 >= 0 and _fresh(seen, leg_j, leg1):
            _emit(out, card, (stamp, 2, leg_j, leg1) + bumps_j + _NEAR.bumps)


def _fresh(seen, leg1, leg2):
    d1 = leg1 & 255
    d2 = leg2 & 255
    key = d1 << 8 | d2 if d1 < d2 else d2 << 8 | d1
    if key in seen:
        return False
    seen.append(key)
    return True


def _split(game, mover, pos, card, stamp, out):
    """The splits of a 7 (two pegs forward, 7 in all) or a 9 (one peg forward, another back,
    9 in all) among mover's own pegs. A 7's pair of pegs is taken once, in either order; a
    9's in both roles."""
    seven = card == "7"
    total = 7 if seven else 9
    first = _FORWARD
    second = first if seven else _BACKWARD
    legs1 = first.leg
    bumps1 = first.bumps
    sent1 = first.sent
    met1 = first.met
    legs2 = second.leg
    bumps2 = second.bumps
    sent2 = second.sent
    met2 = second.met
    length = game.L
    spot = game.in_spot[mover]
    new = _new
    add = out.append
    for i in range(5):
        at_i = pos[i]
        if at_i == START:
            continue
        hole_i = at_i if at_i < START else -1
        to_spot_i = (spot - at_i) % length if at_i < START else -1
        base_i = i * _STRIDE
        for j in range(i + 1 if seven else 0, 5):
            at_j = pos[j]
            if j == i or at_j == START or (at_j > START and not seven):
                continue
            hole_j = at_j if at_j < START else -1
            if seven:
                # Close pegs may block or free each other; both may head into HOME together.
                to_spot_j = (spot - at_j) % length if at_j < START else -1
                apart = (at_j - at_i) % length if hole_i >= 0 and hole_j >= 0 else length // 2
                close = apart <= 7 or length - apart <= 7 or (to_spot_i < 6 and to_spot_j < 6)
                first_leg = 0  # close: every count of leg one is worked out
            else:
                # With the backward peg at most 9 holes ahead the legs always cross, so no
                # order works unless the forward leg turns into HOME first.
                close = hole_i >= 0 and (at_j - at_i) % length <= 9
                first_leg = to_spot_i + 1
            watch = met1[i] or met2[j]
            base_j = j * _STRIDE
            seen = []
            for a in range(1, total):
                b = total - a
                if close:
                    if a >= first_leg:
                        _pair(game, card, mover, pos, i, a, j, b, second, stamp, out, seen)
                    continue
                leg_i = legs1[base_i + a]
                leg_j = legs2[base_j + b]
                if watch:
                    # The paths are apart, but a teammate sent to its in-spot on the other
                    # leg's path (or both sent to one) may make that leg legal or not.
                    sent_i = sent1[base_i + a]
                    sent_j = sent2[base_j + b]
                    if ((sent_i >= 0 and (sent_i == sent_j or (hole_j >= 0 and (
                            (sent_i - at_j if seven else at_j - sent_i) % length <= b))))
                            or (sent_j >= 0 and hole_i >= 0 and (sent_j - at_i) % length <= a)):
                        _pair(game, card, mover, pos, i, a, j, b, second, stamp, out, seen)
                        continue
                if leg_i < 0 or leg_j < 0:
                    continue
                bumps_i = bumps1[base_i + a]
                bumps_j = bumps2[base_j + b]
                # _emit() written out: this line runs for most moves of a crowded board.
                if bumps_i or bumps_j:
                    raw = (stamp, 2, leg_i, leg_j) + bumps_i + bumps_j
                else:
                    raw = (stamp, 2, leg_i, leg_j)
                if stamp < 0:
                    add(raw)
                    continue
                move = new(Move)
                move.card = card
                move.packed = raw
                add(move)


def _handover(game, card, mover, mate, pos, stamp, out):
    """docs/rules.md 1.6: when leg one brings mover's last peg HOME, leg two may move the next
    teammate (forward for a 7, backward for a 9)."""
    if mate < 0:
        return
    total = 7 if card == "7" else 9
    forward2 = card == "7"
    legs = _FORWARD.leg
    outside = [i for i in range(5) if pos[i] <= START]
    if len(outside) != 1 or pos[outside[0]] == START:
        return
    last = outside[0]
    mate_pos = game.pos[mate]
    for a in range(1, total):
        leg = legs[last * _STRIDE + a]
        if leg >= 0 and leg & 255 > START:
            for j in range(5):
                # A HOME peg takes a forward part only; START pegs take none.
                if mate_pos[j] == START or (mate_pos[j] > START and not forward2):
                    continue
                move = _trial(game, card, mover, last, a, mate, j, total - a, forward2, stamp)
                if move is not None:
                    out.append(move if stamp >= 0 else move.packed)
