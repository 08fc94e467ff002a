"""Pegs & Jokers played in the app: what a button costs while playing, on virtual hardware, on
whichever runtime runs it (`make bench ARGS=pegs_play` runs it on CPython and the MicroPython
unix port); and `WHOLE_GAMES`, the whole games tools/bench/app_heap.py plays.

The 8-paddle board (224 LEDs), real cards, a crowded position (every peg of all 8 seats on the
track): a card-picking press, computing a card's legal moves in the app (the rules core's moves
plus the app's packing and lighting of the movable pegs; done in the tick after the press,
docs/architecture.md's 100 ms target), OK on the card (its moves listed) and BACK, a
move-preview press, the OK that plays a move (apply, log, animation set-up and the save at the
turn boundary), an animation frame; then the heap in use during an 8-player dealt game half
played. Each press is handled and drawn (OLED framebuffer and LED frame) as the shell does it,
and costed with the transfers it needs (tools/bench/press.py) against the 50 ms for a button; a
card's legal moves, worked out, drawn and sent, against its 100 ms.
"""
import gc

from tools.bench import press, timing

# For tools/bench/app_heap.py: WHOLE_GAMES, (players, label, script, row) for every player
# count a board offers and every seating of its computers that needs a row of HEAP_WK of its
# own (options.heap_row: None, every computer normal; else the heaviest level seated): an
# all-computer dealt game, pressing OK through it (run after app_heap's PRELUDE, which gives
# Rig, FlashStorage, start, by_presses_alone, ctrl and measure).
WHOLE_GAME = """
rig = Rig(%(board)r, storage=FlashStorage(%%(folder)r))
rig.go("New game", "Pegs"); %(players)s %(seating)s
start(rig)
by_presses_alone()
presses = 0
while ctrl(rig).game.winner() is None and presses < 5000:
    rig.press("OK")
    presses += 1
    measure()
print("ok: %%%%d presses, log %%%%d, peak live %%%%d" %%%% (presses, len(ctrl(rig).game.log), peak))
"""
BOARDS = ((2, "pico-pegs4", 'rig.go("Players", "2");'), (4, "pico-pegs4", ""),
          (8, "esp32-pegs8", ""))


def _seating(level, players):
    """The wizard's presses that seat `players` computers at `level` ("mixed": easy and hard
    alternating, seat by seat). A row's label is made as the script runs, not written out:
    each short text in a script is a name the heap interns, and a board has none of them (a
    label of each of 8 seats took an 8-player game's names to a seventh pool on a 32-bit
    build)."""
    if level == "normal":  # the Level row's default
        return 'rig.go("Play ", "computers");'
    if level != "mixed":
        return 'rig.go("Play ", "computers"); rig.go("Level", "%s");' % level
    return ('rig.go("Play ", "per seat")\nfor k in range(%d):\n'
            '    rig.go("P" + str(k + 1), "comp. " + ("easy", "hard")[k %%%% 2])\n' % players)


# (level, its words in a label, its HEAP_WK row: options.heap_row's, the heaviest level seated)
SEATINGS = (("normal", "", None), ("easy", ", every computer easy", "easy"),
            ("hard", ", every computer hard", "hard"),
            ("mixed", ", computers easy and hard", "hard"))
WHOLE_GAMES = tuple([(n, "%d-player all-computer Pegs & Jokers%s" % (n, words), WHOLE_GAME % {
    "board": board, "players": choose, "seating": _seating(level, n)}, row)
    for level, words, row in SEATINGS for n, board, choose in BOARDS])

# Every seat's five pegs out on an 8-sided track, a few holes apart.
CROWDED = dict((s, ["T%d" % (18 * s + h) for h in (1, 5, 9, 12, 15)]) for s in range(8))
TEAMS = [[0, 2, 4, 6], [1, 3, 5, 7]]


def _pegs_screen(shell, game, options):
    from gameboard.games.pegs.controller import Controller
    from gameboard.ui.game_screen import GameScreen
    ctrl = Controller(shell.hw, shell.settings, options, game, 1, [], [])
    shell.stack = [GameScreen(ctrl)]
    shell.render()
    return ctrl


