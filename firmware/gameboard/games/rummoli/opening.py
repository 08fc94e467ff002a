"""The setting up of a Rummoli table (controller.py): where the players sit and their colours on
the paddles, the screens' and the paddles' code, and a save's screen back (a form or the poker
hands being entered, read back here: form.py and hands.py need not hold that). Loaded while a
table is set up or resumed and let go once it is: a game in play needs none of it.
"""
from gameboard import modules
from gameboard.games.rummoli.controller import FORM, HANDS, HISTORY_CODE


def seated(c, hw, game):
    """(the screens' module, the paddles' Leds) of table `c` for `game`."""
    from gameboard.games.cards.seats import spread
    from gameboard.rules.cards import CHECKS
    from gameboard.rules.cards.rummoli import unneeded
    seats = spread(game.players, hw.board.paddles)
    colours = [c.colour(p) for p in seats]
    # Needed again only by the next game: where the players sit, the checks of its options
    # and a save's log played again (rummoli_history.py, loaded again by an undo), with the
    # actions of the phases but the game's.
    modules.unload("gameboard.games.cards.seats", HISTORY_CODE, *(CHECKS + unneeded(game.phase)))
    # The screens' and the paddles' code, loaded once those have gone (the top of the open
    # held all of them, 4-player Rummoli's smallest heap), and the palette the seats' colours
    # come from let go once the LEDs have the few colours they use.
    from gameboard.games.rummoli import view
    from gameboard.games.rummoli.leds import Leds
    leds = Leds(hw.board, seats, colours, len(game.spaces))
    modules.unload("gameboard.lights.palette")
    return view, leds


def resume(c, state):
    """The screen a save was made on at table `c`: the table, a form or the poker hands."""
    if type(state) is not dict or type(state.get("seat")) is not int:
        raise ValueError("saved Rummoli table has no player picked")
    c.seat = state["seat"] % c.game.players
    if state.get("form") is not None:
        c.form = _form(state["form"])
        c.mode = FORM
    elif state.get("hands") is not None:
        c.hands = _hands(state["hands"])
        c.mode = HANDS


def _form(d):
    """A saved form back (form.py); ValueError for one that is not a form."""
    from gameboard.games.rummoli.form import KINDS, Form
    if type(d) is not dict or d.get("kind") not in range(len(KINDS)):
        raise ValueError("saved Rummoli form is not a form")
    seats, values = d.get("seats"), d.get("values")
    if (type(seats) is not list or type(values) is not list or not seats
            or len(seats) != len(values) or type(d.get("row")) is not int):
        raise ValueError("saved Rummoli form has no rows")
    return Form(d["kind"], seats, values, d.get("out"), d["row"])


def _hands(d):
    """Saved poker hands back (hands.py); ValueError for what is not hands being entered."""
    from gameboard.games.rummoli.hands import CARDS, Hands
    if type(d) is not dict or type(d.get("seats")) is not list or type(d.get("cards")) is not list:
        raise ValueError("saved Rummoli poker hands are not hands")
    from gameboard.rules.cards.deck import parse
    cards = d["cards"]
    if len(cards) != len(d["seats"]) or not all(
            type(hand) is list and len(hand) <= CARDS for hand in cards):
        raise ValueError("saved Rummoli poker hands have the wrong cards")
    for hand in cards:
        for card in hand:
            parse(card)  # ValueError for what is no card
    return Hands(d["seats"], cards)
