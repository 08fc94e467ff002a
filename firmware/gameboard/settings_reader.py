"""Reads the settings back (Settings.load and Settings.from_dict, settings.py): each value
checked, what is wrong or unknown in a file told, a file with a wrong value set aside. Loaded
while settings are read (at power-up, a restart) and let go after: a game in play only ever
writes them."""
from gameboard.savefile import SaveSlot
from gameboard.settings import BRIGHTNESS, KEYS, MAX_BYTES, SEATS


def _good(key, v):
    if key == "brightness":
        return v in BRIGHTNESS and type(v) is int
    if key == "sound":
        return v in (True, False) and type(v) is bool
    if key == "colours":
        return (isinstance(v, list) and len(v) == SEATS
                and all([type(x) is int and 0 <= x < SEATS for x in v]))
    # no list of the games' checks: a file may name many games
    return isinstance(v, dict) and all(isinstance(g, dict) for g in v.values())


def _said(used, read):
    """The notices of the settings `read` from a file, `used` being the ones used in the end."""
    if not (read.wrong or read.unknown):
        return []
    from gameboard.settings_notices import notices
    return notices(used, read.wrong, read.unknown)


def from_dict(cls, d):
    """Settings.from_dict: `cls` is Settings."""
    s = cls()
    if not isinstance(d, dict):
        s.wrong.append(("settings", d))
    else:
        for key in KEYS:
            if key in d:
                v = d[key]
                if _good(key, v):
                    setattr(s, key, list(v) if key == "colours" else v)
                else:
                    s.wrong.append((key, v))
        # In an order of their own, not the dict's: the notices read the same anywhere.
        s.unknown = sorted([key for key in d if key not in KEYS], key=repr)
    s.problems = _said(s, s)
    return s

def load(cls, storage):
    """Settings.load: `cls` is Settings."""
    slot = SaveSlot(storage, "settings")
    slot.most = MAX_BYTES
    found = []  # (notices of the slot, settings read, what became of the file)
    first = None
    while True:
        d = slot.load()
        if d is None:
            found.append((slot.problem, None, None))
            break
        try:
            s = from_dict(cls, d)
        except MemoryError:  # a file too big to check in this heap: kept, not used
            d = None
            found.append((slot.problem, None, "%s not read: out of memory" % slot.source))
            break
        if first is None or not s.wrong:
            first = s
        if not s.wrong:
            found.append((slot.problem, s, None))
            break
        found.append((slot.problem, s, "%s %s" % (slot.source, slot.set_aside())))
    s = cls() if first is None else first
    notes = []
    for problem, read, fate in found:
        if problem:
            notes.append(problem)
        if read is not None:
            notes.extend(_said(s, read))
        if fate:
            notes.append(fate)
    # The settings the board keeps hold no empty lists (a power-up's usual tale): the empty
    # tuple is the runtime's own, not the heap's.
    s.problems = notes or ()
    s.wrong = s.unknown = ()
    return s

