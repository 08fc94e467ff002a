"""A score sheet's rounds changed or read back after they were entered (scoresheet.py): an edit
of an earlier round and an undo, each the sheet replayed from its rounds, and the rounds as the
table entered them. A module of its own, loaded only when a round is edited, undone or read
back (the history, a saved sheet): the app lets it go with the menu, so that a round's entry,
the table's heaviest screen, does not hold it (games/cards/table.py).
"""
from gameboard.rules.cards.scoresheet import FLAG, SEATS, SIDES


def rounds(sheet):
    """Every entered round's result, as a dict."""
    return [unpack(sheet, packed) for packed in sheet._rounds]


def scores(sheet):
    """Every entered round's scores, one a side (a screen reads one round's: row())."""
    return [sheet.row(number) for number in range(1, len(sheet._rounds) + 1)]


def edit(sheet, number, result):
    if type(number) is not int or not 1 <= number <= len(sheet._rounds):
        raise ValueError("there is no round %r to edit (rounds 1..%d are entered)"
                         % (number, len(sheet._rounds)))
    packed = list(sheet._rounds)
    packed[number - 1] = result
    _rebuild(sheet, packed, sheet.stopped)


def undo(sheet):
    if sheet.stopped:
        _rebuild(sheet, sheet._rounds, False)
    elif sheet._rounds:
        _rebuild(sheet, sheet._rounds[:-1], False)
    else:
        raise ValueError("there is nothing to undo")


def _rebuild(sheet, packed, stopped):
    """`sheet` made the sheet of rounds `packed` (or a result dict where one is edited), or
    left as it was if the rules refuse them."""
    old, was = sheet._rounds, sheet.stopped
    try:
        _replay(sheet, packed, stopped)
    except ValueError as e:
        _replay(sheet, old, was)
        raise e


def _replay(sheet, packed, stopped):
    sheet._rounds = []
    sheet.stopped = False
    sheet._start()
    for number, result in enumerate(packed):
        try:
            sheet._add(result if type(result) is dict else unpack(sheet, result))
        except ValueError as e:
            raise ValueError("round %d: %s" % (number + 1, e))
    if stopped and not sheet.over:
        sheet.stop()


def unpack(sheet, packed):
    """The result dict of a packed result of `sheet` (scoresheet_saved.py refuses a saved one
    that no result packs to)."""
    result = {}
    at = 0
    sides = sheet._sides()
    for name, _, kind in sheet.FIELDS:
        if kind == SIDES:
            result[name] = list(packed[at:at + sides])
            at += sides
            continue
        value = packed[at]
        at += 1
        if kind == SEATS:
            value = [seat for seat in range(sheet.players) if value >> seat & 1]
        elif kind == FLAG:
            value = bool(value)
        result[name] = value
    return result
