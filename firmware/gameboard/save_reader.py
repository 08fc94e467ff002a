"""Reads a save file back (its format is savefile.py's): the end mark, count and CRC checked,
then the document parsed straight from the file; and a save slot's reading of its newest good
generation (SaveSlot.load), which sets a damaged file aside (SaveSlot.set_aside). Loaded only
while a save is read (savefile.read, SaveSlot.load: at power-up, a resume, a tool) or set
aside, and let go after, so that a game in play, which only ever saves, does not hold it."""
import errno
import json
from binascii import crc32

from gameboard.savefile import _CHUNK, _MAGIC, _TAIL, MAX_BYTES, MAX_DEPTH

_HEAD = 48    # bytes read for the header line: "GBSAVE 1 <8 hex> <count>" is far shorter


def load(slot):
    """SaveSlot.load: the newest good document of `slot` or None; its `problem` tells of any
    damaged or unreadable file (set aside where it can be)."""
    slot.problem = None
    slot.source = None
    for suffix in ("", ".bak"):
        path = slot.name + suffix
        if path in slot._stuck:
            continue
        slot.source = path
        try:
            with slot.storage.open(path, "rb") as f:
                return read(f, slot.most)
        except ValueError as e:
            note = "%s damaged: %s; %s" % (path, e, set_aside(slot))
        except OSError as e:
            if e.args and e.args[0] == errno.ENOENT:  # no such file: nothing to read
                continue
            from gameboard.save_faults import trouble
            note = "%s unreadable: %s; %s" % (path, trouble(e), set_aside(slot))
        except MemoryError:  # no reason to set a save aside: it may be good
            slot._stuck.append(path)
            note = "%s not read: out of memory" % path
        slot.problem = note if slot.problem is None else slot.problem + ". " + note
    slot.source = None
    return None


def set_aside(slot):
    """SaveSlot.set_aside: renames the file the slot's last load read to its .bad name; says
    what became of it. One that cannot be renamed (its .bad name held by a folder, a full
    flash) stays, and the loads of this slot pass it by until the next save."""
    path = slot.source
    slot.source = None
    bad = path + ".bad"
    try:
        slot.storage.remove(bad)
        slot.storage.rename(path, bad)
    except OSError as e:
        slot._stuck.append(path)
        from gameboard.save_faults import trouble
        return "left in place (%s: %s)" % (bad, trouble(e))
    return "set aside as " + bad


def _check(f, start, length, want, crc_hex):
    """ValueError unless the file's `length` bytes from `start` (the JSON text) are the `want`
    bytes with the CRC32 crc_hex (8 hex digits)."""
    if length != want:
        raise ValueError("cut short (%d of %d bytes)" % (length, want))
    f.seek(start)
    buf = bytearray(_CHUNK)
    view = memoryview(buf)
    crc = 0
    left = length
    while left:
        n = f.readinto(view[:left] if left < _CHUNK else buf)
        if not n:  # the file shrank since its size was taken
            raise ValueError("cut short (%d of %d bytes)" % (length - left, want))
        crc = crc32(view[:n], crc)
        left -= n
    if b"%08x" % (crc & 0xFFFFFFFF) != crc_hex:
        raise ValueError("checksum does not match")


def read(f, most=MAX_BYTES):
    """The document in the open binary file f (at its start), format 1 or 2, at most `most`
    bytes long; ValueError saying what is wrong if it is damaged."""
    size = f.seek(0, 2)
    if size > most:
        raise ValueError("too big (%d bytes, a save is at most %d)" % (size, most))
    f.seek(0)
    head = f.read(_HEAD)
    end = head.find(b"\n")
    parts = head[:end].split() if end > 0 else []
    if len(parts) < 2 or parts[0] != _MAGIC:
        raise ValueError("not a save file")
    start = end + 1
    if parts[1] == b"2" and len(parts) == 2:
        stop = size - _TAIL  # where the end mark begins
        if stop <= start:
            raise ValueError("cut short (no end mark)")
        f.seek(stop)
        tail = f.read(_TAIL)
        # ', "GBEND ' 8 hex digits, a space, 10 digits, '"]\n'
        count = tail[18:28]
        if tail[:9] != b', "GBEND ' or tail[17:18] != b" " or tail[28:] != b'"]\n' \
                or not count.isdigit():
            raise ValueError("cut short (no end mark)")
        if head[start:start + 1] != b"[":
            raise ValueError("not a save file")
        _check(f, start + 1, stop - start - 1, int(count), tail[9:17])
        return _parse(f, start, 1)[0]
    if parts[1] == b"1" and len(parts) == 4 and parts[3].isdigit():
        _check(f, start, size - start, int(parts[3]), parts[2])
        return _parse(f, start, 0)
    # A version or count that is no number is named here, not in the words of a runtime's
    # decode or int() (CPython's and MicroPython's differ; a bad byte gets none from the latter).
    if parts[1] in (b"1", b"2") or not parts[1].isdigit():
        raise ValueError("not a save file")
    raise ValueError("save format %s, this firmware reads 1 and 2" % parts[1].decode())


def _parse(f, start, outer):
    """json.load of the file f from `start`, where `outer` arrays wrap the document;
    ValueError if its text is not a document or holds what no save holds (_unsaveable)."""
    f.seek(start)
    try:
        doc = json.load(f)
    except UnicodeError:  # MicroPython's has no text; CPython's a long one
        raise ValueError("not UTF-8 text")
    except ValueError as e:
        raise ValueError("not JSON (%s)" % e if str(e) else "not JSON")
    except RuntimeError:  # CPython's RecursionError: deeper than its parser goes
        raise ValueError("nested too deeply")
    except MemoryError:
        from gameboard.save_faults import deeper
        if deeper(f, start, MAX_DEPTH + outer):
            raise ValueError("nested too deeply")
        raise
    why = _unsaveable(doc, MAX_DEPTH + outer)
    if why:
        raise ValueError(why)
    if doc is None or outer and doc[0] is None:
        raise ValueError("no document in it (null)")  # a save is never null: not "no save"
    return doc


def _unsaveable(x, most):
    """What in the parsed value x no save holds, or None: lists and dicts nested more than
    `most` deep (MicroPython's parser takes any depth its heap holds, and what then reads the
    value, repr in a notice, or writes it back, the next save, recurses and fails), or a
    number that is not finite (1e999 reads as inf, which the next save would write as text
    that is no JSON). A walk with a stack of iterators, no recursion."""
    stack = [iter((x,))]
    while stack:
        for v in stack[-1]:
            if isinstance(v, (list, dict)):
                if len(stack) > most:
                    return "nested too deeply"
                stack.append(iter(v.values() if isinstance(v, dict) else v))
                break
            if type(v) is float and v - v != 0:  # inf - inf is nan, and nan is no number
                return "a number that is not finite (%r)" % v
        else:
            stack.pop()
    return None
