"""How the kill test reads a killed child's journal (tests/reliability/kill_child.py writes
it): which saves a power-up after the kill may resume. A kill can fall between a storage
operation and its note, so a save whose landing was not noted stays possible until the next
board says what it found."""
from tests.reliability.kill_run import journal_lines


def test_a_landed_save_is_the_one_to_resume():
    assert journal_lines(["B", "W aa", "D"]) == ("aa", None, False)


def test_while_a_save_is_written_only_the_last_landed_one_can_be_resumed():
    assert journal_lines(["B", "W aa", "D", "B"]) == ("aa", "", False)


def test_a_save_written_whole_may_be_resumed_before_its_rename_is_noted():
    assert journal_lines(["B", "W aa", "D", "B", "W bb"]) == ("aa", "bb", False)


def test_the_next_board_settles_a_rename_the_kill_left_unnoted():
    # killed between the rename of bb and its "D": the next child resumed bb, then was killed
    # writing its next save, so bb is now the one that landed
    lines = ["B", "W aa", "D", "B", "W bb", "R bb", "B"]
    assert journal_lines(lines) == ("bb", "", False)


def test_the_next_board_may_find_the_rename_not_landed():
    lines = ["B", "W aa", "D", "B", "W bb", "R aa", "B"]
    assert journal_lines(lines) == ("aa", "", False)


def test_a_kill_while_a_finished_game_is_forgotten_may_leave_it_or_not():
    assert journal_lines(["B", "W aa", "D", "F"]) == ("aa", None, True)
    assert journal_lines(["B", "W aa", "D", "F", "C"]) == (None, None, False)


def test_a_board_that_offers_no_game_ends_any_doubt():
    assert journal_lines(["B", "W aa", "D", "F", "N", "B"]) == (None, "", False)
