"""`python -m simulator`: for now, DiceBall in the terminal; the full simulator comes later."""
import os
import sys

# The simulator runs the firmware as it is on the board, from firmware/ in this checkout.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                                "firmware"))

from simulator.terminal_diceball import main  # noqa: E402

sys.exit(main(sys.argv[1:]))
