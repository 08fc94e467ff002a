"""DiceBall benchmark: whole 9-inning games per second with the pitcher's die off, and the cost
of one swing (a bat() call), on whichever runtime runs it.

The dice come from the seeded Prng inside the timed loop, the pitcher's die off. "one next32()
per swing" maps one Prng number to the 36 rolls by rejection exactly as `Prng.below(36)` does
(the same rolls), without below()'s call overhead; "one below(36) per swing" calls the method.
"""
from gameboard.rules.diceball import Game
from gameboard.rules.prng import Prng
from tools.bench import timing

_LIMIT = (1 << 32) // 36 * 36


def game_next32(prng):
    game = Game(pitch_die=False)
    bat = game.bat
    draw = prng.next32
    while not game.over:
        r = draw()
        if r < _LIMIT:
            r %= 36
            bat(r // 6 + 1, r % 6 + 1)
    return game


def game_below(prng):
    game = Game(pitch_die=False)
    bat = game.bat
    below = prng.below
    while not game.over:
        r = below(36)
        bat(r // 6 + 1, r % 6 + 1)
    return game


def _swings_per_game(games):
    prng = Prng(1)
    return sum(len(game_next32(prng).log) for _ in range(games)) / games


def _one_swing_seconds(rolls):
    """Seconds per bat() call, playing pre-drawn rolls through as many games as it takes."""
    state = {"game": Game(pitch_die=False)}

    def run():
        game = state["game"]
        for d1, d2 in rolls:
            if game.over:
                game = Game(pitch_die=False)
            game.bat(d1, d2)
        state["game"] = game

    return timing.seconds(run, 1, 5) / len(rolls)


def main():
    timing.header("diceball")
    ref = timing.reference_seconds()
    games = 200 if timing.RUNTIME == "micropython" else 1000
    for label, fn in (("one next32() per swing", game_next32),
                      ("one below(36) per swing", game_below)):
        prng = Prng(7)
        secs = timing.seconds(lambda: fn(prng), games, 7)
        timing.report("9-inning game, " + label, secs, ref)
        print("%-46s %10.0f" % ("  games/s, Prng dice included", 1 / secs))
    print("%-46s %10.1f" % ("swings per game", _swings_per_game(200)))
    prng = Prng(3)
    rolls = [(prng.roll(), prng.roll()) for _ in range(2000)]
    timing.report("one swing: bat(d1, d2)", _one_swing_seconds(rolls), ref)


if __name__ == "__main__":
    main()
