"""A card table opened (table.py): a new game's sheet made from the wizard's options, a saved
game's read back, where the players sit and in which colour, and the entry a save was made in.
Loaded as a table opens and let go once it is open, with the code it loaded for that (the
checks of the options, the seats', a save's reading, the palette): a game at the table needs
none of it again until the next game.
"""
from gameboard import modules
from gameboard.rules.cards import CHECKS

# Let go once the players are seated (with this module): needed again only by the next game.
# The palette goes once the LEDs have their colours (table.py).
OPENING = ("gameboard.games.cards.opening", "gameboard.games.cards.seats",
           "gameboard.rules.cards.scoresheet_saved", "gameboard.rules.cards.scoresheet_edit"
           ) + CHECKS


def new(cls, hw, settings, options):
    """A new table of controller class `cls` from the wizard's `options`."""
    from gameboard.games.cards.seats import kept
    from gameboard.rules.cards import scoresheet
    rules = {}
    for key in cls.RULE_KEYS:
        rules[key] = options[key]
    sheet = scoresheet.new(cls.KEY, options["players"], options["dealer"], **rules)
    options = kept(options)
    kept = scoresheet = None  # the code the table's opening lets go (opened)
    return cls(hw, settings, options, sheet)


def from_dict(cls, hw, settings, d):
    """The table of controller class `cls` that to_dict() saved."""
    from gameboard.games.cards.seats import same_players
    from gameboard.rules.cards.scoresheet_saved import from_dict
    cls.check_saved(d)
    sheet = from_dict(d["rules"])
    if sheet.GAME != cls.KEY:
        raise ValueError("not a saved %s game" % cls.KEY)
    same_players(cls.KEY, d["options"], sheet.players)
    same_players = from_dict = None  # the code the table's opening lets go (opened)
    return cls(hw, settings, d["options"], sheet, d.get("table"))


def opened(table, sheet, state):
    """Sets the state of `table` (table.py's Table, its base class's set) on `sheet`, at the
    entry a save was made in (`state`, else None), once its players are seated; this module
    and what the opening loaded are let go before the screens' code and the LEDs' layers are
    made (the top of the open held both)."""
    from gameboard.games.cards import table as screens
    from gameboard.games.cards.seats import seats
    from gameboard.lights.palette import PLAYER
    hw = table.hw
    entry = None if state is None else _entry(sheet, table.KEY, state)
    paddles, colours = seats(table.options, sheet.players, hw.board.paddles)
    colours = [table.colour(paddles[seat]) if colours[seat] is None else PLAYER[colours[seat]]
               for seat in range(sheet.players)]  # each seat's rgb
    seats = PLAYER = None  # this function's names of the code let go now
    modules.unload(*OPENING)
    # The screens' and the paddles' code, loaded once the opening's checks have gone (compose()
    # and draw() import view.py, loaded from here on), and the palette let go once the LEDs
    # have their colours.
    from gameboard.games.cards import leds, view  # noqa: F401
    table.paddles = paddles
    table.leds = leds.Leds(hw.board, paddles, colours)
    modules.unload("gameboard.lights.palette")
    table.mode = screens.PLAY if entry is None else screens.ENTRY
    table.entry = entry  # the round being entered (entry.py)
    table.count = None  # the cards of an entry's step being counted by value (count.py)
    table.meld = None  # the meld being checked (meld.py)
    table.rules = None  # (its rows, the screen it goes on to) while RULES is shown
    table.player = 0  # the side picked on PLAY, whose meld is checked
    table.index = 0  # the row picked on PLAY, MENU, HISTORY
    # The step of what moves on the screen: the last row's words on PLAY, the winners' chase
    # on OVER (one counter: an instance of the table holds 23 attributes at most, its dict's
    # size; 26 made it one of 29, a block of 464 bytes a 63wK open failed on).
    table.scroll = -screens.HOLD
    table._moved_at = table.now()
    table.lines = None
    table.ready = None  # (what for, rows, bar): the screen the next OK opens, prepared
    table._played_at = 0  # when the last turn boundary came
    if entry is None and sheet.over:
        table.mode = screens.OVER
    table.compose()
    table._saved = table._mark()  # the shell saves a game as it opens


def _entry(sheet, key, state):
    """The entry a save of a `key` game was made in, at the step it was at."""
    from gameboard.games.cards.entry import Entry
    if type(state) is not dict or type(state.get("values")) is not dict:
        raise ValueError("saved %s entry is not an entry" % key)
    number, step = state.get("number"), state.get("step")
    if type(number) is not int or not 1 <= number <= sheet.number or type(step) is not int:
        raise ValueError("saved %s entry has no round or step" % key)
    return Entry(sheet, number, state["values"], max(0, step))
