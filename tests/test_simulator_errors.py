"""What the run command says about a board file or a script it cannot use: one line, naming
the file, the line (or the field) and what is wrong, then status 2; never a traceback, never a
file taken silently for another."""
import os
import shutil

import pytest

from simulator import __main__ as run_command
from simulator import session as sessions


@pytest.fixture
def boards(tmp_path, monkeypatch):
    """A hardware/boards/ of the test's own, holding pico-pegs4.json."""
    folder = tmp_path / "boards"
    folder.mkdir()
    shutil.copy(os.path.join(sessions.BOARDS, "pico-pegs4.json"), folder)
    monkeypatch.setattr(sessions, "BOARDS", str(folder))
    return folder


def script(tmp_path, text):
    path = tmp_path / "play.txt"
    path.write_text(text)
    return path


def said(capsys, argv, script_text="wait 10\n", tmp_path=None):
    """(status, stderr lines) of `python -m simulator ARGV --script FILE`."""
    status = run_command.main(argv + ["--seed", "1", "--script",
                                      str(script(tmp_path, script_text))])
    return status, capsys.readouterr().err.splitlines()


@pytest.mark.parametrize("runtime", ["cpython", "micropython"])
def test_a_board_file_that_is_not_json_gets_its_file_line_and_fault(boards, tmp_path, capsys,
                                                                    runtime):
    (boards / "brokenjson.json").write_text('{\n  "format": 1,\n  "name": "brokenjson"\n'
                                            '  "title": "no comma before me"\n}\n')
    status, err = said(capsys, ["--board", "brokenjson", "--runtime", runtime],
                       tmp_path=tmp_path)
    assert status == 2
    assert err == ["simulator: %s line 4 column 3: not valid JSON (Expecting ',' delimiter)"
                   % (boards / "brokenjson.json")]


def test_a_board_file_with_a_wrong_field_gets_the_field(boards, tmp_path, capsys):
    text = (boards / "pico-pegs4.json").read_text().replace('"name": "pico-pegs4"',
                                                            '"name": 7')
    (boards / "numbered.json").write_text(text)
    status, err = said(capsys, ["--board", "numbered"], tmp_path=tmp_path)
    assert status == 2
    assert err == ["simulator: %s: name: must be a text, got 7" % (boards / "numbered.json")]


def test_a_board_file_named_for_another_board_is_refused(boards, tmp_path, capsys):
    shutil.copy(boards / "pico-pegs4.json", boards / "mine.json")
    status, err = said(capsys, ["--board", "mine"], tmp_path=tmp_path)
    assert status == 2
    assert err == ["simulator: %s: describes board 'pico-pegs4', not 'mine': a board file is "
                   "named after the board it describes" % (boards / "mine.json")]


def test_a_button_the_board_lacks_is_named_with_the_scripts_file_and_line(boards, tmp_path,
                                                                          capsys):
    status, err = said(capsys, ["--board", "pico-pegs4"], "press OK\n\npress ROLL\n",
                       tmp_path=tmp_path)
    assert status == 2
    assert err == ["simulator: %s line 3: board pico-pegs4 has no ROLL button (it has %s)"
                   % (tmp_path / "play.txt", " ".join(sessions.load_board("pico-pegs4")
                                                      .buttons))]


def test_two_shots_of_one_name_are_refused_before_anything_is_played(boards, tmp_path,
                                                                     capsys):
    status, err = said(capsys, ["--board", "pico-pegs4"],
                       "shot menu\npress DOWN\nshot menu\n", tmp_path=tmp_path)
    assert status == 2
    assert err == ["simulator: %s line 3: shot 'menu' is taken at line 1 already: give each "
                   "shot its own name" % (tmp_path / "play.txt")]


def test_a_shot_named_end_is_refused_the_end_has_that_name(boards, tmp_path, capsys):
    status, err = said(capsys, ["--board", "pico-pegs4"], "press DOWN\nshot end\n",
                       tmp_path=tmp_path)
    assert status == 2
    assert err == ["simulator: %s line 2: shot 'end' is taken at the end already: give each "
                   "shot its own name" % (tmp_path / "play.txt")]


def test_shots_of_different_names_each_get_their_pictures(boards, tmp_path, capsys):
    pictures = tmp_path / "shots"
    status = run_command.main(["--board", "pico-pegs4", "--seed", "1", "--script",
                               str(script(tmp_path, "shot menu\npress DOWN\nshot moved\n")),
                               "--screenshot", str(pictures)])
    assert status == 0
    assert sorted(os.listdir(pictures)) == sorted(
        name + end for name in ("menu", "moved", "end")
        for end in (".png", "-oled.png", "-oled-x4.png"))



@pytest.mark.parametrize("runtime", ["cpython", "micropython"])
def test_a_storage_that_is_a_file_is_named_and_left_as_it_was(tmp_path, capsys, runtime):
    kept = tmp_path / "notes.txt"
    kept.write_text("not a board's folder\n")
    status, err = said(capsys, ["--runtime", runtime, "--storage", str(kept)],
                       tmp_path=tmp_path)
    assert (status, err) == (2, ["simulator: --storage %s is a file: it takes a folder "
                                 "(made if missing)" % kept])
    assert kept.read_text() == "not a board's folder\n"
