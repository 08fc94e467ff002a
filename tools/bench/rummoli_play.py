"""Rummoli in the app (docs/rules.md 3.7): what a press costs in an 8-player game on the 8-paddle
board well into its play, each press costed with the transfers it needs (tools/bench/press.py)
against the 50 ms for a button: picking a player, the menu, the ante at one press, a card
played that takes a pay space's pot (and the save in the next loop step), its undo, the last
poker card entered (the eight hands ranked); then the heap in use. `WHOLE_GAMES`, the whole
4-player game on the 4-paddle board and the 8-player game on the 8-paddle one that
tools/bench/app_heap.py plays through the buttons. `make bench ARGS=rummoli_play` runs it on
CPython and the MicroPython unix port."""
import gc

from tools.bench import press, replay, timing

# For tools/bench/app_heap.py (run after its PRELUDE: Rig, FlashStorage, start, ctrl, measure;
# on CPython, replayed under the heap measured: tools/bench/replay.py):
# on the board with the paddles for them, twelve hands, each with the ace of a suit run up to
# from its 2 (the pay cards taking their pots) and a player out, then the end's cut.
WHOLE_GAME = """
from tests.app.rummoli_driver import lead, menu, pick, plays, set_rows
rig = Rig(%(board)r, storage=FlashStorage(%%(folder)r))
rig.go("New game", "Rummoli"); rig.go("Players", "%(players)d"); start(rig)
hands = 0
while not ctrl(rig).over and hands < 12:
    menu(rig, "Ante & deal"); measure()
    menu(rig, "Dealer keeps" if hands %%%% 2 else "Dealer swaps"); measure()
    dealt = ctrl(rig).game.dealt
    winner = dealt[hands %%%% len(dealt)]
    menu(rig, "Name winners"); set_rows(rig, {"P%%%%d" %%%% (winner + 1): "wins"})
    rig.press("OK"); rig.wait(50); measure()
    lead(rig, "2" + "SHDC"[hands %%%% 4]); measure()
    for k in range(12):
        plays(rig, dealt[(k + hands) %%%% len(dealt)]); measure()
    out = dealt[(hands + 3) %%%% len(dealt)]
    pick(rig, out); menu(rig, "P%%%%d went out" %%%% (out + 1)); rig.press("OK"); rig.wait(50)
    measure()
    hands += 1
if not ctrl(rig).over:
    menu(rig, "End game"); rig.press("OK"); rig.wait(50)
assert ctrl(rig).over, rig.screen().rows
measure()
print("ok: %%%%d hands, peak live %%%%d" %%%% (hands, peak))
"""
WHOLE_GAMES = tuple([replay.whole_game(
    players, "%d-player Rummoli through the buttons" % players,
    WHOLE_GAME % {"board": board, "players": players})
    for players, board in ((4, "pico-pegs4"), (8, "esp32-pegs8"))])
OPTIONS = {"players": 8, "dealer": 0, "chips": 50, "spaces": "standard", "poker": "showdown",
           "borrow": False}
HANDS = 8  # hands played before the presses are timed


def _press(shell, ev):
    shell.handle(ev)
    shell.render()


def _played(game):
    """Plays `HANDS` hands on the rules core: each a run from a 2 to its ace, a player out."""
    for hand in range(HANDS):
        game.deal()
        game.keep()
        dealt = game.dealt
        game.showdown([dealt[hand % len(dealt)]])
        suit = "SHDC"[hand % 4]
        game.play(game.run.lead, "2" + suit)
        for k in range(12):
            game.play(dealt[(k + hand) % len(dealt)], game.run.next_card())
        cards = [0 if s == dealt[0] else (1 if s in dealt else 0) for s in range(game.players)]
        game.go_out(dealt[0], cards)


def _undone(shell, ctrl, ev, mode, ref, label):
    """One action's press timed again and again: `ev` on `mode`, the rules core's undo
    between runs (not timed); and the save its turn boundary makes in the next loop step."""
    from gameboard.games.rummoli import controller
    clock = shell.hw.clock
    runs = []
    for _ in range(5):
        ctrl.mode = mode
        ctrl.index = 0
        ctrl._saved = None  # the action is new again after the undo below: it must be saved
        ctrl.compose()
        t0 = timing.now()
        us = press.press(shell, ev)
        t1 = timing.now()
        shell.tick(clock.ticks_ms())  # the turn boundary: the game is saved
        saved = timing.since(t1)
        runs.append((timing.since(t0) - saved, saved, us))
        ctrl.game.undo()
        ctrl.paid = []
        ctrl.mode = controller.TABLE
    press.row(label, min([r[0] for r in runs]), ref, max([r[2] for r in runs]))
    timing.report("  the save in the next loop step", min([r[1] for r in runs]), ref)


