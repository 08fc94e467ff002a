"""The contract lists of Frustration (14 and 20) and Contract Rummy (docs/rules.md 3.2-3.4),
as the rules page writes them.

The text is the only copy of a contract: the meld checks read the parts it asks for from it
(contract_check.py parts()), and a table shows it; a table that shows it needs only this.
"""
# Each game's list is one text, a contract a line: a tuple of texts would cost each one an
# object of its own (2.1 KB more for the three lists on the 64-bit unix port).
_LISTS = {
    "frustration14": (
        "3 sets of 3\n"
        "1 set of 3 and 1 run of 4\n"
        "2 sets of 3 and 1 run of 4\n"
        "2 sets of 4\n"
        "2 runs of 4\n"
        "4 sets of 3\n"
        "1 set of 3 and 1 run of 7\n"
        "3 sets of 4\n"
        "3 runs of 4\n"
        "2 sets of 5\n"
        "2 runs of 5\n"
        "2 sets of 4 and 1 run of 4\n"
        "1 set of 4 and 2 runs of 4\n"
        "1 set of 3 and 1 run of 9"
    ),
    "frustration20": (
        "3 of a kind and a run of 5\n"
        "4 of a kind\n"
        "2 x 3 of a kind\n"
        "4 of a kind and a run of 3\n"
        "3 of a kind, 4 of a kind and a run of 3\n"
        "5 of a kind\n"
        "a pair, a run of 3, 4 of a kind and an Ace\n"
        "a run of 8 (no wilds)\n"
        "2 runs of 5 (wilds in one run only)\n"
        "a run of 10 (no wilds)\n"
        "6 Hearts and a pair (no wilds)\n"
        "2 x 5 of a kind\n"
        "a run of 5 Diamonds and a pair (no wilds)\n"
        "8 Clubs and 2 Diamonds (no wilds)\n"
        "3 x 3 of a kind (no wilds)\n"
        "5 of a kind and 4 of a kind\n"
        "6 of a kind and a run of 3\n"
        "7 of a kind and a pair\n"
        "5 Hearts and 5 Spades (no wilds)\n"
        "8 of a kind and a pair"
    ),
    "contract": (
        "10 cards, 2 sets\n"
        "10 cards, 1 set and 1 run\n"
        "10 cards, 2 runs\n"
        "10 cards, 3 sets\n"
        "12 cards, 2 sets and 1 run\n"
        "12 cards, 1 set and 2 runs\n"
        "12 cards, 3 runs"
    ),
}
NO_WILDS = " (no wilds)"
ONE_WILD_RUN = " (wilds in one run only)"


def contracts(game):
    """How many contracts `game` has (0 for the games without)."""
    from gameboard.rules.cards.options import settings
    settings(game, {})  # refuses an unknown game, naming the games
    texts = _LISTS.get(game)
    return texts.count("\n") + 1 if texts else 0


def contract(game, n):
    """The text of contract `n` (from 1) of `game`, as the rules page writes it."""
    texts = _LISTS.get(game)
    if texts is None:
        contracts(game)  # refuses an unknown game, naming the games
        raise ValueError("%s has no contracts" % game)
    count = texts.count("\n") + 1
    if type(n) is not int or not 1 <= n <= count:
        raise ValueError("%s's contracts are 1 to %d, not %r" % (game, count, n))
    start = 0
    for _ in range(n - 1):
        start = texts.index("\n", start) + 1
    end = texts.find("\n", start)
    return texts[start:] if end < 0 else texts[start:end]

