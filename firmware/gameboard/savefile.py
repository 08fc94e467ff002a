"""SaveSlot: one JSON document kept on the board's storage so that no power cut can lose it.

File format 2 (written): a header line `GBSAVE 2`, then `[`, the JSON text, and a fixed-width
end mark `, "GBEND <crc32 as 8 hex digits> <byte count as 10 digits>"]` and a newline. The
CRC32 (binascii.crc32, the same on both runtimes) and the count cover the JSON text exactly;
every other byte is fixed, so a torn or flipped write is caught. The end mark closes a JSON
array around the text (the document, then the mark's string) because json.load, on both
runtimes, refuses anything after the value it parses: so json.load parses the file from its
`[` to its end, and the document is the array's first item. (Stopping json.load at the text's
end instead would take a reader object, which under MicroPython costs a Python call per byte:
about 19 times the parse itself.) A torn file has no end mark: the mark is the last thing
written, and a prefix of the file ends in a newline only after its header line, the JSON text
having no raw newline.

Format 1 (read, so that a game saved by earlier firmware resumes): a header line
`GBSAVE 1 <crc32 as 8 hex digits> <byte count>` and then the JSON text alone.

`save(obj)` writes NAME.tmp completely and closes it, then moves the current NAME to NAME.bak
(the previous good generation) and renames NAME.tmp over NAME. A power cut at any point leaves
NAME or NAME.bak whole. `load()` returns the newest good document: NAME, else NAME.bak. A file
that fails its checks is renamed to NAME.bad (set aside, kept for a person to look at) and the
reason is given in `problem`, for the screen; nothing here raises on damaged data. A file that
passes its checks but whose contents its reader refuses is set aside the same way
(`set_aside`), and the next `load()` offers the generation before it. `clear()` removes NAME
last, so a cut in the middle leaves either the newest document or none, never an older one.

Neither saving nor loading ever holds the file's text: a long game's save is 6-18 KB, and a
board's fragmented heap may have no free block that big. Saving serialises the document once,
in small pieces (`pieces`), each written to the file as the CRC and count take it in; the text
is the same bytes as json.dumps(obj). A value of the document may also be an object with a
`json_pieces()` method, which gives its own JSON text in pieces (a game's packed move log,
which is then never held as text). The checks go at the end because they
are known only then: a header rewritten in place after the text would make littlefs, whose
files are lists of blocks linked back to front, copy the whole file once more, and serialising
twice to learn them first cost twice the time. Loading (save_reader.py, loaded only while a
file is read) reads the end mark (seeking from the end), checks the CRC reading the text in
small chunks into one buffer, then json.load parses the document straight from the file.

Limits: a save is at most MAX_BYTES long and nests at most MAX_DEPTH deep; a larger file is
refused before any of it is read, and a deeper one when its parse fails (CPython's parser
recurses, MicroPython's spends heap on each level) or, parsed, once its depth is counted, so
that no file on the flash can stop the board and the limit is the same on both runtimes. No
game writes more: the longest save measured, of 36 seeded random-move 8-player games
of the game with the longest saves (random play makes far longer games than people or the
computer player do: 2,958 moves), had a rules state of 56 KB of JSON (its save benchmark in
tools/bench prints the longest of a few); MAX_BYTES leaves more than twice that, for the
card-table games too (the settings' slot has a shorter limit of its own, `most`: settings.py).
A save that would pass it is not committed (`save` answers "too big"). A file whose document
is null is damaged too (a save is never null), not "no save", and so is one holding a number
that is not finite (1e999 reads as inf, which no save writes back as JSON).

Storage failures are answers, not exceptions: `load` reports a file it cannot open or read (a
folder where the file should be, an I/O error) in `problem` and moves on to the next
generation; `save` answers None when the document is saved, else a short reason ("flash
full", ...), leaving the files as they were; on a full flash it first frees what a save may
lose (every slot's temporary and set-aside files) and tries once more. Nothing here removes or
renames a good generation before the next one is whole. The code for these cases
(save_faults.py) is loaded only when one happens.

Storage is the hal interface: read(name) -> bytes or None, write(name, data),
open(name, mode) -> a file object ("rb": read, readinto, seek from the start or the end,
returning the new position; "wb": write; both close and `with`; OSError ENOENT for no such
file, EISDIR for a folder), exists(name),
rename(old, new) (replacing new), remove(name) (quiet if missing).
"""
import json
from binascii import crc32, unhexlify

