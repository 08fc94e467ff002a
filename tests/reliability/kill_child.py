"""The firmware as a child process to be killed: `micropython tests/reliability/kill_child.py
GAME FOLDER` from the repository root (tests/test_reliability_kills.py runs it and SIGKILLs it
at a random moment). The board's files are real files in FOLDER (FolderStorage); the app runs
on virtual buttons and clock at full speed, forever: it resumes the saved game if the board
offers one, else starts a new one (GAME: "diceball", or "pegs": four seats the board plays),
and plays on: ROLL after ROLL, or waiting for the board's moves; a finished game is left
(forgotten) and a new one started.

FOLDER/journal (not a board file) tells the killer what a resume may find: "B <crc>" just
before the save with that checksum is written, "D" once its rename has landed, "C" once a
finished game's file is removed. Each line is written and flushed before (B) or after (D, C)
the storage operation, so whatever the moment of the kill, the journal brackets it.
"""
import sys

sys.path.insert(0, "firmware")
sys.path.insert(0, ".")

from simulator.virtual.folder_storage import FolderStorage  # noqa: E402
from tests.app.rig import Rig  # noqa: E402
from tests.reliability import sessions  # noqa: E402

CHOICES = {"diceball": ("DiceBall", [("Innings", "3")]),
           "pegs": ("Pegs & Jokers", [("Players", "4"), ("Computer", "all")])}


class Announced:
    """The save file being written: its first write, the header line, is noted ("B <crc>")
    before it goes to the file."""

    def __init__(self, f, note):
        self.f = f
        self.note = note

    def write(self, data):
        if self.note is not None:
            self.note("B " + bytes(data).split()[2].decode())
            self.note = None
        return self.f.write(data)

    def close(self):
        self.f.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.f.close()


class JournalStorage(FolderStorage):
    def __init__(self, folder):
        FolderStorage.__init__(self, folder)
        self.journal = open(folder + "/journal", "a")

    def _note(self, line):
        self.journal.write(line + "\n")
        self.journal.flush()

    def open(self, name, mode):
        f = FolderStorage.open(self, name, mode)
        return Announced(f, self._note) if name == "game.tmp" and mode == "wb" else f

    def rename(self, old, new):
        FolderStorage.rename(self, old, new)
        if old == "game.tmp" and new == "game":
            self._note("D")

    def remove(self, name):
        there = self.exists(name)
        FolderStorage.remove(self, name)
        if name == "game" and there:
            self._note("C")


def main(game, folder):
    label, choices = CHOICES[game]
    rig = Rig(sessions.BOARD, storage=JournalStorage(folder))
    while True:
        if rig.shell.resume_label:
            rig.go("Resume")
        else:
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


main(sys.argv[1], sys.argv[2])
