"""The card-table controller (games/controller.py's interface): the board as the table's
scorekeeper and contract tracker for one of the five scored games (docs/rules.md 3.2-3.6).

The score sheet (rules/cards/scoresheet.py) is the game: this controller only moves between
screens and hands the sheet what the table entered. The screens:
    PLAY     the round: who deals and who starts, each player's contract and total (UP/DOWN
             pick a player, whose contract scrolls in words on the last row); OK the menu,
             BACK (or a long BACK on any screen) the main menu, the game staying saved
    MENU     enter the round's result, check a meld, history (edit a round), undo the last
             round, stop, quit (menu.py, with HISTORY: loaded as they open, let go as an
             entry or a meld check starts)
    MELD     the cards of the melds the picked player lays down, checked against their
             contract (meld.py); nothing of the game changes
    ENTRY    the end of the round, in turn, then its summary (entry.py); a long OK on a step
             of cards' points counts them by value (count.py)
    HISTORY  every round's entries and the totals after it; OK edits the round
    OVER     the winner and the final totals, the winners' paddles chasing; OK a new game with
             the same players, BACK the menu (undo, history)
    RULES    the house rules the game is played with, as the wizard named them: shown before
             the first deal, and from the menu; OK or BACK goes on
Each game's controller.py is this class with its key and what its paddles and words show.
The folder's other files (a namespace package: no __init__.py): opening.py a table opened, new
or from a save (let go once it is); entry.py the end-of-round entry and its summary; count.py
points counted card by card; menu.py the round's menu and the history; view.py what the OLED
shows, rows.py the rows it shares with Rummoli's screens; leds.py what the paddles show;
meld.py a meld checked; house.py the house-rules page; choices.py the wizard's choices they
share and seats.py where the players sit. Nothing here is loaded until one of the games is
played.
Every entry step is a turn boundary, so the shell saves it, and a save resumes on the same
screen (`to_dict()["table"]`). A refused entry says why in the last row and changes nothing.
"""
from gameboard.games import controller

PLAY, MENU, ENTRY, HISTORY, OVER, MELD, RULES = 0, 1, 2, 3, 4, 5, 6
PLAYERS = ("P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8")  # the table's names of the seats
SCROLL_MS = 350  # the last row's words move a character this often
CHASE_MS = 150
HOLD = 6  # steps of SCROLL_MS the last row's words rest at their start


