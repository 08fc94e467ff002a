"""Real process kills (CPython only: subprocess, threads): the firmware runs under the
MicroPython unix port as a child (kill_child.py) on a folder of real files, playing with
saves, and is SIGKILLed after a seeded random delay; then the board is powered up again on
that folder (here, on CPython) and the resume rule is checked against the child's journal:
what it resumes is the last save whose rename landed or the one that was being written, and
the rules core takes it (the resume goes through the controller's from_dict). The next child
carries on from whatever the folder holds, so kills also land in resumes, in a finished game's
forgetting and in power-ups. Several chains run side by side (their children in parallel,
the checks one at a time: the firmware's modules are one set per process).

Where a kill lands after a delay from the start depends on how fast the machine runs the child
(on a busy one, before its first save), so only a third of the kills are timed that way. A
third stop the child in its n-th write to a save (kill_child.py's PAUSE) and kill it once it
says it has: in the middle of a save on any machine. The last third wait for the child's first
save to land, then kill it after a random delay: in play, in a later save, or in a finished
game's forgetting, with a game to resume however slow the machine is.

`run(kills, chains, seed)` returns a KillTally."""
import random
import shutil
import signal
import subprocess
import tempfile
import threading
import time

from simulator.virtual.folder_storage import FolderStorage
from tests.reliability.resume_check import offered_crc, power_up, resumed
from tools.unix_port import ROOT, binary

CHILD = "tests/reliability/kill_child.py"


class KillTally:
    def __init__(self):
        self.kills = 0
        self.planned_pauses = 0  # kills that were to stop the child in a save's write
        self.paused = 0        # of them, kills of a child that said it had stopped there
        self.planned_landed = 0  # kills that were to wait for a save to land first
        self.landed = 0        # of them, kills of a child whose save had landed
        self.resumed = 0       # power-ups that resumed a game
        self.during_save = 0   # killed between a save's first write and its rename
        self.resumed_in_flight = 0
        self.no_game_yet = 0   # killed before the first save of a chain
        self.failed_boots = 0
        self.lost_turns = 0
        self.problems = []
        self.seconds = 0.0

    def fail(self, what):
        if len(self.problems) < 5:
            self.problems.append(what)

    def ok(self):
        return not (self.failed_boots or self.lost_turns or self.problems)


def journal(folder):
    """(done, flight, forgetting): checksums of the last save that landed and of one in flight
    ("" while it is being written: no new save can be resumed yet; None when no save is in
    flight), and whether a finished game's file was being removed (it may or may not be)."""
    try:
        with open(folder + "/journal") as f:
            return journal_lines(f.read().split("\n"))
    except OSError:
        return None, None, False


def journal_lines(lines):
    """journal() of the journal's lines (kill_child.py says what each means). A save whose
    "W" no "D" follows (a kill between its rename and the note) may or may not have landed:
    it stays in flight until a board's "R" says which one it found."""
    done = flight = None
    forgetting = False
    for line in lines:
        forgetting = line == "F"
        if line == "B":
            flight = ""
        elif line.startswith("W "):
            flight = line[2:]
        elif line == "D":
            done, flight = flight, None
        elif line in ("C", "N"):
            done = flight = None
        elif line.startswith("R "):
            done, flight = line[2:], None
    return done, flight, forgetting


def check(folder, tally, label):
    done, flight, forgetting = journal(folder)
    tally.during_save += flight is not None
    storage = FolderStorage(folder)
    try:
        rig = power_up(storage)
    except Exception as e:
        tally.failed_boots += 1
        tally.fail("%s: power-up failed: %r" % (label, e))
        return
    try:
        if rig.shell.resume_label is None:
            assert done is None or forgetting, "no game offered, but save %s had landed" % done
            tally.no_game_yet += 1
            return
        crc = offered_crc(rig, storage)
        if crc not in (done, flight):
            tally.lost_turns += 1
            raise AssertionError("resumed save %s, not %s (landed) or %s (in flight)"
                                 % (crc, done, flight))
        tally.resumed_in_flight += crc == flight
        assert resumed(rig) is not None
        tally.resumed += 1
    except Exception as e:
        tally.fail("%s: %s" % (label, e))


def _journal_text(folder):
    try:
        with open(folder + "/journal") as f:
            return f.read()
    except OSError:
        return ""


def _noted(folder, since, child, line):
    """Waits until the child notes `line` in the journal after offset `since` (True), or ends
    (False)."""
    while child.poll() is None:
        if line + "\n" in _journal_text(folder)[since:]:
            return True
        time.sleep(0.005)
    return False


def _chain(game, kills, seed, tally, lock, slowest):
    folder = tempfile.mkdtemp(prefix="gameboard-kill-")
    rnd = random.Random(seed)
    try:
        for i in range(kills):
            kind = rnd.randrange(3)  # 0: timed from the start, 1: in a save, 2: after one
            pause = rnd.randint(1, 12) if kind == 1 else 0
            delay = rnd.uniform(0.02 if kind == 0 else 0, slowest)
            since = len(_journal_text(folder))
            with open(folder + "/stderr", "w") as err:
                child = subprocess.Popen([binary(), CHILD, game, folder, str(pause)], cwd=ROOT,
                                         stdout=subprocess.DEVNULL, stderr=err)
                reached = True
                if kind == 1:
                    reached = _noted(folder, since, child, "P")
                elif kind == 2:
                    reached = _noted(folder, since, child, "D")
                if kind != 1:
                    time.sleep(delay)
                child.send_signal(signal.SIGKILL)
                child.wait()
            with lock:
                tally.kills += 1
                tally.planned_pauses += kind == 1
                tally.paused += kind == 1 and reached
                tally.planned_landed += kind == 2
                tally.landed += kind == 2 and reached
                if child.returncode != -signal.SIGKILL:
                    with open(folder + "/stderr") as err:
                        tally.fail("%s chain %d run %d ended by itself (%s): %s" % (
                            game, seed, i, child.returncode, err.read()[-300:]))
                check(folder, tally, "%s chain %d kill %d" % (game, seed, i))
    finally:
        shutil.rmtree(folder)


def run(kills=300, chains=2, seed=1, slowest=0.3):
    """`kills` kills in all, over `chains` chains (half DiceBall, half Pegs & Jokers)."""
    tally = KillTally()
    lock = threading.Lock()
    start = time.time()
    threads = []
    for c in range(chains):
        game = "diceball" if c % 2 == 0 else "pegs"
        share = kills // chains + (1 if c < kills % chains else 0)
        t = threading.Thread(target=_chain, args=(game, share, seed * 100 + c, tally, lock,
                                                 slowest))
        t.start()
        threads.append(t)
    for t in threads:
        t.join()
    tally.seconds = time.time() - start
    return tally
