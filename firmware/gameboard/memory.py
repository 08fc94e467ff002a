"""The heap, as the runtime tells it: free() is the bytes free after a collection, heap() that
and the heap's whole size, room() what the heap can still give; all None where the runtime has
no fixed heap to tell of (CPython has no gc.mem_free: the simulator's firmware has the PC's
memory).

BYTES_PER_WK turns the unix port's `-X heapsize=NwK` figures (the games' HEAP_WK) into bytes
on any runtime: on the 64-bit unix port a wK is 2048 bytes exactly; on a 32-bit board a whole
game measured 1.5-2 KB of heap per wK of the unix port's figure (bytecode and strings do not
shrink with the word size: docs/architecture.md, "Memory"), so the upper end is counted."""
import gc

BYTES_PER_WK = 2048


def needed(words):
    """The heap, in bytes as gc.mem_free and gc.mem_alloc count them, that a game needs when it
    played in a heap of `words` K words (`-X heapsize`): of such a heap the runtime keeps
    about 1.2 % for its own tables, so 63/64 of it is what the game had."""
    return words * BYTES_PER_WK * 63 // 64


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
