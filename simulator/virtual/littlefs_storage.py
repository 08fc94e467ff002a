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

What else a board's littlefs may hold or refuse, as MicroPython's os.VfsLfs2 does (checked on
it by tests/app/test_savefile.py): with `room`, the files hold at most that many bytes, and a
write past it fails with OSError ENOSPC, committing nothing (the file keeps its old contents,
which count until the new ones would replace them); each name in `folders` is a folder a person
made, with a file in it: it exists, opening it fails with EISDIR, as does renaming a file onto
it, removing it does nothing (hal remove is quiet, and littlefs removes only empty folders), and
it can itself be renamed to a free name.
"""
import errno

from gameboard.save_faults import ENOSPC
from simulator.virtual.storage import MemoryStorage, open_file


class LittlefsStorage:
    def __init__(self, files=None, room=None, folders=()):
        self.files = dict(files or {})
        self.room = room
        self.folders = set(folders)
        self.ops = []
        self.written = 0
        self.counts = {"write": 0, "close": 0, "rename": 0, "remove": 0}

    def _op(self, kind, name, other=None):
        self.ops.append((kind, name, other, dict(self.files)))
        self.counts[kind] += 1

    def read(self, name):
        return self.files.get(name)

    def exists(self, name):
        return name in self.files or name in self.folders

    def _no_folder(self, name):
        if name in self.folders:
            raise OSError(errno.EISDIR, "%s is a folder" % name)

    def open(self, name, mode):
        self._no_folder(name)
        return open_file(self, name, mode)

    def used(self):
        return sum([len(data) for data in self.files.values()])

    def write(self, name, data):
        self._no_folder(name)
        data = bytes(data)
        if self.room is not None and self.used() + len(data) > self.room:
            raise OSError(ENOSPC, "no space left on the flash")
        self._op("write", name, data)
        self._op("close", name)
        self.files[name] = data
        self.written += len(data)

    def rename(self, old, new):
        self._no_folder(new)
        if old in self.folders:
            if new in self.files:  # littlefs renames only onto the same kind of entry
                raise OSError(errno.EISDIR, "%s is a folder" % old)
            self.folders.remove(old)
            self.folders.add(new)
            return
        if old not in self.files:
            raise OSError(errno.ENOENT, "no file %s" % old)
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
