"""Where the players of a card-table game sit and in which colour (the wizard's choices:
choices.py), for the game: a small module, so that a game keeps no wizard.

Players are P1, P2... in the order of play. By default they sit at paddles spread round the
board: 2 players on a 4-paddle board sit opposite, as across a card table.
"""
from gameboard.lights.palette import NAMES


def spread(players, count):
    """The paddle of each seat: spread evenly round `count` paddles."""
    return [seat * count // players for seat in range(players)]


def same_players(what, options, players):
    """ValueError unless the options of a saved `what` game name the `players` of its rules
    state, as the wizard's always do: a save whose two disagree (99 players in its options) is
    refused at resume, not played with the seats of one of them."""
    n = options.get("players")
    if type(n) is not int or n != players:
        raise ValueError("saved %s game: %r players in its options, %d in its rules" % (
            what, n, players))


def seats(options, players, count):
    """(the paddle of each seat, its palette colour or None for its paddle's) from a game's
    options; ValueError for chosen paddles that are not `players` different ones of `count`,
    or a colour not in the palette."""
    if options.get("seating") != "chosen":
        return spread(players, count), [None] * players
    paddles = [options.get("paddle%d" % (seat + 1)) for seat in range(players)]
    colours = [options.get("colour%d" % (seat + 1)) for seat in range(players)]
    for p in paddles:
        if type(p) is not int or not 0 <= p < count or paddles.count(p) > 1:
            raise ValueError("paddles %r are not %d different ones of %d" % (
                paddles, players, count))
    for c in colours:
        if c is not None and (type(c) is not int or not 0 <= c < len(NAMES)):
            raise ValueError("no colour %r in the palette" % (c,))
    return paddles, colours


def kept(options):
    """The wizard's options a game keeps: each player's paddle and colour only where the seats
    are chosen, and only for those who play (the wizard holds all eight, for its rows)."""
    chosen = options.get("seating") == "chosen"
    players = options.get("players", 0)
    game = {}
    for key in options:
        seat = key[6:] if key[:6] in ("paddle", "colour") else ""
        if not seat.isdigit() or chosen and int(seat) <= players:
            game[key] = options[key]
    return game
