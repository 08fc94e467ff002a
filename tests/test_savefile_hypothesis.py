"""Hypothesis writes arbitrary JSON documents as save files: the streamed text is json.dumps's
byte for byte, whatever the nesting, the lengths and the characters; every file reads back
that a save may hold (a document, at most MAX_DEPTH deep; the others are refused);
no piece outgrows a slice of a long string or a run of short items; any one byte of the text
changed is caught; any byte of the file changed is refused or reads the same document (a
header's space made a tab); and any file torn short is refused."""
import json

from hypothesis import example, given, settings
from hypothesis import strategies as st

from gameboard import savefile

scalars = st.one_of(st.none(), st.booleans(), st.integers(-2**40, 2**40),
                    st.floats(allow_nan=False, allow_infinity=False),
                    st.text(max_size=20), st.text(max_size=3000))
documents = st.recursive(
    scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=80),
                            st.dictionaries(st.text(max_size=10), inner, max_size=40)),
    max_leaves=400)


def depth(x):
    """How many lists and dicts deep x nests."""
    if isinstance(x, (list, dict)):
        return 1 + max([depth(v) for v in (x.values() if isinstance(x, dict) else x)] + [0])
    return 0


def saveable(doc):
    """Whether a save may hold doc: a document (not null) at most MAX_DEPTH deep."""
    return doc is not None and depth(doc) <= savefile.MAX_DEPTH


def nested(levels):
    x = 0
    for _ in range(levels):
        x = [x]
    return x


@settings(max_examples=300, deadline=None)
@given(documents)
@example(None)
@example(nested(savefile.MAX_DEPTH))
@example({"a": nested(savefile.MAX_DEPTH)})
def test_the_streamed_text_is_json_dumps_and_reads_back_if_a_save_may_hold_it(doc):
    pieces = []
    savefile.pieces(doc, pieces.append)
    assert b"".join(pieces) == json.dumps(doc).encode()
    data = savefile.encode(doc)
    if saveable(doc):
        assert savefile.decode(data) == doc
        return
    try:
        savefile.decode(data)
    except ValueError as e:
        assert str(e) == ("nested too deeply" if doc is not None else
                          "no document in it (null)"), str(e)
    else:
        raise AssertionError("a document no save holds was read: %r" % (doc,))


plain = st.text(alphabet="0123456789abcdefXYZ ", max_size=20)  # one byte each as JSON
long_plain = st.text(alphabet="0123456789abcdef", min_size=1000, max_size=8000)
flat = st.one_of(st.none(), st.integers(-999, 999), plain, long_plain)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.one_of(flat, st.lists(flat, max_size=100)), max_size=100))
def test_no_piece_outgrows_a_slice_or_a_run(doc):
    # A piece is a lead ("[" or ", ") and a quoted string of at most _SLICE characters, or a
    # run of _RUN numbers or strings of at most _LEAF characters, each quoted after ", ".
    pieces = []
    savefile.pieces(doc, pieces.append)
    limit = max(savefile._SLICE + 2, savefile._RUN * (savefile._LEAF + 4)) + 2
    assert max([len(p) for p in pieces] + [0]) <= limit


@settings(max_examples=200, deadline=None)
@given(documents, st.integers(min_value=0), st.integers(min_value=1, max_value=255))
def test_any_changed_byte_of_the_text_is_caught(doc, where, flip):
    data = savefile.encode(doc)
    start = data.find(b"\n[") + 2
    i = start + where % (len(data) - savefile._TAIL - start)
    hurt = data[:i] + bytes([data[i] ^ flip]) + data[i + 1:]
    try:
        savefile.decode(hurt)
    except ValueError as e:
        assert str(e) == "checksum does not match"
    else:
        raise AssertionError("a changed byte at %d was not caught" % i)


@settings(max_examples=300, deadline=None)
@given(documents.filter(saveable), st.integers(min_value=0),
       st.integers(min_value=1, max_value=255))
def test_any_changed_byte_of_the_file_is_refused_or_harmless(doc, where, flip):
    data = savefile.encode(doc)
    i = where % len(data)
    hurt = data[:i] + bytes([data[i] ^ flip]) + data[i + 1:]
    try:
        back = savefile.decode(hurt)
    except ValueError:
        return
    assert back == savefile.decode(data), "a changed byte at %d read as another document" % i


@settings(max_examples=300, deadline=None)
@given(documents, st.integers(min_value=0))
def test_a_file_torn_short_is_refused(doc, where):
    data = savefile.encode(doc)
    torn = data[:where % len(data)]
    try:
        savefile.decode(torn)
    except ValueError as e:
        assert str(e).startswith("cut short") or str(e) == "not a save file", str(e)
    else:
        raise AssertionError("a file torn to %d of %d bytes was read" % (len(torn), len(data)))