def _options(cards):
    return {"players": 8, "teams": "teams", "cards": cards, "decks": None,
            "nine_split": False, "royals_count": False, "play": "people", "level": "normal"}


def _press(shell, ev):
    shell.handle(ev)
    shell.render()


def pegs(ref):
    from gameboard.rules.pegs import Game
    shell = press.shell("esp32-pegs8")
    press.driver(shell.hw.board.count, ref)
    game = Game.setup(8, CROWDED, teams=TEAMS, turn=0)
    ctrl = _pegs_screen(shell, game, _options("real"))
    now = shell.hw.clock.ticks_ms()
    for _ in range(3):
        shell.tick(now)  # the Ace's moves, worked out after the screen opened

    shell.render()
    secs, us = press.presses(shell, (("press", "RIGHT"), ("press", "LEFT")))
    press.row("pegs: card pick press (8p crowded)", secs, ref, us)
    from gameboard.games.pegs.card_pick import CARDS
    pick = ctrl.screen  # the card wheel
    for card in ("7", "9", "JK", "2"):
        pick.at = CARDS.index(card)
        pick.select()  # highlighted, its moves not yet known
        shell.render()

        def work():  # the tick after the press: the card's moves, drawn
            pick.raws = None
            pick.tick(shell.hw.clock.ticks_ms())
            shell.frame._fresh = True  # as after a new card: the LED frame is worked out
            shell.render()

        writes = shell.hw.strip.written
        work()
        us = press.transfer_us(shell.hw, writes)
        press.row("pegs: legal moves of %s in the app (%d moves)" % (card, len(pick.raws)),
                  timing.seconds(work, 3, 5), ref, us, 100)

        def first_choices():  # the tick after: ready for OK, nothing drawn
            pick.keyed = None
            pick.work()

        timing.report("pegs:   then their first choices (a tick)", timing.seconds(
            first_choices, 3, 5), ref)
    secs, us = press.presses(shell, (("press", "OK"), ("press", "BACK")))
    press.row("pegs: OK on a card / BACK (a 2's moves)", secs, ref, us)
    _press(shell, ("press", "OK"))  # the 2's moves: the first legs
    secs, us = press.presses(shell, (("press", "DOWN"), ("press", "UP")))
    press.row("pegs: move preview press (a 2)", secs, ref, us)

    def play():
        g = Game.setup(8, CROWDED, teams=TEAMS, turn=0)
        c = _pegs_screen(shell, g, _options("real"))
        c.screen.at = 5  # a 6
        c.screen.work()
        _press(shell, ("press", "OK"))
        t0 = timing.now()
        us = press.press(shell, ("press", "OK"))  # plays it, draws its animation's first frame
        t1 = timing.now()
        shell.tick(shell.hw.clock.ticks_ms())  # the turn boundary: the game is saved
        return timing.since(t0) - timing.since(t1), timing.since(t1), us

    runs = [play() for _ in range(5)]
    press.row("pegs: OK playing a move (first frame)", min([r[0] for r in runs]), ref,
              max([r[2] for r in runs]))
    timing.report("pegs: the save in the next loop step", min([r[1] for r in runs]), ref)
    from gameboard.games.pegs.anim import Anim
    ctrl = shell.stack[-1].ctrl
    clock = shell.hw.clock

    def frame():
        clock.advance(150)
        shell.tick(clock.ticks_ms())
        shell.render()
        if not isinstance(ctrl.screen, Anim):
            ctrl.begin_turn()

    timing.report("pegs: animation frame (tick and draw)", timing.seconds(frame, 10, 5), ref)
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
        ctrl.apply(move, [], [])
        shell.save_game(ctrl)
        ctrl.screen.finish()
        ctrl.begin_turn()
    shell.render()
    gc.collect()
    if hasattr(gc, "mem_alloc"):
        used = gc.mem_alloc()
        print("%-46s %10d B  (%d log entries, save %d B)" % (
            "heap in use, 8p game half played", used, len(game.log),
            len(shell.hw.storage.files["game"])))
        print("%-46s %10d B" % ("  of which the game's state (rules + screens)", used - base))


def main():
    timing.header("pegs_play")
    pegs(timing.reference_seconds())


if __name__ == "__main__":
    main()
