"""FlashStorage: files in one directory of the board's filesystem (hal `storage`); also usable
on CPython (the simulator keeps its saves in a folder with it)."""
import errno
import os

from gameboard import const

_FOLDER = const(0x4000)  # stat's mode bit of a folder (S_IFDIR)


class FlashStorage:
    def __init__(self, root="/"):
        self.root = root if root.endswith("/") else root + "/"

    def read(self, name):
        try:
            with open(self.root + name, "rb") as f:
                return f.read()
        except OSError:
            return None

    def exists(self, name):
        try:
            os.stat(self.root + name)
            return True
        except OSError:
            return False

    def open(self, name, mode):
        path = self.root + name
        # littlefs refuses to open a folder; a POSIX host (the unix port) opens it for reading
        if mode == "rb" and os.stat(path)[0] & _FOLDER:
            raise OSError(errno.EISDIR, "a folder: " + name)
        return open(path, mode)

    def write(self, name, data):
        with open(self.root + name, "wb") as f:
            f.write(data)

    def rename(self, old, new):
        # FAT refuses to rename onto an existing file; littlefs and POSIX replace it.
        self.remove(new)
        os.rename(self.root + old, self.root + new)

    def remove(self, name):
        try:
            os.remove(self.root + name)
        except OSError:
            pass
