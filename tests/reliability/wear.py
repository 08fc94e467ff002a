"""Flash wear: what a game writes, measured on a LittlefsStorage, turned into erase cycles and
years of play.

The model (littlefs as MicroPython builds it, 4 KB erase blocks):
  - a file's data is written copy-on-write into fresh blocks: each save costs ceil(bytes /
    4096) block erases (a file under the inline limit lives in its directory's metadata; our
    saves are all bigger, and counting a whole block for each is the pessimistic side);
  - every close, rename and remove is one commit to the directory's metadata pair, about
    COMMIT_BYTES appended; a metadata block is erased when it fills: 4096 / COMMIT_BYTES
    commits per erase;
  - littlefs's block allocator walks the whole filesystem, and it relocates a metadata pair
    after `block_cycles` erases, so the erases spread over every free block (dynamic wear
    levelling). FREE_BLOCKS is what is free on a Pico with the firmware deployed: a 1.4 MB
    filesystem (352 blocks) less about 100 blocks of .mpy files, board.json and saves;
  - each block is rated RATED_CYCLES erase cycles (Winbond W25Q16 on the Pico: 100,000).
"""
BLOCK = 4096
COMMIT_BYTES = 64
FREE_BLOCKS = 250
RATED_CYCLES = 100000
HOURS_PER_YEAR = 24 * 365


class Wear:
    """The writes of one recorded session (a LittlefsStorage), per game save."""

    def __init__(self, storage, saves):
        self.saves = saves
        self.bytes = storage.written
        blocks = 0
        for op in storage.ops:
            if op[0] == "write":
                blocks += (len(op[2]) + BLOCK - 1) // BLOCK
        self.data_blocks = blocks
        c = storage.counts
        self.commits = c["close"] + c["rename"] + c["remove"]
        self.erases = blocks + self.commits * COMMIT_BYTES / BLOCK

    def per_hour(self, saves_per_hour):
        """(bytes, block erases) an hour of play at `saves_per_hour` writes."""
        k = saves_per_hour / self.saves
        return self.bytes * k, self.erases * k

    def years(self, saves_per_hour, hours_per_day=24):
        erases = self.per_hour(saves_per_hour)[1]
        return RATED_CYCLES * FREE_BLOCKS / (erases * hours_per_day * 365)
