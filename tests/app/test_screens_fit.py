"""Every text fits the OLED's 16 columns: the screens walked by buttons (the menus, each option
value of every game's new-game and defaults lists with their scroll marks, the About page, the
start check's refusals, the Pegs & Jokers screens of a game played by people) and the Pegs move texts of every legal move
in positions of random play on the 4- and 8-paddle boards.

The top screen is drawn on a display that records where text goes (`Cells`) instead of pixels,
so a text that the panel would cut at its edge is seen whole: each must start on a cell and end
by column 16, a row under a scroll mark must end before the mark's column, and a list row of
the new-game list must show its whole label (text.item shortens a label that does not fit)."""
from gameboard.ui import text
from tests.app.pegs_driver import best, ctrl, mode, play, position, started, to_card
from tests.app.rig import Rig, uses
from tests.app.test_out_of_memory import Needs, SmallHeap

uses("esp32-pegs8", "pico-pegs4", "pico-combo")

MARKS = ("^", "v")


class Cells:
    """A display that keeps the texts drawn on it as (text, x, y); everything else is let by."""

    def __init__(self):
        self.texts = []

    def text(self, s, x, y, c=1):
        self.texts.append((s, x, y))

    def fill(self, c):
        pass

    def fill_rect(self, x, y, w, h, c):
        pass