from gameboard import const, modules

# Few module globals (private consts are none): the module's table of them is made at each
# load, at a game's first save, the top of its heap; at 24 or more it is a block of 464 bytes.
_FORMAT = const(2)
_MAGIC = b"GBSAVE"
_OPEN = b"%s %d\n[" % (_MAGIC, _FORMAT)  # format 2 up to the JSON text
_END = b', "GBEND %08x %010d"]\n'
_TAIL = len(_END % (0, 0))  # the end mark is this long whatever the numbers
_CHUNK = 256  # bytes read at a time when checking a file's CRC
_RUN = const(32)  # at most this many small items are serialised in one piece
_LEAF = const(16)  # a longer string is a piece on its own (a game log's 1 KB chunks)
# A string longer than this is serialised this many characters at a time. A game log's chunks
# are shorter; slicing them smaller was measured to cost a third more time and gain no heap.
_SLICE = const(1024)
MAX_BYTES = 128 * 1024
MAX_DEPTH = 32  # the deepest game save nests 5 deep, settings 3
FULL = "flash full"  # what save answers when the flash has no room (save_faults.trouble)


def _small(values):
    """Whether every one of the values may share a piece with the others: numbers, None,
    bools, strings of at most _LEAF characters. (A bool is named: MicroPython's isinstance
    says it is no int, and each made a piece of its own and of every container it was in. No
    tuple of types either: one would be made at every value.)"""
    for v in values:
        if isinstance(v, str):
            if len(v) > _LEAF:
                return False
        elif not (v is None or v is True or v is False or isinstance(v, int)
                  or isinstance(v, float)):  # a container, a json_pieces
            return False
    return True


def _quoted(s):
    """The JSON text of the string s without its quotes, as bytes. A string of hex digits (the
    packed game log is written so) needs no escaping, and unhexlify, which takes nothing else,
    checks one at C speed: under MicroPython several times quicker than json.dumps's pass
    over each character (the log is most of a long game's save)."""
    try:
        unhexlify(s)
    except ValueError:
        return json.dumps(s)[1:-1].encode()
    return s.encode()


def pieces(x, out, lead=b""):
    """Hands `lead` and then x's JSON text (byte for byte json.dumps(x), for string keys) to
    out(bytes) in pieces that do not grow with the document: a container of at most _RUN
    small items whole, else a dict key with its value's first piece, a run of _RUN small items
    of a list, a string of at most _LEAF characters in its quotes (json.dumps's: _quoted's
    trial of hex digits raised an error at every other short string), or the text of a longer
    one apart from them (of at most _SLICE characters, else a slice at a time). (The lead, a key
    or a separator, rides on the first piece: half as many pieces, and each costs more than
    its bytes do.)"""
    if isinstance(x, dict):
        if len(x) <= _RUN and _small(x.values()):
            out(lead + json.dumps(x).encode())
            return
        lead += b"{"
        for k in x:
            pieces(x[k], out, lead + json.dumps(k).encode() + b": ")
            lead = b", "
        out(b"}")
    elif isinstance(x, list) or isinstance(x, tuple):
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
                    pieces(v, out, lead)
                    lead = b", "
        out(b"]")
    elif isinstance(x, str) and len(x) > _LEAF:
        # The text a piece of its own, not joined to its quotes: a long string (a roll log's
        # hex) is then not copied once more whole, at every save. JSON escapes each character
        # on its own, so a longer one's slices' texts join to the whole's.
        out(lead + b'"')
        if len(x) > _SLICE:
            for i in range(0, len(x), _SLICE):
                out(_quoted(x[i:i + _SLICE]))
        else:
            out(_quoted(x))
        out(b'"')
    elif hasattr(x, "json_pieces"):  # a value that gives its own JSON text, piece by piece
        for piece in x.json_pieces():
            out(lead + piece if lead else piece)
            lead = b""
    else:
        out(lead + json.dumps(x).encode())


