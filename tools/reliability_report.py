"""`python -m tools.reliability_report [--events N] [--kills N]`: the reliability figures of
issue 8, measured now on this machine (CPython, the virtual hardware of tests/reliability/;
the process kills run the firmware under the MicroPython unix port):

  power cuts   a cut before every storage operation of whole sessions, and every write torn:
               cuts tried, failed boots, turns lost
  kills        SIGKILLs of the firmware child at random moments: the same counts
  damage       the kinds of damage tried on save and settings files, and which impossible
               game states the rules cores refuse
  storage      a folder where each file should be: what the board says, what it resumes; a
               full flash: the notices, the last good save kept, the save once there is room
  mashing      random input per game: events, raw level changes, time in the game, saves read
               back, seconds
  hangs        a stalled loop: when the watchdog reset it, and what resumed
  flash wear   writes per game and per hour of play, and the years a 100,000-cycle flash lasts
               (the model and its assumptions: tests/reliability/wear.py)
Figures, not assertions: the tests in tests/reliability/ and tests/test_reliability_kills.py
are what must pass.
"""
import os
import sys
import time

_root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for _p in ("simulator/compat", "firmware", ""):
    if os.path.join(_root, _p) not in sys.path:
        sys.path.insert(0, os.path.join(_root, _p))

from gameboard import savefile  # noqa: E402
from simulator.virtual.littlefs_storage import LittlefsStorage  # noqa: E402
from simulator.virtual.storage import MemoryStorage  # noqa: E402
from simulator.virtual.watchdog_bite import WatchdogReset, arm  # noqa: E402
from tests.app.rig import Rig  # noqa: E402
from tests.reliability import damage, kill_run, sessions, wear  # noqa: E402
from tests.reliability.masher import Masher  # noqa: E402
from tests.reliability.notice import read_page  # noqa: E402
from tests.reliability.power_cut import cut_everywhere  # noqa: E402
from tests.reliability.resume_check import BOARD, power_up, resumed, same_game  # noqa: E402

def _arg(argv, name, default):
    return int(argv[argv.index(name) + 1]) if name in argv else default


def power_cuts():
    print("Power cuts (a cut before every write, close, rename and remove; every write also "
          "torn at 0, 1 and all-but-1 bytes)")
    for label, play in sessions.POWER_CUTS:
        storage = LittlefsStorage()
        play(storage)
        t = time.time()
        tally = cut_everywhere(storage)
        print("  %-52s %5d saves %5d cuts %5d torn  failed boots %d  turns lost %d  (%.1f s)%s"
              % (label, sessions.saves(storage), tally.cuts, tally.torn, tally.failed_boots,
                 tally.lost_turns, time.time() - t,
                 "" if tally.ok() else "\n    " + "\n    ".join(tally.problems)))


def kills(n):
    print("Process kills (SIGKILL of the firmware under the MicroPython unix port, seeded "
          "random moments, 0.02-0.3 s after start)")
    tally = kill_run.run(kills=n)
    print("  %d kills in %.1f s: %d during a save, %d before a game was saved, %d resumed the "
          "save in flight" % (tally.kills, tally.seconds, tally.during_save, tally.no_game_yet,
                              tally.resumed_in_flight))
    print("  failed boots %d  turns lost %d%s" % (
        tally.failed_boots, tally.lost_turns,
        "" if tally.ok() else "\n    " + "\n    ".join(tally.problems)))


def _refused(game, hurt):
    files = sessions.two_generations(game)
    files["game"] = hurt(files["game"], savefile.decode(files["game"]))
    rig = Rig(BOARD, storage=MemoryStorage(files))
    rig.go("Resume")
    title, body = read_page(rig)
    return title == "Cannot resume"


def damaged():
    print("Damaged files")
    kinds = len(damage.FILE) + len(damage.BIG)
    print("  file damage, each on the game save and on the settings file: %d kinds (%s)"
          % (kinds, ", ".join([k[0] for k in damage.FILE + damage.BIG])))
    print("  impossible settings under a good checksum: %d kinds" % len(damage.SETTINGS_CONTENT))
    total = 2 * kinds + len(damage.SETTINGS_CONTENT)
    for game in sorted(damage.GAME_CONTENT):
        for name, hurt in damage.GAME_CONTENT[game]:
            total += 1
            print("  impossible %-8s state under a good checksum: %-42s %s" % (
                game, name, "refused" if _refused(game, hurt) else "ACCEPTED by the rules core"))
    print("  kinds of damage tested: %d" % total)


