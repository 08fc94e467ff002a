"""The action log of a Pegs & Jokers game, packed into bytes.

A long 8-player game logs thousands of moves, so a record is a few bytes rather than Python
objects, kept in chunks of CHUNK bytes. Every record ends with its length (one byte; a
SHUFFLE, which is longer, ends with 2 length bytes and 255), so the last one can be found for
undo. This file writes the log; reading it back (the log view, replay, undo) is history.py's
and reading a saved one making.py's, each loaded only for that.

  MOVE     kind << 6 | seat << 3 | changes n, card index << 4 | hand index (15: real-card
           mode), then n times (peg | 128 if bumped, from, to): the pegs the card moved and
           bumped, in the order done
  SHUFFLE  kind << 6, n (2 bytes), PRNG state before and after (4 bytes each), the new draw
           pile (n card indices, bottom first), then the discards it was made from (n)
  DEAL     kind << 6 | dealer
"""
import binascii

from gameboard.rules import const
from gameboard.rules.pegs.cards import INDEX

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