def write(f, obj):
    """Writes obj as a save file (format 2) into the open binary file f; returns the file's
    length."""
    f.write(_OPEN)
    crc = count = 0

    def out(piece):  # each piece written as the CRC and the count of what was written take it
        nonlocal crc, count
        f.write(piece)
        crc = crc32(piece, crc)
        count += len(piece)

    pieces(obj, out)
    f.write(_END % (crc & 0xFFFFFFFF, count))
    return len(_OPEN) + count + _TAIL


def read(f, most=MAX_BYTES):
    """The document in the open binary file f (at its start), format 1 or 2, at most `most`
    bytes long; ValueError saying what is wrong if it is damaged. The reading code
    (save_reader.py) is loaded for the read and let go after it: a game in play only ever
    writes its save."""
    return modules.use_once("gameboard.save_reader", "read", f, most)


def encode(obj):
    """The whole save file of obj as bytes (for tests and tools: the board streams it)."""
    import io
    f = io.BytesIO()
    write(f, obj)
    return f.getvalue()


def decode(data):
    """The document in the save file `data` (bytes); ValueError if it is damaged."""
    import io
    return read(io.BytesIO(data))


class SaveSlot:
    most = MAX_BYTES  # the longest file a slot writes or reads (settings.py's are shorter)

    def __init__(self, storage, name):
        self.storage = storage
        self.name = name
        self.problem = None
        self.source = None  # the file the last load read: NAME or NAME.bak
        self._stuck = []    # files refused here that could not be set aside (see set_aside)

    def save(self, obj):
        """None once obj is the newest generation, else why not (FULL, "too big", ...): the
        files are then as they were, the last good save among them."""
        why = self._save(obj)
        if why == FULL:
            from gameboard.save_faults import free
            if free(self.storage):
                why = self._save(obj)
        return why

    def _save(self, obj):
        s = self.storage
        name = self.name
        tmp = name + ".tmp"
        try:
            self._clear_way(tmp)
            with s.open(tmp, "wb") as f:
                size = write(f, obj)
            if size > self.most:
                s.remove(tmp)
                return "too big (%d bytes)" % size
            if s.exists(name):
                self._clear_way(name + ".bak")
                s.rename(name, name + ".bak")
            s.rename(tmp, name)
        except OSError as e:
            try:
                s.remove(tmp)  # what was written of it
            except OSError:
                pass  # a storage failing at everything
            from gameboard.save_faults import trouble
            return trouble(e)
        if self._stuck:  # the names hold other files now (and no new list at every save, a
            self._stuck = []  # block that outlives it, left wherever the heap had a hole)
        return None

    def _clear_way(self, path):
        """Makes `path` free for a save: removed, or if it cannot be (a folder a person made),
        set aside as path.bad; OSError if neither can be done."""
        s = self.storage
        s.remove(path)
        if s.exists(path):
            s.remove(path + ".bad")
            s.rename(path, path + ".bad")

    def load(self):
        """The newest good document or None; `problem` tells of any damaged or unreadable
        file (set aside where it can be). The reading (save_reader.py) is loaded for it and
        let go after: a game in play only ever saves. With no file to read (a new board) it is
        not loaded: its names would be interned for good."""
        self.problem = None
        self.source = None
        s = self.storage
        try:
            if not (s.exists(self.name) or s.exists(self.name + ".bak")):
                return None
        except OSError:
            pass  # a storage failing at everything: the reader tells of each file
        return modules.use_once("gameboard.save_reader", "load", self)

    def set_aside(self):
        """Renames the file the last load read to its .bad name; says what became of it. One
        that cannot be renamed (its .bad name held by a folder, a full flash) stays, and the
        loads of this slot pass it by until the next save (save_reader.py's, as load)."""
        return modules.use_once("gameboard.save_reader", "set_aside", self)

    def clear(self):
        for suffix in (".tmp", ".bak", ""):
            self.storage.remove(self.name + suffix)
        self._stuck = []
