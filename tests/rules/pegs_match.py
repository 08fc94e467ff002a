"""A seeded 2-player match: the computer player against a player choosing uniformly among the
legal moves. Seats alternate between games so neither side always starts."""
from gameboard.rules.pegs import Game
from gameboard.rules.pegs.player import choose_move
from gameboard.rules.prng import Prng


def play(seed):
    """(whether the computer player won, number of turns) of game `seed`."""
    game = Game.new(2, seed)
    computer = game.seats[seed % 2]
    prng = Prng(seed + 5000)
    turns = 0
    while game.winner() is None:
        if game.turn == computer:
            game.apply(choose_move(game, computer, prng))
        else:
            game.apply(prng.choice(game.legal_moves(game.turn)))
        turns += 1
    return game.winner() == computer, turns


def wins(seeds):
    return sum(1 for seed in seeds if play(seed)[0])
