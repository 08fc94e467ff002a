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

Storage is the hal interface: read(name) -> bytes or None, write(name, data),
rename(old, new) (replacing new), remove(name) (quiet if missing).
"""
import json
from binascii import crc32

FORMAT = 1
_MAGIC = b"GBSAVE"


def encode(obj):
    text = json.dumps(obj).encode()
    head = b"%s %d %08x %d\n" % (_MAGIC, FORMAT, crc32(text) & 0xFFFFFFFF, len(text))
    return head + text


def decode(data):
    """The document in `data`; ValueError saying what is wrong if it is damaged."""
    end = data.find(b"\n")
    parts = data[:end].split() if end > 0 else []
    if len(parts) != 4 or parts[0] != _MAGIC:
        raise ValueError("not a save file")
    if parts[1] != b"%d" % FORMAT:
        raise ValueError("save format %s, this firmware reads %d" % (parts[1].decode(), FORMAT))
    text = data[end + 1:]
    if len(text) != int(parts[3]):
        raise ValueError("cut short (%d of %d bytes)" % (len(text), int(parts[3])))
    if b"%08x" % (crc32(text) & 0xFFFFFFFF) != parts[2]:
        raise ValueError("checksum does not match")
    return json.loads(text)


class SaveSlot:
    def __init__(self, storage, name):
        self.storage = storage
        self.name = name
        self.problem = None
        self.source = None  # the file the last load read: NAME or NAME.bak

    def save(self, obj):
        s = self.storage
        name = self.name
        s.write(name + ".tmp", encode(obj))
        if s.read(name) is not None:
            s.remove(name + ".bak")
            s.rename(name, name + ".bak")
        s.rename(name + ".tmp", name)

    def load(self):
        """The newest good document or None; `problem` tells of any damaged file set aside."""
        self.problem = None
        self.source = None
        for suffix in ("", ".bak"):
            path = self.name + suffix
            data = self.storage.read(path)
            if data is None:
                continue
            try:
                doc = decode(data)
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
