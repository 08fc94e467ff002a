"""Settings: the player's choices that outlive a game, kept in the "settings" save slot.

    brightness   LED brightness in percent, one of BRIGHTNESS
    sound        buzzer on or off
    colours      palette index (lights/palette.py) of each of the 8 seats
    defaults     {game key: {option key: value}}: the new-game wizard's starting choices

`Settings.load(storage)` never fails: a value that is missing is quietly the default; a value
that is wrong is named in `problems`, for the screen, and the file is set aside for the
previous generation; if no generation is good, wrong values are replaced by their defaults.
"""
from gameboard.savefile import SaveSlot

BRIGHTNESS = (10, 20, 30, 40, 50, 60, 70, 80, 90, 100)
SEATS = 8


class Settings:
    def __init__(self):
        self.brightness = 40
        self.sound = True
        self.colours = list(range(SEATS))
        self.defaults = {}
        self.problems = []

    def to_dict(self):
        return {"brightness": self.brightness, "sound": self.sound,
                "colours": self.colours, "defaults": self.defaults}

    @classmethod
    def from_dict(cls, d):
        s = cls()
        if not isinstance(d, dict):
            s.problems.append("settings: not an object; using defaults")
            return s
        b = d.get("brightness", s.brightness)
        if b in BRIGHTNESS and type(b) is int:
            s.brightness = b
        else:
            s.problems.append("brightness %r: using %d" % (b, s.brightness))
        v = d.get("sound", s.sound)
        if v in (True, False) and type(v) is bool:
            s.sound = v
        else:
            s.problems.append("sound %r: using on" % (v,))
        c = d.get("colours", s.colours)
        if (isinstance(c, list) and len(c) == SEATS
                and all(type(x) is int and 0 <= x < SEATS for x in c)):
            s.colours = list(c)
        else:
            s.problems.append("colours %r: using defaults" % (c,))
        v = d.get("defaults", {})
        if isinstance(v, dict) and all(isinstance(g, dict) for g in v.values()):
            s.defaults = v
        else:
            s.problems.append("game defaults %r: cleared" % (v,))
        for key in d:
            if key not in ("brightness", "sound", "colours", "defaults"):
                s.problems.append("unknown setting %r: ignored" % (key,))
        return s

    @classmethod
    def load(cls, storage):
        """The newest settings file whose values are all good; a file with a wrong value is
        set aside (settings.bad) for the generation before it, and if none is good, the
        newest is used with its wrong values replaced by defaults."""
        slot = SaveSlot(storage, "settings")
        notes = []
        first = None
        while True:
            d = slot.load()
            if slot.problem:
                notes.append(slot.problem)
            if d is None:
                break
            s = cls.from_dict(d)
            if not s.problems:
                first = s
                break
            notes.extend(s.problems)
            notes.append("%s set aside as %s" % (slot.source, slot.set_aside()))
            if first is None:
                first = s
        s = cls() if first is None else first
        s.problems = notes
        return s

    def save(self, storage):
        SaveSlot(storage, "settings").save(self.to_dict())
