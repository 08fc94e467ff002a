"""The house-rule options of the six card-table games (docs/rules.md 3), by keyword: each game's
table of keywords with its default and the values it allows (a tuple, or a range of numbers),
and the check that turns the keywords a table chose into a complete, validated set.

The number of decks depends on the number of players, so its default and its choices are
worked out from the players (see `_decks`).
"""
_BOOL = (False, True)
_WILDS = ("at_most_half", "fewer")

# game -> ((keyword, default, allowed), ...); None stands for the decks (see _decks).
OPTIONS = {
    "frustration14": (("wilds", "at_most_half", _WILDS), ("decks", None, None),
                      ("penalty", False, _BOOL)),
    "frustration20": (("wilds", "at_most_half", _WILDS), ("runs", "mixed", ("mixed", "suited")),
                      ("decks", None, None), ("dealer_cut", True, _BOOL),
                      ("cut_counts_turned", False, _BOOL)),
    "contract": (("decks", None, None),),
    "rummy": (("target", 100, range(50, 501, 50)), ("aces", "low", ("low", "high_low")),
              ("jokers", False, _BOOL), ("going_rummy", False, _BOOL),
              ("winner_scores", False, _BOOL), ("rounds", 0, range(21))),
    "handfoot": (("decks", None, None), ("jokers", True, _BOOL), ("wild_limit", True, _BOOL),
                 ("wild_books", True, _BOOL), ("out_books", 1, (1, 2)),
                 ("permission", True, _BOOL)),
    "rummoli": (("chips", 50, range(20, 201)), ("spaces", "standard", ("standard", "hearts")),
                ("poker", "showdown", ("showdown", "betting")), ("borrow", False, _BOOL)),
}

# How many players each game seats.
PLAYERS = {
    "frustration14": (2, 3, 4, 5, 6, 7, 8),
    "frustration20": (2, 3, 4, 5, 6, 7, 8),
    "contract": (3, 4, 5, 6, 7, 8),
    "rummy": (2, 3, 4, 5, 6),
    "handfoot": (4, 2, 6),
    "rummoli": (2, 3, 4, 5, 6, 7, 8),
}


def _decks(game, players):
    """(default, allowed) decks of a game with that many players."""
    if game == "frustration14":
        return (2, (2,)) if players <= 5 else (3, (3,))
    if game == "frustration20":
        return (2, (2,)) if players < 6 else (2, (2, 3))
    if game == "contract":
        return (1, (1,)) if players <= 5 else (2, (2,))
    return players + 1, range(2, 10)


def _describe(values):
    if type(values) is range:
        step = "" if values.step == 1 else " in steps of %d" % values.step
        return "%d to %d%s" % (values[0], values[-1], step)
    return " or ".join(repr(v) for v in values)


def check_players(game, players):
    """Refuses an unknown game or a number of players it does not seat."""
    if game not in PLAYERS:
        raise ValueError("unknown card game %r (games are %s)"
                         % (game, ", ".join(sorted(PLAYERS))))
    if type(players) is not int or players not in PLAYERS[game]:
        raise ValueError("%s is played by %s players, not %r" % (
            game, ", ".join(str(n) for n in sorted(PLAYERS[game])), players))


def house_rules(game, players, chosen):
    """Every option of `game` for `players` players: the keywords in `chosen` (a dict), the
    defaults for the rest. ValueError names an unknown keyword or a value outside its list."""
    check_players(game, players)
    table = OPTIONS[game]
    names = [entry[0] for entry in table]
    unknown = [k for k in chosen if k not in names]
    if unknown:
        raise ValueError("unknown option(s) for %s: %s (options are %s)"
                         % (game, ", ".join(sorted(unknown)), ", ".join(names)))
    options = {}
    for name, default, values in table:
        if values is None:
            default, values = _decks(game, players)
        value = chosen.get(name, default)
        if type(value) is not type(default) or value not in values:
            raise ValueError("%s option %s must be %s with %d players, not %r"
                             % (game, name, _describe(values), players, value))
        options[name] = value
    return options
