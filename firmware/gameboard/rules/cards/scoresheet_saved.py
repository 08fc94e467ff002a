"""A saved score sheet read back (scoresheet.py's to_dict()): its rounds entered again one by
one, so a damaged or impossible save is refused with a ValueError and never loads half right.
A module of its own, loaded only to read a save (the app lets it go once the game is read): a
game at the table does not hold the checks of a save.
"""
from gameboard.rules.cards.scoresheet import FLAG, SEATS, SIDES, VERSION, new
from gameboard.rules.cards.scoresheet_edit import unpack

SAVED = ("game", "version", "players", "dealer", "options", "rounds", "stopped")


def from_dict(data):
    """The sheet that to_dict() saved."""
    try:
        if type(data) is not dict or sorted(data) != sorted(SAVED):
            raise ValueError("it must hold exactly " + ", ".join(SAVED))
        if data["version"] != VERSION:
            raise ValueError("version %r, this board reads %d" % (data["version"], VERSION))
        if (type(data["options"]) is not dict or type(data["rounds"]) is not list
                or type(data["stopped"]) is not bool):
            raise ValueError("options, rounds or stopped of the wrong kind")
        sheet = new(data["game"], data["players"], data["dealer"], **data["options"])
        for number, packed in enumerate(data["rounds"]):
            if type(packed) is not list or len(packed) != sheet._width():
                raise ValueError("round %d is not a result: %r" % (number + 1, packed))
            _packs(sheet, packed)
            sheet.enter(number + 1, **unpack(sheet, packed))
        if data["stopped"]:
            sheet.stop()
    except ValueError as e:
        raise ValueError("saved score sheet refused: %s" % e)
    except (KeyError, TypeError, AttributeError) as e:
        raise ValueError("not a saved score sheet (%s: %s)" % (type(e).__name__, e))
    return sheet


def _packs(sheet, packed):
    """Refuses the numbers of a saved round that no result packs to: a set of seats that is
    not bits of seats, a flag that is not 0 or 1 (the rest the sheet's enter() checks)."""
    at = 0
    for _, _, kind in sheet.FIELDS:
        if kind == SIDES:
            at += sheet._sides()
            continue
        value = packed[at]
        at += 1
        if kind == SEATS and (type(value) is not int or not 0 <= value < 1 << sheet.players):
            raise ValueError("%r is no set of seats" % (value,))
        if kind == FLAG and value not in (0, 1):
            raise ValueError("%r is not 0 or 1" % (value,))
