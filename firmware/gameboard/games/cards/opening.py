"""A card table opened (table.py): a new game's sheet made from the wizard's options, a saved
game's read back, where the players sit and in which colour, and the entry a save was made in.
Loaded as a table opens and let go once it is open, with the code it loaded for that (the
checks of the options, the seats', a save's reading, the palette): a game at the table needs
none of it again until the next game.
"""
from gameboard import modules
from gameboard.games.cards.seats import kept, same_players, seats
from gameboard.rules.cards import CHECKS

# Let go once the players are seated (with this module): needed again only by the next game.
# The palette goes once the LEDs have their colours (table.py).
OPENING = ("gameboard.games.cards.opening", "gameboard.games.cards.seats",
           "gameboard.rules.cards.scoresheet_saved", "gameboard.rules.cards.scoresheet_edit"
           ) + CHECKS


def new(cls, hw, settings, options):
    """A new table of controller class `cls` from the wizard's `options`."""
    from gameboard.rules.cards import scoresheet
    rules = {}
    for key in cls.RULE_KEYS:
        rules[key] = options[key]
    return cls(hw, settings, kept(options),
               scoresheet.new(cls.KEY, options["players"], options["dealer"], **rules))


def from_dict(cls, hw, settings, d):
    """The table of controller class `cls` that to_dict() saved."""
    from gameboard.rules.cards.scoresheet_saved import from_dict
    cls.check_saved(d)
    sheet = from_dict(d["rules"])
    if sheet.GAME != cls.KEY:
        raise ValueError("not a saved %s game" % cls.KEY)
    same_players(cls.KEY, d["options"], sheet.players)
    return cls(hw, settings, d["options"], sheet, d.get("table"))


def seated(table, hw, options, sheet):
    """(the paddle of each seat, its rgb) of `table`'s players, then this module and what the
    opening loaded let go: before the screens' code and the LEDs' layers are made."""
    from gameboard.lights.palette import PLAYER
    paddles, colours = seats(options, sheet.players, hw.board.paddles)
    colours = [table.colour(paddles[seat]) if colours[seat] is None else PLAYER[colours[seat]]
               for seat in range(sheet.players)]
    modules.unload(*OPENING)
    return paddles, colours


def entry(sheet, key, state):
    """The entry a save of a `key` game was made in, at the step it was at."""
    from gameboard.games.cards.entry import Entry
    if type(state) is not dict or type(state.get("values")) is not dict:
        raise ValueError("saved %s entry is not an entry" % key)
    number, step = state.get("number"), state.get("step")
    if type(number) is not int or not 1 <= number <= sheet.number or type(step) is not int:
        raise ValueError("saved %s entry has no round or step" % key)
    return Entry(sheet, number, state["values"], max(0, step))