def misfits(rig):
    """What the top screen draws off the 16x8 grid, as readable lines (none: all fits)."""
    top = rig.shell.stack[-1]
    d = Cells()
    top.draw(d)
    out = []
    marked = [y for s, x, y in d.texts if s in MARKS and x == 8 * text.ITEM]
    for s, x, y in d.texts:
        if x % 8 or y % 8 or x + 8 * len(s) > 8 * text.COLS or not 0 <= y < 8 * text.ROWS:
            out.append("%r at column %d, row %d runs off the screen" % (s, x // 8, y // 8))
        elif y in marked and s not in MARKS and x + 8 * len(s) > 8 * text.ITEM:
            out.append("%r on row %d runs under the scroll mark" % (s, y // 8))
    if type(top).__name__ == "Wizard":
        shown = top._shown()
        for i in range(len(shown)):
            if not top.label(i).startswith(shown[i].label):
                out.append("%r is cut to %r" % (shown[i].label, top.label(i)))
    return out


def check(rig, where):
    bad = misfits(rig)
    assert not bad, "%s:\n%s\n%r" % (where, "\n".join(bad), rig.screen())


# -- the menus ---------------------------------------------------------------------------------

NOT_CHOSEN = ("Start game", "Save defaults", "Resume")  # rows that leave the menus


def walk(rig, where):
    """Checks the top screen in every state its buttons reach without leaving the menus: each
    row of a list, each value of a row LEFT/RIGHT steps, each screen OK opens (walked the same
    way); a page scrolled to its end. Ends with BACK (the screen left)."""
    top = rig.shell.stack[-1]
    check(rig, where)
    name = type(top).__name__
    if name == "TextPage":
        for _ in range(len(top.lines)):
            rig.press("DOWN")
            check(rig, where + " scrolled")
        rig.press("BACK")
        return
    i = -1
    while i + 1 < top.count():  # the rows a value hides or shows come and go meanwhile
        i += 1
        while top.index != i:  # a list of values opens at the value chosen
            before = top.index
            rig.press("DOWN" if top.index < i else "UP")
            assert top.index != before, (where, before, i)
        assert top.index == i, (where, top.index, i)
        label = top.label(i)
        here = "%s > %s" % (where, label)
        check(rig, here)
        if name == "Pick":  # OK would pick the value and go back: the rows are all there is
            continue
        first = last = label
        for _ in range(24):  # each value once round (a clamped one until it stops)
            rig.press("RIGHT")
            now = top.label(i)
            if now == first or now == last:
                break
            last = now
            check(rig, here)
        if i >= top.count() or top.label(i).startswith(NOT_CHOSEN):
            continue
        depth = len(rig.shell.stack)
        rig.press("OK")
        if len(rig.shell.stack) > depth:
            walk(rig, here)
    if len(rig.shell.stack) > 1:
        rig.press("BACK")


def test_the_menus_of_the_board_with_every_game_fit():
    rig = Rig("pico-combo")
    walk(rig, "pico-combo")
    assert rig.screen().rows[0] == "pico-combo"


def test_the_menus_of_the_eight_paddle_board_fit():
    rig = Rig("esp32-pegs8")
    walk(rig, "esp32-pegs8")


def test_the_start_checks_refusals_fit():
    # The longest: the player count and the computers' level both moved ("2 players with
    # normal computers fit"); the real table's refusal of 4 hard computers where no count
    # fits at any level (its rows may be the same); none fits in 1 KB. (One rig: the start
    # check, once loaded, keeps the memory module of its boot.)
    table = {2: 100, 4: 112, (2, "hard"): 120, (4, "hard"): 128}
    rig = Rig("pico-pegs4")
    for free, needs in ((210000, table), (150000, None), (1024, None)):
        rig.go("New game", "Pegs", "Play ", "computers", "Level", "hard")
        with SmallHeap(free):
            if needs is None:
                rig.go("Start game")
            else:
                with Needs(needs):
                    rig.go("Start game")
        assert rig.screen().rows[0] == "Too little heap", rig.screen()
        walk(rig, "refusal at %d B free" % free)
        rig.press("BACK")  # the wizard
        rig.press("BACK")  # the list of games: the main menu


# -- Pegs & Jokers played ------------------------------------------------------------------------

def test_the_pegs_move_texts_of_every_legal_move_fit_in_random_play():
    """Every legal move of every card in the hand at each turn of whole random games: its
    lines fit the row, and those of all but the rare crowded move fit the move screen's five
    rows without turning a page; each first choice of a split or swap fits too."""
    from gameboard.games.pegs import pick as K
    from gameboard.games.pegs import words as W
    from gameboard.lights.palette import NAMES
    from gameboard.rules.pegs import Game
    from gameboard.rules.pegs.move import unpack
    from gameboard.rules.pegs.player import choose_move
    from gameboard.rules.prng import Prng
    longest = 0
    paged = moves = 0
    for players, seed in ((4, 1), (8, 2), (6, 3)):
        g = Game.new(players, seed)
        prng = Prng(seed)
        for _ in range(400):
            if g.winner() is not None:
                break
            seat = g.turn
            for card in set(g.hand(seat)):
                raws = g.packed_moves(seat, card)
                for raw in raws:
                    legs, bumps = K.steps_of(raw)
                    lines = W.lines(card, legs, bumps, seat, NAMES, g.L)
                    assert max([len(line) for line in lines]) <= text.COLS, lines
                    longest = max(longest, len(lines))
                    paged += len(lines) > 5
                    moves += 1
                if raws:
                    firsts, wholes = K.keys(card, raws)
                    for k in range(len(firsts)):
                        if wholes[k] < 0:
                            phrase, rest = W.first(card, unpack(firsts[k]), seat, NAMES, g.L)
                            assert len(rest) <= text.COLS
                            assert all(len(x) <= text.COLS for x in text.wrap(phrase, 16))
            g.apply(choose_move(g, seat, prng))
    assert moves > 5000
    assert paged * 1000 < moves, (paged, moves, longest)
    print("move texts: %d moves, %d past five rows, the longest %d rows" % (moves, paged, longest))


def screens_of_a_turn(rig, where):
    """The screens of one person's turn, checked as they come: Pass, the hand, the card's
    moves (each of its first choices, and the rest of the first split or swap), the move played."""
    c = ctrl(rig)
    move = best(rig)
    check(rig, where)
    if mode(c) == "Pass":
        rig.press("OK")
        check(rig, where + ", the hand")
    to_card(rig, move.card)
    moves = c.screen
    for k in range(min(len(moves.choices), 30)):
        check(rig, "%s, %s's move %d" % (where, move.card, k + 1))
        i, leg = moves.current()
        if leg is not None and moves.stage == 1:
            rig.press("OK")
            check(rig, "%s, %s's move %d, the rest" % (where, move.card, k + 1))
            rig.press("BACK")
        rig.press("DOWN")
    rig.press("BACK")
    rig.press("BACK")  # to the hand, then the game menu
    if mode(c) != "Menu":
        rig.press("BACK")
    assert mode(c) == "Menu"
    rig.press("BACK")
    play(rig, move, watch=True)
    check(rig, where + ", the move played")


def test_the_pegs_screens_of_a_game_of_people_fit():
    for board, turns in (("esp32-pegs8", 24), ("pico-pegs4", 12)):
        rig = started(board)
        for n in range(turns):
            screens_of_a_turn(rig, "%s turn %d" % (board, n + 1))
            if mode(ctrl(rig)) == "Anim":
                rig.press("OK")
        rig.press("BACK")
        for row in ("Undo last move", "Move log", "Help"):
            rig.go(row)
            for _ in range(60):
                check(rig, "%s %s" % (board, row))
                rig.press("DOWN")
            rig.press("BACK")
        rig.go("Setup pegs")
        check(rig, board + " setup")
        rig.press("OK")
        rig.press("LEFT")
        check(rig, board + " setup, a peg lifted")


def longest_names(rig):
    """Every seat named with the longest colour names, the screen composed again."""
    c = ctrl(rig)
    c.names[:] = ["Purple", "Orange"] * 4
    c.compose()


def test_the_computers_turn_and_game_over_fit():
    rig = started("esp32-pegs8", choices=[("Play ", "computers")])
    assert mode(ctrl(rig)) == "Think"
    check(rig, "thinking")
    longest_names(rig)
    check(rig, "thinking, Purple")
    home = ["H1", "H2", "H3", "H4", "H5"]
    rig = position("esp32-pegs8", dict((s, home if s % 2 == 0 else ["S"] * 5)
                                       for s in range(8)), 1, teams=[[0, 2, 4, 6], [1, 3, 5, 7]])
    assert mode(ctrl(rig)) == "Won"
    longest_names(rig)
    check(rig, "four winners")
    assert ctrl(rig).lines[2:5] == ["Purple & Purple", "& Purple &", "Purple win!"]
