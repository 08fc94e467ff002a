"""The virtual device's filesystem (MicroPython code): its scratch folder as a board's "/".

Listings carry file sizes (littlefs and FAT give them, VfsPosix does not), renames work around
a VfsPosix bug, and a size limit, when set, makes writes fail with OSError 28 (ENOSPC) as on a
full board."""
import io
import os


class LimitedWriter(io.IOBase):
    """A file open for writing on a filesystem of limited size: a write that does not fit
    fails with OSError 28 (ENOSPC), as littlefs or FAT on a full board does."""
    def __init__(self, fs, f):
        self._fs, self._f = fs, f

    def write(self, data):
        if len(data) > self._fs.free_bytes():
            raise OSError(28)
        return self._f.write(data)

    def readinto(self, buf):
        return self._f.readinto(buf)

    def read(self, *n):
        return self._f.read(*n)

    def seek(self, *args):
        return self._f.seek(*args)

    def tell(self):
        return self._f.tell()

    def flush(self):
        return self._f.flush()

    def close(self):
        return self._f.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self._f.close()


class BoardVfs:
    """The scratch folder as a board's filesystem: listings carry file sizes (as littlefs
    and FAT give them, VfsPosix does not) and, if `limit` is not 0, it holds only `limit`
    bytes (file contents)."""
    def __init__(self, root, limit):
        self._root, self._limit = root, limit
        self._vfs = os.VfsPosix(root)
        # VfsPosix(root).rename builds both paths in one buffer and renames the new name
        # onto itself (ENOENT); a rootless VfsPosix given full paths renames correctly.
        self._host = os.VfsPosix()

    def _used(self, path):
        total = 0
        for entry in self._vfs.ilistdir(path):
            child = path.rstrip("/") + "/" + entry[0]
            total += self._used(child) if entry[1] & 0x4000 else self._vfs.stat(child)[6]
        return total

    def free_bytes(self):
        return max(0, self._limit - self._used("/"))

    def open(self, path, mode):
        f = self._vfs.open(path, mode)
        if self._limit and ("w" in mode or "a" in mode or "+" in mode):
            return LimitedWriter(self, f)
        return f

    def statvfs(self, path):
        if not self._limit:
            return self._vfs.statvfs(path)
        block = 512
        free = self.free_bytes() // block
        return (block, block, self._limit // block, free, free, 0, 0, 0, 0, 255)

    def mount(self, readonly, mkfs):
        return self._vfs.mount(readonly, mkfs)

    def umount(self):
        return self._vfs.umount()

    def ilistdir(self, path):
        for entry in self._vfs.ilistdir(path):
            size = 0 if entry[1] & 0x4000 else self._vfs.stat(
                path.rstrip("/") + "/" + entry[0])[6]
            yield (entry[0], entry[1], entry[2], size)

    def stat(self, path):
        return self._vfs.stat(path)

    def chdir(self, path):
        return self._vfs.chdir(path)

    def getcwd(self):
        return self._vfs.getcwd()

    def mkdir(self, path):
        return self._vfs.mkdir(path)

    def rmdir(self, path):
        return self._vfs.rmdir(path)

    def remove(self, path):
        return self._vfs.remove(path)

    def rename(self, old, new):
        return self._host.rename(self._root + old, self._root + new)
