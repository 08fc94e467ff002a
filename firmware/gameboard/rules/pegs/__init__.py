"""Pegs & Jokers rules core (docs/rules.md section 1): `Game` and `Move`.

Files by idea: board (geometry and place codes), cards (labels and decks), seating (seats
and teams), move (the Move value), movegen (legal moves, fast), log (the packed action log),
game (state, turns, log, saving), making (new games, set-up positions and saves, checked),
history (the log read back, replay), player (the computer player).
"""
from gameboard.rules.pegs.game import Game
from gameboard.rules.pegs.move import Move
