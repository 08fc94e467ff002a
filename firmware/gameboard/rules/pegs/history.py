"""A Pegs & Jokers game's log read back: its records (log.py writes them), LogView (its entries
as Python values), actions (what Game.replay does again from the game's first position) and
undo (the last move taken back). Only Game.log, Game.replay and Game.undo import it: a game
in play only ever adds to its log, and a board's heap need not hold this code meanwhile."""
from gameboard.rules.pegs import cards, log as action_log, movegen
from gameboard.rules.pegs.move import made


def _back(buf, i):
    """Offset of the record that ends at i."""
    n = buf[i - 1]
    if n == action_log.LONG:
        return i - 3 - (buf[i - 3] | buf[i - 2] << 8)
    return i - 1 - n


def _starts(buf, end):
    """Offsets of the records in buf[:end], first to last."""
    found = []
    i = end
    while i > 0:
        i = _back(buf, i)
        found.append(i)
    if i < 0:
        raise ValueError("the saved log is damaged")
    found.reverse()
    return found


def records(log):
    """(buffer, offset) of every record of the log (log.Log), first to last, one at a time."""
    for buf, end in zip(log.chunks, log.ends):
        for at in _starts(buf, end):
            yield buf, at


def tail(log, n):
    """(buffer, offset) of the last n records (fewer if there are fewer), last first."""
    found = []
    i = len(log.chunks)
    while i and len(found) < n:
        i -= 1
        buf = log.chunks[i]
        end = log.ends[i]
        while end and len(found) < n:
            end = _back(buf, end)
            found.append((buf, end))
    return found


def drop(log, buf, at):
    """Removes the record at (buf, at) and everything after it."""
    while log.chunks[-1] is not buf:
        log.chunks.pop()
        log.ends.pop()
    log.ends[-1] = at
    if not at:
        log.chunks.pop()
        log.ends.pop()


def kind(buf, at):
    return buf[at] >> 6


def move_record(buf, at):
    """(seat, card, hand index, changes) of the MOVE record at `at`; changes are packed as in
    movegen (flag | peg << 16 | from << 8 | to)."""
    n = buf[at] & 7
    changes = []
    p = at + 2
    for _ in range(n):
        peg = buf[p]
        changes.append((action_log.BUMP if peg & 128 else 0) | (peg & 63) << 16
                       | buf[p + 1] << 8 | buf[p + 2])
        p += 3
    return (buf[at] >> 3) & 7, cards.LABELS[buf[at + 1] >> 4], buf[at + 1] & 15, changes


def _read_word(buf, p):
    return buf[p] << 24 | buf[p + 1] << 16 | buf[p + 2] << 8 | buf[p + 3]


def shuffle_record(buf, at):
    """(PRNG state before, after, new draw pile, old discards) of the SHUFFLE record at `at`;
    the piles as bytes of card indices."""
    n = buf[at + 1] | buf[at + 2] << 8
    p = at + 11
    return (_read_word(buf, at + 3), _read_word(buf, at + 7), bytes(buf[p:p + n]),
            bytes(buf[p + n:p + 2 * n]))


def deal_record(buf, at):
    return buf[at] & 7


class LogView:
    """A game's log as a read-only sequence, decoded entry by entry: a long game's log as
    Python objects all at once would not fit a board's heap."""

    def __init__(self, packed):
        self._packed = packed

    def __iter__(self):
        for buf, at in records(self._packed):
            what = kind(buf, at)
            if what == action_log.MOVE:
                seat, card, _, changes = move_record(buf, at)
                yield ("move", seat, made(card, movegen.packed(changes, 0)))
            elif what == action_log.SHUFFLE:
                yield ("shuffle", [cards.LABELS[i] for i in shuffle_record(buf, at)[2]])
            else:
                yield ("deal", deal_record(buf, at))

    def __len__(self):
        return sum(1 for _ in records(self._packed))

    def __getitem__(self, i):
        if i < 0:
            i += len(self)
        for k, entry in enumerate(self):
            if k == i:
                return entry
        raise IndexError("log index out of range")


def actions(packed):
    """The actions of the packed log `packed` (log.Log) as a game does them again, in order:
    ("move", seat, card, the packed move, the reshuffle its draw made or None), ("shuffle",
    the shuffle's record) and ("deal", dealer). Game.replay does them; log.py writes the
    records. A move stays packed: the game makes it a Move of its own loading of move.py (a
    game kept from before the rules core was loaded again takes no other's Move)."""
    pending = None
    for buf, at in records(packed):
        what = kind(buf, at)
        if pending is not None:
            # A shuffle right after a move is the reshuffle of that move's draw.
            shuffled = what == action_log.SHUFFLE
            yield pending + ((shuffle_record(buf, at) if shuffled else None),)
            pending = None
            if shuffled:
                continue
        if what == action_log.MOVE:
            seat, card, _, changes = move_record(buf, at)
            pending = ("move", seat, card, movegen.packed(changes, 0))
        elif what == action_log.SHUFFLE:
            yield ("shuffle", shuffle_record(buf, at))
        else:
            yield ("deal", deal_record(buf, at))
    if pending is not None:
        yield pending + (None,)


def undo(game):
    """Game.undo: takes back the last move of `game` (pegs, the card, and the card drawn, back
    on the pile, with any reshuffle that draw made; the turn)."""
    last = tail(game._log, 2)
    shuffle = None
    if last and kind(*last[0]) == action_log.SHUFFLE:
        shuffle = last.pop(0)
    if not last or kind(*last[0]) != action_log.MOVE:
        raise ValueError("there is no move to undo")
    buf, at = last[0]
    seat, card, index, changes = move_record(buf, at)
    if index != action_log.NO_HAND:
        hand = game.hands[seat]
        game.draw_pile[game.draw_count] = cards.INDEX[hand.pop()]
        game.draw_count += 1
        if shuffle is not None:
            before, _, _, old = shuffle_record(*shuffle)
            game.discard_pile[:len(old)] = old
            game.discard_count = len(old)
            game.draw_count = 0
            game.prng.state = before
        game.discard_count -= 1
        hand.insert(index, card)
    movegen.revert(game, changes, 0)
    drop(game._log, buf, at)
    game.turn = seat
    game._touch()
