"""The six card-table games and their house-rule options (docs/rules.md 3), by the names the
rules page, the settings menu and the rules core share, with each game's cards.

Each option is (keyword, default, allowed values); None allows True and False.
"""

GAMES = ("frustration14", "frustration20", "contract", "rummy", "handfoot", "rummoli")
_WILDS = ("wilds", "at_most_half", ("at_most_half", "fewer"))
_OPTIONS = {
    "frustration14": (_WILDS, ("decks", 2, (2, 3)), ("penalty", False, None)),
    "frustration20": (_WILDS, ("runs", "mixed", ("mixed", "suited")), ("decks", 2, (2, 3)),
                      ("dealer_cut", True, None), ("cut_counts_turned", False, None)),
    "contract": (("decks", 1, (1, 2)),),
    "rummy": (("target", 100, range(50, 501, 50)), ("aces", "low", ("low", "high_low")),
              ("jokers", False, None), ("going_rummy", False, None),
              ("winner_scores", False, None), ("rounds", 0, range(21))),
    "handfoot": (("decks", 5, range(2, 10)), ("jokers", True, None), ("wild_limit", True, None),
                 ("wild_books", True, None), ("out_books", 1, (1, 2)),
                 ("permission", True, None)),
    "rummoli": (("chips", 50, range(20, 201)), ("spaces", "standard", ("standard", "hearts")),
                ("poker", "showdown", ("showdown", "betting")), ("borrow", False, None)),
}


def settings(game, options):
    """Every option of `game`, the given ones checked and the rest at their defaults;
    ValueError for an unknown game, keyword or value."""
    if game not in _OPTIONS:
        raise ValueError("unknown game %r: the games are %s" % (game, ", ".join(GAMES)))
    table = _OPTIONS[game]
    result = {}
    for name, default, allowed in table:
        result[name] = default
    for name in sorted(options):  # the first unknown one by name, not by the dict's order
        if name not in result:
            raise ValueError("%s has no option %r: its options are %s" % (
                game, name, ", ".join(row[0] for row in table)))
    for name, default, allowed in table:
        if name in options:
            value = options[name]
            # True == 1 and 2.0 == 2 in Python: only a value of the default's type is allowed.
            if type(value) is not type(default) or value not in (allowed or (False, True)):
                raise ValueError("%s's option %s cannot be %r" % (game, name, value))
            result[name] = value
    return result


def cards_in_play(game, rules):
    """(decks, jokers) that `game` is played with under `rules` (from settings())."""
    if game in ("frustration14", "frustration20"):
        return rules["decks"], 2 * rules["decks"]
    if game == "contract":
        return rules["decks"], rules["decks"]
    if game == "handfoot":
        return rules["decks"], 2 * rules["decks"] if rules["jokers"] else 0
    if game == "rummy":
        return 1, 2 if rules["jokers"] else 0
    return 1, 0
