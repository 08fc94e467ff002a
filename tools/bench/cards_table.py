"""The card table in the app, for the card-table games' benchmarks (<key>_play.py): what a
press on the round-entry screens costs, on virtual hardware, on whichever runtime runs it, each
press costed with the transfers it needs (tools/bench/press.py) against the 50 ms for a
button; and the heap in use with a game's sheet well filled.

Not a benchmark of its own (no main): the helpers its games' benchmarks share.
"""
import gc

from tools.bench import press, replay, timing

# For tools/bench/app_heap.py: a whole game entered through the buttons (run after its
# PRELUDE, which gives Rig, FlashStorage, start, ctrl and measure; on CPython, replayed under
# the heap measured: tools/bench/replay.py); `%(game)s`, `%(board)s`, `%(players)d` and
# `%(round)s` (one round's answers, from tests/app/cards_driver.py, for round `r`) are filled
# in by each game's benchmark.
WHOLE_GAME = """
from tests.app.cards_driver import answer_with, enter
rig = Rig(%(board)r, storage=FlashStorage(%%(folder)r))
rig.go("New game", %(game)r); rig.go("Players", "%(players)d"); start(rig)
rig.press("OK")  # the house rules, shown before the first deal
rounds = 0
while not ctrl(rig).over and rounds < 40:
    r = rounds
    enter(rig, %(round)s)
    rounds += 1
    measure()
print("ok: %%%%d rounds, peak live %%%%d" %%%% (rounds, peak))
"""


def whole_game(game, board, players, round_answers):
    """One of a game's WHOLE_GAMES (replay.whole_game's), `game` its label in the menu."""
    return replay.whole_game(players, "%d-player %s through the buttons" % (players, game),
                             WHOLE_GAME % {"game": game, "board": board, "players": players,
                                           "round": round_answers})


def _press(shell, ev):
    shell.handle(ev)
    shell.render()


def entry_presses(name, key, board, options, rounds, ref, field="points"):
    """The presses of a round's entry in a game with `rounds` entered (a list of result
    dicts, the last of them entered through the screens): the first step asking `field`
    stepped up and down, OK to the next step and BACK, a change on the last step (the round
    scored on a copy of the sheet), the OK that opens the summary and BACK, and the OK that
    confirms it, with the save in the next loop step; then the heap in use."""
    from gameboard.games.registry import part
    from gameboard.ui.game_screen import GameScreen
    shell = press.shell(board)
    press.driver(shell.hw.board.count, ref)
    gc.collect()
    base = gc.mem_alloc() if hasattr(gc, "mem_alloc") else 0
    ctrl = part(key, "controller").Controller.new(shell.hw, shell.settings, options)
    for result in rounds[:-1]:
        ctrl.sheet.enter(ctrl.sheet.number, **result)
    shell.stack = [GameScreen(ctrl)]
    shell.render()
    for ev in (("press", "OK"),) * 3:  # past the house rules, the menu, "Enter round"
        _press(shell, ev)
    ctrl.entry.values.update(rounds[-1])  # what the table entered, so the summary takes it
    steps = ctrl.entry.steps()
    asked = [i for i in range(len(steps)) if steps[i][0] == field]
    while ctrl.entry.step < asked[0]:
        _press(shell, ("press", "OK"))
    secs, us = press.presses(shell, (("press", "UP"), ("press", "DOWN")))
    press.row("%s: %s step press (round %d)" % (name, field, len(rounds)), secs, ref, us)
    secs, us = press.presses(shell, (("press", "OK"), ("press", "BACK")))
    press.row("%s: OK to the next step / BACK" % name, secs, ref, us)
    while ctrl.entry.step < len(steps) - 1:
        _press(shell, ("press", "OK"))
    clock = shell.hw.clock

    def read():
        """The loop's steps while a person reads the screen: the entry step saved, then the
        screen the next OK opens prepared (entry.py `prepare`)."""
        for _ in range(3):
            clock.sleep_ms(5)
            shell.tick(clock.ticks_ms())

    # The last step scores the round at each change, so that the summary opens at once.
    secs, us = press.presses(shell, (("press", "UP"), ("press", "DOWN")), 2, 3, read)
    press.row("%s: a change on the last step (scored)" % name, secs, ref, us)
    secs, us = press.presses(shell, (("press", "OK"), ("press", "BACK")), 2, 3, read)
    press.row("%s: OK to the summary / BACK" % name, secs, ref, us)
    _press(shell, ("press", "OK"))

    def confirm():
        sheet = ctrl.sheet
        read()
        ctrl._saved = None  # the round is new again after the last run: it must be saved
        t0 = timing.now()
        us = press.press(shell, ("press", "OK"))
        clock.sleep_ms(5)  # the next loop step: the turn boundary, the game saved
        t1 = timing.now()
        shell.tick(clock.ticks_ms())
        saved = timing.since(t1)
        work = timing.since(t0) - saved
        ctrl.game = sheet  # back to the summary, for the next run
        ctrl.entry = entry
        ctrl.mode = 2
        ctrl.compose()
        shell.render()
        return work, saved, us

    entry = ctrl.entry
    assert ctrl.entry.problem is None, ctrl.entry.problem
    runs = [confirm() for _ in range(10)]
    press.row("%s: OK confirming the round" % name, min([r[0] for r in runs]), ref,
              max([r[2] for r in runs]))
    timing.report("%s: the save, after the frame" % name, min([r[1] for r in runs]), ref)
    shell.render()
    shell.hw.storage.ops = []  # the virtual storage's log of the saves above: not the board's
    gc.collect()
    if hasattr(gc, "mem_alloc"):
        used = gc.mem_alloc()
        print("%-46s %10d B  (save %d B)" % ("heap in use, %s, round %d" % (name, len(rounds)),
                                             used, len(shell.hw.storage.files["game"])))
        print("%-46s %10d B" % ("  of which the game (sheet, screens, LEDs)", used - base))
