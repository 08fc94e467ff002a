"""How many players each card-table game seats (docs/rules.md 3) and the decks that go with
them, on top of the house-rule options that options.settings() checks: the bookkeeping states
know the players, so they give each game its decks for that many players. A new score sheet is
made here too (scoresheet.new), where its options are checked."""
from gameboard.rules import const
from gameboard.rules.cards.options import settings

_KEEPS_CHIPS = const(0)  # a refusal: the index of its words in sheet_refusals.py's WORDS
_HAND = const(13)  # the cards of a Hand & Foot hand, and of a foot
# The games that keep a score sheet (rules/cards/sheet_<game>.py); Rummoli keeps chips.
SHEETS = ("frustration14", "frustration20", "contract", "rummy", "handfoot")

PLAYERS = {
    "frustration14": (2, 3, 4, 5, 6, 7, 8),
    "frustration20": (2, 3, 4, 5, 6, 7, 8),
    "contract": (3, 4, 5, 6, 7, 8),
    "rummy": (2, 3, 4, 5, 6),
    "handfoot": (2, 4, 6),
    "rummoli": (2, 3, 4, 5, 6, 7, 8),
}


def _decks(game, players):
    """(default, allowed) decks with that many players; None allows what settings() does."""
    if game == "frustration14":
        return (2, (2,)) if players <= 5 else (3, (3,))
    if game == "frustration20":
        return (2, (2,)) if players < 6 else (2, (2, 3))
    if game == "contract":
        return (1, (1,)) if players <= 5 else (2, (2,))
    return (players + 1, None)


def table_rules(game, players, chosen):
    """Every option of `game` at a table of `players` (a dict of the given keywords, the rest
    at their defaults, decks by the players); ValueError for an unknown game, keyword or value,
    a number of players the game does not seat, or decks that do not go with them."""
    rules = settings(game, chosen)
    if type(players) is not int or players not in PLAYERS[game]:
        raise ValueError("%s is played by %s players, not %r" % (
            game, ", ".join(str(n) for n in PLAYERS[game]), players))
    if "decks" in rules:
        default, allowed = _decks(game, players)
        if "decks" not in chosen:
            rules["decks"] = default
        elif allowed and rules["decks"] not in allowed:
            raise ValueError("%s with %d players: decks must be %s, not %d" % (
                game, players, " or ".join(str(n) for n in allowed), rules["decks"]))
        # Hand & Foot deals each player a hand and a foot of 13: the decks chosen must hold
        # them all and a stock to draw from.
        if game == "handfoot" and (
                rules["decks"] * (54 if rules["jokers"] else 52) <= 2 * _HAND * players):
            raise ValueError("handfoot with %d players: %d decks cannot deal each a hand and "
                             "a foot of %d and a stock" % (players, rules["decks"], _HAND))
    return rules


def sheet(game, players, dealer, options):
    """scoresheet.new()'s sheet of `game`: its sheet_<game> module's, of which only the one
    played is loaded."""
    if game not in SHEETS:
        table_rules(game, 2, {})  # refuses an unknown game, naming the games
        from gameboard.rules.cards.scoresheet import refusal
        raise refusal(_KEEPS_CHIPS, game)
    module = __import__("gameboard.rules.cards.sheet_" + game, None, None, ["SHEET"])
    return module.SHEET(players, dealer, **options)
