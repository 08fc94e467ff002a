"""Choice: one setting of the new-game wizard (or the settings' game defaults).

A choice has a key (the option's name in the options dict), a label for the screen, the values
it may take and the name shown for each. Values and names may depend on the other options and
on the board (the teams a 6-player game allows differ from a 4-player game's), so either may be
a function: `values(opts, board)` -> tuple, `name(value, opts)` -> text; `shown(opts, board)`
hides a choice that does not apply. `settle` puts every choice's value back into range after
another changed (a choice whose value became impossible takes its first value).
"""


def onoff(value, opts):
    return "on" if value else "off"


class Choice:
    def __init__(self, key, label, values, name=None, shown=None):
        self.key = key
        self.label = label
        self._values = values
        self._name = name
        self._shown = shown

    def values(self, opts, board):
        v = self._values
        return v(opts, board) if callable(v) else v

    def name(self, value, opts):
        n = self._name
        if n is None:
            return str(value)
        if callable(n):
            return n(value, opts)
        return n[index(self._values, value)]

    def shown(self, opts, board):
        return self._shown is None or self._shown(opts, board)

    def step(self, opts, board, delta):
        """Moves this choice to the next (+1) or previous (-1) value, wrapping round."""
        values = self.values(opts, board)
        i = index(values, opts.get(self.key))
        opts[self.key] = values[(max(i, 0) + delta) % len(values)]


BOOL = (False, True)


def index(values, value):
    """Where `value` is in `values`, telling True from 1 (JSON and == do not); -1 if absent."""
    for i in range(len(values)):
        v = values[i]
        if v == value and type(v) is type(value):
            return i
    return -1


def settle(choices, opts, board):
    """Fills missing options and moves impossible ones to the first allowed value. Runs twice
    over the list, since one choice's values may depend on another set later in it."""
    for _ in range(2):
        for c in choices:
            values = c.values(opts, board)
            if c.key not in opts or index(values, opts[c.key]) < 0:
                opts[c.key] = values[0]
    return opts
