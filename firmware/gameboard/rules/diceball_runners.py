"""DiceBall runners (docs/rules.md 2.3): what one plate appearance's result does to the bases.

Bases are a 3-bit number: 1 = runner on 1st, 2 = on 2nd, 4 = on 3rd. Each rule is a tiny pure
function from (bases, outs) to (new bases, runs, outs made); `transitions` tabulates them all,
so the game applies a result with a single index. A game being made reads its rule's table as
data, diceball_transitions.py, which tools/diceball_make_transitions.py writes from these rules
(a test checks it is theirs): the board never loads this module.
"""
from gameboard.rules.diceball import DOUBLE_PLAY, ERROR, HOME_RUN, SACRIFICE_FLY, STRIKE, TRIPLE

FORCE = "force"
ADVANCE = "advance"
RUNNER_RULES = (FORCE, ADVANCE)


def forced_hit(bases, n):
    """Batter to base n (1..3), the front; from 1st upward, a runner on or behind the front moves
    to the base just past it (the new front), a runner beyond it stays. Past 3rd scores."""
    front = n
    new = 1 << (n - 1)
    runs = 0
    for base in (1, 2, 3):
        if bases & (1 << (base - 1)):
            if base <= front:
                front += 1
                if front > 3:
                    runs += 1
                else:
                    new |= 1 << (front - 1)
            else:
                new |= 1 << (base - 1)
    return new, runs


def advancing_hit(bases, n):
    """The "runners advance with the hit" option: every runner moves n bases, the batter to n."""
    new = 1 << (n - 1)
    runs = 0
    for base in (1, 2, 3):
        if bases & (1 << (base - 1)):
            if base + n > 3:
                runs += 1
            else:
                new |= 1 << (base + n - 1)
    return new, runs


def walk(bases):
    """Batter to 1st, forced runners up one base: exactly the force rule's single."""
    return forced_hit(bases, 1)


def home_run(bases):
    return 0, 1 + (bases & 1) + (bases >> 1 & 1) + (bases >> 2)


def sacrifice_fly(bases, outs):
    """Batter out; unless that is the third out, a runner on 3rd scores."""
    if outs < 2 and bases & 4:
        return bases & 3, 1
    return bases, 0


def double_play(bases):
    """Batter out, and the runner on 1st (else the lead runner); returns (bases, outs made)."""
    if bases & 1:
        return bases & 6, 2
    if bases & 4:
        return bases & 3, 2
    if bases & 2:
        return 0, 2
    return 0, 1


def play(bases, outs, code, rule=FORCE):
    """(new bases, runs, outs made) for result `code` with `outs` out before the play. No run
    scores on a play that makes the third out, and outs made never go past the third."""
    made = 0
    if code <= TRIPLE:
        hit = forced_hit if rule == FORCE else advancing_hit
        new, runs = hit(bases, code + 1)
    elif code == HOME_RUN:
        new, runs = home_run(bases)
    elif code <= ERROR:  # walk, hit by pitch, error
        new, runs = walk(bases)
    elif code == SACRIFICE_FLY:
        new, runs = sacrifice_fly(bases, outs)
        made = 1
    elif code == DOUBLE_PLAY:
        new, made = double_play(bases)
        runs = 0
    elif code < STRIKE:
        new, runs, made = bases, 0, 1
    else:
        raise ValueError("result code %r does not move runners" % (code,))
    made = min(made, 3 - outs)
    if outs + made >= 3:
        runs = 0
    return new, runs, made


def transitions(rule):
    """play() for every result that moves runners, packed one byte each (new bases in bits 0-2,
    runs in bits 3-5, outs after the play in bits 6-7) and indexed by
    (code * 8 + bases) * 3 + outs: 312 bytes (diceball_transitions.py holds them as data)."""
    packed = bytearray(STRIKE * 24)
    for code in range(STRIKE):
        for bases in range(8):
            for outs in range(3):
                new, runs, made = play(bases, outs, code, rule)
                packed[(code * 8 + bases) * 3 + outs] = new | runs << 3 | (outs + made) << 6
    return bytes(packed)
