"""Resuming a DiceBall save from late in a whole game through the app, for
tools/bench/app_heap.py: `RESUMES`, (players, label, script, prepare, row, fits) as
app_heap.resumes() reads them, where `prepare(folder)`
(CPython) writes the save into the folder the script's board boots with, and the script powers
up, picks Resume and plays the game on to its end. A board that resumes after a power cut is
starting that game, so the smallest heap it resumes in must be within the game's HEAP_WK as
much as a new game's whole play is.

The save is the last one before the end of diceball_play.py's whole game (the solo 9-inning
game on pico-diceball, the board's dice as app_heap's runs have them), played on CPython
through the app, with the generation before it (NAME.bak): its log is the longest a save of
that game holds."""
import os

from tools.bench import replay
from tools.bench.diceball_play import PLAY_ON

BOARD = "pico-diceball"

# Run after app_heap's PRELUDE (Rig, FlashStorage, ctrl, measure): power up on the save, Resume,
# and play on.
RESUME = """
import os
size = os.stat(%%(folder)r + "/game")[6]
rig = Rig(%(board)r, storage=FlashStorage(%%(folder)r))
measure()
rig.go("Resume"); by_presses_alone()
logged = len(ctrl(rig).game.log)
""" % {"board": BOARD} + PLAY_ON + """
print("ok: resumed a %%d-byte save at log %%d, played to its end in %%d presses, peak live %%d"
      %% (size, logged, presses, peak))
"""


def last_save(folder):
    """Plays the whole game (module docstring) in `folder` and leaves its last save before the
    end there, the one before it as NAME.bak; returns (bytes, log rolls) of that save."""
    from gameboard.drivers.flash_storage import FlashStorage
    from tests.app.rig import Rig
    storage = FlashStorage(folder)
    rig = Rig(BOARD, storage=storage)
    rig.go("New game")
    rig.go("Solo", "visitor")
    rig.go("Start game")
    ctrl = rig.shell.stack[-1].ctrl
    kept = before = saved = storage.read("game")
    rolls = 0
    while not ctrl.over:
        if ctrl.mode == ctrl.WAIT:  # the board's roll, as the player watches it
            rig.wait(900 + 650)
        else:
            rig.press("ROLL")
            rig.wait(650)
        previous, saved = saved, storage.read("game")
        if not ctrl.over and saved != kept:
            kept, before, rolls = saved, previous, len(ctrl.game.log)
    rig.power_off()
    storage.write("game", kept)
    storage.write("game.bak", before)
    return len(kept), rolls


# Replayed (tools/bench/replay.py): the rig reads the main menu to find Resume, and the screen
# reader it reads it with would be held while the save is read back, the resume's top.
RESUMES = ((None, "solo 9-inning DiceBall resumed from its last save")
           + replay.replayed(RESUME, last_save) + (None, True),)


if __name__ == "__main__":
    import tempfile
    where = tempfile.mkdtemp(prefix="gameboard-diceball-resume-")
    print(last_save(where), os.listdir(where))
