"""Game screens benchmark: what a button costs while playing, on virtual hardware, on whichever
runtime runs it (`make bench ARGS=play` runs it on CPython and the MicroPython unix port).

Pegs & Jokers on the 8-paddle board (224 LEDs), real cards, a crowded position (every peg of
all 8 seats on the track): a card-picking press, computing a card's legal moves in the app (the
rules core's moves plus the app's packing and lighting of the movable pegs; done in the tick
after the press, DESIGN.md's 100 ms target), a move-preview press, the OK that plays a move
(apply, log, animation set-up and the save at the turn boundary), an animation frame; then the
heap in use during an 8-player dealt game half played. DiceBall: a ROLL press (roll, save,
draw) and a tumble frame. Each press is handled and drawn (OLED framebuffer and LED frame) as the
shell does it; the RP2040 estimate is 250x the unix-port time, to which the OLED's 23.5 ms and
the LEDs' 30 us each of transfer are added against DESIGN.md's 50 ms for a button.
"""
import gc
import sys

ROOT = "."  # MicroPython runs benchmarks from the repository root (tools/unix_port.py)
if sys.implementation.name == "cpython":  # MicroPython has framebuf built in
    import os
    ROOT = _root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    for _p in ("simulator/compat", "firmware"):
        if os.path.join(_root, _p) not in sys.path:
            sys.path.insert(0, os.path.join(_root, _p))

from tools.bench import timing  # noqa: E402

OLED_MS = 23.5
LED_US = 30
# Every seat's five pegs out on an 8-sided track, a few holes apart.
CROWDED = dict((s, ["T%d" % (18 * s + h) for h in (1, 5, 9, 12, 15)]) for s in range(8))
TEAMS = [[0, 2, 4, 6], [1, 3, 5, 7]]


def _shell(name):
    from gameboard import board as boards
    from gameboard import startup
    from simulator.virtual.hardware import virtual_hardware
    board = boards.load("%s/hardware/boards/%s.json" % (ROOT, name))
    hw = virtual_hardware(board)
    return startup.boot(hw, console=lambda line: None, banner_ms=0)


def _pegs_screen(shell, game, options):
    from gameboard.games.pegs_controller import Controller
    from gameboard.ui.game_screen import GameScreen
    ctrl = Controller(shell.hw, shell.settings, options, game, 1, [], [])
    shell.stack = [GameScreen(ctrl)]
    shell.render()
    return ctrl


def _options(cards):
    return {"players": 8, "teams": "teams", "cards": cards, "decks": None,
            "nine_split": False, "royals_count": False, "computer": 0}


def _press(shell, ev):
    shell._handle(ev)
    shell.render()


def _row(label, secs, ref, leds=0, worst=None):
    timing.report(label, secs, ref)
    if worst is not None:
        worst.append((label, secs, leds))


def pegs(ref, worst):
    from gameboard.rules.pegs import Game
    shell = _shell("esp32-pegs8")
    leds = shell.hw.board.count
    game = Game.setup(8, CROWDED, teams=TEAMS, turn=0)
    ctrl = _pegs_screen(shell, game, _options("real"))
    now = shell.hw.clock.ticks_ms()
    for _ in range(3):
        shell._tick(now)  # the Ace's moves, worked out after the screen opened

    def pick():
        _press(shell, ("press", "RIGHT"))
        _press(shell, ("press", "LEFT"))

    _row("pegs: card pick press (8p crowded)", timing.seconds(pick, 10, 5) / 2, ref, leds, worst)
    from gameboard.games.pegs_controller import CARDS
    for card in ("7", "9", "JK", "2"):
        ctrl.wheel = CARDS.index(card)

        def work():
            ctrl.raws = None
            ctrl._work()

        work()
        _row("pegs: legal moves of %s in the app (%d moves)" % (card, len(ctrl.raws)),
             timing.seconds(work, 3, 5), ref)
    _press(shell, ("press", "OK"))  # the 2's moves: the first legs

    def preview():
        _press(shell, ("press", "DOWN"))
        _press(shell, ("press", "UP"))

    _row("pegs: move preview press (a 2)", timing.seconds(preview, 10, 5) / 2, ref, leds, worst)

    def play():
        g = Game.setup(8, CROWDED, teams=TEAMS, turn=0)
        c = _pegs_screen(shell, g, _options("real"))
        c.wheel = 5  # a 6
        c._work()
        _press(shell, ("press", "OK"))
        t0 = timing._now()
        _press(shell, ("press", "OK"))  # plays it and draws the first frame of its animation
        t1 = timing._now()
        shell._tick(shell.hw.clock.ticks_ms())  # the turn boundary: the game is saved
        return timing._since(t0) - timing._since(t1), timing._since(t1)

    runs = [play() for _ in range(5)]
    _row("pegs: OK playing a move (first frame)", min([r[0] for r in runs]), ref, leds, worst)
    _row("pegs: the save in the next loop step", min([r[1] for r in runs]), ref)
    ctrl = shell.stack[-1].ctrl
    clock = shell.hw.clock

    def frame():
        clock.advance(150)
        shell._tick(clock.ticks_ms())
        shell.render()
        if ctrl.anim is None:
            ctrl.begin_turn()

    _row("pegs: animation frame (tick and draw)", timing.seconds(frame, 10, 5), ref)
    heap_in_game(shell)


