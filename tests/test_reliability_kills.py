"""Real process kills of the firmware under the MicroPython unix port, 300 of them while it
plays DiceBall and Pegs & Jokers with saves on real files: at seeded random moments, in the
middle of a save's writes, and at random moments after a save has landed. After each the board
powers up, and resumes the last landed save or the one in flight, never an earlier one
(tests/reliability/kill_run.py). Where a timed kill lands depends on the machine's speed, so
nothing here counts those; the kills in a save and after a landed one are placed by what the
child has done, not by time, so they are there on any machine."""
from tests.reliability import kill_run


def test_kills_at_random_moments_never_lose_a_game():
    tally = kill_run.run(kills=300, chains=2, seed=1)
    assert tally.kills == 300
    assert (tally.failed_boots, tally.lost_turns, tally.problems) == (0, 0, [])
    assert tally.paused == tally.planned_pauses > 0
    assert tally.during_save >= tally.paused
    assert tally.landed == tally.planned_landed > 0
    assert tally.resumed > 0
