"""The start check: whether a new game fits what the heap can still give, before it starts.

A game's need is its descriptor's heap table at that player count and, for a game whose
options can need more (its options.py's heap_row), in that row (registry.heap: the smallest
heap the whole app plays it to the end in): HEAP_WK on a 64-bit runtime (the unix port's, as
tools/bench/app_heap.py measures it), HEAP_KB on a 32-bit board (a 32-bit build's), in bytes
as memory.py counts them. The heap has what is in use now (the shell, the board, the menus)
and what it can still give (memory.room). A game that falls short would fail with a
MemoryError part way through, so it is not started: the wizard says what it needs, what is
free and what board would hold it, and offers what fits, if anything does: the game's plain
options (options.plain) at that count, else fewer players."""
from gameboard import memory
from gameboard.games import registry

# Controllers whose stock MicroPython holds every game (docs/architecture.md, "Memory").
BIGGER = "A Pico 2 or an ESP32-S3 with PSRAM"


def shortfall(key, players, row=None):
    """(needed, free) in bytes when game `key` at `players`, with options that need the heap
    table's `row` (None: the plain rows), does not fit, else None (and None on CPython, which
    has no heap to run out of)."""
    room = memory.room()
    if room is None:
        return None
    wide = memory.WIDE
    size = registry.heap(key, players, row, "HEAP_WK" if wide else "HEAP_KB")
    needed = memory.needed(size, wide) - memory.used()
    return (needed, room) if needed > room else None


def refusal(key, players, short, count, plain):
    """What the wizard says of a game that does not fit: `short` is shortfall's answer; what
    fits instead is `count` players (None: the same count) with `plain`, the game's plain
    options in words ("normal computers"; None: the options as chosen); neither: nothing."""
    game = registry.about([key], "SHORT")[0]
    if players is not None:
        game = "%s for %d" % (game, players)
    text = "%s needs %d KB of heap free; %d KB is. %s would hold it." % (
        game, short[0] // 1024, short[1] // 1024, BIGGER)
    if count is not None and plain is not None:
        return text + " %d players with %s fit: Start game plays them." % (count, plain)
    if count is not None:
        return text + " %d players fit: Start game plays them." % count
    if plain is not None:
        return text + " %s%s fit: Start game plays them." % (plain[0].upper(), plain[1:])
    return text + " No game of this kind fits."


def fitting(key, counts, row=None):
    """The largest of the player counts `counts` that fits in HEAP_WK's `row`, or None."""
    best = None
    for n in counts:
        if shortfall(key, n, row) is None and (best is None or n > best):
            best = n
    return best
