"""The heap, as the runtime tells it: free() is the bytes free after a collection, heap() that
and the heap's whole size; both None where the runtime has no fixed heap to tell of (CPython
has no gc.mem_free: the simulator's firmware has the PC's memory)."""
import gc


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
