"""tools/mpy_tree.py: the .mpy mirror the MicroPython test runs import, built like a deploy's,
compiled again only where a source changed, and run from by tests/mpy_run.py --mpy=OUT."""
import os
import subprocess

from tools import mpy_tree, unix_port

ROOT = mpy_tree.ROOT


def test_every_source_gets_its_mpy_and_an_unchanged_tree_compiles_nothing(tmp_path):
    out = str(tmp_path / "mpy")
    assert mpy_tree.build(out) == len(mpy_tree.sources())
    for rel in ("firmware/gameboard/shell.py", "simulator/__init__.py",
                "simulator/virtual/display.py", "tests/app/rig.py", "tests/mpy/pytest.py"):
        assert rel in mpy_tree.sources()
        assert os.path.getsize(os.path.join(out, rel[:-3] + ".mpy")) > 0
    assert "tests/test_deploy.py" not in mpy_tree.sources()  # CPython-only: not compiled
    assert mpy_tree.build(out) == 0


def test_a_newer_source_is_compiled_again_and_a_stray_mpy_removed(tmp_path):
    out = str(tmp_path / "mpy")
    mpy_tree.build(out)
    target = os.path.join(out, "firmware", "gameboard", "ticks.mpy")
    source_time = os.stat(os.path.join(ROOT, "firmware", "gameboard", "ticks.py")).st_mtime
    os.utime(target, (source_time - 10, source_time - 10))  # as if the source were edited
    stray = os.path.join(out, "firmware", "gameboard", "gone.mpy")
    with open(stray, "wb") as f:
        f.write(b"M")
    assert mpy_tree.build(out) == 1
    assert os.stat(target).st_mtime >= source_time
    assert not os.path.exists(stray)


def test_the_runner_imports_the_tests_and_the_firmware_from_the_mirror(tmp_path):
    out = str(tmp_path / "mpy")
    mpy_tree.build(out)
    cmd = [unix_port.binary(), "-X", "heapsize=48wK", "tests/mpy_run.py", "--mpy=" + out, "-v",
           "tests/app/", "screen_reader"]
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "micropython: 3 passed, 0 failed" in done.stdout
    # The firmware came from the mirror: a traceback there names the source path, as on a board.
    probe = ("import sys\nsys.path.insert(0, %r)\nimport gameboard.ticks\n"
             "print(gameboard.ticks.__file__)" % (out + "/firmware"))
    where = subprocess.run([unix_port.binary(), "-c", probe], cwd=ROOT, capture_output=True,
                           text=True, timeout=60).stdout.strip()
    assert where.endswith("firmware/gameboard/ticks.mpy")
