"""tests/mpy_run.py's output under the MicroPython unix port: a failure is named and its
traceback printed; what the app reports on its console in a passing test (an error provoked on
purpose) is not; the last line counts the tests and names what ran."""
import os
import shutil
import subprocess

from tools import unix_port

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEMO = '''
from gameboard import errors


def explode():
    raise RuntimeError("sensor on fire")


def test_an_error_the_app_reports_on_purpose():
    said = []
    try:
        explode()
    except RuntimeError as e:
        errors.log(e, said.append)
    assert said[0] == "Traceback (most recent call last):"
    assert said[-2:] == ["RuntimeError: sensor on fire", "error: RuntimeError: sensor on fire"]


def test_a_real_failure():
    assert 1 + 1 == 3, "one and one make two"
'''


def run_in(tmp_path, *args):
    """mpy_run.py in a copy of the repository's layout holding tests/demo/test_demo.py."""
    (tmp_path / "tests" / "mpy").mkdir(parents=True)
    shutil.copy(os.path.join(ROOT, "tests", "mpy_run.py"), tmp_path / "tests")
    shutil.copy(os.path.join(ROOT, "tests", "mpy", "pytest.py"), tmp_path / "tests" / "mpy")
    os.symlink(os.path.join(ROOT, "firmware"), tmp_path / "firmware")
    (tmp_path / "tests" / "demo").mkdir()
    for package in ("tests", "tests/demo"):
        (tmp_path / package / "__init__.py").write_text("")
    (tmp_path / "tests" / "demo" / "test_demo.py").write_text(DEMO)
    return subprocess.run([unix_port.binary(), "tests/mpy_run.py"] + list(args), cwd=tmp_path,
                          capture_output=True, text=True, timeout=60)


def test_a_failure_prints_its_traceback_and_a_provoked_error_prints_nothing(tmp_path):
    done = run_in(tmp_path, "tests/demo/")
    assert done.returncode == 1
    lines = done.stdout.splitlines()
    assert lines[0] == "FAILED tests.demo.test_demo::test_a_real_failure"
    assert lines[1] == "Traceback (most recent call last):"
    assert lines[-2] == "AssertionError: one and one make two"
    assert lines[-1] == "micropython: 1 passed, 1 failed (tests/demo/test_demo)"
    assert "sensor on fire" not in done.stdout + done.stderr


def test_a_run_with_no_module_to_run_says_so_and_fails(tmp_path):
    done = run_in(tmp_path, "tests/demo/", "nothing-matches")
    assert done.stdout.splitlines()[-1] == "micropython: 0 passed, 0 failed (tests/demo/, 0 " \
                                           "modules)"
    assert done.returncode == 1  # nothing ran
