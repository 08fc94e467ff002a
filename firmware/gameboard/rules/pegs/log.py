"""The action log of a Pegs & Jokers game, packed into bytes.

A long 8-player game logs thousands of moves, so a record is a few bytes rather than Python
objects, kept in chunks of CHUNK bytes. Every record ends with its length (one byte; a
SHUFFLE, which is longer, ends with 2 length bytes and 255), so the last one can be found for
undo.

  MOVE     kind << 6 | seat << 3 | changes n, card index << 4 | hand index (15: real-card
           mode), then n times (peg | 128 if bumped, from, to): the pegs the card moved and
           bumped, in the order done
  SHUFFLE  kind << 6, n (2 bytes), PRNG state before and after (4 bytes each), the new draw
           pile (n card indices, bottom first), then the discards it was made from (n)
  DEAL     kind << 6 | dealer
"""
import binascii

from gameboard.rules import const
from gameboard.rules.pegs.cards import INDEX, LABELS

MOVE = const(0)
SHUFFLE = const(1)
DEAL = const(2)
BUMP = const(1 << 24)  # as movegen's change records: a bumped peg
NO_HAND = const(15)
LONG = const(255)
CHUNK = const(512)
# Log bytes a piece of json_pieces' text holds (128 hex digits): a save's every piece is a
# block of its own, found in the heap as it is at that turn; at 128 bytes a piece (about 270
# of text) an 8-player game's save was the block that failed in a 96wK heap.
PIECE = const(64)


def indices(cards):
    """The card indices of a list of labels, as bytes."""
    out = bytearray(len(cards))
    for i, c in enumerate(cards):
        out[i] = INDEX[c]
    return out


def _word(value):
    return bytes(((value >> 24) & 255, (value >> 16) & 255, (value >> 8) & 255, value & 255))


def _back(buf, i):
    """Offset of the record that ends at i."""
    n = buf[i - 1]
    if n == LONG:
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


def _length(buf, at):
    """Length of the record at `at` (without its trailer), from the kind and counts in it."""
    kind = buf[at] >> 6
    if kind == MOVE:
        return 2 + 3 * (buf[at] & 7)
    if kind == SHUFFLE:
        return 11 + 2 * (buf[at + 1] | buf[at + 2] << 8)
    return 1


class Log:
    """Records in chunks of CHUNK bytes, each allocated whole once (a growing buffer would
    leave holes in a small heap); `ends[i]` is how much of chunk i is used."""

    def __init__(self):
        self.chunks = []
        self.ends = []

    def _add(self, record):
        n = len(record)
        size = n + (1 if n < LONG else 3)
        if not self.chunks or self.ends[-1] + size > CHUNK:
            self.chunks.append(bytearray(CHUNK))
            self.ends.append(0)
        buf = self.chunks[-1]
        e = self.ends[-1]
        buf[e:e + n] = record
        if n < LONG:
            buf[e + n] = n
        else:
            buf[e + n] = n & 255
            buf[e + n + 1] = n >> 8
            buf[e + n + 2] = LONG
        self.ends[-1] = e + size

    def add_move(self, seat, card, hand_index, changes):
        rec = bytearray(2 + 3 * len(changes))
        rec[0] = MOVE << 6 | seat << 3 | len(changes)
        rec[1] = INDEX[card] << 4 | hand_index
        at = 2
        for change in changes:
            rec[at] = ((change >> 16) & 63) | (128 if change & BUMP else 0)
            rec[at + 1] = (change >> 8) & 255
            rec[at + 2] = change & 255
            at += 3
        self._add(rec)

    def add_shuffle(self, before, after, order, old):
        """`order`: the new draw pile, `old`: the discards it came from (card indices)."""
        n = len(order)
        rec = bytearray(11 + 2 * n)
        rec[0] = SHUFFLE << 6
        rec[1] = n & 255
        rec[2] = n >> 8
        rec[3:7] = _word(before)
        rec[7:11] = _word(after)
        rec[11:11 + n] = order
        rec[11 + n:] = old
        self._add(rec)

    def add_deal(self, dealer):
        self._add(bytes((DEAL << 6 | dealer,)))

    def records(self):
        """(buffer, offset) of every record, first to last, one at a time."""
        for buf, end in zip(self.chunks, self.ends):
            for at in _starts(buf, end):
                yield buf, at

    def tail(self, n):
        """(buffer, offset) of the last n records (fewer if there are fewer), last first."""
        found = []
        i = len(self.chunks)
        while i and len(found) < n:
            i -= 1
            buf = self.chunks[i]
            end = self.ends[i]
            while end and len(found) < n:
                end = _back(buf, end)
                found.append((buf, end))
        return found

    def drop(self, buf, at):
        """Removes the record at (buf, at) and everything after it."""
        while self.chunks[-1] is not buf:
            self.chunks.pop()
            self.ends.pop()
        self.ends[-1] = at
        if not at:
            self.chunks.pop()
            self.ends.pop()

    def to_hex(self):
        """The chunks as hex text, one string per chunk."""
        return [binascii.hexlify(memoryview(buf)[:end]).decode()
                for buf, end in zip(self.chunks, self.ends)]

    def json_pieces(self):
        """The JSON text of to_hex() (json.dumps's bytes), a few hundred bytes at a time: a save
        streams the log so, and never holds all of its hex text (10 KB at the end of a long
        8-player game) or a block of a whole chunk's."""
        if not self.chunks:
            yield b"[]"
            return
        lead = b'["'
        for buf, end in zip(self.chunks, self.ends):
            view = memoryview(buf)[:end]
            for at in range(0, end, PIECE):
                yield lead + binascii.hexlify(view[at:at + PIECE])
                lead = b""
            lead = b'", "'
        yield b'"]'

    @classmethod
    def from_hex(cls, texts):
        log = cls()
        for text in texts:
            data = binascii.unhexlify(text)
            if not data or len(data) > CHUNK:
                raise ValueError("the saved log is damaged (a chunk of %d bytes)" % len(data))
            buf = bytearray(CHUNK)
            buf[:len(data)] = data
            log.chunks.append(buf)
            log.ends.append(len(data))
        return log


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
        changes.append((BUMP if peg & 128 else 0) | (peg & 63) << 16 | buf[p + 1] << 8
                       | buf[p + 2])
        p += 3
    return (buf[at] >> 3) & 7, LABELS[buf[at + 1] >> 4], buf[at + 1] & 15, changes


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
