"""LittlefsStorage: the board's files in memory, behaving across a power cut as littlefs does,
with every operation recorded so that a test can cut the power before any one of them.

littlefs, as modelled here: a file's new contents are committed only when it is closed; a file
not yet closed when the power goes keeps its old contents, or does not exist if it was new;
rename and remove are atomic. A hal `write(name, data)`, or a file streamed through
`open(name, "wb")` and closed, is two operations: ("write", name) (all the data going into the
open file; a cut inside it is the torn case below) and ("close", name) (the commit). So
whatever operation the power dies in, the files that survive are the files as they were just
before it (a cut inside a close is either just before it or just after, the next point).
`ops[k]` is (kind, name, other, files before operation k): `other` is the written data or a
rename's new name, and the files are a copy of the dict (the bytes are shared, so keeping every
point is cheap). `survivor(k)` is a MemoryStorage holding them; `survivor(k, torn=n)`, for a
write, keeps the first n bytes of the new data instead, as a filesystem without littlefs's
guarantee (FAT) might: the save file's checksum must catch that too.

`written` counts the bytes written, `counts` each kind of operation (the flash-wear figures).
"""
from simulator.virtual.storage import MemoryStorage, open_file


class LittlefsStorage:
    def __init__(self, files=None):
        self.files = dict(files or {})
        self.ops = []
        self.written = 0
        self.counts = {"write": 0, "close": 0, "rename": 0, "remove": 0}

    def _op(self, kind, name, other=None):
        self.ops.append((kind, name, other, dict(self.files)))
        self.counts[kind] += 1

    def read(self, name):
        return self.files.get(name)

    def exists(self, name):
        return name in self.files

    def open(self, name, mode):
        return open_file(self, name, mode)

    def write(self, name, data):
        data = bytes(data)
        self._op("write", name, data)
        self._op("close", name)
        self.files[name] = data
        self.written += len(data)

    def rename(self, old, new):
        if old not in self.files:
            raise OSError("no file %s" % old)
        self._op("rename", old, new)
        self.files[new] = self.files.pop(old)

    def remove(self, name):
        if name in self.files:
            self._op("remove", name)
            del self.files[name]

    def points(self):
        """How many cut points there are: before each operation, and after the last."""
        return len(self.ops) + 1

    def survivor(self, k, torn=None):
        """The storage as the board finds it at power-up after a cut before operation k."""
        if k == len(self.ops):
            return MemoryStorage(self.files)
        kind, name, other, files = self.ops[k]
        files = dict(files)
        if torn is not None:
            if kind != "write":
                raise ValueError("only a write can be torn, operation %d is a %s" % (k, kind))
            files[name] = other[:torn]
        return MemoryStorage(files)
