"""A Rummoli hand's end (rummoli.py, docs/rules.md 3.7): a player going out, or a deadlock, with
the cards each player still holds; then the next dealer, or the end of the game. Actions of the
phase PLAY, each taking the game first: a module of its own, so that the cards each player
holds are entered without the card play's code (rummoli_play.py: the app lets it go then).
"""
from gameboard.rules.cards.rummoli import DEAL, PLAY, RUMMOLI


def go_out(game, seat, cards):
    game._expect(PLAY)
    cards = _left(game, cards, game._seat(seat))
    game.chips[seat] += game.pots[RUMMOLI]
    game.pots[RUMMOLI] = 0
    for other in game.dealt:
        if other != seat:
            game.chips[seat] += game._pay(other, cards[other])
    game._log([9, seat] + cards)
    _end_hand(game, seat)


def deadlock(game, cards):
    game._expect(PLAY)
    cards = _left(game, cards, None)
    for seat in game.dealt:
        game.pots[RUMMOLI] += game._pay(seat, cards[seat])
    game._log([10] + cards)
    _end_hand(game, None)


def _left(game, cards, going_out):
    """Checks the cards each player still holds at the end of a hand."""
    if type(cards) not in (list, tuple) or len(cards) != game.players:
        raise ValueError("cards left must be a list of %d whole numbers, not %r"
                         % (game.players, cards))
    for seat in range(game.players):
        n = cards[seat]
        if type(n) is not int or not 0 <= n <= game.hand_size:
            raise ValueError("seat %d cannot hold %r cards (a hand here is at most %d)"
                             % (seat, n, game.hand_size))
        if seat not in game.dealt:
            if n:
                raise ValueError("seat %d is out of the game and holds no cards" % seat)
        elif seat == going_out:
            if n:
                raise ValueError("seat %d went out but has %d cards left" % (seat, n))
        elif not n:
            raise ValueError("seat %d holds no cards: they went out first" % seat)
    return list(cards)


def _end_hand(game, out):
    game.history.append((game.dealer, game.leader, out, tuple(game.chips)))
    game.phase = DEAL
    game.run = None  # the card play is over
    if not game.options["borrow"]:
        for seat in game.dealt:
            if not game.chips[seat]:
                game.out[seat] = True
    playing = [s for s in range(game.players) if not game.out[s]]
    if len(playing) == 1:
        game._dispose(playing[0])
    elif playing:
        seat = game.dealer
        while True:
            seat = (seat + 1) % game.players
            if not game.out[seat]:
                break
        game.dealer = seat
