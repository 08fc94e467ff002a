"""The resume rule, checked after every fault: the board powers up on what the storage holds
(no exception escapes, no error screen, no notice of damage where nothing was damaged), and
the game it offers to resume is the last one whose save completed or the one whose save was
in flight, never an earlier one, and one the rules core accepts (the resume goes through the
controller's from_dict, so an unreadable state would show "Cannot resume"). Settings the same:
the last saved or the ones being saved.

`Expectation` walks a LittlefsStorage's operations and knows, before each one, which documents
each save slot may hold."""
import json

from gameboard import savefile
from tests.app.rig import Rig

BOARD = "pico-combo"


def plain(obj):
    """JSON's view of a document (tuples as lists), for comparing."""
    return json.loads(json.dumps(obj))


def as_saved(doc):
    """A controller's save document (to_save) as its save file holds it, read back: a save
    writes some parts as texts (a Pegs & Jokers game's piles, hands and pegs)."""
    out = []
    savefile.pieces(doc, out.append)
    return json.loads(b"".join(out))


class Expectation:
    """For one slot: `allowed()` is the documents (decoded; None: no document) the slot may
    resume after a cut before the operations `step` has been shown so far."""

    def __init__(self, slot):
        self.slot = slot
        self.done = None      # the data of the last save that completed
        self.flight = None    # the data being saved, until its rename lands
        self.saves = 0        # saves begun

    def step(self, op):
        kind, name, other = op[0], op[1], op[2]
        slot = self.slot
        if kind == "write" and name == slot + ".tmp":
            self.flight = other
            self.saves += 1
        elif kind == "rename" and name == slot + ".tmp" and other == slot:
            self.done = self.flight
            self.flight = None
        elif kind == "remove" and name == slot:  # a forgotten game: nothing to resume
            self.done = None
            self.flight = None

    def allowed(self):
        docs = [None if self.done is None else savefile.decode(self.done)]
        if self.flight is not None:
            docs.append(savefile.decode(self.flight))
        return docs

    def age(self, doc):
        """0 for the newest allowed document, 1 for the last completed when one is in flight,
        -1 for anything else (a lost turn or a corrupt state)."""
        docs = self.allowed()
        for i in range(len(docs) - 1, -1, -1):
            if same_game(docs[i], doc):
                return len(docs) - 1 - i
        return -1


def saved_crc(data):
    """Which save a save file (format 2) holds: the CRC32 its end mark carries, as text."""
    return bytes(data[-savefile._TAIL:]).split()[2].decode()


def offered_crc(rig, storage):
    """Which save the board offers to resume: saved_crc of the file its save slot read. The
    shell lets the slot go after the power-up when nothing was set aside, and a slot made
    again reads the same file."""
    slot = rig.shell.slot or savefile.SaveSlot(storage, "game")
    if slot.source is None:
        slot.load()
    return saved_crc(storage.read(slot.source))


def same_game(a, b):
    if a is None or b is None:
        return a is None and b is None
    return a.get("game") == b.get("game") and plain(a["rules"]) == plain(b["rules"])


def power_up(storage, board=BOARD):
    """A board booted on `storage`; AssertionError if it shows an error or a notice."""
    rig = Rig(board, storage=storage)
    s = rig.screen()
    assert rig.shell is not None, "the board did not start"
    assert s.rows[0] not in ("Error", "Notice"), "power-up shows\n%r" % s
    assert not [c for c in rig.console if c.startswith("error")], rig.console
    return rig


def resumed(rig):
    """Resumes the offered game by buttons; its controller's document as a save holds it
    (as_saved), or None if none is offered."""
    if not rig.shell.resume_label:
        return None
    rig.go("Resume")
    top = rig.shell.stack[-1]
    assert hasattr(top, "ctrl"), "resume did not open the game:\n%r" % rig.screen()
    return as_saved(top.ctrl.to_save())
