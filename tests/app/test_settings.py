"""Settings: defaults, persistence, and bad values replaced by defaults with a reason."""
import pytest

from gameboard.settings import Settings
from simulator.virtual.storage import MemoryStorage


def test_defaults():
    s = Settings()
    assert (s.brightness, s.sound, s.colours, s.defaults) == (40, True, list(range(8)), {})


def test_saved_settings_load_back():
    storage = MemoryStorage()
    s = Settings()
    s.brightness = 70
    s.sound = False
    s.colours[2] = 5
    s.defaults["diceball"] = {"innings": 3}
    s.save(storage)
    t = Settings.load(storage)
    assert (t.brightness, t.sound, t.colours[2], t.defaults) == (70, False, 5,
                                                                {"diceball": {"innings": 3}})
    assert t.problems == []


@pytest.mark.parametrize("key, value, problem", [
    ("brightness", 45, "brightness 45: using 40"),
    ("brightness", True, "brightness True: using 40"),
    ("sound", 1, "sound 1: using on"),
    ("colours", [0, 1], "colours [0, 1]: using defaults"),
    ("colours", [0, 1, 2, 3, 4, 5, 6, 9], "colours [0, 1, 2, 3, 4, 5, 6, 9]: using defaults"),
    ("defaults", {"pegs": 3}, "game defaults {'pegs': 3}: cleared"),
    ("volume", 11, "unknown setting 'volume': ignored"),
])
def test_a_bad_value_is_replaced_by_its_default(key, value, problem):
    s = Settings.from_dict({key: value})
    assert s.problems == [problem]
    fresh = Settings()
    assert (s.brightness, s.sound, s.colours, s.defaults) == (
        fresh.brightness, fresh.sound, fresh.colours, fresh.defaults)


def test_a_damaged_settings_file_gives_defaults_and_says_so():
    storage = MemoryStorage({"settings": b"GBSAVE 1 12345678 5\nhello"})
    s = Settings.load(storage)
    assert s.brightness == 40
    assert "settings damaged: checksum does not match" in s.problems[0]
    assert "settings.bad" in storage.files
