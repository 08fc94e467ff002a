"""Rules core of the six card-table games (docs/rules.md 3): the board does not see the cards;
it checks the melds a player enters and scores the cards they name.

Files by idea: deck (card labels), options (the games and their house rules), contract_lists
(the contract lists), melds (one meld against one rule), contract_check (a contract laid down:
the parts its text asks for, and which part each meld fills), scoring (scoring cards), poker
(Rummoli's showdown); seating, scoresheet and its sheet_* (the score sheets, with the contract
lists' texts), scoresheet_saved (a saved sheet read back), scoresheet_edit (an edit or an
undo, and the rounds read back); rummoli, rummoli_history (its log read back).

The functions below are the rules API (docs/architecture.md); each imports the module that
does the work when it is called, not when the package is: a game at the table keeps score
with its sheet (scoresheet.py) and loads the meld checks only once a meld is checked, the
scoring and poker code never. The checks of a table's options (seating, and the options it
reads) are imported as a sheet or a Rummoli table is made, and are needed again only for the
next. What the app may let go again once it has its answer (gameboard/modules.py) is named
below. (No module here is named for one of them: importing it would make the package's name
the module.)
"""
# The checks of a table's options, once its sheet or Rummoli table is made.
CHECKS = ("gameboard.rules.cards.seating", "gameboard.rules.cards.options")
# What check() loads, and what points() loads: needed again only for the next meld checked, or
# cards counted (a table reads its contracts from its sheet).
MELD_CHECKS = ("gameboard.rules.cards.contract_check", "gameboard.rules.cards.contract_lists",
               "gameboard.rules.cards.melds", "gameboard.rules.cards.deck") + CHECKS
SCORING = ("gameboard.rules.cards.scoring", "gameboard.rules.cards.deck") + CHECKS


def check(game, n, melds, **options):
    from gameboard.rules.cards.contract_check import check
    return check(game, n, melds, **options)


def parts_filled(game, n, melds, **options):
    from gameboard.rules.cards.contract_check import parts_filled
    return parts_filled(game, n, melds, **options)


def contracts(game):
    from gameboard.rules.cards.contract_lists import contracts
    return contracts(game)


def contract(game, n):
    from gameboard.rules.cards.contract_lists import contract
    return contract(game, n)


def label(rank, suit):
    from gameboard.rules.cards.deck import label
    return label(rank, suit)


def parse(card):
    from gameboard.rules.cards.deck import parse
    return parse(card)


def points(game, cards, **options):
    from gameboard.rules.cards.scoring import points
    return points(game, cards, **options)


def poker_key(cards):
    from gameboard.rules.cards.poker import poker_key
    return poker_key(cards)


def poker_name(cards):
    from gameboard.rules.cards.poker import poker_name
    return poker_name(cards)
