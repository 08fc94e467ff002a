"""The rows every card-table screen writes (the score sheet's, view.py; count.py's; Rummoli's,
games/rummoli/view.py): two texts on one row, a rules core message with the table's names of the
players, and which part of a list is in view. A module of its own so that Rummoli, which keeps
chips and no score sheet, loads these and not the score sheet's view and rules.
"""
from gameboard.ui.text import COLS


def line(left, right):
    """`left` and `right` on one row, `right` against the right edge."""
    width = COLS - len(left)
    if width > len(right):
        return "%s%*s" % (left, width, right)  # one format: rows are a press's main work
    return (left + " " + right)[:COLS]


def people(message):
    """A rules core message with "seat N" / "partnership N" as the table names them."""
    out = []
    words = message.split(" ")
    i = 0
    while i < len(words):
        w = words[i]
        if w in ("seat", "partnership") and i + 1 < len(words):
            n = words[i + 1]
            tail = ""
            while n and not n[-1].isdigit():
                tail = n[-1] + tail
                n = n[:-1]
            if n.isdigit():
                out.append("P%d%s" % (int(n) + 1, tail))
                i += 2
                continue
        out.append(w)
        i += 1
    return " ".join(out)


def window(index, count, rows):
    """The first of `rows` items shown so that `index` is in view."""
    return max(0, min(index - rows + 1 if index >= rows else 0, count - rows))
