"""free(): bytes of heap free after a collection, or None where the runtime cannot tell
(CPython has no gc.mem_free)."""
import gc


def free():
    gc.collect()
    try:
        return gc.mem_free()
    except AttributeError:
        return None
