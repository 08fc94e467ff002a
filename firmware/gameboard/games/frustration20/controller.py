"""Frustration 20 at the card table (docs/rules.md 3.3): a paddle's 18 track holes and its
first two HOME holes are its player's 20 contracts (games/cards/frustration.py)."""
from gameboard.games.cards.frustration import Frustration


class Controller(Frustration):
    KEY = "frustration20"
    SHORT = "Frust20"
    LIST = 20
    RULE_KEYS = ("wilds", "runs", "decks", "dealer_cut", "cut_counts_turned")
