"""Rummoli's log read back (rummoli.py): its records as the actions the table took, the last of
them, undo, and a saved game's log played again through the same checks. A module of its own,
loaded only when asked (an undo, a save read: the app lets it go once answered), since a table
in play only appends records to the log.
"""
from gameboard.rules.cards.deck import SUITS, label
from gameboard.rules.cards.rummoli import DEAL, VERSION, Rummoli

# The actions by their number in the log, and the bytes of each record (go_out and deadlock
# add one a player, showdown one a seat it names). With the saved keys read where they are
# read, a replay written where it is made and binascii imported where a save is read, the
# module has 17 names: its dict is made at its size as it loads (for a resume, an undo),
# where 18 made it grow once more.
ACTIONS = ("deal", "exchange", "keep", "sell", "bet", "fold", "showdown", "claim", "dead",
           "go_out", "deadlock", "finish", "play")
_SIZES = (1, 1, 1, 4, 4, 2, 2, 4, 2, 2, 1, 2, 3)


def undo(game):
    """Takes back the last action of `game`; returns it, as actions() gives it."""
    if not game.log:
        raise ValueError("there is nothing to undo")
    log = game.log
    chunk = log[-1]
    last_at = _last_at(game, chunk)
    undone = _action(game, chunk, last_at)[0]
    if game._hand_start is None:
        kept = log[:-1] + ([chunk[:last_at]] if last_at else [])
        game._start()  # the game from its start, the log but its last record played again
        _play(game, kept)
        return undone
    # From the last deal: its state before, then the records after it but the last.
    first, offset, before = game._hand_start
    tail = [log[i][offset if i == first else 0:last_at if i == len(log) - 1 else None]
            for i in range(first, len(log))]
    game.log = log[:first] + ([log[first][:offset]] if offset else [])
    _restore(game, [list(v) if type(v) is list else v for v in before[:4]] + list(before[4:]))
    game._hand_start = None
    _play(game, tail)  # nothing when the deal itself is undone
    return undone


def _restore(game, state):
    """The state a deal started from (rummoli_deal.py's snapshot of it)."""
    (game.chips, game.borrowed, game.out, game.pots, game.dealer, game.hands, hands,
     game.dealt, game.dead_hand, game.stakes, game.folded, game.leader, game.taken,
     game._played, game.dead_cards, game.run) = state
    del game.history[hands:]
    game.phase = DEAL


def last(game):
    """The last action of `game`, as actions() gives it (None before the first)."""
    if not game.log:
        return None
    chunk = game.log[-1]
    return _action(game, chunk, _last_at(game, chunk))[0]


def _last_at(game, chunk):
    """Where the last record of `chunk` starts: the records before it are walked by their
    sizes, not read (undo's press: each read a tuple and its cards' labels)."""
    at = last_at = 0
    while at < len(chunk):
        last_at = at
        at = _action(game, chunk, at, False)[1]
    return last_at


def actions(game):
    """The log of `game` as (action, arguments...) tuples, first to last."""
    found = []
    for chunk in game.log:
        at = 0
        while at < len(chunk):
            action, at = _action(game, chunk, at)
            found.append(action)
    return found


def from_dict(data):
    """The game that Rummoli.to_dict() saved, its actions played again."""
    saved = ("game", "version", "players", "dealer", "options", "log")
    try:
        if type(data) is not dict or sorted(data) != sorted(saved):
            raise ValueError("it must hold exactly " + ", ".join(saved))
        if data["game"] != "rummoli" or data["version"] != VERSION:
            raise ValueError("game %r version %r, this board reads rummoli version %d"
                             % (data["game"], data["version"], VERSION))
        if type(data["options"]) is not dict or type(data["log"]) is not list:
            raise ValueError("options or log of the wrong kind")
        game = Rummoli(data["players"], data["dealer"], **data["options"])
        import binascii  # here, where a save is read: one name fewer in the module's dict
        _play(game, [binascii.unhexlify(text) for text in data["log"]])
    except ValueError as e:
        raise ValueError("saved Rummoli game refused: %s" % e)
    except (KeyError, TypeError, AttributeError) as e:
        raise ValueError("not a saved Rummoli game (%s: %s)" % (type(e).__name__, e))
    return game


def _action(game, log, at, read=True):
    """The action whose record starts at log[at] (None unless `read`), and where the next
    record starts."""
    op = log[at]
    size = _SIZES[op] if op < len(_SIZES) else len(log) + 1
    if op in (9, 10):
        size += game.players
    elif op == 6 and at + 1 < len(log):
        size += log[at + 1]
    if at + size > len(log) or op == 7 and (log[at + 2] >= len(game.spaces) or log[at + 3] > 5):
        raise ValueError("the log is damaged at byte %d" % at)
    if not read:
        return None, at + size
    record = log[at + 1:at + size]
    name = ACTIONS[op]
    if op in (3, 4):
        return (name, record[0], record[1] << 8 | record[2]), at + size
    if op == 7:
        space, suit = game.spaces[record[1]], record[2]
        cards = None
        if suit == 5:
            cards = space.split("+")
        elif suit:
            cards = [rank + SUITS[suit - 1] for rank in ("7", "8", "9")]
        return (name, record[0], space, cards), at + size
    if op == 8:
        return (name, label(record[0] >> 2, SUITS[record[0] & 3])), at + size
    if op == 12:
        return (name, record[0], label(record[1] >> 2, SUITS[record[1] & 3])), at + size
    if op == 9:
        return (name, record[0], list(record[1:])), at + size
    if op in (6, 10):
        return (name, list(record[op == 6:])), at + size
    return (name,) + tuple(record), at + size


def _play(game, chunks):
    """The records of `chunks` acted on in turn."""
    for chunk in chunks:
        at = 0
        while at < len(chunk):
            action, at = _action(game, chunk, at)
            getattr(game, action[0])(*action[1:])
