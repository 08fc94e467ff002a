"""What a save slot (savefile.py) makes of a storage that refuses it or of a parse that ran out
of heap: loaded only when that happens, so that a board's heap does not hold this code through
every game.

`trouble(exc)`: the words for an OSError, the same on both runtimes (their errno numbers are
Linux's; MicroPython's errno module lacks some of the names). `free(storage)`: on a full flash,
removes what a save may lose. `deeper(f, start, most)`: whether a file's JSON nests deeper than
a save may.
"""
import errno

from gameboard.savefile import _CHUNK, FULL

# littlefs and FAT under MicroPython report a full flash as 28, and the unix port a folder in
# the way of a rename as the host's numbers.
ENOSPC = getattr(errno, "ENOSPC", 28)
_IN_THE_WAY = (errno.EISDIR, getattr(errno, "ENOTEMPTY", 39), getattr(errno, "ENOTDIR", 20))
# A filesystem mounted read-only (littlefs and FAT say so with 30, which MicroPython's errno
# module does not name): in words, not a number that only one runtime names.
EROFS = getattr(errno, "EROFS", 30)
SLOTS = ("game", "settings")  # the firmware's slots (shell.py, settings.py)
SPARE = (".tmp", ".bad", ".bak.bad")  # what a full flash may lose of each: never a save


def trouble(exc):
    """A short text for what the storage refused (an OSError)."""
    code = exc.args[0] if exc.args else None
    if code == ENOSPC:
        return FULL
    if code in _IN_THE_WAY:
        return "a folder is in the way"
    if code == EROFS:
        return "the flash is read-only"
    name = errno.errorcode.get(code) if type(code) is int else None
    return "storage error %s" % (name or code or type(exc).__name__)


def free(storage):
    """Removes every slot's temporary and set-aside files (SLOTS, SPARE); whether any went."""
    gone = False
    for name in SLOTS:
        for suffix in SPARE:
            path = name + suffix
            if storage.exists(path):
                storage.remove(path)
                gone = gone or not storage.exists(path)
    return gone


def deeper(f, start, most):
    """Whether the JSON text in the file f from `start` nests more than `most` arrays and
    objects deep (strings skipped). A byte at a time, so only asked when a parse ran out of
    heap: that is either a file nested too deeply or a heap too small for a good save."""
    f.seek(start)
    buf = bytearray(_CHUNK)
    depth = 0
    quoted = escaped = False
    n = f.readinto(buf)
    while n:
        for i in range(n):
            c = buf[i]
            if escaped:
                escaped = False
            elif quoted:
                escaped = c == 92  # backslash
                quoted = c != 34   # closing quote
            elif c == 34:
                quoted = True
            elif c == 91 or c == 123:  # [ {
                depth += 1
                if depth > most:
                    return True
            elif c == 93 or c == 125:
                depth -= 1
        n = f.readinto(buf)
    return False
