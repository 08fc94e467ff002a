"""Playing Pegs & Jokers on a Rig with buttons only: the helpers the game tests share.

A test decides which move a person makes (the rules core's computer player is a good
stand-in for a thoughtful person), then `play(rig, move)` gets it made the way a player
would: OK past "Pass to ...", the arrows to the card, OK, the arrows through the moves
(a split's first leg, then the rest) and OK. The controller and its screen (`mode`: the name of
the screen's class, "Hand", "Moves", "Anim", ...) are only looked at to know where the bar is,
never changed.

The game's modules are looked up while a game runs (`module()`), never held from import time:
the shell unloads them when a game is left, and a test holding old copies would make the next
game load a second copy of the rules and the controller (a heap the board does not have).
"""
import sys

from gameboard import savefile
from gameboard.rules.prng import Prng
from tests.app.rig import Rig


def module(name):
    """A module of the running game (gameboard.games.pegs.<name>, or a full name)."""
    return sys.modules[name if "." in name else "gameboard.games.pegs." + name]


def ctrl(rig):
    return rig.shell.stack[-1].ctrl


def mode(c):
    """The screen the controller shows: its class's name."""
    return type(c.screen).__name__


def code(place):
    return module("places").code(place)


class Mv:
    """A move as a test writes it: Mv("7", [(0, "T10", "T13"), (0, "T30", "T34")])."""

    def __init__(self, card, legs=(), bumps=()):
        self.card = card
        self.legs = tuple(tuple(x) for x in legs)
        self.bumps = tuple(tuple(x) for x in bumps)

    def __str__(self):
        return "%s %r %r" % (self.card, self.legs, self.bumps)


def started(board="pico-pegs4", choices=(), storage=None):
    rig = Rig(board, storage=storage)
    rig.go("New game", "Pegs & Jokers")
    for label, value in choices:
        rig.go(label, value)
    rig.go("Start game")
    return rig


def saved(rig):
    return savefile.decode(rig.hw.storage.files["game"])


def rules_of(doc):
    """The position a save's document holds, as the rules read it back (to_dict's lists: a
    save holds its piles, hands and pegs as texts)."""
    from gameboard.rules.pegs import Game
    return Game.from_dict(doc["rules"]).to_dict()


def led(rig, place, seat=0, slot=0):
    """The LED of a place ("T12", "S", "H2") of a seat."""
    c = ctrl(rig)
    return c.scene.leds.of(seat, slot, code(place))


def colour(rig, i):
    """What the app drew on LED i (before brightness and the power limit)."""
    return rig.shell.frame.get(i)


def same(a, b):
    """Moves equal by what they do (the shell may have loaded the rules afresh since one of
    them was made, so their classes can differ)."""
    return (a.card, a.legs, a.bumps) == (b.card, b.legs, b.bumps)


def to_card(rig, card):
    """From the start of a person's turn to that card's moves (OK pressed on it)."""
    c = ctrl(rig)
    if mode(c) == "Pass":
        rig.press("OK")
    pick = c.screen  # the hand, or the wheel of real cards
    for _ in range(len(pick.cards)):
        if pick.cards[pick.at] == card:
            break
        rig.press("RIGHT")
    rig.press("OK")
    assert mode(c) == "Moves", "card %s refused: %r" % (card, rig.screen())


def to_move(rig, move):
    """In the card's moves: the arrows to `move` (through its first leg), then OK."""
    c = ctrl(rig)
    unpack = module("gameboard.rules.pegs.move").unpack
    legs = [(seat, code(a), code(b)) for seat, a, b in move.legs]
    for _ in range(400):
        moves = c.screen
        i, leg = moves.current()
        if i >= 0 and same(c.game.move_of(c.game.turn, moves.card, moves.raws[i]), move):
            rig.press("OK")
            return
        if i < 0 and leg is None and not move.legs:
            rig.press("OK")  # No move: discard
            return
        if leg is not None and unpack(leg) in legs:
            rig.press("OK")
            continue
        rig.press("DOWN")
    raise AssertionError("move %s not offered" % move)


