"""Saving and loading a long Pegs & Jokers game: `python -m tools.bench.pegs_save` (figures on
CPython, then under the MicroPython unix port).

The documents are a seeded 8-player random-move game's to_dict() when its JSON first reaches
about 6 KB and about 15 KB (a long game's saves). Under MicroPython the files go to littlefs
(os.VfsLfs2, the board's filesystem) on a block device in RAM: the filesystem's own work is
timed, the flash's erase and program times are not; the bytes programmed and blocks erased per
save are printed for those (a W25Q16 erases a 4 KB block in about 45 ms, programs a 256-byte
page in about 0.4 ms). On CPython they go to a temporary folder. `dumps` is json.dumps of the
whole document, what the save cost before it was streamed, for scale.

Before and after save format 2: `file` is the file alone (open, write, close) in format 1,
serialised twice (first for the header's CRC and count), and in format 2, once (the checks in
an end mark); `save` is the whole of a save (format 2: the temp file, then the renames);
`load` the whole of a load, of a format 2 file and of a format 1 file the previous firmware
left. First, on CPython, the longest save of a few whole random games, beside the size limit
every save must keep to (savefile.MAX_BYTES)."""
import json
import os
import sys
from binascii import crc32

from gameboard import savefile
from gameboard.drivers.flash_storage import FlashStorage
from gameboard.rules.pegs import Game
from gameboard.rules.prng import Prng
from gameboard.savefile import SaveSlot
from simulator.virtual.ram_flash import RamFlash
from tools.bench import timing

SIZES = (6000, 15000)


def format_1(f, obj):
    """Writes obj into f as the firmware before format 2 did: its CRC and count first."""
    sums = [0, 0]

    def measure(piece):
        sums[0] = crc32(piece, sums[0])
        sums[1] += len(piece)

    savefile.pieces(obj, measure)
    f.write(b"GBSAVE 1 %08x %d\n" % (sums[0] & 0xFFFFFFFF, sums[1]))
    savefile.pieces(obj, f.write)


def documents():
    """The game's to_dict() as its JSON first passes each of SIZES bytes."""
    g = Game.new(8, 5)
    p = Prng(5)
    found = []
    turns = 0
    while len(found) < len(SIZES):
        if g.winner() is not None:
            raise RuntimeError("the game ended before its save reached %d bytes" % SIZES[-1])
        g.apply(p.choice(g.legal_moves(g.turn)))
        turns += 1
        if turns % 8 == 0:
            d = g.to_dict()
            if len(json.dumps(d)) >= SIZES[len(found)]:
                found.append(d)
    return found


def longest(seeds=(1, 2, 3)):
    """(bytes, moves) of the longest rules state of seeded random-move 8-player games played
    to their end, measured every 8 moves: random play makes the longest games."""
    most = (0, 0)
    for seed in seeds:
        g = Game.new(8, seed)
        p = Prng(seed)
        moves = 0
        while g.winner() is None:
            g.apply(p.choice(g.legal_moves(g.turn)))
            moves += 1
            if moves % 8 == 0:
                most = max(most, (len(json.dumps(g.to_dict())), moves))
    return most


def storage():
    """(FlashStorage, RamFlash or None): littlefs in RAM on MicroPython, else a temp folder."""
    if sys.implementation.name == "micropython":
        dev = RamFlash(64)
        os.VfsLfs2.mkfs(dev)
        os.mount(os.VfsLfs2(dev), "/save-bench")
        return FlashStorage("/save-bench"), dev
    import tempfile
    return FlashStorage(tempfile.mkdtemp(prefix="gameboard-save-bench-")), None


def main():
    timing.header("pegs_save")
    if sys.implementation.name != "micropython":  # the same games on both runtimes
        size, moves = longest()
        print("longest save of 3 whole random 8-player games: %d bytes of rules state at move "
              "%d; savefile.MAX_BYTES %d (%.1fx)" % (size, moves, savefile.MAX_BYTES,
                                                     savefile.MAX_BYTES / size))
    ref = timing.reference_seconds()
    store, dev = storage()
    slot = SaveSlot(store, "game")
    old = SaveSlot(store, "old")
    for doc in documents():
        text = len(json.dumps(doc))
        slot.save(doc)
        slot.save(doc)  # a second generation, as in play: NAME.bak is replaced too
        label = "%d-byte save" % text
        timing.report(label + ": json.dumps (for scale)", timing.seconds(
            lambda: json.dumps(doc), 1, 7), ref)
        timing.report(label + ": save", timing.seconds(lambda: slot.save(doc), 1, 7), ref)
        timing.report(label + ": load", timing.seconds(slot.load, 1, 7), ref)
        if dev is not None:
            dev.programmed = dev.erased = 0
            slot.save(doc)
            print("%-46s %d bytes programmed, %d blocks erased" % (
                label + ": flash work", dev.programmed, dev.erased))
        # These files go once timed: the slot's saves run with only its own files there.
        for name, write in (("format 1", format_1), ("format 2", savefile.write)):
            def file():
                with store.open("file", "wb") as f:
                    write(f, doc)
            timing.report(label + ": file, " + name, timing.seconds(file, 1, 7), ref)
        store.remove("file")
        with store.open("old", "wb") as f:
            format_1(f, doc)
        timing.report(label + ": load, format 1", timing.seconds(old.load, 1, 7), ref)
        store.remove("old")


if __name__ == "__main__":
    main()
    from tools import unix_port
    result = unix_port.run("import tools.bench.pegs_save as b\nb.main()\n")
    print(result.stdout + result.stderr, end="")
