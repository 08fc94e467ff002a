"""Keeping score at the card table on a Rig with buttons only: a round's end entered as the
table would, the helpers the card-table game tests and the whole games of the heap benchmark
share (tools/bench/cards_table.py). `enter(rig, answer_with(1, laid=(0, 1), points=[0, 25]))`
ends a round the way a table would: OK for the menu, OK on "Enter round", then each step as the
OLED asks it (read off the screen, never off the controller), the arrows until the value shown
is the one wanted, OK; the summary is left open for the test to read and confirm. The other
helpers of the card-table tests (a game started, its save read, a meld checked, cards counted,
the last row and the paddles read) are cards_rig.py's. The benchmark's whole games play with
this module on CPython and replay its presses in the heap they measure
(tools/bench/replay.py): a board holds neither.
"""


def name(side, teams=None):
    return "+".join("P%d" % (s + 1) for s in (teams[side] if teams else (side,)))


def shown(rig):
    """The value the entry step shows, between "< " and " >"."""
    row = rig.screen().rows[3].strip()
    assert row.startswith("< ") and row.endswith(" >"), rig.screen()
    return row[2:-2]


def set_value(rig, want):
    """The arrows until the step shows `want` (a name, yes/no, or a number)."""
    for _ in range(200):
        now = shown(rig)
        if now == want:
            return
        if now in ("yes", "no") or now.startswith("P"):
            rig.press("UP")
        else:
            gap = int(want) - int(now)
            rig.press(("RIGHT" if gap > 0 else "LEFT") if abs(gap) >= 10 else
                      ("UP" if gap > 0 else "DOWN"))
    raise AssertionError("cannot set %r on\n%r" % (want, rig.screen()))


def steps(rig, answers, stop_after=None):
    """Answers each step the OLED asks, from `answers(question, who)`; stops after
    `stop_after` steps (a power cut in the middle), else at the summary."""
    done = 0
    while rig.screen().rows[6].startswith("Step "):
        if stop_after is not None and done == stop_after:
            return
        s = rig.screen()
        set_value(rig, answers(s.rows[1], s.rows[2]))
        rig.press("OK")
        done += 1


def answer_with(out, laid=(), points=None, flags=(), teams=None, **books):
    """The answers of one round: who went out, who laid down, the points each holds, the
    questions answered yes, Hand & Foot's numbers by question."""
    def answers(question, who):
        if question == "Who went out?":
            return name(out, teams)
        if question == "Laid contract?":
            return "yes" if who in [name(s) for s in laid] else "no"
        if question == "Points in hand":
            return str(points[int(who[1:]) - 1])
        if question in flags:
            return "yes"
        if question.endswith("?"):
            return "no"
        side = [name(s, teams) for s in range(len(teams))].index(who)
        return str(books[question][side])
    return answers


def enter(rig, answers, confirm=True):
    rig.press("OK")
    rig.go("Enter round")
    steps(rig, answers)
    if confirm:
        assert rig.screen().rows[7] == "OK to confirm", rig.screen()
        rig.press("OK")
        rig.wait(50)