def play(rig, move, watch=False):
    """Makes `move` for the seat to play; skips the animation unless `watch`."""
    to_card(rig, move.card)
    to_move(rig, move)
    if not watch and mode(ctrl(rig)) == "Anim":
        rig.press("OK")


def best(rig, seed=5):
    from gameboard.rules.pegs.player import choose_move
    c = ctrl(rig)
    return choose_move(c.game, c.game.turn, Prng(seed + len(c.recent)))


def in_step(c):
    """The pegs the LEDs show are where the rules have them."""
    g = c.game
    for seat in g.seats:
        places = g.places(seat)
        shown = [c.scene.shown[5 * seat + k] for k in range(5)]
        assert shown == [code(p) for p in places], (seat, places, shown)


class RealDeck:
    """The real cards of a game played with real cards: shuffled, dealt 5 each, played and
    drawn as at a table; the board never sees them, only the card each player names."""

    def __init__(self, seats, seed=3):
        from gameboard.rules.pegs.cards import deck
        self.prng = Prng(seed)
        self.pile = deck(2, 4)
        self.prng.shuffle(self.pile)
        self.used = []
        self.hands = dict((s, [self.pile.pop() for _ in range(5)]) for s in seats)

    def choose(self, game, seat):
        """What the player plays: the computer player's choice among the cards in hand (on a
        copy of the position dealt with exactly that hand)."""
        from gameboard.rules.pegs import Game
        from gameboard.rules.pegs.player import choose_move
        pegs = dict((s, game.places(s)) for s in game.seats)
        hands = dict((s, self.hands[s] if s == seat else []) for s in game.seats)
        copy = Game.setup(game.sides, pegs, teams=game.teams, hands=hands, turn=seat)
        move = choose_move(copy, seat, self.prng)
        hand = self.hands[seat]
        hand.remove(move.card)
        self.used.append(move.card)
        if not self.pile:
            self.pile = self.used
            self.used = []
            self.prng.shuffle(self.pile)
        hand.append(self.pile.pop())
        return move


def play_out(rig, limit=3000, deck=None):
    """Plays the game to its end: people make the computer player's choice by buttons (with
    real cards, among the cards of `deck` they hold), the board's own seats are let play (OK
    skips their pause and animation). Returns the turns played."""
    for n in range(limit):
        c = ctrl(rig)
        if mode(c) != "Anim":
            in_step(c)
        if mode(c) == "Won":
            return n
        if mode(c) in ("Think", "Anim"):
            rig.press("OK")
        elif deck is not None:
            play(rig, deck.choose(c.game, c.game.turn))
        else:
            play(rig, best(rig))
    raise AssertionError("no winner after %d turns" % limit)


def position(board, pegs, turn, teams=None, hands=None, options=None, without=()):
    """Storage holding a saved game at a given position (as if played there), for tests of
    one situation; the board resumes it. `options` change the wizard's (people play every
    seat); `without` names those a save made before they were asked does not have."""
    from gameboard.rules.pegs import Game
    from simulator.virtual.storage import MemoryStorage
    sides = 4 if board == "pico-pegs4" else 8
    g = Game.setup(sides, pegs, teams=teams, hands=hands, turn=turn)
    opts = {"players": len(pegs), "teams": "teams" if teams else "none",
            "cards": "real" if hands is None else "dealt", "decks": None, "nine_split": False,
            "royals_count": False, "play": "people", "level": "normal"}
    opts.update(options or {})
    for key in without:
        del opts[key]
    d = {"game": "pegs", "label": "Pegs %dp" % len(pegs), "options": opts,
         "rules": g.to_dict(), "cpu": 1, "recent": [], "movers": []}
    rig = Rig(board, storage=MemoryStorage({"game": savefile.encode(d)}))
    rig.go("Resume")
    return rig
