"""The small part of pytest's API that the rules tests use, for running them under MicroPython.

MicroPython functions take no attributes, so parameters are kept in a table keyed by function.
"""
import re

PARAMS = {}


class _Mark:
    def parametrize(self, names, values):
        if isinstance(names, str):
            names = [n.strip() for n in names.split(",")]
        rows = []
        for v in values:
            if len(names) == 1:
                v = (v,)
            rows.append(dict(zip(names, v)))

        def decorate(fn):
            # Decorators apply bottom-up; the outer one multiplies what the inner ones gave.
            inner = PARAMS.get(fn, [{}])
            combined = []
            for row in rows:
                for old in inner:
                    d = dict(old)
                    d.update(row)
                    combined.append(d)
            PARAMS[fn] = combined
            return fn

        return decorate

    def slow(self, fn):
        return fn


mark = _Mark()


class raises:
    def __init__(self, expected, match=None):
        self.expected = expected
        self.match = match
        self.value = None

    def __enter__(self):
        return self

    def __exit__(self, kind, value, tb):
        if kind is None:
            raise AssertionError("DID NOT RAISE %s" % self.expected.__name__)
        if not issubclass(kind, self.expected):
            return False
        if self.match is not None and not re.search(self.match, str(value)):
            raise AssertionError("%r does not match %r" % (str(value), self.match))
        self.value = value
        return True
