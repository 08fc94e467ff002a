"""The kinds of damage a save or settings file is put through, each a function of (the file's
bytes, its document) giving the damaged bytes, with what the board must say about it.

FILE kinds break the file itself: the save file's own checks (savefile.decode) find them at
power-up, and the notice names the reason. CONTENT kinds are written with a good header, end
mark and checksum over a state that cannot happen: the reader (the rules core through the
controller at resume, Settings.from_dict at power-up) has to refuse it. GAME_CONTENT holds
them per game. BIG kinds are FILE kinds too big to hold in a board's heap: each is written
into a file in pieces.
"""
import json

from gameboard import savefile
from gameboard.rules.prng import Prng


def truncated(data, doc):
    return data[:len(data) * 2 // 3]


def end_mark_lost(data, doc):
    return data[:-savefile._TAIL]


def zeroed(data, doc):
    return bytes(len(data))


def random_bytes(data, doc):
    p = Prng(len(data))
    return bytes([p.below(256) for _ in range(len(data))])


def wrong_version(data, doc):
    return b"GBSAVE 9" + data[8:]


def _text(data):
    """Where the JSON text of a save file (format 2) starts and ends."""
    return data.find(b"\n[") + 2, len(data) - savefile._TAIL


def bad_checksum(data, doc):
    start, stop = _text(data)
    i = (start + stop) // 2
    flipped = data[i] ^ 0x08  # one bit of the JSON, header and end mark untouched
    return data[:i] + bytes([flipped]) + data[i + 1:]


def bare_json(data, doc):
    return json.dumps(doc).encode()


def empty(data, doc):
    return b""


def _good_checks_over(data, body):
    """The save file `data` with its JSON text replaced by `body`, under a good checksum."""
    start, stop = _text(data)
    return data[:start] + body + savefile._END % (savefile.crc32(body) & 0xFFFFFFFF, len(body))


def not_json(data, doc):
    """A good header, end mark and checksum over text that is not JSON."""
    start, stop = _text(data)
    return _good_checks_over(data, data[start:(start + stop) // 2])


def not_utf8(data, doc):
    return _good_checks_over(data, b'{"game": "\xff\xfe"}')


def nested_past_the_limit(data, doc):
    """The document one level inside MAX_DEPTH arrays, under a good checksum: a small file,
    which MicroPython's parser reads whole and CPython's too; refused by the limit alone."""
    start, stop = _text(data)
    n = savefile.MAX_DEPTH
    return _good_checks_over(data, b"[" * n + data[start:stop] + b"]" * n)


def not_finite(data, doc):
    """One key more, whose number reads as inf: a save written back with it would be no JSON
    (json.dumps writes inf as "inf" or "Infinity")."""
    start, stop = _text(data)
    return _good_checks_over(data, data[start:stop - 1] + b', "pad": -1e999}')


def null(data, doc):
    return savefile.encode(None)


def not_an_object(data, doc):
    return savefile.encode([1, 2, 3])


# (name, damage, words the notice must contain)
FILE = (
    ("truncated", truncated, "cut short"),
    ("end mark lost", end_mark_lost, "cut short (no end mark)"),
    ("zeroed", zeroed, "not a save file"),
    ("random bytes", random_bytes, "not a save file"),
    ("wrong version", wrong_version, "save format 9, this firmware reads 1 and 2"),
    ("bad checksum", bad_checksum, "checksum does not match"),
    ("bare JSON, no header", bare_json, "not a save file"),
    ("empty", empty, "not a save file"),
    ("good checksum over text that is not JSON", not_json, "not JSON"),
    ("good checksum over text that is not UTF-8", not_utf8, "not UTF-8 text"),
    ("good checksum over JSON nested past the limit", nested_past_the_limit,
     "nested too deeply"),
    ("good checksum over null", null, "no document in it (null)"),
    ("good checksum over a number that is not finite", not_finite,
     "a number that is not finite (-inf)"),
)


# BIG kinds are files too big to make in a small heap: each writes its file into an open file
# f in pieces, from the document of the good file it replaces and the longest file its slot
# reads (savefile.MAX_BYTES, settings.MAX_BYTES).

def _stream(f, pieces):
    """Writes a save file whose JSON text is `pieces` (an iterable of bytes), with a good
    checksum and count, into the open file f."""
    f.write(savefile._OPEN)
    crc = count = 0
    for piece in pieces:
        f.write(piece)
        crc = savefile.crc32(piece, crc)
        count += len(piece)
    f.write(savefile._END % (crc & 0xFFFFFFFF, count))


def nested_too_deeply(f, doc, most):
    """As deep as a file within the size limit can nest: past what CPython's parser recurses
    into and, for a game's save, what MicroPython's heap holds (a few words a level)."""
    n = (most - len(savefile.encode([]))) // 2048
    opening = b"[" * 1024
    _stream(f, [opening] * n + [b"]" * 1024] * n)


def too_big(f, doc, most):
    """A good save of the document with `most` bytes more in it: refused before it is
    read."""
    d = dict(doc)
    d["pad"] = ["0" * 1000] * (most // 1000 + 1)  # one string, many times
    savefile.write(f, d)


BIG = (
    ("good checksum over JSON nested too deeply", nested_too_deeply, "nested too deeply"),
    ("a good save too big for any game", too_big, "too big ("),
)


def _changed(part, change):
    """A CONTENT damage: the document with its `part` (the "rules" state, the game's
    "options") changed by `change`, re-encoded with a good checksum."""
    def damage(data, doc):
        d = json.loads(json.dumps(doc))
        change(d[part])
        return savefile.encode(d)
    return damage


def _ninety_nine_players(o):
    o["players"] = 99


def _play_me(o):
    o["play"] = "me + comp."  # the wizard's name for a choice, not the choice


# A Pegs & Jokers save holds each seat's pegs as one text of places, each hand as hex digits,
# two a card (its number in the deck's labels: rules/pegs/game.py).
def _first_peg(r, seat, place):
    places = r["pegs"][seat].split()
    r["pegs"][seat] = " ".join([place] + places[1:])


def _six_pegs(r):
    r["pegs"][0] += " S"


def _two_in_a_hole(r):
    _first_peg(r, 0, "T5")
    _first_peg(r, 1, "T5")


def _peg_off_the_board(r):
    _first_peg(r, 1, "T99")


def _card_from_nowhere(r):
    r["hands"][0] += "0d"  # a Joker


def _unknown_card(r):
    r["hands"][0] = "0e" + r["hands"][0][2:]  # card number 14: the labels are 0..13


def _four_outs(r):
    r["outs"] = 4


def _five_balls(r):
    r["balls"] = 5


def _line_does_not_add_up(r):
    r["runs"][0] += 7


def _half_unknown(r):
    r["half"] = "middle"


def _no_log(r):
    del r["log"]


# (name, damage): states no game can reach, written with a good checksum
GAME_CONTENT = {
    "pegs": (
        ("6 pegs for a seat", _changed("rules", _six_pegs)),
        ("two pegs in one hole", _changed("rules", _two_in_a_hole)),
        ("a peg off the board", _changed("rules", _peg_off_the_board)),
        ("an unknown card", _changed("rules", _unknown_card)),
        ("a card from nowhere (cards not conserved)", _changed("rules", _card_from_nowhere)),
        ("99 players in its options", _changed("options", _ninety_nine_players)),
        ("play 'me + comp.' in its options", _changed("options", _play_me)),
    ),
    "diceball": (
        ("an unknown half-inning", _changed("rules", _half_unknown)),
        ("no roll log", _changed("rules", _no_log)),
        ("4 outs", _changed("rules", _four_outs)),
        ("5 balls", _changed("rules", _five_balls)),
        ("a line score that does not add up to R", _changed("rules", _line_does_not_add_up)),
    ),
}


def _settings(change):
    def damage(data, doc):
        d = dict(doc)
        change(d)
        return savefile.encode(d)
    return damage


def _brightness(d):
    d["brightness"] = 33


def _colours(d):
    d["colours"] = [0, 1, 2]


def _sound(d):
    d["sound"] = "loud"


# (name, damage, the setting it breaks, the notice, where %s is the value used instead: the
# generation before's, settings_notices.using)
SETTINGS_CONTENT = (
    ("brightness 33", _settings(_brightness), "brightness", "brightness 33: using %s"),
    ("three colours", _settings(_colours), "colours", "colours [0, 1, 2]: using %s"),
    ("sound 'loud'", _settings(_sound), "sound", "sound 'loud': using %s"),
)
