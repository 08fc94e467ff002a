"""Settings: the player's choices that outlive a game, kept in the "settings" save slot.

    brightness   LED brightness in percent, one of BRIGHTNESS
    sound        buzzer on or off
    colours      palette index (lights/palette.py) of each of the 8 seats
    defaults     {game key: {option key: value}}: the new-game wizard's starting choices

`Settings.load(storage)` never fails: a value that is missing is quietly the default; a key it
does not know is named in `problems` and ignored; a value that is wrong is named in `problems`
with the value used instead, and its file is set aside for the previous generation; if no
generation is good, wrong values are replaced by their defaults. (The reading is
settings_reader.py's, loaded only while settings are read; the words settings_notices.py's,
loaded only when there is something to say.)
"""
from gameboard import modules

BRIGHTNESS = (10, 20, 30, 40, 50, 60, 70, 80, 90, 100)
SEATS = 8
KEYS = ("brightness", "sound", "colours", "defaults")
# The longest settings file read or written. Every game's every choice stored at its longest
# value is under 3 KB; a longer file (a person's, of many games' defaults) parses, where the
# heap allows, into more than the menus and games then find free.
MAX_BYTES = 8 * 1024


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
        """Settings of a settings file's data; what is wrong in it is in `problems`."""
        return modules.use_once("gameboard.settings_reader", "from_dict", cls, d)

    @classmethod
    def load(cls, storage):
        """The newest settings file whose values are all good; a file with a wrong value is
        set aside (settings.bad) for the generation before it, and if none is good, the
        newest is used with its wrong values replaced by defaults. The notices name each
        wrong value with the value used in the end."""
        return modules.use_once("gameboard.settings_reader", "load", cls, storage)

    def save(self, storage):
        """None once saved, else why not (savefile.SaveSlot.save). The save code is imported
        here, not held by the settings: the menus need it only when they save."""
        from gameboard.savefile import SaveSlot
        slot = SaveSlot(storage, "settings")
        slot.most = MAX_BYTES
        return slot.save(self.to_dict())
