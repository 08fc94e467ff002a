"""Settings: defaults, persistence, and bad values replaced by defaults with a reason; a key
not known is ignored, the rest kept; a notice names the value used in the end."""
import pytest

from gameboard import savefile
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
    assert not t.problems


@pytest.mark.parametrize("key, value, problem", [
    ("brightness", 45, "brightness 45: using 40"),
    ("brightness", True, "brightness True: using 40"),
    # a value of another type for each key: equal to a good one (40.0 == 40) is no excuse
    ("brightness", 40.0, "brightness 40.0: using 40"),
    ("brightness", "40", "brightness '40': using 40"),
    ("brightness", None, "brightness None: using 40"),
    ("sound", 1, "sound 1: using on"),
    ("sound", "off", "sound 'off': using on"),
    ("sound", [False], "sound [False]: using on"),
    ("colours", [0, 1], "colours [0, 1]: using defaults"),
    ("colours", [0, 1, 2, 3, 4, 5, 6, 9], "colours [0, 1, 2, 3, 4, 5, 6, 9]: using defaults"),
    ("colours", "01234567", "colours '01234567': using defaults"),
    ("colours", [0.0, 1, 2, 3, 4, 5, 6, 7], "colours [0.0, 1, 2, 3, 4, 5, ...: using defaults"),
    ("colours", [True] * 8, "colours [True, True, True, Tr...: using defaults"),
    ("defaults", {"pegs": 3}, "game defaults {'pegs': 3}: using none"),
    ("defaults", [], "game defaults []: using none"),
    ("defaults", "pegs", "game defaults 'pegs': using none"),
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


@pytest.mark.parametrize("key, value, problem", [
    ("colours", [[[[1]]]], "colours [...]: using defaults"),
    ("defaults", {"pegs": {"players": [4]}, "x": []}, "game defaults {...}: using none"),
    # cut to 24 characters: the quote, 20 of the value's, "..."
    ("sound", "x" * 1000, "sound '%s...: using on" % ("x" * 20)),
    ("k" * 100, 1, "unknown setting '%s...: ignored" % ("k" * 20)),
])
def test_a_notice_shows_a_long_or_nested_value_cut_short(key, value, problem):
    assert Settings.from_dict({key: value}).problems == [problem]


def test_settings_that_are_not_an_object_are_all_defaults():
    s = Settings.from_dict([1, 2])
    assert s.problems == ["settings [1, 2]: using defaults"]
    assert s.to_dict() == Settings().to_dict()


def test_an_unknown_key_is_ignored_and_the_rest_of_the_file_kept():
    storage = MemoryStorage({"settings": savefile.encode(
        {"brightness": 70, "sound": False, "volume": 11})})
    s = Settings.load(storage)
    assert (s.brightness, s.sound) == (70, False)
    assert s.problems == ["unknown setting 'volume': ignored"]
    assert sorted(storage.files) == ["settings"]  # not set aside


def test_a_wrong_value_names_the_older_files_value_that_is_used():
    storage = MemoryStorage({"settings": savefile.encode({"brightness": 33, "sound": "loud"}),
                             "settings.bak": savefile.encode({"brightness": 50, "sound": False})})
    s = Settings.load(storage)
    assert (s.brightness, s.sound) == (50, False)
    assert s.problems == ["brightness 33: using 50", "sound 'loud': using off",
                          "settings set aside as settings.bad"]


@pytest.mark.parametrize("value, shown", [
    ([0, 1, 2], "[0, 1, 2]"),
    (list(range(9)), "[...]"),           # more items than seats
    (["x" * 30], "[...]"),              # an item too long to show
    ({"pegs": 3}, "{'pegs': 3}"),
    ({"k" * 30: 3}, "{...}"),           # a key too long to show
    ({"a": [1]}, "{...}"),              # nested
])
def test_only_a_short_flat_value_is_shown_whole(value, shown):
    assert Settings.from_dict({"colours": value}).problems == ["colours %s: using defaults"
                                                               % shown]
