"""What the other players may hold, from what one seat can see (the hard computer player's look
ahead; docs/rules.md 1.2-1.4).

The cards a seat has not seen are the whole deck less its own hand and the discards: the other
hands and the draw pile, which it cannot tell apart. From their counts come the chances that a
5-card hand dealt from them holds a card that lands a peg a given number of holes away, as
integers out of ONE (no floats: a board's single-precision floats would round otherwise than
CPython and the same game would not replay on both).
"""
from gameboard.rules import const
from gameboard.rules.pegs import cards

ONE = const(1024)
REACH = const(13)  # the longest single forward move (a K counting 13)
BACK = const(8)  # the longest backward move (the 8, the back part of a 9)


def deck_counts(game):
    """How many of each card (by cards.INDEX) the game's deck holds (docs/rules.md 1.2)."""
    opts = game.opts
    players = 2 if opts["two_colours"] else len(game.seats)
    decks = opts["decks"] or cards.default_decks(players)
    counts = [4 * decks] * len(cards.LABELS)
    counts[cards.INDEX["JK"]] = 0 if players == 2 else 2 * decks
    return counts


def unseen(game, seat):
    """Counts (by cards.INDEX) of the cards `seat` has not seen. With real cards the board
    knows no hand and no discard: the whole deck."""
    counts = deck_counts(game)
    for card in game.hand(seat) + (game.discards if game.hands is not None else []):
        i = cards.INDEX[card]
        if counts[i]:
            counts[i] -= 1
    return counts


def hold_chance(total, wanted, hand=5):
    """Out of ONE: the chance that `hand` cards dealt from `total` hold at least one of
    `wanted` particular ones (1 - C(total - wanted, hand) / C(total, hand))."""
    if wanted <= 0 or total <= 0:
        return 0
    miss = 1
    all_ = 1
    for i in range(min(hand, total)):
        miss *= max(total - wanted - i, 0)
        all_ *= total - i
    return ONE - ONE * miss // all_


def reach(game, seat):
    """For one seat's view, the chances that an opponent's hand moves a peg: (forward,
    backward, joker, come_out), forward[d] (d = 1..REACH) exactly d holes forward, backward[e]
    (e = 1..BACK) e holes backward; joker, the chance of a Joker; come_out, of a card that
    brings a peg out (A, J, Q, K)."""
    counts = unseen(game, seat)
    total = sum(counts)
    opts = game.opts

    def count(labels):
        return sum(counts[cards.INDEX[c]] for c in labels)

    forward = [0] * (REACH + 1)
    backward = [0] * (BACK + 1)
    for d in range(1, REACH + 1):
        # A 7 moves one peg 1..7 (whole, or part of a split), a 9's forward part 1..8 (9
        # whole unless 9 must split); otherwise the cards whose whole count is d.
        labels = [c for c in cards.LABELS
                  if c not in ("7", "9") and cards.forward_count(c, opts["royals_count"]) == d]
        if d <= 7:
            labels.append("7")
        if d <= 8 or (d == 9 and not opts["nine_split"]):
            labels.append("9")
        forward[d] = hold_chance(total, count(labels))
    for e in range(1, BACK + 1):
        backward[e] = hold_chance(total, count(("8", "9") if e == BACK else ("9",)))
    return (forward, backward, hold_chance(total, count(("JK",))),
            hold_chance(total, count(cards.COME_OUT_CARDS)))
