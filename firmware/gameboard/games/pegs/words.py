"""The board's words for a Pegs & Jokers move, as a player says them: "out", "12 to 17",
"30 back to 22", "66 to home 3", "swap 12 with Blue at 40", "bumps Blue", "Blue to door".

A hole has the number a player counts from their own start: a peg's come-out hole is 1, the
holes after it 2, 3, ..., its in-spot (the door to HOME) is the track's length less 4, and its
HOME holes are "home 1" .. "home 5" (docs/rules.md 1.1). A leg's numbers are counted from the
start of the peg it moves (the player's own, or the teammate's they play for, whose name then
comes first); a swap's from the start of the peg the card moves. The rules core's notation
(S, T12, H3) stays for saves and tests; these words are the board's own, explained on the
help page (help.py). Places are the codes of places.py.
"""
from gameboard.games.pegs import places as P
from gameboard.rules.pegs.board import come_out
from gameboard.ui import text


def hole(seat, c, length):
    """Place c as seat's player counts it: "start", "12", "home 3"."""
    if c == P.START:
        return "start"
    if c > P.START:
        return "home %d" % (c - P.START)
    return str((c - come_out(seat)) % length + 1)


def door(length):
    """The number of every player's in-spot, counted from their own start."""
    return length - 4


def phrases(card, legs, bumps, mover, names, length, but=None):
    """What a move does, a phrase for each leg and each bumped peg (legs and bumps as
    (seat, from, to) codes, no legs for a discard) but the leg `but` (said already); a phrase
    may be longer than a row."""
    if not legs:
        return ["No move: discard"]
    if card == "2" and len(legs) == 2:
        (seat, src, dst), (other, _, _) = legs
        return [_whose(seat, mover, names) + "swap %s with %s at %s" % (
            hole(seat, src, length), names[other], hole(seat, dst, length))]
    out = []
    ways = P.ways(card, legs, length)
    for i in range(len(legs)):
        seat, src, dst = legs[i]
        if legs[i] != but:
            out.append(_whose(seat, mover, names) + leg(seat, src, dst, ways[i][0], length))
    for seat, src, dst in bumps:
        out.append(("bumps %s" if dst == P.START else "%s to door") % names[seat])
    return out


def leg(seat, src, dst, way, length):
    """One peg's leg (way: places.py's FORWARD, BACKWARD or JUMP): "out", "out to 40",
    "12 to 17", "30 back to 22"."""
    if src == P.START:
        return "out" if dst == come_out(seat) else "out to " + hole(seat, dst, length)
    to = " back to " if way == P.BACKWARD else " to "
    return hole(seat, src, length) + to + hole(seat, dst, length)


def first(card, step, mover, names, length):
    """The phrase for a first choice that is not yet a whole move (step: its leg), and what is
    still to choose: the rest of a split's count ("then 4 more", "then back 4"), or which of
    the moves that begin alike (a 2 that may bump or swap)."""
    seat, src, dst = step
    fwd = P.forward_steps(seat, src, dst, length)
    way = P.FORWARD
    if card == "9" and not 0 < fwd < 9:
        way = P.BACKWARD
        fwd = P.back_steps(src, dst, length)
    phrase = _whose(seat, mover, names) + leg(seat, src, dst, way, length)
    if card == "7" or card == "9":
        if card == "9" and way == P.FORWARD:
            return phrase, "then back %d" % (9 - fwd)
        return phrase, "then %d more" % (int(card) - fwd)
    return phrase, "then choose"


def _whose(seat, mover, names):
    return "" if seat == mover else names[seat] + " "


def lines(card, legs, bumps, mover, names, length, but=None):
    """The rows a move's phrases take on the OLED, each phrase on rows of its own."""
    out = []
    for phrase in phrases(card, legs, bumps, mover, names, length, but):
        out.extend(text.wrap(phrase, text.COLS))
    return out


def summary(seat, card, legs, bumps, names, length):
    """The move log's line for a move: who, the card, what it did ("Red 5: 12 to 17")."""
    if not legs:
        return "%s %s: discard" % (names[seat], card)
    return "%s %s: %s" % (names[seat], card,
                          ", ".join(phrases(card, legs, bumps, seat, names, length)))
