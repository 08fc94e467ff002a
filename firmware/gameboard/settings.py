"""Settings: the player's choices that outlive a game, kept in the "settings" save slot.

    brightness   LED brightness in percent, one of BRIGHTNESS
    sound        buzzer on or off
    colours      palette index (lights/palette.py) of each of the 8 seats
    defaults     {game key: {option key: value}}: the new-game wizard's starting choices

`Settings.load(storage)` never fails: a value that is missing is quietly the default; a key it
does not know is named in `problems` and ignored; a value that is wrong is named in `problems`
with the value used instead, and its file is set aside for the previous generation; if no
generation is good, wrong values are replaced by their defaults.
"""
from gameboard.savefile import SaveSlot

BRIGHTNESS = (10, 20, 30, 40, 50, 60, 70, 80, 90, 100)
SEATS = 8
KEYS = ("brightness", "sound", "colours", "defaults")
_SHOWN = 24  # characters of a wrong value shown in a notice


def _shown(value):
    """A wrong value as a notice shows it: a nested or long one cut short (never a repr of
    whatever depth a file held)."""
    inner = value.values() if isinstance(value, dict) else value
    if isinstance(value, (list, dict)) and any([isinstance(x, (list, dict)) for x in inner]):
        text = "[...]" if isinstance(value, list) else "{...}"
    else:
        text = repr(value)
    return text if len(text) <= _SHOWN else text[:_SHOWN - 3] + "..."


def _good(key, v):
    if key == "brightness":
        return v in BRIGHTNESS and type(v) is int
    if key == "sound":
        return v in (True, False) and type(v) is bool
    if key == "colours":
        return (isinstance(v, list) and len(v) == SEATS
                and all([type(x) is int and 0 <= x < SEATS for x in v]))
    return isinstance(v, dict) and all([isinstance(g, dict) for g in v.values()])


class Settings:
    def __init__(self):
        self.brightness = 40
        self.sound = True
        self.colours = list(range(SEATS))
        self.defaults = {}
        self.problems = []
        self.wrong = []    # (key, value) of each wrong value in the file these came from
        self.unknown = []  # the notices of its keys not known here

    def to_dict(self):
        return {"brightness": self.brightness, "sound": self.sound,
                "colours": self.colours, "defaults": self.defaults}

    def using(self, key):
        """What a notice says is used for `key`: these settings' value."""
        if key == "brightness":
            return str(self.brightness)
        if key == "sound":
            return "on" if self.sound else "off"
        if key == "colours":
            return "defaults" if self.colours == list(range(SEATS)) else "the older ones"
        if key == "defaults":
            return "none" if not self.defaults else "the older ones"
        # key "settings": the whole file was wrong
        return "defaults" if self.to_dict() == Settings().to_dict() else "the older ones"

    def said(self, wrong):
        """The notices for the wrong values `wrong` ((key, value) pairs), with these
        settings' values as the ones used."""
        return ["%s %s: using %s" % ("game defaults" if k == "defaults" else k, _shown(v),
                                     self.using(k)) for k, v in wrong]

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
            for key in d:
                if key not in KEYS:
                    s.unknown.append("unknown setting %s: ignored" % _shown(key))
        s.problems = s.said(s.wrong) + s.unknown
        return s

    @classmethod
    def load(cls, storage):
        """The newest settings file whose values are all good; a file with a wrong value is
        set aside (settings.bad) for the generation before it, and if none is good, the
        newest is used with its wrong values replaced by defaults. The notices name each
        wrong value with the value used in the end."""
        slot = SaveSlot(storage, "settings")
        found = []  # (notices of the slot, settings read, what became of the file)
        first = None
        while True:
            d = slot.load()
            if d is None:
                found.append((slot.problem, None, None))
                break
            s = cls.from_dict(d)
            if first is None:
                first = s
            if not s.wrong:
                found.append((slot.problem, s, None))
                first = s
                break
            found.append((slot.problem, s, "%s %s" % (slot.source, slot.set_aside())))
        s = cls() if first is None else first
        notes = []
        for problem, read, fate in found:
            if problem:
                notes.append(problem)
            if read is not None:
                notes.extend(s.said(read.wrong))
                notes.extend(read.unknown)
            if fate:
                notes.append(fate)
        s.problems = notes
        s.wrong = []
        s.unknown = []
        return s

    def save(self, storage):
        """None once saved, else why not (savefile.SaveSlot.save)."""
        return SaveSlot(storage, "settings").save(self.to_dict())
