"""SaveSlot: one JSON document kept on the board's storage so that no power cut can lose it.

File format: one header line `GBSAVE <format> <crc32 as 8 hex digits> <byte count>` and then
the JSON text; the CRC32 (binascii.crc32, the same on both runtimes) and the length cover the
JSON text exactly, so a torn or flipped write is caught.

`save(obj)` writes NAME.tmp completely and closes it, then moves the current NAME to NAME.bak
(the previous good generation) and renames NAME.tmp over NAME. A power cut at any point leaves
NAME or NAME.bak whole. `load()` returns the newest good document: NAME, else NAME.bak. A file
that fails its checks is renamed to NAME.bad (set aside, kept for a person to look at) and the
reason is given in `problem`, for the screen; nothing here raises on damaged data. A file that
passes its checks but whose contents its reader refuses is set aside the same way
(`set_aside`), and the next `load()` offers the generation before it. `clear()` removes NAME
last, so a cut in the middle leaves either the newest document or none, never an older one.

Neither saving nor loading ever holds the file's text: a long game's save is 6-18 KB, and a
board's fragmented heap may have no free block that big. Saving serialises the document twice
in small pieces (`_pieces`): first only to learn the CRC and length for the header, then into
the file; the text is the same bytes as json.dumps(obj). A header rewritten in place after
the text instead would make littlefs, whose files are lists of blocks linked back to front,
copy the whole file once more. Loading checks the CRC reading the file in small chunks into
one buffer, then json.load parses the document straight from the file.

Storage is the hal interface: read(name) -> bytes or None, write(name, data),
open(name, mode) -> a file object ("rb": read, readinto, seek; "wb": write; both close and
`with`), exists(name), rename(old, new) (replacing new), remove(name) (quiet if missing).
"""
import io
import json
from binascii import crc32

FORMAT = 1
_MAGIC = b"GBSAVE"
_HEAD = 48    # bytes read for the header line: "GBSAVE 1 <8 hex> <count>" is far shorter
_CHUNK = 256  # bytes read at a time when checking a file's CRC
_RUN = 32     # at most this many small items are serialised in one piece
_LEAF = 16    # a string longer than this is a piece on its own (the Pegs log's 1 KB chunks)
# A string longer than this is serialised this many characters at a time. The Pegs log's chunks
# are shorter; slicing them smaller was measured to cost a third more time and gain no heap.
_SLICE = 1024


def _small(values):
    """Whether every one of the values may share a piece with the others: numbers, None,
    bools, strings of at most _LEAF characters."""
    for v in values:
        if isinstance(v, str):
            if len(v) > _LEAF:
                return False
        elif isinstance(v, (dict, list, tuple)):
            return False
    return True


def _pieces(x, out, lead=b""):
    """Hands `lead` and then x's JSON text (byte for byte json.dumps(x), for string keys) to
    out(bytes) in pieces that do not grow with the document: a container of at most _RUN
    small items whole, else a dict key with its value's first piece, a run of _RUN small items
    of a list, a string of at most _SLICE characters, or a slice of a longer one. (The lead,
    a key or a separator, rides on the first piece: half as many pieces, and each costs more
    than its bytes do.)"""
    if isinstance(x, dict):
        if len(x) <= _RUN and _small(x.values()):
            out(lead + json.dumps(x).encode())
            return
        lead += b"{"
        for k in x:
            _pieces(x[k], out, lead + json.dumps(k).encode() + b": ")
            lead = b", "
        out(b"}")
    elif isinstance(x, (list, tuple)):
        if len(x) <= _RUN and _small(x):
            out(lead + json.dumps(x).encode())
            return
        lead += b"["
        for i in range(0, len(x), _RUN):
            run = x[i:i + _RUN]
            if _small(run):
                # json.dumps of the run is "[a, b]": its brackets are not part of this list
                out(lead + json.dumps(run)[1:-1].encode())
                lead = b", "
            else:
                for v in run:
                    _pieces(v, out, lead)
                    lead = b", "
        out(b"]")
    elif isinstance(x, str) and len(x) > _SLICE:
        # JSON escapes each character on its own, so the slices' texts join to the whole's
        out(lead + b'"')
        for i in range(0, len(x), _SLICE):
            out(json.dumps(x[i:i + _SLICE])[1:-1].encode())
        out(b'"')
    else:
        out(lead + json.dumps(x).encode())


class _Measure:
    """The CRC and length of the pieces handed to `add`, without keeping them."""

    def __init__(self):
        self.crc = 0
        self.count = 0

    def add(self, piece):
        self.crc = crc32(piece, self.crc)
        self.count += len(piece)


def write(f, obj):
    """Writes obj as a save file into the open binary file f."""
    m = _Measure()
    _pieces(obj, m.add)
    f.write(b"%s %d %08x %d\n" % (_MAGIC, FORMAT, m.crc & 0xFFFFFFFF, m.count))
    _pieces(obj, f.write)


def read(f):
    """The document in the open binary file f (at its start); ValueError saying what is wrong
    if it is damaged."""
    head = f.read(_HEAD)
    end = head.find(b"\n")
    parts = head[:end].split() if end > 0 else []
    if len(parts) != 4 or parts[0] != _MAGIC:
        raise ValueError("not a save file")
    if parts[1] != b"%d" % FORMAT:
        raise ValueError("save format %s, this firmware reads %d" % (parts[1].decode(), FORMAT))
    want = int(parts[3])
    f.seek(end + 1)
    buf = bytearray(_CHUNK)
    view = memoryview(buf)
    crc = 0
    count = 0
    while True:
        n = f.readinto(buf)
        if not n:
            break
        crc = crc32(view[:n], crc)
        count += n
    if count != want:
        raise ValueError("cut short (%d of %d bytes)" % (count, want))
    if b"%08x" % (crc & 0xFFFFFFFF) != parts[2]:
        raise ValueError("checksum does not match")
    f.seek(end + 1)
    return json.load(f)


def encode(obj):
    """The whole save file of obj as bytes (for tests and tools: the board streams it)."""
    f = io.BytesIO()
    write(f, obj)
    return f.getvalue()


def decode(data):
    """The document in the save file `data` (bytes); ValueError if it is damaged."""
    return read(io.BytesIO(data))


class SaveSlot:
    def __init__(self, storage, name):
        self.storage = storage
        self.name = name
        self.problem = None
        self.source = None  # the file the last load read: NAME or NAME.bak

    def save(self, obj):
        s = self.storage
        name = self.name
        with s.open(name + ".tmp", "wb") as f:
            write(f, obj)
        if s.exists(name):
            s.remove(name + ".bak")
            s.rename(name, name + ".bak")
        s.rename(name + ".tmp", name)

    def load(self):
        """The newest good document or None; `problem` tells of any damaged file set aside."""
        self.problem = None
        self.source = None
        for suffix in ("", ".bak"):
            path = self.name + suffix
            if not self.storage.exists(path):
                continue
            try:
                with self.storage.open(path, "rb") as f:
                    doc = read(f)
                self.source = path
                return doc
            except ValueError as e:
                reason = str(e)
            self.source = path
            self.set_aside()
            note = "%s damaged: %s; set aside as %s.bad" % (path, reason, path)
            self.problem = note if self.problem is None else self.problem + ". " + note
        return None

    def set_aside(self):
        """Renames the file the last load read to its .bad name (returned)."""
        bad = self.source + ".bad"
        self.storage.remove(bad)
        self.storage.rename(self.source, bad)
        self.source = None
        return bad

    def clear(self):
        for suffix in (".tmp", ".bak", ""):
            self.storage.remove(self.name + suffix)
