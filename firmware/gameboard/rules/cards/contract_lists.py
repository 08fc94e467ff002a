"""The contract lists of Frustration (14 and 20) and Contract Rummy (docs/rules.md 3.2-3.4),
as the rules page writes them.

The text is the only copy of a contract: the meld checks read the parts it asks for from it
(contract_check.py parts()), and a table shows it; a table that shows it needs only this and
its game's sheet, where the text is.
"""
# Each game's list is one text, a contract a line, kept by its sheet as CONTRACTS
# (sheet_frustration14.py, sheet_frustration20.py, sheet_contract.py), which its table loads
# anyway: a table holds its own game's list alone, and a tuple of texts would cost each one an
# object of its own (2.1 KB more for the three lists on the 64-bit unix port). A table reads
# its players' contracts from its sheet (scoresheet.py line()), without this module.
_LISTED = ("frustration14", "frustration20", "contract")
NO_WILDS = " (no wilds)"
ONE_WILD_RUN = " (wilds in one run only)"


def contracts(game):
    """How many contracts `game` has (0 for the games without)."""
    from gameboard.rules.cards.options import settings
    settings(game, {})  # refuses an unknown game, naming the games
    texts = _text(game)
    return texts.count("\n") + 1 if texts else 0


def contract(game, n):
    """The text of contract `n` (from 1) of `game`, as the rules page writes it."""
    texts = _text(game)
    if texts is None:
        contracts(game)  # refuses an unknown game, naming the games
        raise ValueError("%s has no contracts" % game)
    count = texts.count("\n") + 1
    if type(n) is not int or not 1 <= n <= count:
        raise ValueError("%s's contracts are 1 to %d, not %r" % (game, count, n))
    from gameboard.rules.cards.scoresheet import line
    return line(texts, n)


def _text(game):
    """The contract list of `game` as one text, or None for a game without contracts."""
    if game not in _LISTED:
        return None
    return __import__("gameboard.rules.cards.sheet_" + game, None, None, ["SHEET"]).SHEET.CONTRACTS
