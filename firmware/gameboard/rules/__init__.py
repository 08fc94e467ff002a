"""Pure rules cores of the board's games.

Nothing here touches hardware, clocks, files or a global random source, and nothing here imports
from the rest of the firmware: chance comes in through `prng.Prng`, passed in by the caller.
"""
