"""Shell: the app: a cooperative main loop over a stack of screens (ui/screen.py).

Each `step()` samples the input (events go into hw.events), hands every queued event to the
top screen, lets it tick, redraws the OLED and the LEDs when anything changed, updates the
buzzer and feeds the watchdog. `run()` repeats it every _LOOP_MS on hw.clock, so under a virtual
clock a test runs the board deterministically and without real waiting.

An exception from a screen, a controller or a drawing is caught here: it is printed on the
console with its traceback and the board shows the ErrorScreen with the reason; OK there
restarts the app (`restart`: a game's modules unloaded, settings and saved game read again,
back to the main menu). The loop itself keeps running, so the watchdog stays fed while the
error is on screen. Any error first lets the game and the menus go, so the heap gets back
what it can before the error screen's code is loaded (it is not in the heap before an error),
and after a MemoryError (the start check, games/fits.py, should leave none) OK resumes the
last save: a game is saved at every turn boundary, so at most the turn under way is lost. A
resume that runs out of memory making the game of its save says so on a notice page instead,
and the save stays offered: OK there would only meet the same again.

Saved game: the "game" save slot (savefile.py), written at every turn boundary and offered as
"Resume ..." at the top of the main menu. A damaged file is set aside and reported on a notice
page; a file that passes its checksum but that the rules refuse is set aside the same way, and
the generation before it (savefile.py keeps two) is offered instead.

The code that opens the main menu at power-up and a game from the menus, which runs once for
each, is shell_open.py's, loaded for it and let go after: it is not in the heap beside a game.

A save the storage refuses (a full flash) changes nothing on it: the last good save stays. The
board says so once, on a notice page over the game ("Flash full: game not saved"), and play
goes on; every turn boundary tries again, and a settings change not saved is tried again at
the next one too.
"""
import sys

from gameboard import const, errors, modules
from gameboard.lights.frame import LedFrame
from gameboard.settings import Settings

# Private consts: a module's public names are interned for good, private consts are not.
_LOOP_MS = const(5)
_CLICK_HZ = const(2000)  # a short click for every button press, when sound is on
_CLICK_MS = const(15)
# What a running game does not need (modules.py): the menus and their screens' base class (a
# game's screens that are Screens load it again), and everything of the games they loaded (the
# registry, the games' descriptors, options and idle scenes, the start check and the heap
# figures it and About read), all unloaded before the game's controller is imported.
MENU_MODULES = ("gameboard.ui.main_menu", "gameboard.ui.menu", "gameboard.ui.screen",
                "gameboard.ui.wizard",
                "gameboard.ui.pick", "gameboard.ui.confirm", "gameboard.ui.game_menu",
                "gameboard.ui.settings_menu", "gameboard.ui.colours_menu", "gameboard.ui.about",
                "gameboard.games", "gameboard.lights.idle", "gameboard.memory")
# What the menus do not need: every game module (its controller, the parts it loads, what
# games share), unloaded when a game is left or refused and at a restart, with the game's rules
# core (its descriptor's RULES).
GAME_MODULES = ("gameboard.games", "gameboard.ui.game_screen")
# Loaded only at an error (fail), once the game and the menus have let go of the heap, and
# unloaded again by the restart that OK on it makes (shell_open.py).
ERROR_SCREEN = "gameboard.ui.error_screen"


