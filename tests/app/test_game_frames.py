"""Animation frames allocate nothing: on MicroPython the heap in use is the same before and
after a run of frames (a move hole by hole with its bump, a blinking preview, the win
celebration, the DiceBall tumble), each frame being the controller's tick, OLED drawing and LED
drawing, as the shell does them. (On CPython, which allocates for any call, the same runs check
that the frames do change.) The buzzer is off here: the virtual one records its notes."""
import gc

from tests.app.pegs_driver import Mv, ctrl, play, position, to_card
from tests.app.rig import Rig, uses

uses("pico-pegs4", "pico-diceball")

MEASURES = hasattr(gc, "mem_alloc")


def run_frames(rig, n, ms):
    """n frames of `ms` each, as the shell draws them; (bytes allocated, distinct LED frames)."""
    c = ctrl(rig)
    hw = rig.hw
    d = hw.display
    frame = rig.shell.frame
    seen = []
    rig.shell.settings.sound = False
    gc.collect()
    if MEASURES:
        gc.disable()
        before = gc.mem_alloc()
    for _ in range(n):
        hw.clock.advance(ms)
        c.tick(hw.clock.ticks_ms())
        d.fill(0)
        frame.clear()
        c.draw(d)
        c.draw_leds(frame)
        if not MEASURES:
            seen.append(bytes(frame.want))
    used = 0
    if MEASURES:
        used = gc.mem_alloc() - before
        gc.enable()
    return used, len(set(seen))


def check(used, distinct):
    if MEASURES:
        assert used == 0, "%d bytes allocated by the frames" % used
    else:
        assert distinct > 1


def test_a_move_and_its_bump_animate_without_allocating():
    rig = position("pico-pegs4", {0: ["T10", "S", "S", "S", "S"],
                                  1: ["T20", "S", "S", "S", "S"], 2: ["S"] * 5, 3: ["S"] * 5}, 0)
    play(rig, Mv("10", [(0, "T10", "T20")], [(1, "T20", "S")]), watch=True)
    rig.wait(10)  # the turn's save
    check(*run_frames(rig, 20, 60))


def test_a_blinking_preview_draws_without_allocating():
    rig = position("pico-pegs4", {0: ["T10", "T30", "S", "S", "S"], 1: ["S"] * 5,
                                  2: ["S"] * 5, 3: ["S"] * 5}, 0)
    to_card(rig, "7")
    check(*run_frames(rig, 12, 130))


def test_the_win_celebration_draws_without_allocating():
    rig = position("pico-pegs4", {0: ["T2", "H2", "H3", "H4", "H5"], 2: ["S"] * 5,
                                  1: ["S"] * 5, 3: ["S"] * 5}, 0)
    play(rig, Mv("2", [(0, "T2", "H1")]))
    rig.wait(10)
    check(*run_frames(rig, 20, 120))


def test_the_dice_tumble_without_allocating():
    rig = Rig("pico-diceball")
    rig.go("New game", "Start game")
    rig.press("ROLL")
    rig.wait(10)
    check(*run_frames(rig, 8, 60))
