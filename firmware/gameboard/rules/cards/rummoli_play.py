"""A Rummoli hand's card play (rummoli.py, docs/rules.md 3.7): the pay spaces taken by the cards
played one by one (the order: rummoli_run.py), the cards found in the dead hand. Actions of the
phase PLAY, each taking the game first: a module of its own, so that a hand's deal
(rummoli_deal.py), its Poker pot and its end do not hold it (the app lets it go then); a pay
space claimed at once is rummoli_claim.py's (the board's screens play card by card).
"""
from gameboard.rules.cards.deck import SUITS, parse
from gameboard.rules.cards.rummoli import PLAY, RUN


def take(game, seat, index):
    game.chips[seat] += game.pots[index]
    game.pots[index] = 0
    game.taken.append(index)


def play(game, seat, card):
    game._expect(PLAY)
    game._seat(seat)
    # Where the card is, before whether it is wanted: that is what the table needs to hear.
    if card in game.dead_cards:
        raise ValueError("%s is in the dead hand" % card)
    rank, suit = parse(card)
    if not rank:
        raise ValueError("Rummoli is played without jokers")
    code = rank * 4 + SUITS.index(suit)
    if game._played[code]:
        raise ValueError("seat %d played %s" % (game._played[code] - 1, card))
    run = game.run
    run.check(seat, card)
    game._played[code] = seat + 1
    run.played(seat, rank, suit)
    # Nobody holds the card wanted when it is already played (in a run before, or claimed) or
    # in the dead hand: the suit stops there, as it does at the dead hand (docs/rules.md 3.8).
    if run.wanted and (game._played[run.wanted * 4 + SUITS.index(suit)]
                       or run.next_card() in game.dead_cards):
        run.stop()
    took = []
    for index in range(2, len(game.spaces)):
        space = game.spaces[index]
        if index in game.taken:
            continue
        if space == RUN:
            if not 7 <= rank <= 9:
                continue
            needs = [r + suit for r in ("7", "8", "9")]
        else:
            needs = space.split("+")
        if card in needs and all(game._played[card_code(c)] == seat + 1 for c in needs):
            take(game, seat, index)
            took.append(index)
    game._log((12, seat, code))
    return took


def dead(game, card):
    game._expect(PLAY)
    rank, suit = parse(card)
    if not rank:
        raise ValueError("Rummoli is played without jokers")
    code = rank * 4 + SUITS.index(suit)
    if game._played[code]:
        raise ValueError("seat %d played %s" % (game._played[code] - 1, card))
    if card in game.dead_cards:
        raise ValueError("%s is already known to be in the dead hand" % card)
    game.dead_cards.append(card)
    if card == game.run.next_card():
        game.run.stop()  # the suit being run stops at the dead hand
    game._log((8, code))


def card_code(card):
    """The code of card label `card`, as the log writes it (rank * 4 + suit)."""
    rank, suit = parse(card)
    return rank * 4 + SUITS.index(suit)
