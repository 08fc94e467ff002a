"""The house-rule options of the six card-table games (docs/rules.md 3), by keyword, and the
check that turns the keywords a table chose into a complete, validated set.

Each game's options are one line of text, read when a game starts (a table of tuples would
stay in a board's heap for the whole game): `name:a,b` allows a or b, the first the default;
`name=d:lo..hi/step` allows lo to hi in steps (of 1 without /step), d the default. The number
of decks depends on the players, so `decks` is worked out from them (`_decks`).
"""
OPTIONS = {
    "frustration14": "wilds:at_most_half,fewer decks penalty:False,True",
    "frustration20": "wilds:at_most_half,fewer runs:mixed,suited decks dealer_cut:True,False "
                     "cut_counts_turned:False,True",
    "contract": "decks",
    "rummy": "target=100:50..500/50 aces:low,high_low jokers:False,True going_rummy:False,True "
             "winner_scores:False,True rounds:0..20",
    "handfoot": "decks jokers:True,False wild_limit:True,False wild_books:True,False "
                "out_books:1,2 permission:True,False",
    "rummoli": "chips=50:20..200 spaces:standard,hearts poker:showdown,betting "
               "borrow:False,True",
}
PLAYERS = {"frustration14": "2..8", "frustration20": "2..8", "contract": "3..8",
           "rummy": "2..6", "handfoot": "2,4,6", "rummoli": "2..8"}


def _decks(game, players):
    if game == "frustration14":
        return "decks:2" if players <= 5 else "decks:3"
    if game == "frustration20":
        return "decks:2" if players < 6 else "decks:2,3"
    if game == "contract":
        return "decks:1" if players <= 5 else "decks:2"
    return "decks=%d:2..9" % (players + 1)


def _value(text):
    if text in ("False", "True"):
        return text == "True"
    return int(text) if text.isdigit() else text


def _allows(spec, value):
    """Whether `value` is one of those `spec` ("a,b" or "lo..hi/step") allows."""
    for part in spec.split(","):
        if ".." in part:
            low, _, high = part.partition("..")
            high, _, step = high.partition("/")
            if type(value) is int and value in range(int(low), int(high) + 1, int(step or 1)):
                return True
        elif type(value) is type(_value(part)) and value == _value(part):
            return True
    return False


def _describe(spec):
    parts = spec.replace("..", " to ").replace("/", " in steps of ").split(",")
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " or " + parts[-1]


def check_players(game, players):
    """Refuses an unknown game or a number of players it does not seat."""
    if game not in PLAYERS:
        raise ValueError("unknown card game %r (games are %s)"
                         % (game, ", ".join(sorted(PLAYERS))))
    if type(players) is not int or not _allows(PLAYERS[game], players):
        raise ValueError("%s is played by %s players, not %r"
                         % (game, _describe(PLAYERS[game]), players))


def house_rules(game, players, chosen):
    """Every option of `game` for `players` players: the keywords in `chosen` (a dict), the
    defaults for the rest. ValueError names an unknown keyword or a value outside its list."""
    check_players(game, players)
    items = [_decks(game, players) if item == "decks" else item
             for item in OPTIONS[game].split()]
    names = [item.split(":")[0].split("=")[0] for item in items]
    unknown = [k for k in chosen if k not in names]
    if unknown:
        raise ValueError("unknown option(s) for %s: %s (options are %s)"
                         % (game, ", ".join(sorted(unknown)), ", ".join(names)))
    options = {}
    for item in items:
        head, _, spec = item.partition(":")
        name, _, default = head.partition("=")
        value = chosen.get(name, _value(default or spec.split(",")[0].split("..")[0]))
        if not _allows(spec, value):
            raise ValueError("%s option %s must be %s with %d players, not %r"
                             % (game, name, _describe(spec), players, value))
        options[name] = value
    return options
