"""A pay space of a Rummoli hand claimed at once (rummoli.py, docs/rules.md 3.7): the seat played
the card(s) of the space and takes its pot, the cards named or left to the space's name. An
action of the phase PLAY, taking the game first: a module of its own, since the board's screens
enter the card play card by card (rummoli_play.py) and never load it; a log that holds a claim
loads it as it is played again.
"""
from gameboard.rules.cards.deck import SUITS, parse
from gameboard.rules.cards.rummoli import PLAY, RUN
from gameboard.rules.cards.rummoli_play import card_code, take


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
        by = game._played[card_code(card)]
        if by and by != seat + 1:
            raise ValueError("seat %d played %s" % (by - 1, card))
    for card in played:
        game._played[card_code(card)] = seat + 1
    take(game, seat, index)
    suit = 0 if cards is None else 5 if space != RUN else 1 + SUITS.index(played[0][-1])
    game._log((7, seat, index, suit))


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