class Table(controller.Controller):
    KEY = None
    SHORT = ""  # at most 8 characters
    RULE_KEYS = ()  # the wizard's options that are the rules core's keywords

    def __init__(self, hw, settings, options, sheet, state=None):
        controller.Controller.__init__(self, hw, settings, options, sheet)
        # The table's state is set where the table is opened (opening.py `opened`: its
        # attributes are named there), a code this module need not hold for the rest of the
        # game.
        from gameboard.games.cards.opening import opened
        opened(self, sheet, state)

    @property
    def sheet(self):
        return self.game

    @classmethod
    def new(cls, hw, settings, options):
        from gameboard.games.cards import opening
        from gameboard.games.cards.house import show
        table = opening.new(cls, hw, settings, options)
        show(table, PLAY)  # the house rules, before the first deal
        return table

    @classmethod
    def from_dict(cls, hw, settings, d):
        from gameboard.games.cards import opening
        return opening.from_dict(cls, hw, settings, d)

    def to_dict(self, streamed=False):
        d = self.document(self.sheet.to_dict(streamed))
        e = self.entry  # a save resumes on its step (opening.py reads it back)
        d["table"] = None if e is None else {"number": e.number, "values": e.values,
                                             "step": e.step}
        return d

    def to_save(self):
        # The rounds stream into the file (json_pieces) instead of being copied, a list each,
        # while the save is written (a 20-round game's copy, about 2 KB of small blocks, was
        # what a save failed on).
        return self.to_dict(True)

    def label(self):
        return self.SHORT

    @property
    def over(self):
        return self.sheet.over

    # -- what a game shows (each game's controller.py) ------------------------------------------
    # Every game's controller gives `progress(sheet, seat)`, (holes lit, the hole of the
    # contract or deal being played or -1) on the paddle of `seat` with `sheet` (leds.py), and
    # `words(sheet, side)`, what the last row of PLAY says for `side` with `sheet` (its
    # contract, the target...: view.py); the two below are what a game without contracts has.

    def meld_contract(self, side):
        """The contract `side` lays down now, for check(); 0 where the game has none."""
        return 0

    def tag(self, side, sheet):
        """What a row of `side` shows after its name on `sheet` (its contract's number)."""
        return ""

    # -- the sides that score --------------------------------------------------------------

    def seats_of(self, side):
        sheet = self.sheet
        if sheet.SIDE == "seat":
            return (side,)
        return sheet.teams[side]

    def name(self, side):
        if self.sheet.SIDE == "seat":
            return PLAYERS[side]  # made once: a page of rows is most of a press's work
        name = ""
        for seat in self.seats_of(side):  # a loop, not a list's comprehension: less code
            name += ("+" if name else "") + PLAYERS[seat]
        return name

    # -- input ------------------------------------------------------------------------------

    def handle(self, ev):
        kind, what = ev
        m = self.mode
        if kind == "long" and what == "BACK":
            return controller.QUIT  # from any screen; the game stays saved
        if kind == "long" and (m != ENTRY or what != "OK"):
            return controller.NOTHING
        pressed = what if kind == "press" else None  # OK, BACK: what a press means
        if m == ENTRY:
            from gameboard.games.cards.entry import handle  # loaded while a round is entered
            result = handle(self, ev)
        elif m == MELD:
            self.meld.handle(self, ev)  # BACK leaves it (meld.py)
            result = controller.REDRAW
        elif m == MENU or m == HISTORY:
            result = self._listed(ev)
        elif m == RULES:
            if pressed != "OK" and pressed != "BACK":
                return self.other(ev)
            then = self.rules[1]
            self.rules = None
            return self.show(then)
        elif pressed == "BACK":
            if m == OVER:
                return self.show(MENU)
            return controller.QUIT
        elif pressed == "OK":
            if m == OVER:
                from gameboard.games.cards.menu import new_game
                return new_game(self)
            self.player = self.index
            return self.show(MENU)
        else:
            delta = controller.step(ev)
            if not delta:
                return self.other(ev)
            self.index = max(0, min(len(self.sheet.totals) - 1, self.index + delta))
            self.scroll = -HOLD
            result = controller.REDRAW
        self.compose()
        return result

    def _listed(self, ev):
        """A press on the menu or the history (menu.py, loaded again as the menu next opens:
        going back to the round's screen keeps it). A round's entry, the table's heaviest
        screen, and a meld check do not hold it, nor the sheet's edits and undo it used (an
        edit's entry loads those again as it scores): the item that opens one opens it once
        the menu's code has gone, never with it: a meld check (meld.py), or a round's entry
        (entry.py), the next round's or from the history the picked round's, to edit."""
        from gameboard.games.cards import menu
        result = menu.handle(self, ev)
        menu = None
        if result is not None:
            return result
        # The menu's and the history's code, and an edit's, an undo's and the history's rounds
        # (rules/cards/scoresheet_edit.py); no collection: the press's longest part.
        from gameboard import modules
        modules.unload("gameboard.games.cards.menu", "gameboard.rules.cards.scoresheet_edit",
                       collect=False)
        if self.mode == MELD:
            from gameboard.games.cards.meld import open_check
            open_check(self)
            return controller.REDRAW
        from gameboard.games.cards.entry import Entry
        self.entry = Entry(self.sheet, self.index + 1)  # the round the menu picked
        self.index = 0
        self.note = None
        return self.played(False)

    def show(self, mode):
        self.mode = mode
        self.index = 0 if mode != HISTORY else max(0, self.sheet.number - 2)
        self.scroll = -HOLD
        self.compose()
        return controller.REDRAW

    def play_mode(self):
        return OVER if self.sheet.over else PLAY

    # -- time -------------------------------------------------------------------------------

    def _mark(self):
        """What a save holds, to compare: two presses in one loop step can go forward and
        back again, and a save of what is saved already is not made."""
        sheet = self.sheet
        entry = None if self.entry is None else (self.entry.number, self.entry.step,
                                                 repr(self.entry.values))
        return (id(sheet), sheet.mark(), sheet.stopped, entry)

    def played(self, over):
        self._played_at = self.now()
        return controller.Controller.played(self, over)

    def take_turn(self, now):
        from gameboard import ticks
        if self._played and ticks.diff(now, self._played_at) <= 0:
            # The loop step of the press: its frame is drawn first, the save comes next step.
            return controller.NOTHING
        return self.take_changed()

    def tick_game(self, now):
        if self.mode == ENTRY:
            from gameboard.games.cards.entry import prepare
            prepare(self)
        elif self.mode == OVER:
            step = now // CHASE_MS % 3
            if step != self.scroll:
                self.scroll = step
                return controller.REDRAW
        elif self.mode == PLAY and len(self.lines[7]) > 16 and self.note is None:
            from gameboard import ticks
            if ticks.diff(now, self._moved_at) >= SCROLL_MS:
                self._moved_at = now
                # Each pass holds its start for HOLD steps, so it can be read from the first word.
                self.scroll += 1
                if self.scroll >= len(self.lines[7]) + 4:
                    self.scroll = -HOLD
                return controller.REDRAW
        return controller.NOTHING

    # -- drawing ----------------------------------------------------------------------------

    def compose(self):
        ready = self.ready
        self.ready = None
        if ready is not None:
            # What the screen to show now would have been prepared for (entry.py's `prepare`).
            mode = self.mode
            if (mode == PLAY or mode == OVER) and not self.index:
                showing = self.sheet
            elif mode == ENTRY and self.entry.asked() is None:  # the summary
                showing = (self.entry, self.entry.scored)
            else:
                showing = None
            if ready[0] == showing:
                self.lines, self.bar = ready[1], ready[2]
                return
        from gameboard.games.cards import view
        view.compose(self)

    def draw(self, d):
        from gameboard.games.cards import view
        view.draw(self, d)

    def draw_leds(self, frame):
        self.leds.draw(self, frame)
