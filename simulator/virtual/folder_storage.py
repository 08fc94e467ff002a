"""FolderStorage: the board's files as files in a folder of this computer, so the simulator's
settings and saved game outlive a run (`--storage DIR`), as the board's flash outlives a power
cut. Same interface as MemoryStorage (hal: read, write, open, exists, rename, remove); runs on
CPython and MicroPython alike, so a game saved under one runtime resumes under the other."""
import errno
import os

_FOLDER = 0x4000  # stat's mode bit of a folder (S_IFDIR)


class FolderStorage:
    def __init__(self, folder):
        self.folder = folder

    def _path(self, name):
        # Names stay inside the folder; a leading dot is a board file too (the deploy flag,
        # startup.DEPLOY_FLAG, is read at every power-up).
        if not name or "/" in name or name in (".", ".."):
            raise ValueError("not a board file name: %r" % (name,))
        return self.folder + "/" + name

    def read(self, name):
        try:
            with open(self._path(name), "rb") as f:
                return f.read()
        except OSError:
            return None

    def exists(self, name):
        try:
            os.stat(self._path(name))
            return True
        except OSError:
            return False

    def open(self, name, mode):
        path = self._path(name)
        # littlefs refuses to open a folder; a POSIX host (the unix port) opens it for reading
        if mode == "rb" and os.stat(path)[0] & _FOLDER:
            raise OSError(errno.EISDIR, "a folder: " + name)
        return open(path, mode)

    def write(self, name, data):
        with open(self._path(name), "wb") as f:
            f.write(data)

    def rename(self, old, new):
        os.rename(self._path(old), self._path(new))  # replaces `new`, as the board's does

    def remove(self, name):
        try:
            os.remove(self._path(name))
        except OSError:
            pass
