"""The terminal DiceBall game, driven by scripted input lines."""
import io
import subprocess
import sys

from gameboard.rules.diceball import Game
from gameboard.rules.prng import Prng
from simulator.terminal_diceball import main, scoreboard


def run(args, lines):
    out = io.StringIO()
    assert main(args, stdin=io.StringIO(lines), out=out) == 0
    return out.getvalue()


def test_enter_rolls_and_q_quits():
    text = run(["--seed", "3"], "\n\n\nq\n")
    assert text.count("Last roll") == 3
    assert text.rstrip().endswith("bye") and "FINAL" not in text
    assert "pitcher's die" in text


def test_each_enter_is_one_roll_of_the_seeded_dice():
    text = run(["--seed", "11", "--no-pitch-die"], "\n" * 5 + "q\n")
    game, prng = Game(pitch_die=False), Prng(11)
    for _ in range(5):
        game.bat(prng.roll(), prng.roll())
    assert "\n".join(scoreboard(game)) in text


def test_solo_plays_a_short_game_to_the_end():
    text = run(["--seed", "5", "--innings", "3", "--solo"], "\n" * 2000)
    assert "FINAL:" in text and "the board rolls for the visitors" in text
    header = [line for line in text.splitlines() if line.strip().startswith("1  2  3")]
    assert header


def test_end_of_input_stops_the_game():
    assert run(["--seed", "1"], "").rstrip().endswith("bye")


def test_options_reach_the_game():
    text = run(["--seed", "2", "--innings", "5", "--table", "national_ball_game",
                "--no-pitch-die", "--runners", "advance", "--extra-runner",
                "--mercy", "3", "8"], "q\n")
    assert "  1  2  3  4  5    R  H  E" in text


def test_python_dash_m_simulator_reads_piped_input():
    result = subprocess.run([sys.executable, "-m", "simulator", "--seed", "4", "--innings", "3",
                             "--no-pitch-die"], input="\n" * 1000, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert "FINAL:" in result.stdout
