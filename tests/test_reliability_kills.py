"""Real process kills of the firmware under the MicroPython unix port, 300 of them at seeded
random moments while it plays DiceBall and Pegs & Jokers with saves on real files: after each
the board powers up, and resumes the last landed save or the one in flight, never an earlier
one (tests/reliability/kill_run.py)."""
from tests.reliability import kill_run


def test_kills_at_random_moments_never_lose_a_game():
    tally = kill_run.run(kills=300, chains=2, seed=1)
    assert tally.kills == 300
    assert (tally.failed_boots, tally.lost_turns, tally.problems) == (0, 0, [])
    assert tally.during_save > 0 and tally.no_game_yet < tally.kills // 4
