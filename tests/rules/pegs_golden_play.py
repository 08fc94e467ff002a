"""How the golden Pegs & Jokers games (golden_pegs.py) are played, and how a game is written
as text for them: seeded computer players (and random ones) from a new deal to the end."""
from gameboard.rules.pegs import Game
from gameboard.rules.pegs.player import choose_move
from gameboard.rules.prng import Prng

# name: (players, seed, teams, options, seats played by the random player)
GAMES = {
    "two_players": (2, 11, True, {}, [2]),
    "four_teams": (4, 12, True, {}, []),
    "six_pairs_royals": (6, 13, True, {"layout": "3x2", "royals_count": True}, [1, 4]),
    "three_solo_nine_split": (3, 14, False, {"nine_split": True}, [0]),
}


def play(name):
    players, seed, teams, options, randoms = GAMES[name]
    game = Game.new(players, seed, teams=teams, **options)
    prng = Prng(seed)
    while game.winner() is None:
        seat = game.turn
        if seat in randoms:
            game.apply(prng.choice(game.legal_moves(seat)))
        else:
            game.apply(choose_move(game, seat, prng))
    return game


def log_text(game):
    """One line per logged action."""
    lines = []
    for entry in game.log:
        if entry[0] == "move":
            lines.append("%d %s" % (entry[1], entry[2]))
        elif entry[0] == "shuffle":
            lines.append("shuffle " + " ".join(entry[1]))
        else:
            lines.append("deal %d" % entry[1])
    return lines


def summary(game):
    return {"log": log_text(game), "winner": game.winner(),
            "places": [game.places(s) for s in game.seats],
            "hands": [game.hand(s) for s in game.seats]}
