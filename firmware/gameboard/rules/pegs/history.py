"""A Pegs & Jokers game's log read back: LogView (its entries as Python values), replay (the
game played again from its first position) and undo (its last move taken back). Only Game.log,
Game.replay and Game.undo import it: a game in play only ever adds to its log."""
from gameboard.rules.pegs import cards, log as action_log, movegen
from gameboard.rules.pegs.game import Game
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


def replay(game_played):
    """A new game: the first position of `game_played` with every logged action done again."""
    game = Game.from_dict(game_played.first_position())
    pending = None
    for buf, at in game_played._log.records():
        kind = action_log.kind(buf, at)
        if pending is not None:
            # A shuffle right after a move is the reshuffle of that move's draw.
            shuffled = kind == action_log.SHUFFLE
            game._play(pending, action_log.shuffle_record(buf, at) if shuffled else None)
            pending = None
            if kind == action_log.SHUFFLE:
                continue
        if kind == action_log.MOVE:
            seat, card, _, changes = action_log.move_record(buf, at)
            if seat != game.turn:
                raise ValueError("the log plays seat %d out of turn" % seat)
            pending = made(card, movegen.packed(changes, 0))
        elif kind == action_log.SHUFFLE:
            game._shuffle(action_log.shuffle_record(buf, at))
        else:
            game._deal(action_log.deal_record(buf, at))
    if pending is not None:
        game._play(pending, None)
    return game


def undo(game):
    """Takes back the last move of `game` (Game.undo)."""
    tail = game._log.tail(2)
    shuffle = None
    if tail and action_log.kind(*tail[0]) == action_log.SHUFFLE:
        shuffle = tail.pop(0)
    if not tail or action_log.kind(*tail[0]) != action_log.MOVE:
        raise ValueError("there is no move to undo")
    buf, at = tail[0]
    seat, card, index, changes = action_log.move_record(buf, at)
    if index != action_log.NO_HAND:
        hand = game.hands[seat]
        game._draw_pile[game._draw_count] = cards.INDEX[hand.pop()]
        game._draw_count += 1
        if shuffle is not None:
            before, _, _, old = action_log.shuffle_record(*shuffle)
            game._discard_pile[:len(old)] = old
            game._discard_count = len(old)
            game._draw_count = 0
            game.prng.state = before
        game._discard_count -= 1
        hand.insert(index, card)
    movegen.revert(game, changes, 0)
    game._log.drop(buf, at)
    game.turn = seat
    game._touch()
