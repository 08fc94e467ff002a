"""The hard computer player's evaluation weights, as data: tuned by self-play with
tools/pegs_tune_player.py, not set by hand. The commands that made TUNED, and their logs, are in
tools/tuning/pegs_player.txt: SPSA from START with the hard player against itself, then on from
there with each perturbed player against the normal one. Integers, so a score is the same on
every runtime. The meaning of each is in evaluation.py, under the same name.
"""

# The weights' names in tuple order, as one string (split() gives them): each name a string of
# its own would be one more interned name on a board, where evaluation.py reads the weights by
# place (docs/architecture.md, "The qstr pools").
NAMES = ("progress opponent home out bump risk threat aim homing leave_come_out keep_joker"
         " keep_seven keep_eight keep_nine keep_two keep_come_out keep_other")

# The starting point of the tuning (the normal player's weights on the same scale).
START = (16, 16, 384, 160, 96, 22, 22, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

TUNED = (11, 5, 309, 2, 51, 38, 8, 1, 14, 18, 21, 15, 76, 70, 32, 37, 0)
