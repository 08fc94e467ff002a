"""Reading a board description (board.load, board.from_dict): the file parsed, checked field
by field (board_check.py) and given the games it plays (board_games.py). Each of these is
loaded for a read and let go after it: a board is read once per power-up."""
import json

from gameboard import board


def from_dict(d):
    """A Board from a parsed description (board.from_dict)."""
    from gameboard import board_check
    return _offer(board_check.build(d, board.Board()))


def _offer(b):
    """Sets b.games (board_games.py), then lets that code go."""
    from gameboard import board_games, modules
    b.games = board_games.offered(b)
    modules.unload("gameboard.board_games")
    return b


def load(path, name=None):
    """Reads and checks a board file (board.load)."""
    from gameboard import modules
    from gameboard import board_check  # before the JSON: parsing it is the peak of memory
    try:
        # Parsed from the stream: slower than json.loads(f.read()) on MicroPython (it reads
        # byte by byte), but needs no 10-15 KB block of text, which a fragmented heap may lack.
        with open(path) as f:
            d = json.load(f)
    except OSError as e:
        raise ValueError("%s: cannot read the board file (%s)" % (path, e))
    except ValueError as e:
        # CPython's error knows its line and column; MicroPython's says only what is wrong.
        if hasattr(e, "lineno"):
            raise ValueError("%s line %d column %d: not valid JSON (%s)" % (
                path, e.lineno, e.colno, e.msg))
        raise ValueError("%s: not valid JSON (%s)" % (path, e))
    finally:
        board_check = None
    try:
        from gameboard import board_check  # loaded above
        b = board_check.build(d, board.Board())
    except ValueError as e:
        raise ValueError("%s: %s" % (path, e))
    finally:
        d = None
        board_check = None
        modules.unload("gameboard.board_check")
    _offer(b)  # now that the JSON is gone
    modules.unload("gameboard.games")  # the registry: the menus load it when they need it
    if name is not None and b.name != name:
        raise ValueError("%s: describes board %r, not %r: a board file is named after the board "
                         "it describes" % (path, b.name, name))
    return b
