"""A Rummoli hand's card play (rummoli.py, docs/rules.md 3.7): the pay spaces claimed or taken
by the cards played one by one (the order: rummoli_run.py), the cards found in the dead hand.
Actions of the phase PLAY, each taking the game first: a module of its own, so that a hand's
deal (rummoli_deal.py), its Poker pot and its end do not hold it (the app lets it go then).
"""
from gameboard.rules.cards.deck import SUITS, parse
from gameboard.rules.cards.rummoli import PLAY, RUN


def claim(game, seat, space, cards=None):
    game._expect(PLAY)
    game._seat(seat)
    if space not in game.spaces[2:]:
        raise ValueError("%r is not a pay space (they are %s)"
                         % (space, ", ".join(game.spaces[2:])))
    index = game.spaces.index(space)
    if index in game.taken:
        raise ValueError("%s was already taken this hand" % space)
    played = _cards(space, cards)
    for card in played:
        if card in game.dead_cards:
            raise ValueError("%s is in the dead hand" % card)
        by = game._played[_code(card)]
        if by and by != seat + 1:
            raise ValueError("seat %d played %s" % (by - 1, card))
    for card in played:
        game._played[_code(card)] = seat + 1
    _take(game, seat, index)
    suit = 0 if cards is None else 5 if space != RUN else 1 + SUITS.index(played[0][-1])
    game._log((7, seat, index, suit))


def _take(game, seat, index):
    game.chips[seat] += game.pots[index]
    game.pots[index] = 0
    game.taken.append(index)


def play(game, seat, card):
    game._expect(PLAY)
    game._seat(seat)
    rank, suit = game.run.check(seat, card)
    if card in game.dead_cards:
        raise ValueError("%s is in the dead hand" % card)
    code = rank * 4 + SUITS.index(suit)
    if game._played[code]:
        raise ValueError("seat %d played %s" % (game._played[code] - 1, card))
    game._played[code] = seat + 1
    game.run.played(seat, rank, suit)
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
        if card in needs and all(game._played[_code(c)] == seat + 1 for c in needs):
            _take(game, seat, index)
            took.append(index)
    game._log((12, seat, code))
    return took


def _cards(space, cards):
    """The labels that play a space, checked against it."""
    if cards is None:
        return [] if space == RUN else space.split("+")
    if type(cards) not in (list, tuple):
        raise ValueError("cards must be a list of card labels, not %r" % (cards,))
    parsed = [parse(card) for card in cards]
    if space == RUN:
        fits = (sorted(rank for rank, _ in parsed) == [7, 8, 9]
                and len(set(suit for _, suit in parsed)) == 1)
    else:
        fits = sorted(cards) == sorted(space.split("+"))
    if not fits:
        raise ValueError("%s do not play %s" % (" ".join(cards), space))
    return sorted(cards)


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


def _code(card):
    """The code of card label `card`, as the log writes it (rank * 4 + suit)."""
    rank, suit = parse(card)
    return rank * 4 + SUITS.index(suit)
