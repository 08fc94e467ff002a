"""MemoryStorage: the board's files as a dict of bytes. Every write, rename and remove is also
logged in `ops` (the last `keep` of them, so a long session fits a small heap); issue 8's
power-cut tests can replay and cut these."""


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
