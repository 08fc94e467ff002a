"""The hard Pegs & Jokers player's weights are what the checked-in tuning runs made: weights.py's
TUNED is the last result in tools/tuning/pegs_player.txt, and each run's command, run again for
its first rounds, prints the log's lines (the whole run is the README's command, minutes long)."""
import ast
import os
import shlex

import pytest

from gameboard.rules.pegs import weights
from tools import pegs_tune_player

ROUNDS = 10  # the first logged line of a run


def runs():
    """[(the command's arguments, the run's logged lines)] of the tuning log, in order."""
    with open(pegs_tune_player.LOG_FILE) as f:
        text = f.read()
    found = []
    for block in text.split("Made by: ")[1:]:
        lines = block.strip().splitlines()
        command = shlex.split(lines[0])
        assert command[:3] == ["python", "-m", "tools.pegs_tune_player"], lines[0]
        found.append((command[3:], [line for line in lines[1:] if line]))
    return found


def option(args, name, default=None):
    """The value after `name` in a command's arguments."""
    return args[args.index(name) + 1] if name in args else default


def result(lines):
    """The TUNED tuple a run's log ends with."""
    last = lines[-1]
    assert last.startswith("TUNED = "), last
    return ast.literal_eval(last[len("TUNED = "):last.index(")") + 1])


def test_the_checked_in_weights_are_the_last_tuning_runs_result():
    assert runs() and result(runs()[-1][1]) == weights.TUNED


def test_each_run_writes_its_result_and_goes_on_from_the_one_before():
    found = runs()
    assert "--write" in found[0][0] and "--start" not in found[0][0]
    for args, lines in found[1:]:
        assert "--write" in args and option(args, "--start") == "tuned"


@pytest.mark.parametrize("run", [0, 1])
def test_a_runs_command_repeats_its_first_logged_rounds(run):
    found = runs()
    args, lines = found[run]
    start = weights.START if run == 0 else result(found[run - 1][1])
    said = []
    pegs_tune_player.tune(int(option(args, "--seed")), ROUNDS, int(option(args, "--games")),
                          said.append, start, option(args, "--against"),
                          float(option(args, "--gain", pegs_tune_player.GAIN)))
    assert said == lines[:1]
