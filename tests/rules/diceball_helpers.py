"""Shared by the DiceBall tests: innings written as short roll strings.

A roll string is rolls separated by spaces: one digit is the pitcher's die ("5" a ball, "2" a
strike, so the batter swings), two digits are the batter's dice ("16": 1 and 6). With the
standard table, "13" is a fly out, "16" a single, "11" a home run, "14" a walk.
"""
from gameboard.rules.diceball import Game, next_roller

OUT3 = "13 13 13 "  # three fly outs: a scoreless half-inning
HR = "11 "  # a home run


def play(game, rolls):
    """Plays a roll string on `game` and returns it."""
    for token in rolls.split():
        if len(token) == 1:
            game.pitch(int(token))
        else:
            game.bat(int(token[0]), int(token[1]))
    return game


def game_after(rolls, **options):
    """A new game (pitcher's die off unless asked for) after a roll string."""
    if "pitch_die" not in options:
        options["pitch_die"] = False
    return play(Game(**options), rolls)


def halves(*half_rolls):
    """Joins half-innings, each a roll string, in order: top 1, bottom 1, top 2, ..."""
    return " ".join(half_rolls)


def blank(n):
    """n scoreless half-innings."""
    return OUT3 * n


def auto_play(game, prng, team=None):
    """Rolls from a seeded Prng, as a computer player would. With `team` None, makes the next
    roll, whoever's it is; otherwise makes every roll that is `team`'s until the other side's
    turn or the end. Returns the rolls made, as log entries."""
    made = []
    while not game.over and (team is None or next_roller(game) == team):
        if game.expects() == "pitch":
            game.pitch(prng.roll())
        else:
            game.bat(prng.roll(), prng.roll())
        made.append(game.log[-1])
        if team is None:
            break
    return made
