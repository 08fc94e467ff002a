"""MemoryStorage: the board's files as a dict of bytes. Every write, rename and remove is also
logged in `ops` (the last `keep` of them, so a long session fits a small heap); issue 8's
power-cut tests can replay and cut these.

A file opened for writing (`open(name, "wb")`, see open_file) is filed and logged as one
write when it is closed, so `files` and `ops` read the same whether a file was written whole
or streamed."""
import io


class WriteOnClose:
    """A file being written to a storage kept in memory: what is written gathers in a BytesIO
    until close() hands it to the storage's write() as one bytes object. (Keeping the pieces
    in a list and joining them at close was measured to fragment the heap more: the whole-game
    probe then needed 240wK rather than 224wK.)"""

    def __init__(self, storage, name):
        self.storage = storage
        self.name = name
        self.buf = io.BytesIO()

    def write(self, data):
        return self.buf.write(data)

    def close(self):
        if self.buf is not None:
            self.storage.write(self.name, self.buf.getvalue())
            self.buf = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def open_file(storage, name, mode):
    """hal open() for a storage whose files are bytes in `storage.files`."""
    if mode == "wb":
        return WriteOnClose(storage, name)
    if mode != "rb":
        raise ValueError("storage files open as 'rb' or 'wb', not %r" % (mode,))
    data = storage.files.get(name)
    if data is None:
        raise OSError(2, "no file %s" % name)
    return io.BytesIO(data)


class MemoryStorage:
    def __init__(self, files=None, keep=64):
        self.files = dict(files or {})
        self.ops = []
        self.keep = keep

    def _log(self, op):
        self.ops.append(op)
        if len(self.ops) > self.keep:
            self.ops.pop(0)

    def read(self, name):
        return self.files.get(name)

    def exists(self, name):
        return name in self.files

    def open(self, name, mode):
        return open_file(self, name, mode)

    def write(self, name, data):
        self._log(("write", name))
        self.files[name] = bytes(data)

    def rename(self, old, new):
        if old not in self.files:
            raise OSError("no file %s" % old)
        self._log(("rename", old, new))
        self.files[new] = self.files.pop(old)

    def remove(self, name):
        if name in self.files:
            self._log(("remove", name))
            del self.files[name]
