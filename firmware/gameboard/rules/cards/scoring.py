"""points(): what cards count in each card-table game's scoring (docs/rules.md 3.2-3.7).

Values by rank, joker first: JK A 2 3 4 5 6 7 8 9 10 J Q K.
"""
from gameboard.rules.cards.deck import parse_all
from gameboard.rules.cards.options import cards_in_play, settings

# Printed on a Canasta pack; Frustration's penalty points and Hand & Foot's meld values.
_CANASTA = (50, 20, 20, 5, 5, 5, 5, 5, 10, 10, 10, 10, 10, 10)
_CONTRACT = (15, 15, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)
_RUMMY = (15, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)
# A red 3 in Hand & Foot is laid face up at once and scores its 100 there.
RED_THREE = 100


def points(game, cards, **options):
    """What `cards` (card labels) count in `game`: penalty points left in hand (Frustration,
    Contract Rummy, Rummy), meld value (Hand & Foot), one chip a card (Rummoli)."""
    rules = settings(game, options)
    decks, jokers = cards_in_play(game, rules)
    cards = parse_all(cards, decks, jokers)
    if game == "rummoli":
        return len(cards)
    if game == "frustration14" and not rules["penalty"]:
        return 0
    values = _CONTRACT if game == "contract" else _RUMMY if game == "rummy" else _CANASTA
    total = 0
    for rank, suit in cards:
        if game == "handfoot" and rank == 3 and suit in "HD":
            total += RED_THREE
        elif game == "rummy" and rank == 1 and rules["aces"] == "high_low":
            total += 15
        else:
            total += values[rank]
    return total
