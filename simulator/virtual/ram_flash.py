"""RamFlash: a flash chip in RAM as a block device for MicroPython's os.VfsLfs2, so that the
board's own filesystem (littlefs) runs under the unix port, for benchmarks and tests; it counts
what the flash would be asked to do (bytes programmed, blocks erased), which RAM does at no
cost and a real chip does not."""


class RamFlash:
    def __init__(self, blocks, block=4096):
        self.block = block
        self.data = bytearray(block * blocks)
        self.programmed = 0
        self.erased = 0

    def readblocks(self, n, buf, offset=0):
        at = n * self.block + offset
        buf[:] = self.data[at:at + len(buf)]

    def writeblocks(self, n, buf, offset=0):
        at = n * self.block + offset
        self.data[at:at + len(buf)] = buf
        self.programmed += len(buf)

    def ioctl(self, op, arg):
        if op == 4:  # block count
            return len(self.data) // self.block
        if op == 5:  # block size
            return self.block
        if op == 6:  # erase
            self.erased += 1
            return 0
        return None


def mount(path, blocks=32, block=512):
    """A fresh littlefs (os.VfsLfs2: MicroPython only) on a RamFlash of `blocks` blocks,
    mounted at `path` in place of whatever was mounted there; the RamFlash."""
    import os
    try:
        os.umount(path)
    except OSError:
        pass
    flash = RamFlash(blocks, block)
    os.VfsLfs2.mkfs(flash)
    os.mount(os.VfsLfs2(flash), path)
    return flash
