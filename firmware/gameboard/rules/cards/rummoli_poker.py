"""A Rummoli hand's Poker pot (rummoli.py, docs/rules.md 3.7): its bets, with the betting option,
and its winners, who lead the card play (rummoli_run.py). The actions of the phase SHOWDOWN,
each taking the game first: a module of its own, so that the rest of a hand (rummoli_deal.py,
rummoli_play.py, rummoli_end.py) does not hold it (the app lets it go then).
"""
from gameboard.rules.cards.rummoli import PLAY, POKER, SHOWDOWN


def _betting(game, seat):
    game._expect(SHOWDOWN)
    if game.options["poker"] != "betting":
        raise ValueError("this table plays the Poker pot by showdown: name its winner")
    if game._seat(seat) in game.folded:
        raise ValueError("seat %d has folded" % seat)


def bet(game, seat, chips):
    _betting(game, seat)
    game._afford(seat, chips)
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
    from gameboard.rules.cards.rummoli_run import Run  # the card play's, from now on
    game.run = Run(game.leader)
    game.phase = PLAY
