"""DiceBall played in the app: a ROLL press (roll, save, draw) and a tumble frame on virtual
hardware, on whichever runtime runs it (`make bench ARGS=diceball_play` runs it on CPython and
the MicroPython unix port), each press costed with the transfers it needs (tools/bench/press.py);
and `WHOLE_GAMES`, the whole game tools/bench/app_heap.py plays.
"""
from tools.bench import press, replay, timing

# For tools/bench/app_heap.py (run after its PRELUDE, with the game on `rig`): the solo game
# played on to its end, the player rolling and watching the board roll for the other team.
PLAY_ON = """
presses = 0
while not ctrl(rig).over and presses < 5000:
    if ctrl(rig).mode == 3:  # the board's roll: the player watches
        rig.wait(900 + 650)
    else:
        rig.press("ROLL")
        rig.wait(650)
    presses += 1
    measure()
"""
# A 9-inning solo game on pico-diceball, played so from its start.
WHOLE_GAME = """
rig = Rig("pico-diceball", storage=FlashStorage(%(folder)r))
rig.go("New game"); rig.go("Solo", "visitor"); start(rig); by_presses_alone()
""" + PLAY_ON + """
print("ok: %%d turns, log %%d, peak live %%d" %% (presses, len(ctrl(rig).game.log), peak))
"""
# (players, label, replay, row, prepare): DiceBall has no player count (solo or two: the same
# game). Replayed (tools/bench/replay.py): the rig reads its way through the menus, and the
# screen reader it reads them with would be held at the game's open, its top.
WHOLE_GAMES = (replay.whole_game(None, "solo 9-inning DiceBall", WHOLE_GAME),)


def diceball(ref):
    from gameboard.games.diceball.controller import Controller
    from gameboard.ui.game_screen import GameScreen
    shell = press.shell("pico-combo")
    press.driver(shell.hw.board.count, ref)
    options = {"innings": 9, "table": "standard", "pitch_die": True, "runners": "force",
               "extra_runner": False, "mercy": None, "solo": "off", "dice": "board"}
    ctrl = Controller.new(shell.hw, shell.settings, options)
    shell.stack = [GameScreen(ctrl)]
    clock = shell.hw.clock
    shell.render()
    roll = []
    xfer = []
    save = []
    frame = []
    for _ in range(40):
        if ctrl.over:
            ctrl = Controller.new(shell.hw, shell.settings, options)
            shell.stack = [GameScreen(ctrl)]
            shell.render()
        t0 = timing.now()
        xfer.append(press.press(shell, ("press", "ROLL")))
        roll.append(timing.since(t0))
        t0 = timing.now()
        shell.tick(clock.ticks_ms())  # the turn boundary: the game is saved
        save.append(timing.since(t0))
        clock.advance(70)
        t0 = timing.now()
        shell.tick(clock.ticks_ms())  # a tumble frame
        shell.render()
        frame.append(timing.since(t0))
        clock.advance(1000)
        shell.tick(clock.ticks_ms())  # settled
        shell.render()
    press.row("diceball: ROLL press (roll and first frame)", min(roll), ref, max(xfer))
    timing.report("diceball: the save in the next loop step", min(save), ref)
    timing.report("diceball: tumble frame (tick and draw)", min(frame), ref)


def main():
    timing.header("diceball_play")
    diceball(timing.reference_seconds())


if __name__ == "__main__":
    main()
