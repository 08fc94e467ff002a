"""A Rummoli hand's start (rummoli.py, docs/rules.md 3.7): the ante and the deal, the widow
exchanged, kept or sold, the Poker pot's bets and its winners; and the end of the game. The
actions of the phases DEAL, WIDOW and SHOWDOWN, each taking the game first: a module of its
own, so that the card play (rummoli_play.py) does not hold it (the app lets it go then).
"""
from gameboard.rules.cards.rummoli import MOST, POKER, PLAY, SHOWDOWN, WIDOW, DEAL
from gameboard.rules.cards.rummoli_run import Run


def deal(game):
    game._expect(DEAL)
    dealt = [s for s in range(game.players) if not game.out[s]]
    if len(dealt) < 2:
        raise ValueError("nobody holds chips: finish the game")
    before = _snapshot(game)
    game._new_hand(dealt)
    # A player short of chips antes from the first space on as far as they go.
    spaces = len(game.spaces)
    paying = [0] * (spaces + 1)  # by the chips each seat antes
    for seat in dealt:
        paying[game._pay(seat, spaces)] += 1
    payers = 0
    for space in range(spaces - 1, -1, -1):
        payers += paying[space + 1]
        game.pots[space] += payers
    game.hands += 1
    game.phase = WIDOW
    game._log((0,))
    game._hand_start = (len(game.log) - 1, len(game.log[-1]) - 1, before)


def _snapshot(game):
    """The state a deal starts from (the hand before it as it ended), for undo
    (rummoli_history.py restores it)."""
    return (list(game.chips), list(game.borrowed), list(game.out), list(game.pots),
            game.dealer, game.hands, len(game.history), game.dealt, game.dead_hand,
            game.stakes, game.folded, game.leader, game.taken, game._played,
            game.dead_cards, game.run)


def exchange(game):
    game._expect(WIDOW)
    game.dead_hand = game.dealer
    game.phase = SHOWDOWN
    game._log((1,))


def keep(game):
    game._expect(WIDOW)
    game.phase = SHOWDOWN
    game._log((2,))


def sell(game, seat, chips):
    game._expect(WIDOW)
    if game._seat(seat) == game.dealer:
        raise ValueError("the dealer exchanges the widow, not buys it")
    _afford(game, seat, chips)
    game.chips[seat] -= chips
    game.chips[game.dealer] += chips
    game.dead_hand = seat
    game.phase = SHOWDOWN
    game._log((3, seat, chips >> 8, chips & 255))


def _afford(game, seat, chips):
    if type(chips) is not int or chips < 1:
        raise ValueError("chips must be a whole number >= 1, not %r" % (chips,))
    if chips > MOST:
        raise ValueError("at most %d chips at once" % MOST)
    if chips > game.chips[seat]:
        raise ValueError("seat %d has %d chips, not %d" % (seat, game.chips[seat], chips))


def _betting(game, seat):
    game._expect(SHOWDOWN)
    if game.options["poker"] != "betting":
        raise ValueError("this table plays the Poker pot by showdown: name its winner")
    if game._seat(seat) in game.folded:
        raise ValueError("seat %d has folded" % seat)


def bet(game, seat, chips):
    _betting(game, seat)
    _afford(game, seat, chips)
    game.chips[seat] -= chips
    game.pots[POKER] += chips
    game.stakes[seat] += chips
    game._log((4, seat, chips >> 8, chips & 255))


def call(game, seat):
    _betting(game, seat)
    owed = max(game.stakes) - game.stakes[seat]
    if not owed:
        raise ValueError("seat %d has nothing to call" % seat)
    bet(game, seat, owed)


def fold(game, seat):
    _betting(game, seat)
    game.folded.append(seat)
    game._log((5, seat))
    left = [s for s in game.dealt if s not in game.folded]
    if len(left) == 1:
        _win(game, left)


def showdown(game, winners):
    game._expect(SHOWDOWN)
    if type(winners) not in (list, tuple) or not winners:
        raise ValueError("name the seats with the best poker hand, not %r" % (winners,))
    seats = [game._seat(s) for s in winners]
    if len(set(seats)) < len(seats):
        raise ValueError("a seat is named twice: %r" % (winners,))
    for seat in seats:
        if seat in game.folded:
            raise ValueError("seat %d folded and cannot win the Poker pot" % seat)
    _win(game, seats)
    game._log([6, len(seats)] + sorted(seats))


def _win(game, seats):
    """The Poker pot shared by `seats`; an odd chip stays in the pot for the next hand."""
    share = game.pots[POKER] // len(seats)
    for seat in seats:
        game.chips[seat] += share
    game.pots[POKER] -= share * len(seats)
    # Of tied winners, the first after the dealer leads.
    game.leader = min(seats, key=lambda s: (s - game.dealer - 1) % game.players)
    game.run = Run(game.leader)
    game.phase = PLAY


def finish(game, seat):
    game._expect(DEAL)
    if type(seat) is not int or not 0 <= seat < game.players:
        raise ValueError("a seat is 0..%d, not %r" % (game.players - 1, seat))
    if game.out[seat] and not all(game.out):
        raise ValueError("seat %d is out of the game" % seat)
    game._dispose(seat)
    game._log((11, seat))