class Shell:
    def __init__(self, hw, console=print):
        self.hw = hw
        self.console = console
        b = hw.board
        self.frame = LedFrame(hw.strip, b.count, b.budget_ma, b.idle_ma)
        self.settings = Settings()
        self.stack = []
        self.dirty = True
        # The saved game offered as "Resume LABEL", and the registry key of its game, which
        # says what to load for it before its save is read (_open_game); None: none.
        self.resume_label = None
        self.resume_key = None
        self.slot = None  # the "game" save slot, made when asked (_slot)
        self._pending = None
        self._game_modules = GAME_MODULES  # what unload_game unloads
        self.settings_unsaved = False
        self.unsaved = []   # what the storage last refused to save: "game", "settings"
        self._told = None   # a notice about that, shown at the next step
        self.resume_after_error = False  # OK on the error screen resumes the saved game

    # -- life cycle ---------------------------------------------------------------------------

    def start(self):
        """Reads settings and the saved game, and opens the main menu (with any notices)."""
        modules.use_once("gameboard.shell_open", "start", self)

    def restart(self):
        """OK on the error screen: the app started again (shell_open.py)."""
        modules.use_once("gameboard.shell_open", "restart", self)

    def step(self):
        hw = self.hw
        now = hw.clock.ticks_ms()
        hw.buttons.poll(now)
        ev = hw.events.get()
        while ev is not None:
            self._guard(Shell.handle, ev)
            ev = hw.events.get()
        if self._pending is not None:
            self._guard(Shell._open_game, None)
        if self._told is not None:
            from gameboard.ui.textpage import notice
            notice(self, "Not saved", self._told)
            self._told = None
        self._guard(Shell.tick, now)
        if self.dirty:
            self._guard(Shell.render, None)
        hw.sound.update(now)
        if hw.watchdog is not None:
            hw.watchdog.feed()

    def run(self, ms=None):
        """Runs the loop for `ms` of clock time, or forever."""
        clock = self.hw.clock
        from gameboard import ticks
        end = None if ms is None else ticks.add(clock.ticks_ms(), ms)
        while end is None or ticks.diff(end, clock.ticks_ms()) > 0:
            self.step()
            clock.sleep_ms(_LOOP_MS)

    # -- what screens call --------------------------------------------------------------------

    def push(self, screen):
        self.stack.append(screen)
        self.dirty = True

    def back(self):
        """Up one level; the main menu stays at the bottom (made afresh after a game, which
        runs without the menus loaded)."""
        if len(self.stack) > 1:
            self.stack.pop()
        elif not ("gameboard.ui.main_menu" in sys.modules and isinstance(
                self.stack[0], sys.modules["gameboard.ui.main_menu"].MainMenu)):
            from gameboard.ui.main_menu import MainMenu
            self.stack[0] = MainMenu(self)
        self.dirty = True

    def settings_changed(self):
        """Applies the settings at once; they are written when the settings menu is left
        (save_settings), so stepping through values does not write the flash each time."""
        self.frame.brightness = self.settings.brightness
        self.settings_unsaved = True
        self.dirty = True

    def save_settings(self):
        if self.settings_unsaved:
            self.settings_unsaved = not self._saved("settings", self.settings.save(
                self.hw.storage))
            if self.slot is None:  # the menus, no game's slot: the save code can go again
                modules.unload("gameboard.savefile")

    def _saved(self, what, why):
        """Whether `what` was saved (`why` None); if not, says so once (until it is)."""
        if why is None:
            if what in self.unsaved:
                self.unsaved.remove(what)
            return True
        if what not in self.unsaved:
            self.unsaved.append(what)
            told = "%s%s: %s not saved. It is tried again at each turn." % (
                why[0].upper(), why[1:], what)
            self._told = told if self._told is None else self._told + " " + told
        return False

    def beep(self, freq, ms):
        if self.settings.sound:
            self.hw.sound.beep(freq, ms)

    def start_game(self, key, options):
        """A new game from the wizard (`options` None: the saved game resumed): made by the
        rules, saved and shown. It opens in the next loop step, once the menus are off the
        stack and unloaded."""
        self._pending = (key, options)
        self.stack = []

    def _open_game(self, _):
        key, options = self._pending
        self._pending = None
        modules.unload(*MENU_MODULES)  # first: the opening's code goes where theirs was
        ctrl = modules.use_once("gameboard.shell_open", "game", self, key, options)
        if ctrl is None:
            return
        if "game" in self.unsaved:  # a save this game cannot make is told of again
            self.unsaved.remove("game")
        if options is not None:
            self.save_game(ctrl)  # the opening's code gone: this is the game's peak

    def unload_game(self):
        modules.unload(*self._game_modules)
        self._game_modules = GAME_MODULES

    def save_game(self, ctrl):
        slot = self._slot()  # first: the settings' save then leaves the save code loaded
        self.save_settings()  # one the storage refused before
        if self._saved("game", slot.save(ctrl.to_save())):
            # else the last good save stays the one offered
            self.resume_label, self.resume_key = ctrl.label(), ctrl.KEY
        self.dirty = True

    def _slot(self):
        """The "game" save slot, made (and its code loaded) when first asked again."""
        if self.slot is None:
            from gameboard.savefile import SaveSlot
            self.slot = SaveSlot(self.hw.storage, "game")
        return self.slot

    # -- inside the loop ----------------------------------------------------------------------

    def handle(self, ev):
        """One input event for the top screen (a loop step's, from the event queue; a
        benchmark presses through it alone)."""
        self.dirty = True
        if ev[0] == "press":
            self.beep(_CLICK_HZ, _CLICK_MS)
        if self.stack:
            self.stack[-1].handle(ev, self)

    def tick(self, now):
        """The top screen's tick at `now` (a loop step's, after its presses; a benchmark
        times it alone): it marks the frame to be drawn again when the screen says so."""
        if self.stack and self.stack[-1].tick(now, self):
            self.dirty = True

    def render(self, _=None):
        self.dirty = False
        d = self.hw.display
        d.fill(0)
        frame = self.frame
        frame.clear()
        if self.stack:
            top = self.stack[-1]
            top.draw(d)
            top.draw_leds(frame, self)
        d.show()
        frame.show()

    def _guard(self, method, arg):
        # The method of the class, called on self: `self.tick` would be a bound method made
        # at every loop step.
        try:
            method(self, arg)
        except Exception as e:
            self.fail(e)

    def fail(self, exc):
        """Shows the error screen; if even that fails, leaves a plain message on the OLED."""
        self._pending = None
        self.stack = []
        # Before anything else allocates: the game's objects went with the stack, and its code
        # and the menus' go now (OK restarts the app, which loads what it needs afresh), so
        # that the error screen's code, loaded only now, finds the heap of a power-up.
        self.unload_game()
        modules.unload(*MENU_MODULES)
        self.resume_after_error = isinstance(exc, MemoryError) and self.resume_label is not None
        errors.log(exc, self.console)
        try:
            from gameboard.ui.error_screen import ErrorScreen
            self.stack = [ErrorScreen(exc, self.resume_after_error)]
            self.render()
        except Exception as e2:
            errors.log(e2, self.console)
            d = self.hw.display
            d.fill(0)
            d.text("Error", 0, 0, 1)
            d.text(errors.reason(exc)[:16], 0, 8, 1)
            d.show()
        self.dirty = False
