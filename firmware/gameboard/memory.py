"""The heap, as the runtime tells it: free() is the bytes free after a collection, heap() that
and the heap's whole size, room() what the heap can still give; all None where the runtime has
no fixed heap to tell of (CPython has no gc.mem_free: the simulator's firmware has the PC's
memory).

needed() turns a game's measured need into bytes: on the 64-bit unix port the games' HEAP_WK
(`-X heapsize=NwK`, a wK 2048 bytes exactly), on a 32-bit board their HEAP_KB, measured on a
32-bit build, since there bytecode and strings do not shrink with the word size and a board
needs more than the word count says (docs/architecture.md, "Memory")."""
import gc
import sys

WIDE = sys.maxsize > 1 << 32  # a 64-bit runtime (the unix port the figures come from)


def needed(size, wide=WIDE):
    """The heap, in bytes as gc.mem_free and gc.mem_alloc count them, that a game needs which
    played in a heap of `size`: K words (`-X heapsize`) of the unix port on a 64-bit runtime,
    KB of a 32-bit build on a 32-bit board. Of a heap the runtime keeps about 1.2 % for its own
    tables, so 63/64 of it is what the game had."""
    return size * (2048 if wide else 1024) * 63 // 64


def free():
    gc.collect()
    try:
        return gc.mem_free()
    except AttributeError:
        return None


def heap():
    """(free, total) bytes, or None (CPython)."""
    left = free()
    if left is None:
        return None
    return left, left + gc.mem_alloc()


def used():
    """Bytes in use after a collection, or None (CPython)."""
    gc.collect()
    try:
        return gc.mem_alloc()
    except AttributeError:
        return None


def room():
    """Bytes a program can still have: the free heap and, on an ESP32, the largest block of
    the IDF's heap, which MicroPython's heap grows by when it runs short; None on CPython."""
    left = free()
    if left is None:
        return None
    try:
        import esp32
    except ImportError:
        return left
    blocks = esp32.idf_heap_info(esp32.HEAP_DATA)  # (total, free, largest free, least free)
    return left + max([b[2] for b in blocks] or [0])
