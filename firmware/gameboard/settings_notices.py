"""The words of settings.py's notices: each wrong value with the value used instead, each key
not known. Loaded only when a settings file has something wrong (settings.py)."""
from gameboard.settings import SEATS, Settings

_SHOWN = 24  # characters of a wrong value shown in a notice


def _short(x):
    return not isinstance(x, (list, dict)) and not (isinstance(x, str) and len(x) > _SHOWN)


def shown(value):
    """A wrong value as a notice shows it, cut short; a file may hold a long or deeply nested
    one, so none is given whole to repr."""
    if isinstance(value, str):
        value = value[:_SHOWN + 1]
    elif isinstance(value, (list, dict)):
        inner = list(value) + list(value.values()) if isinstance(value, dict) else value
        if len(value) > SEATS or not all([_short(x) for x in inner]):
            return "[...]" if isinstance(value, list) else "{...}"
    text = repr(value)
    return text if len(text) <= _SHOWN else text[:_SHOWN - 3] + "..."


def using(s, key):
    """What a notice says is used for `key` of the settings s."""
    if key == "brightness":
        return str(s.brightness)
    if key == "sound":
        return "on" if s.sound else "off"
    if key == "colours":
        return "defaults" if s.colours == list(range(SEATS)) else "the older ones"
    if key == "defaults":
        return "none" if not s.defaults else "the older ones"
    # key "settings": the whole file was wrong
    return "defaults" if s.to_dict() == Settings().to_dict() else "the older ones"


def notices(used, wrong, unknown):
    """The notices for the wrong values `wrong` ((key, value) pairs) and unknown keys of a
    file, the settings `used` being the ones used in the end."""
    said = ["%s %s: using %s" % ("game defaults" if k == "defaults" else k, shown(v),
                                 using(used, k)) for k, v in wrong]
    return said + ["unknown setting %s: ignored" % shown(k) for k in unknown]
