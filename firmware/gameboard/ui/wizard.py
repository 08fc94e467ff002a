"""Wizard: a game's options as a list ("Innings      9"), ending in "Start game" (or, for the
settings' defaults, "Save defaults"). LEFT/RIGHT step a value, OK opens the list of its values;
choices that do not apply to the current options are hidden. It starts from the game's saved
defaults (settings.defaults[key]: the choices of the last game started, or those saved in
Settings > Game defaults), settled to what the board allows: a stored value that is no longer
a choice (or never was) is the choice's default, a stored key that is no choice is dropped.
A game the heap cannot hold does not start (games/fits.py); one that would replace the saved
game asks first."""
from gameboard.games import registry
from gameboard.games.choice import index, settle
from gameboard.ui import text
from gameboard.ui.menu import Menu


class Wizard(Menu):
    def __init__(self, shell, key, defaults=False):
        self.board = shell.hw.board
        self.options = registry.part(key, "options")
        self.choices = self.options.choices(self.board)
        # The descriptor after the options: the hole it leaves is then not under them.
        short = registry.about([key], "SHORT")[0]
        Menu.__init__(self, ("Default " + short) if defaults else "New " + short)
        self.key = key
        self.defaults = defaults
        stored = shell.settings.defaults.get(key, {})
        self.opts = settle(self.choices, dict([(c.key, stored[c.key]) for c in self.choices
                                               if c.key in stored]), self.board)

    def _shown(self):
        return [c for c in self.choices if c.shown(self.opts, self.board)]

    def count(self):
        return len(self._shown()) + 1

    def label(self, i):
        shown = self._shown()
        if i == len(shown):
            return "Save defaults" if self.defaults else "Start game"
        c = shown[i]
        return text.item(c.label, c.name(self.opts[c.key], self.opts))

    def adjust(self, i, delta, shell):
        shown = self._shown()
        if i < len(shown):
            shown[i].step(self.opts, self.board, delta)
            settle(self.choices, self.opts, self.board)

    def choose(self, i, shell):
        shown = self._shown()
        if i < len(shown):
            from gameboard.ui.pick import Pick
            c = shown[i]
            values = c.values(self.opts, self.board)
            names = [c.name(v, self.opts) for v in values]

            def pick(j):
                self.opts[c.key] = values[j]
                settle(self.choices, self.opts, self.board)

            shell.push(Pick(c.label, names, max(0, index(values, self.opts[c.key])), pick))
        elif self.defaults:
            self._keep(shell)
            shell.back()
        else:
            self._start(shell)

    def _start(self, shell):
        """Starts the game if the heap holds it (games/fits.py); else says why and moves the
        options to what fits, if anything does."""
        from gameboard.games import fits
        players = self.opts.get("players")
        heap_row = getattr(self.options, "heap_row", None)
        row = heap_row(self.opts) if heap_row is not None else None
        short = fits.shortfall(self.key, players, row)
        if short is None:
            if shell.resume_label is None:
                self._begin(shell)
            else:
                from gameboard.ui.confirm import Confirm
                shell.push(Confirm("Replace save?", "The new game takes the place of the saved "
                                   "%s.\nOK: start it\nBACK: keep it" % shell.resume_label,
                                   self._begin))
            return
        # What fits instead, if anything does, the options moved there. Options that need a
        # row of the heap table keep their player count with the game's plain options
        # (options.plain) if that fits, else the most players that fit at that row, else at
        # the plain rows; other options, the most players that fit. (Here and not in a method
        # of its own, its words in long strings: the names and short strings of loaded code
        # stay interned until power-off, and a few more take an 8-player game's into the next
        # pool of names, one block of 14 KB: docs/architecture.md, "Memory".)
        counts = [n for c in self.choices if c.key == "players"
                  for n in c.values(self.opts, self.board) if n < players]
        count, plain = None, row is not None and fits.shortfall(self.key, players) is None
        if not plain:
            count = fits.fitting(self.key, counts, row)
            if count is None and row is not None:
                count = fits.fitting(self.key, counts)
                plain = count is not None
        if count is not None:
            self.opts["players"] = count
        plain = self.options.plain(self.opts) if plain else None
        settle(self.choices, self.opts, self.board)
        from gameboard.ui.textpage import notice
        notice(shell, "Too little heap", fits.refusal(self.key, players, short, count, plain))

    def _keep(self, shell):
        """Keeps the choices as the game's defaults: those not at their first value (settle
        gives back the rest), so the settings hold, and write, little; written only if they
        changed."""
        kept = dict([(c.key, self.opts[c.key]) for c in self.choices
                     if index(c.values(self.opts, self.board), self.opts[c.key]) > 0])
        if shell.settings.defaults.get(self.key, {}) != kept:
            shell.settings.defaults[self.key] = kept
            shell.settings_changed()
        shell.save_settings()

    def _begin(self, shell):
        """Starts the game, its choices kept as the next new game's defaults."""
        self._keep(shell)
        shell.start_game(self.key, dict(self.opts))
