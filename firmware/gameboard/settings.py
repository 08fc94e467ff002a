"""Settings: the player's choices that outlive a game, kept in the "settings" save slot.

    brightness   LED brightness in percent, one of BRIGHTNESS
    sound        buzzer on or off
    colours      palette index (lights/palette.py) of each of the 8 seats
    defaults     {game key: {option key: value}}: the new-game wizard's starting choices

`Settings.load(storage)` never fails: a value that is missing is quietly the default; a key it
does not know is named in `problems` and ignored; a value that is wrong is named in `problems`
with the value used instead, and its file is set aside for the previous generation; if no
generation is good, wrong values are replaced by their defaults. (The words are
settings_notices.py's, loaded only when there is something to say.)
"""
from gameboard.savefile import SaveSlot

BRIGHTNESS = (10, 20, 30, 40, 50, 60, 70, 80, 90, 100)
SEATS = 8
KEYS = ("brightness", "sound", "colours", "defaults")
# The longest settings file read or written. Every game's every choice stored at its longest
# value is under 3 KB; a longer file (a person's, of many games' defaults) parses, where the
# heap allows, into more than the menus and games then find free.
MAX_BYTES = 8 * 1024


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


class Settings:
    def __init__(self):
        self.brightness = 40
        self.sound = True
        self.colours = list(range(SEATS))
        self.defaults = {}
        self.problems = []
        self.wrong = []    # (key, value) of each wrong value in the file these came from
        self.unknown = []  # the keys of that file not known here

    def to_dict(self):
        return {"brightness": self.brightness, "sound": self.sound,
                "colours": self.colours, "defaults": self.defaults}

    @classmethod
    def from_dict(cls, d):
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

    @classmethod
    def load(cls, storage):
        """The newest settings file whose values are all good; a file with a wrong value is
        set aside (settings.bad) for the generation before it, and if none is good, the
        newest is used with its wrong values replaced by defaults. The notices name each
        wrong value with the value used in the end."""
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
                s = cls.from_dict(d)
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
        s.problems = notes
        s.wrong = []
        s.unknown = []
        return s

    def save(self, storage):
        """None once saved, else why not (savefile.SaveSlot.save)."""
        slot = SaveSlot(storage, "settings")
        slot.most = MAX_BYTES
        return slot.save(self.to_dict())
