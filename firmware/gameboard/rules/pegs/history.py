"""A Pegs & Jokers game's log read back: LogView (its entries as Python values) and actions (what
Game.replay does again from the game's first position). Only Game.log and Game.replay import
it: a game in play only ever adds to its log."""
from gameboard.rules.pegs import cards, log as action_log, movegen
from gameboard.rules.pegs.move import made


class LogView:
    """A game's log as a read-only sequence, decoded entry by entry: a long game's log as
    Python objects all at once would not fit a board's heap."""

    def __init__(self, packed):
        self._packed = packed

    def __iter__(self):
        for buf, at in self._packed.records():
            kind = action_log.kind(buf, at)
            if kind == action_log.MOVE:
                seat, card, _, changes = action_log.move_record(buf, at)
                yield ("move", seat, made(card, movegen.packed(changes, 0)))
            elif kind == action_log.SHUFFLE:
                yield ("shuffle", [cards.LABELS[i] for i in action_log.shuffle_record(buf, at)[2]])
            else:
                yield ("deal", action_log.deal_record(buf, at))

    def __len__(self):
        return sum(1 for _ in self._packed.records())

    def __getitem__(self, i):
        if i < 0:
            i += len(self)
        for k, entry in enumerate(self):
            if k == i:
                return entry
        raise IndexError("log index out of range")


def actions(packed):
    """The actions of the packed log `packed` (log.Log) as a game does them again, in order:
    ("move", seat, card, the packed move, the reshuffle its draw made or None), ("shuffle",
    the shuffle's record) and ("deal", dealer). Game.replay does them; the records are
    log.py's. A move stays packed: the game makes it a Move of its own loading of move.py (a
    game kept from before the rules core was loaded again takes no other's Move)."""
    pending = None
    for buf, at in packed.records():
        kind = action_log.kind(buf, at)
        if pending is not None:
            # A shuffle right after a move is the reshuffle of that move's draw.
            shuffled = kind == action_log.SHUFFLE
            yield pending + ((action_log.shuffle_record(buf, at) if shuffled else None),)
            pending = None
            if shuffled:
                continue
        if kind == action_log.MOVE:
            seat, card, _, changes = action_log.move_record(buf, at)
            pending = ("move", seat, card, movegen.packed(changes, 0))
        elif kind == action_log.SHUFFLE:
            yield ("shuffle", action_log.shuffle_record(buf, at))
        else:
            yield ("deal", action_log.deal_record(buf, at))
    if pending is not None:
        yield pending + (None,)