def _resumed_at_power_up(storage):
    """What a board powered up on `storage` resumes, past any notice."""
    rig = Rig(BOARD, storage=storage)
    if rig.screen().rows[0] == "Notice":
        rig.press("OK")
    return resumed(rig)


def storage_faults():
    print("Storage faults (the littlefs model: a folder a person made where a file should be; a "
          "full flash)")
    saved, play, turn = sessions.FAULTS
    for name in ("game", "game.bak", "game.tmp", "game.bad", "settings", "settings.bad"):
        files = saved()
        gone = name[:-4] if name.endswith(".bad") else name  # the file it displaces
        if gone != name:
            files[gone] = b"junk"  # damaged, so that setting it aside meets the folder
        else:
            files.pop(name, None)
        newest = savefile.decode(files["game.bak" if gone == "game" else "game"])
        storage = LittlefsStorage(files, folders=[name])
        rig = Rig(BOARD, storage=storage)
        top = rig.screen().rows[0]
        said = read_page(rig)[1] if top == "Notice" else ""
        if top == "Notice":
            rig.press("OK")
        ok = top != "Error" and same_game(resumed(rig), newest)
        now = turn(rig)
        ok = ok and same_game(_resumed_at_power_up(storage), now)
        print("  folder at %-13s %-64s %s" % (name, said[:64] or "(nothing to say)",
                                            "resumed, and the next turn saved" if ok else
                                            "FAILED"))
    storage = LittlefsStorage()
    rig = play(storage)
    last = storage.files["game"]
    storage.room = storage.used()
    notices = 0
    for _ in range(10):
        turn(rig)
        if rig.screen().rows[0] == "Not saved":
            notices += 1
            rig.press("OK")
    kept = storage.files["game"] == last
    storage.room = None
    now = turn(rig)
    print("  full flash: 10 rolls played, %d notice(s), the last good save kept: %s; with room "
          "again the next roll is saved: %s" % (notices, kept,
                                                same_game(resumed(power_up(storage)), now)))


def mashing(events):
    print("Button mashing (CPython, seeded, %d debounced events per game)" % events)
    for game, choices, seed in sessions.MASHING:
        rig = Rig(BOARD, storage=MemoryStorage())
        sessions.start(rig, game, choices)
        t = time.time()
        m = Masher(rig, seed).run(events)
        print("  %-14s %7d events %7d raw level changes %8d loop steps (%d%% in the game) "
              "%5d saves read back %6d invariant checks %d screens  %.1f s"
              % (game, m.events, m.edges, m.steps, 100 * m.in_game // m.steps, m.saves,
                 m.checked, len(m.screens), time.time() - t))


def hangs():
    print("Hangs (a controller's handle loops forever while time passes)")
    storage = MemoryStorage()
    rig = sessions.stalled(storage)
    wd = rig.hw.watchdog
    arm(wd)
    ctrl = rig.shell.stack[-1].ctrl
    saved = savefile.decode(storage.files["game"])

    def stuck(ev):
        while True:
            rig.hw.clock.advance(1)
    ctrl.handle = stuck
    try:
        rig.press("ROLL")
        print("  NOT reset")
    except WatchdogReset as e:
        again = power_up(storage)
        print("  %s; powered up again: resumed the last save: %s" % (
            e, same_game(resumed(again), saved)))


def flash_wear():
    print("Flash wear (4 KB blocks; %d-byte metadata commits; wear levelled over %d free blocks "
          "rated %d cycles)" % (wear.COMMIT_BYTES, wear.FREE_BLOCKS, wear.RATED_CYCLES))
    for label, play, pace, per_hour in sessions.WEAR:
        storage = LittlefsStorage()
        play(storage)
        saves = sessions.saves(storage)
        w = wear.Wear(storage, saves)
        b, e = w.per_hour(per_hour)
        print("  %-26s a game: %4d saves, %8d bytes (%5d a save), %4d data blocks, %4d "
              "commits, %6.1f block erases" % (label, saves, w.bytes, w.bytes // saves,
                                               w.data_blocks, w.commits, w.erases))
        print("  %-26s per hour at %s: %8d bytes, %6.1f block erases: %.0f years of play "
              "24 h a day, %.0f at 2 h a day" % ("", pace, b, e, w.years(per_hour),
                                                 w.years(per_hour, 2)))


def main(argv):
    events = _arg(argv, "--events", 100000)
    n = _arg(argv, "--kills", 300)
    for part in (power_cuts, damaged, storage_faults, hangs, flash_wear):
        part()
    kills(n)
    mashing(events)


if __name__ == "__main__":
    main(sys.argv[1:])
