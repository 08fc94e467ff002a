"""Rules core of the six card-table games (docs/rules.md 3): the board does not see the cards,
it checks the melds a player enters and scores the cards they name.

Files by idea: deck (card labels), poker (Rummoli's showdown).
"""
from gameboard.rules.cards.deck import label, parse
from gameboard.rules.cards.poker import poker_key, poker_name
