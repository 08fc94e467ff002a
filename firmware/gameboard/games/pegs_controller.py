"""The Pegs & Jokers controller (games/controller.py's interface): a rules game dealt from
the wizard's options, its pegs shown on the paddles in the seats' colours.

This is the platform's plain view; choosing cards and moves is the game screens' part
(issue 5), so here only BACK does anything. It shows only the real state of the rules game.
The wizard's "computer" option (how many of the last seats the board plays) is kept in the
options for the game screens, which play those seats.
"""
from gameboard.games import controller
from gameboard.lights.palette import NAMES
from gameboard.ui import text


# The rules core's partner-opposite layouts: the wizard's "alt" teams.
_ALT_LAYOUT = {6: "3x2", 8: "4x2"}


def rules_options(opts):
    """(players, keyword options of Game.new) from the wizard's options (pegs_options.py)."""
    players = opts["players"]
    teams = opts["teams"]
    d = {"teams": teams != "none", "real_cards": opts["cards"] == "real",
         "decks": opts["decks"], "nine_split": opts["nine_split"],
         "royals_count": opts["royals_count"]}
    if teams == "two_colours":
        d["two_colours"] = True
    elif teams == "alt":
        d["layout"] = _ALT_LAYOUT[players]
    return players, d


class Controller(controller.Controller):
    KEY = "pegs"

    @classmethod
    def new(cls, hw, settings, options):
        from gameboard.rules.pegs import Game
        players, kwargs = rules_options(options)
        return cls(hw, settings, options, Game.new(players, hw.dice.seed32(), **kwargs))

    @classmethod
    def from_dict(cls, hw, settings, d):
        from gameboard.rules.pegs import Game
        cls.check_saved(d)
        return cls(hw, settings, d["options"], Game.from_dict(d["rules"]))

    def label(self):
        return "Pegs %dp" % self.options["players"]

    @property
    def over(self):
        return self.game.winner() is not None

    def handle(self, ev):
        if ev == ("press", "BACK"):
            return controller.QUIT
        return controller.NOTHING

    def _name(self, seat):
        return NAMES[self.settings.colours[seat]]

    def draw(self, d):
        g = self.game
        winner = g.winner()
        if winner is not None:
            who = g.teams[winner] if g.teams else [winner]
            text.row(d, 0, "Won: " + "+".join([self._name(s) for s in who]))
        else:
            text.row(d, 0, "Turn: %s" % self._name(g.turn))
            hand = g.hand(g.turn)
            text.row(d, 1, " ".join(hand) if hand else "real cards")
        seats = g.seats
        wide = len(seats) <= 6  # one seat a row; more share rows two by two, names cut short
        for k in range(len(seats)):
            seat = seats[k]
            start = home = 0
            for p in g.places(seat):
                if p == "S":
                    start += 1
                elif p[0] == "H":
                    home += 1
            if wide:
                text.row(d, 2 + k, "%-7s S%d H%d" % (self._name(seat), start, home))
            else:
                d.text("%-3s S%dH%d" % (self._name(seat)[:3], start, home), 64 * (k % 2),
                       8 * (2 + k // 2), 1)

    def draw_leds(self, frame):
        g = self.game
        board = self.hw.board
        for seat in g.seats:
            rgb = self.colour(seat)
            n_start = 0
            for p in g.places(seat):
                if p == "S":
                    n_start += 1
                    frame.set(board.led("start", n_start, seat), rgb)
                elif p[0] == "T":
                    t = int(p[1:])
                    frame.set(board.led("track", t % 18, t // 18), rgb)
                else:
                    frame.set(board.led("home", int(p[1:]), seat), rgb)
