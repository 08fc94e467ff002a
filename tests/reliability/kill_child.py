"""The firmware as a child process to be killed: `micropython tests/reliability/kill_child.py
GAME FOLDER [PAUSE]` from the repository root (tests/test_reliability_kills.py runs it and SIGKILLs it
at a random moment). The board's files are real files in FOLDER (FolderStorage); the app runs
on virtual buttons and clock at full speed, forever: it resumes the saved game if the board
offers one, else starts a new one (GAME: "diceball", or "pegs": four seats the board plays),
and plays on: ROLL after ROLL, or waiting for the board's moves; a finished game is left
(forgotten) and a new one started.

FOLDER/journal (not a board file) tells the killer what a resume may find: "B" just before a
save's first write, "W <crc>" once its file is written whole and closed (the checksum from its
end mark, the last thing written: a save's CRC is known only then), "D" once its rename has
landed, "F" before a finished game's file is removed and "C" once it is, "R <crc>" once the
board has offered the save with that checksum for resuming (before the child takes it up), "N"
once it has offered none (before a new game is started). Each line is written and flushed
before (B, F) or after (W, D, C) the storage operation, so whatever the moment of the kill,
the journal brackets it: between B and W no new save can be resumed (its file has not been
renamed yet), between W and D the one with that checksum may be. A kill between a rename and
its "D" leaves the journal unable to say which of the two landed, and one between "F" and "C"
whether the file is gone; the next child's "R" or "N" says what the board found, and the
checks after later kills hold it to that.

With PAUSE n > 0 the child stops for good in its n-th write to a save file, after noting "P":
the killer waits for that line and kills it there, in the middle of a save, however fast or
slow the machine is.
"""
import sys
import time

sys.path.insert(0, "firmware")
sys.path.insert(0, ".")

from simulator.virtual.folder_storage import FolderStorage  # noqa: E402
from tests.app.rig import Rig  # noqa: E402
from tests.reliability import sessions  # noqa: E402
from tests.reliability.resume_check import offered_crc, saved_crc  # noqa: E402

CHOICES = {"diceball": ("DiceBall", [("Innings", "3")]),
           "pegs": ("Pegs & Jokers", [("Players", "4"), ("Play ", "computers")])}


class Announced:
    """The save file being written: "B" is noted before its first write goes to the file, and
    "W <crc>" once it is closed whole, the CRC read from the last write, its end mark."""

    def __init__(self, f, storage):
        self.f = f
        self.note = storage.note
        self.storage = storage
        self.last = None

    def write(self, data):
        if self.last is None:
            self.note("B")
        self.last = data
        n = self.f.write(data)
        self.storage.wrote()
        return n

    def close(self):
        self.f.close()

    def __enter__(self):
        return self

    def __exit__(self, kind, value, trace):
        self.f.close()
        if kind is None:
            self.note("W " + saved_crc(self.last))


class JournalStorage(FolderStorage):
    def __init__(self, folder, pause):
        FolderStorage.__init__(self, folder)
        self.journal = open(folder + "/journal", "a")
        self.pause = pause
        self.writes = 0

    def note(self, line):
        self.journal.write(line + "\n")
        self.journal.flush()

    def wrote(self):
        """Counts a write to a save file; at the PAUSE-th, notes "P" and waits to be killed."""
        self.writes += 1
        if self.writes == self.pause:
            self.note("P")
            while True:
                time.sleep(1)

    def open(self, name, mode):
        f = FolderStorage.open(self, name, mode)
        return Announced(f, self) if name == "game.tmp" and mode == "wb" else f

    def rename(self, old, new):
        FolderStorage.rename(self, old, new)
        if old == "game.tmp" and new == "game":
            self.note("D")

    def remove(self, name):
        there = name == "game" and self.exists(name)
        if there:
            self.note("F")
        FolderStorage.remove(self, name)
        if there:
            self.note("C")


def main(game, folder, pause):
    label, choices = CHOICES[game]
    storage = JournalStorage(folder, pause)
    rig = Rig(sessions.BOARD, storage=storage)
    while True:
        if rig.shell.resume_label:
            storage.note("R " + offered_crc(rig, storage))
            rig.go("Resume")
        else:
            storage.note("N")
            sessions.start(rig, label, choices)
        ctrl = rig.shell.stack[-1].ctrl
        while not ctrl.over:
            if game == "diceball":
                rig.press("ROLL")
                rig.wait(sessions.TUMBLE_MS)
            else:
                rig.wait(500)
        rig.press("BACK")
        if game == "pegs":
            rig.go("Quit to menu")


main(sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 0)