def main():
    from gameboard.games.registry import part
    from gameboard.games.rummoli import controller
    from gameboard.games.rummoli.hands import Hands
    from gameboard.ui.game_screen import GameScreen
    timing.header("rummoli_play")
    ref = timing.reference_seconds()
    shell = press.shell("esp32-pegs8")
    press.driver(shell.hw.board.count, ref)
    gc.collect()
    base = gc.mem_alloc() if hasattr(gc, "mem_alloc") else 0
    ctrl = part("rummoli", "controller").Controller.new(shell.hw, shell.settings, OPTIONS)
    game = ctrl.game
    _played(game)
    shell.stack = [GameScreen(ctrl)]
    ctrl.compose()  # the table as the person sees it before the presses: the hands played
    shell.render()
    secs, us = press.presses(shell, (("press", "DOWN"), ("press", "UP")))
    press.row("rummoli 8p: pick a player (table)", secs, ref, us)
    secs, us = press.presses(shell, (("press", "OK"), ("press", "BACK")))
    press.row("rummoli 8p: the menu and back", secs, ref, us)
    _undone(shell, ctrl, ("press", "OK"), controller.MENU, ref,
            "rummoli 8p: ante & deal (9 spaces x 8 players)")
    game.deal()
    game.keep()
    game.showdown([game.dealt[0]])
    for card in ("8S", "9S"):
        game.play(game.run.lead if card == "8S" else game.dealt[1], card)
    ctrl.seat = game.dealt[2]
    _undone(shell, ctrl, ("press", "OK"), controller.MENU, ref,
            "rummoli 8p: a player plays 10S (takes its pot)")
    # Undo of that play: the rules core plays the hand again from its deal.
    game.play(game.dealt[2], "10S")
    best = None
    for _ in range(3):
        ctrl.mode = controller.MENU
        ctrl.index = [i[1] for i in ctrl.items()].index("undo")
        ctrl.compose()
        t0 = timing.now()
        us = press.press(shell, ("press", "OK"))
        secs = timing.since(t0)
        best = (min(secs, best[0]), max(us, best[1])) if best else (secs, us)
        game.play(game.dealt[2], "10S")
    press.row("rummoli 8p: undo that play", best[0], ref, best[1])
    for _ in range(4):
        game.undo()  # back to the Poker pot
    # The eight poker hands entered but the last card: OK enters it and ranks them.
    suits = "SHDC"
    ranks = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
    cards = [[ranks[(5 * s + k) % 13] + suits[(5 * s + k) // 13] for k in range(5)]
             for s in range(8)]
    best = None
    for _ in range(5):
        last = cards[7][4]
        hands = Hands(range(8), [list(h) for h in cards[:7]] + [cards[7][:4]])
        hands.wheel.rank = ranks.index(last[:-1])
        hands.wheel.suit = suits.index(last[-1])
        ctrl.hands = hands
        ctrl.mode = controller.HANDS
        ctrl.compose()
        t0 = timing.now()
        us = press.press(shell, ("press", "OK"))
        secs = timing.since(t0)
        assert hands.done()
        # The first run's frame is new to the display; the later runs' are not.
        best = (min(secs, best[0]), max(us, best[1])) if best else (secs, us)
    press.row("rummoli 8p: the last poker card (8 ranked)", best[0], ref, best[1])
    ctrl.mode = controller.TABLE
    ctrl.hands = None
    shell.render()
    gc.collect()
    if hasattr(gc, "mem_alloc"):
        used = gc.mem_alloc()
        print("%-46s %10d B  (save %d B, %d actions)" % (
            "heap in use, rummoli 8p, hand %d" % game.hands, used,
            len(shell.hw.storage.files["game"]), len(game.actions())))
        print("%-46s %10d B" % ("  of which the game (core, screens, LEDs)", used - base))


if __name__ == "__main__":
    main()
