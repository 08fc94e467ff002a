"""Why DiceBall's rules refuse a roll (rules/diceball.py's pitch and bat): the words of the
ValueError for a roll out of turn or a die that is not a whole number 1..6. A module of its own,
loaded only when a roll is refused, which the board's own dice and a real roll's entry never
are: a game in play does without the words (games/diceball/play.py lets them go again).
"""


def refusal(game, action, dice):
    """The message for `dice` (a tuple of the dice given) refused as `action` ("pitch" or
    "bat") in `game`, as the game is: out of turn first, then a die out of range."""
    expects = game.expects()
    if expects is None:
        return "the game is over"
    if action == "pitch":
        if expects == "pitch":
            return "the pitcher's die must be a whole number 1..6, got %r" % dice
        if not game.pitch_die:
            return "this game is played without the pitcher's die: roll the batter's two dice"
        return ("the pitch was a strike and the batter swings: roll the batter's two dice, "
                "not the pitcher's die")
    if expects == "bat":
        return "the batter's dice must be two whole numbers 1..6, got %r and %r" % dice
    return "the pitcher's die comes first: roll it before the batter's dice"
