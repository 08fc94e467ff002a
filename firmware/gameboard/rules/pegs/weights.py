"""The hard computer player's evaluation weights, as data: tuned by self-play with
`tools/pegs_tune_player.py` (its command and log are in tools/tuning/pegs_player.txt), not set
by hand. Integers, so a score is the same on every runtime. The meaning of each is in
evaluation.py, under the same name.
"""

NAMES = ("progress", "opponent", "home", "out", "bump", "risk", "threat", "aim", "homing",
         "leave_come_out", "keep_joker", "keep_seven", "keep_eight", "keep_nine", "keep_two", "keep_come_out",
         "keep_other")

# The starting point of the tuning (the normal player's weights on the same scale).
START = (16, 16, 384, 160, 96, 22, 22, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

TUNED = (11, 5, 346, 11, 67, 41, 7, 2, 5, 11, 22, 20, 61, 65, 20, 45, 2)
