"""The DiceBall controller's opening (games/controller.py's interface: `new`, `from_dict`).
Each makes the rules core's game first, lets go of the code that only the making needs and of
this module (OPENING), and only then loads the game in play, play.py's Play (a
games/controller.Controller: the rolls, their tumble, the input and the save), with its view,
into the room the making left, and returns it: the open holds the making's code or the play's,
never both, and a game in play holds none of its opening (docs/architecture.md, "Memory").
"""
from gameboard import modules
from gameboard.games import controller

# What only the opening of a game needs (the rules' options checked, its table read, its runner
# rule's table; a save's checks; this module): let go once the rules core has made the game
# (_made), so a game in play holds the rules core's play alone, and a resumed game plays on in
# a new game's heap. Not in the descriptor's RULES, which the shell loads before a save is read:
# this code does not stay, and loaded then it would hold the heap while the save is parsed.
OPENING = ("gameboard.games.diceball.controller", "gameboard.rules.diceball_making",
           "gameboard.rules.diceball_presets", "gameboard.rules.diceball_saved",
           "gameboard.rules.diceball_tables", "gameboard.rules.diceball_transitions")


def _made(make, *args, **kwargs):
    """The rules core's game that make(*args, **kwargs) makes (new, or read back from a save),
    and the code that only the opening needs let go, whether it was made or refused."""
    try:
        return make(*args, **kwargs)
    finally:
        modules.unload(*OPENING)


def _playing(hw, settings, options, game):
    """The game in play (play.py) for the rules core's `game`, made: its code is loaded now."""
    from gameboard.games.diceball.play import Play
    return Play(hw, settings, options, game)


def rules_options(opts):
    """The rules core's keyword options from the wizard's options."""
    d = {}
    for key in ("innings", "table", "pitch_die", "runners", "extra_runner", "mercy"):
        d[key] = opts[key]
    return d


class Controller(controller.Controller):
    KEY = "diceball"

    @classmethod
    def new(cls, hw, settings, options):
        from gameboard.rules.diceball import Game
        return _playing(hw, settings, options, _made(Game, **rules_options(options)))

    @classmethod
    def from_dict(cls, hw, settings, d):
        from gameboard.rules.diceball import Game
        cls.check_saved(d)
        return _playing(hw, settings, d["options"], _made(Game.from_dict, d["rules"]))
