"""Rules core of the six card-table games (docs/rules.md 3): the board does not see the cards;
it checks the melds a player enters and scores the cards they name.

Files by idea: deck (card labels), options (the games and their house rules), contracts (the
contract lists and their parts), melds (one meld against one rule), check (a contract laid
down, and which part each meld fills), points (scoring cards), poker (Rummoli's showdown).
"""
from gameboard.rules.cards.check import check, parts_filled
from gameboard.rules.cards.contracts import contract, contracts
from gameboard.rules.cards.deck import label, parse
from gameboard.rules.cards.points import points
from gameboard.rules.cards.poker import poker_key, poker_name
