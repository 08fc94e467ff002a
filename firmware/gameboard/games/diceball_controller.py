"""The DiceBall controller (games/controller.py's interface): the rules game, rolled with the
board's dice source on ROLL (or OK), the board rolling for the other team in a solo game.

This is the plain scoreboard the platform provides; the full game screens replace its `draw`
and `draw_leds` (issue 5). It shows only the real state of the rules game.
"""
from gameboard.games import controller
from gameboard.lights.palette import WHITE, YELLOW, GREEN, RED
from gameboard.ui import text

# Pips lit for each die value: bit n-1 is pip n (1 top-left, 2 top-right, 3 middle-left,
# 4 centre, 5 middle-right, 6 bottom-left, 7 bottom-right).
PIPS = (0, 0b0001000, 0b1000001, 0b1001001, 0b1100011, 0b1101011, 0b1110111)
_TEAMS = ("Visitor", "Home")


def rules_options(opts):
    """The rules core's keyword options from the wizard's options."""
    d = {}
    for key in ("innings", "table", "pitch_die", "runners", "extra_runner", "mercy"):
        d[key] = opts[key]
    return d


class Controller(controller.Controller):
    KEY = "diceball"

    @classmethod
    def new(cls, hw, settings, options):
        from gameboard.rules.diceball import Game
        return cls(hw, settings, options, Game(**rules_options(options)))

    @classmethod
    def from_dict(cls, hw, settings, d):
        from gameboard.rules.diceball import Game
        cls.check_saved(d)
        return cls(hw, settings, d["options"], Game.from_dict(d["rules"]))

    def label(self):
        return "DiceBall"

    @property
    def over(self):
        return self.game.over

    def _board_team(self):
        solo = self.options.get("solo", "off")
        return None if solo == "off" else (1 if solo == "visitor" else 0)

    def _roll_once(self):
        game = self.game
        dice = self.hw.dice
        if game.expects() == "pitch":
            game.pitch(dice.roll())
        else:
            game.bat(dice.roll(), dice.roll())

    def _result(self):
        return controller.OVER if self.game.over else controller.TURN

    def tick(self, now):
        """In a solo game the board makes the other team's rolls as soon as they are due."""
        board = self._board_team()
        if board is None or self.game.over:
            return controller.NOTHING
        from gameboard.rules.diceball import next_roller
        if next_roller(self.game) != board:
            return controller.NOTHING
        while not self.game.over and next_roller(self.game) == board:
            self._roll_once()
        return self._result()

    def handle(self, ev):
        kind, what = ev
        if kind != "press":
            return controller.NOTHING
        if what == "BACK":
            return controller.QUIT
        if what in ("ROLL", "OK") and not self.game.over:
            self._roll_once()
            return self._result()
        return controller.NOTHING

    def draw(self, d):
        g = self.game
        if g.over:
            head = "FINAL"
        else:
            head = "%s %d" % ("Top" if g.half == "top" else "Bot", g.inning)
        text.row(d, 0, head)
        text.row(d, 1, "        R  H  E")
        for team in (0, 1):
            text.row(d, 2 + team, "%-7s%2d %2d %2d" % (
                _TEAMS[team], g.runs[team], g.hits[team], g.errors[team]))
        b = g.bases
        text.row(d, 4, "B%d S%d O%d  %s%s%s" % (g.balls, g.strikes, g.outs,
                                             "1" if b[0] else "-", "2" if b[1] else "-",
                                             "3" if b[2] else "-"))
        lines = text.wrap(g.last_text, text.COLS)
        for i in range(min(2, len(lines))):
            text.row(d, 5 + i, lines[i])
        if g.over:
            text.row(d, 7, "%s wins" % _TEAMS[g.winner] if g.winner is not None else "Tied")
        else:
            text.row(d, 7, "ROLL: %s" % ("pitch" if g.expects() == "pitch" else "swing"))

    def draw_leds(self, frame):
        g = self.game
        board = self.hw.board
        bat = self.colour(0 if g.half == "top" else 1)
        bases = g.bases
        for n in (1, 2, 3):
            if bases[n - 1]:
                frame.set(board.led("base", n), bat)
        for n in (1, 2, 3):
            if g.balls >= n:
                frame.set(board.led("ball", n), GREEN)
        for n in (1, 2):
            if g.strikes >= n:
                frame.set(board.led("strike", n), YELLOW)
            if g.outs >= n:
                frame.set(board.led("out", n), RED)
        frame.set(board.led(g.half), bat)
        if g.over:
            frame.set(board.led("base", 4), WHITE)
        roll = g.last_roll
        if roll is not None:
            faces = ("pitch",) if len(roll) == 1 else ("bat1", "bat2")
            for k in range(len(roll)):
                mask = PIPS[roll[k]]
                for n in range(1, 8):
                    if mask >> (n - 1) & 1:
                        frame.set(board.led("pip", n, faces[k]), WHITE)
