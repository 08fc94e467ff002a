"""`--runtime micropython`: the firmware under the MicroPython unix port behind the simulator's
line protocol shows exactly what it shows on CPython. The same script on both runtimes gives
the same LED frames and OLED frames, every one, in order; the only difference allowed is the
boot banner's free-heap line (CPython cannot tell its free heap and prints "?")."""
import pytest

from simulator import script
from simulator.session import ChildSession, LocalSession
from tests.app.screen import Screen

# Menus, the wizard, a game started and played, and back out: on a board with every button
# and the encoder, and on the 8-paddle board (224 LEDs a frame).
SCRIPTS = {
    "pico-combo": """
        press DOWN
        press UP
        press OK          # New game
        turn +1
        turn -1
        press OK          # DiceBall
        hold DOWN 2500    # auto-repeat to the wizard's end (Start game)
        press OK          # Start game
        wait 200
        press ROLL 6
        long BACK
        wait 300
        press DOWN 2
        press OK          # About
        wait 100
        press BACK
    """,
    "esp32-pegs8": """
        press OK
        press DOWN 15
        press OK
        wait 500
        press BACK
        wait 200
        press OK          # Resume
        wait 200
    """,
}


def both(name, text, seed=11):
    steps = script.parse(text)
    runs = []
    for cls in (LocalSession, ChildSession):
        session = cls(name, seed, record=True)
        try:
            script.play(session, steps)
        finally:
            session.close()
        runs.append(session)
    return runs


@pytest.mark.parametrize("name", sorted(SCRIPTS))
def test_both_runtimes_show_every_frame_alike(name):
    here, child = both(name, SCRIPTS[name])
    assert child.console[0].startswith("gameboard firmware ")
    assert len(here.frames) == len(child.frames) > 10
    assert [k for k, _ in here.frames] == [k for k, _ in child.frames]
    banner = [i for i, (k, _) in enumerate(here.frames) if k == "D"][0]
    a, b = Screen(here.frames[banner][1]), Screen(child.frames[banner][1])
    assert a.rows[4] == "free ?" and b.rows[4].startswith("free ")
    assert a.rows[:4] == b.rows[:4]
    for i in range(len(here.frames)):
        if i != banner:
            assert here.frames[i] == child.frames[i], "frame %d (%s) differs" % (
                i, here.frames[i][0])
    assert here.now == child.now


def test_the_childs_refusals_reach_the_front_end_before_it_is_asked():
    session = ChildSession("pico-pegs4")
    try:
        with pytest.raises(ValueError, match="no ROLL button"):
            session.set("ROLL", True)
        session.press("DOWN")
        assert Screen(session.oled).rows[0] == "pico-pegs4"
    finally:
        session.close()
    assert session.proc.returncode == 0
