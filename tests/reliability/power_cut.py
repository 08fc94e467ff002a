"""Power cuts at every storage operation of a recorded session (sessions.py on a
LittlefsStorage): for each cut point the board is powered up on the files that survive it and
the resume rule (resume_check.py) is checked, settings included; then it plays on (DiceBall:
one roll; Pegs: the board's next move) and that save must load back, so no leftover of the cut
(a stray .tmp, a lone .bak) spoils later saves.

`cut_everywhere(storage, torn_at)` returns a Tally: cuts tried, torn writes tried (each write
also cut with only some of its bytes written, as on a filesystem without littlefs's commit on
close), boots that failed, turns lost (resumed older than the last completed save) and the
first few failures in words."""
from gameboard.savefile import SaveSlot
from gameboard.settings import Settings
from tests.reliability import settle_heap
from tests.reliability.resume_check import (Expectation, as_saved, plain, power_up, resumed,
                                            same_game)
from tests.reliability.sessions import TUMBLE_MS, saves


class Tally:
    def __init__(self):
        self.cuts = 0
        self.torn = 0
        self.failed_boots = 0
        self.lost_turns = 0
        self.problems = []

    def fail(self, what):
        if len(self.problems) < 5:
            self.problems.append(what)

    def ok(self):
        return not self.failed_boots and not self.lost_turns and not self.problems


def _play_on(rig, doc):
    """One more turn after the resume; its save must read back as the game now is."""
    ctrl = rig.shell.stack[-1].ctrl
    if ctrl.over:
        return
    before = saves(rig.hw.storage)
    if doc["game"] == "diceball":
        rig.press("ROLL")
        rig.wait(TUMBLE_MS)
    else:
        for _ in range(60):
            if saves(rig.hw.storage) > before:
                break
            rig.wait(100)
    rig.shell.step()
    assert saves(rig.hw.storage) > before, "no save after playing on"
    back = SaveSlot(rig.hw.storage, "game").load()
    assert same_game(back, as_saved(ctrl.to_save())), \
        "the save after the resume does not load back"


def _check(tally, label, storage, game, settings):
    try:
        rig = power_up(storage)
    except Exception as e:  # an exception escaping the power-up is a failed boot
        tally.failed_boots += 1
        tally.fail("%s: boot failed: %r" % (label, e))
        return
    try:
        got = plain(rig.shell.settings.to_dict())
        want = [plain(Settings().to_dict() if d is None else Settings.from_dict(d).to_dict())
                for d in settings.allowed()]
        assert got in want, "settings %r, not one of %r" % (got, want)
        doc = resumed(rig)
        age = game.age(doc)
        if age < 0:
            tally.lost_turns += 1
            raise AssertionError("resumed a game that is neither the last saved nor the one "
                                 "being saved (%d saves begun)" % game.saves)
        if doc is not None:
            _play_on(rig, doc)
    except Exception as e:
        tally.fail("%s: %s" % (label, e))


def cut_everywhere(storage, torn_at=(0, 1, -1)):
    """Every cut point of the recorded `storage` (a LittlefsStorage after its session)."""
    settle_heap()
    tally = Tally()
    game = Expectation("game")
    settings = Expectation("settings")
    ops = storage.ops
    for k in range(storage.points()):
        tally.cuts += 1
        _check(tally, "cut before op %d" % k, storage.survivor(k), game, settings)
        if k < len(ops) and ops[k][0] == "write":
            data = ops[k][2]
            for t in torn_at:
                tally.torn += 1
                _check(tally, "write %d torn at %d" % (k, t), storage.survivor(k, t % len(data)),
                       game, settings)
        if k < len(ops):
            game.step(ops[k])
            settings.step(ops[k])
    return tally
