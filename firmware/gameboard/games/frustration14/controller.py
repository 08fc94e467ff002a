"""Frustration 14 at the card table (docs/rules.md 3.2): a paddle's first 14 track holes are
its player's contracts (games/cards/frustration.py)."""
from gameboard.games.cards.frustration import Frustration


class Controller(Frustration):
    KEY = "frustration14"
    SHORT = "Frust14"
    LIST = 14
    RULE_KEYS = ("wilds", "penalty")