def heap_in_game(shell):
    """Plays an 8-player dealt game (the board's computer player for every seat, no waiting)
    half way and reports the heap in use then, the app and its virtual hardware included, and
    the part of it the game's state takes (its modules are loaded already, by pegs())."""
    from gameboard.rules.pegs import Game
    from gameboard.rules.pegs.player import choose_move
    from gameboard.rules.prng import Prng
    shell.stack = []
    gc.collect()
    base = gc.mem_alloc() if hasattr(gc, "mem_alloc") else 0
    game = Game.new(8, 12345)
    ctrl = _pegs_screen(shell, game, _options("dealt"))
    prng = Prng(9)
    for _ in range(250):
        if game.winner() is not None:
            break
        move = choose_move(game, game.turn, prng)
        ctrl.card = move.card
        ctrl._apply(move, [], [])
        shell.save_game(ctrl)
        ctrl.anim.finish()
        ctrl.begin_turn()
    shell.render()
    gc.collect()
    if hasattr(gc, "mem_alloc"):
        used = gc.mem_alloc()
        print("%-46s %10d B  (%d log entries, save %d B)" % (
            "heap in use, 8p game half played", used, len(game.log),
            len(shell.hw.storage.files["game"])))
        print("%-46s %10d B" % ("  of which the game's state (rules + screens)", used - base))


def diceball(ref, worst):
    from gameboard.games.diceball_controller import Controller
    from gameboard.ui.game_screen import GameScreen
    shell = _shell("pico-combo")
    options = {"innings": 9, "table": "standard", "pitch_die": True, "runners": "force",
               "extra_runner": False, "mercy": None, "solo": "off", "dice": "board"}
    ctrl = Controller.new(shell.hw, shell.settings, options)
    shell.stack = [GameScreen(ctrl)]
    clock = shell.hw.clock
    press = []
    save = []
    frame = []
    for _ in range(40):
        if ctrl.over:
            ctrl = Controller.new(shell.hw, shell.settings, options)
            shell.stack = [GameScreen(ctrl)]
        t0 = timing._now()
        _press(shell, ("press", "ROLL"))
        press.append(timing._since(t0))
        t0 = timing._now()
        shell._tick(clock.ticks_ms())  # the turn boundary: the game is saved
        save.append(timing._since(t0))
        clock.advance(70)
        t0 = timing._now()
        shell._tick(clock.ticks_ms())  # a tumble frame
        shell.render()
        frame.append(timing._since(t0))
        clock.advance(1000)
        shell._tick(clock.ticks_ms())  # settled
    _row("diceball: ROLL press (roll and first frame)", min(press), ref,
         shell.hw.board.count, worst)
    _row("diceball: the save in the next loop step", min(save), ref)
    _row("diceball: tumble frame (tick and draw)", min(frame), ref)


def main():
    timing.header("play")
    ref = timing.reference_seconds()
    worst = []
    pegs(ref, worst)
    diceball(ref, worst)
    if timing.RUNTIME == "micropython":
        for label, secs, leds in worst:
            total = secs * timing.RP2040_FACTOR * 1e3 + OLED_MS + leds * LED_US / 1000
            print("%-46s %10.1f ms on RP2040 with transfers (target 50)" % (label, total))


if __name__ == "__main__":
    main()
