"""tools/bench/replay.py: a card-table game recorded on CPython is replayed under MicroPython to
the game's end, and a replay that does not reach it does not work."""
import os

import pytest

from tools import mpy_tree
from tools.bench import app_heap, replay
from tools.bench.frustration14_play import WHOLE_GAMES

PLAYERS, LABEL, REPLAY, ROW, PREPARE = WHOLE_GAMES[0]


@pytest.fixture(scope="module")
def tree(tmp_path_factory):
    out = str(tmp_path_factory.mktemp("mpy"))
    mpy_tree.build(out)
    return out


def recorded(tmp_path):
    PREPARE(str(tmp_path))
    with open(os.path.join(str(tmp_path), replay.STEPS)) as f:
        return f.read().split("\n")[:-1]


def test_the_steps_name_the_board_then_start_the_game_then_measure_each_round(tmp_path):
    steps = recorded(tmp_path)
    assert steps[0] == "esp32-pegs8"
    assert steps.index("S") < steps.index("M")
    assert steps.count("M") == 14  # a round measured at its end; the game ends in the 14th
    assert set(s[0] for s in steps[1:]) <= set("+-SM0123456789")


def test_the_replay_plays_every_step_to_the_game_s_end(tree, tmp_path):
    works, last = app_heap.play(tree, REPLAY, app_heap.START, prepare=PREPARE)
    assert works, last
    # Every line after the board's name, and the game's end measured once more.
    assert last.startswith("ok: %d recorded steps to the game's end" % (
        len(recorded(tmp_path)) - 1)), last


def test_a_replay_cut_short_does_not_work(tree):
    def cut(folder):
        PREPARE(folder)
        path = os.path.join(folder, replay.STEPS)
        with open(path) as f:
            steps = f.read().split("\n")
        with open(path, "w") as f:
            f.write("\n".join(steps[:len(steps) // 2]) + "\n")
    works, last = app_heap.play(tree, REPLAY, app_heap.START, prepare=cut)
    assert not works
    assert last.startswith("fails: the game is not over"), last


def test_a_script_that_does_not_play_on_cpython_is_not_recorded(tmp_path):
    with pytest.raises(ValueError, match="did not play on CPython"):
        replay.record('rig = Rig("esp32-pegs8", storage=FlashStorage(%(folder)r))\n'
                      'print("the game did not end")\n', str(tmp_path))


def test_the_files_the_board_finds_are_replayed_with_the_steps(tmp_path):
    def save(folder):
        with open(os.path.join(folder, "notes"), "w") as f:
            f.write("a save")
    script = ('rig = Rig("esp32-pegs8", storage=FlashStorage(%(folder)r))\n'
              'assert rig.hw.storage.read("notes") == b"a save"\n'
              'rig.press("OK")\n'
              'print("ok: found it")\n')
    _, prepare = replay.replayed(script, save)
    prepare(str(tmp_path))
    with open(os.path.join(str(tmp_path), "notes")) as f:
        assert f.read() == "a save"
    with open(os.path.join(str(tmp_path), replay.STEPS)) as f:
        assert f.read().split("\n")[:5] == ["esp32-pegs8", "+OK", "40", "-OK", "40"]
