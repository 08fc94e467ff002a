"""Buttons on virtual time: debounce, press, long press, auto-repeat; the encoder's steps."""
import pytest

from gameboard import ticks
from gameboard.debounce import Debouncer
from gameboard.events import EventQueue
from gameboard.quadrature import Quadrature


def rig(start=0):
    q = EventQueue()
    return Debouncer(("UP", "OK"), q), q, start


def drive(d, i, levels, start=0, step=5):
    """Feeds (level, ms) spans for input i every `step` ms; returns the time reached."""
    t = start
    for level, ms in levels:
        for _ in range(ms // step):
            d.feed(i, level, t)
            t = ticks.add(t, step)
    return t


def drain(q):
    out = []
    ev = q.get()
    while ev is not None:
        out.append(ev)
        ev = q.get()
    return out


@pytest.mark.parametrize("start", [0, ticks.PERIOD - 30])
def test_arrow_reports_press_once_it_is_stable(start):
    d, q, _ = rig()
    drive(d, 0, [(False, 20), (True, 15)], start)
    assert drain(q) == []
    drive(d, 0, [(True, 20)], ticks.add(start, 35))
    assert drain(q) == [("press", "UP")]


def test_bounce_shorter_than_debounce_is_ignored():
    d, q, _ = rig()
    drive(d, 0, [(False, 20), (True, 10), (False, 10), (True, 10), (False, 100)])
    assert drain(q) == []


def test_arrow_repeats_after_the_delay_at_its_rate():
    d, q, _ = rig()
    # Down stable from 25 ms; press at 45 ms; repeats at 445, 565, 685, 805 ms.
    drive(d, 0, [(False, 20), (True, 820), (False, 100)])
    assert drain(q) == [("press", "UP")] + [("repeat", "UP")] * 4


def test_ok_reports_press_on_release():
    d, q, _ = rig()
    t = drive(d, 1, [(False, 20), (True, 200)])
    assert drain(q) == []
    drive(d, 1, [(False, 100)], t)
    assert drain(q) == [("press", "OK")]


def test_ok_held_reports_one_long_press_and_no_press():
    d, q, _ = rig()
    drive(d, 1, [(False, 20), (True, 2000), (False, 100)])
    assert drain(q) == [("long", "OK")]


def test_held_tells_the_debounced_level():
    d, q, _ = rig()
    t = drive(d, 1, [(False, 20), (True, 50)])
    assert d.held("OK") and not d.held("UP")
    drive(d, 1, [(False, 50)], t)
    assert not d.held("OK")


def test_full_queue_drops_the_newest_event():
    q = EventQueue(2)
    for k in range(3):
        q.put("press", k)
    assert (q.get(), q.get(), q.get(), q.dropped) == (("press", 0), ("press", 1), None, 1)


CLOCKWISE = ((0, 1), (0, 0), (1, 0), (1, 1))


def test_one_gray_cycle_clockwise_is_one_step():
    enc = Quadrature()
    assert [enc.feed(a, b) for a, b in CLOCKWISE] == [0, 0, 0, 1]


def test_one_gray_cycle_anticlockwise_is_minus_one():
    enc = Quadrature()
    assert [enc.feed(a, b) for a, b in reversed(((1, 1),) + CLOCKWISE[:3])] == [0, 0, 0, -1]


def test_contact_bounce_cancels_out():
    enc = Quadrature()
    seq = [(0, 1), (1, 1), (0, 1), (1, 1), (0, 1), (0, 0), (1, 0), (1, 1)]
    assert sum(enc.feed(a, b) for a, b in seq) == 1
