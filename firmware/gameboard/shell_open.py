"""What the shell (shell.py) does to open what it holds no code for while a game runs: the main
menu at power-up and after an error (`start`: the settings and the saved game read; `restart`,
OK on the error screen) and a game from the menus (`game`: new, or resumed from its save). The shell loads this module for each and
lets it go after (modules.use_once): its code is not in the heap beside a game's, nor beside the
menus' (docs/architecture.md, "Memory").

A saved game the rules cannot read is set aside and the generation before it is offered (see
shell.py); a new game the rules refuse, or a save the heap cannot read back, is told of on a
notice page."""
from gameboard import errors, modules
from gameboard.settings import Settings
from gameboard.shell import ERROR_SCREEN, GAME_MODULES


def start(shell):
    """Reads settings and the saved game, and opens the main menu (with any notices)."""
    from gameboard.ui.main_menu import MainMenu
    notices = []
    shell.settings = Settings.load(shell.hw.storage)
    notices.extend(shell.settings.problems)
    shell.frame.brightness = shell.settings.brightness
    told = _offer_saved(shell)
    if not told:
        # No save was set aside or left in place, so the slot knows nothing a later load
        # needs: its code (savefile.py, 5 KB) leaves the heap until a game saves or a
        # resume reads (docs/architecture.md, "Memory").
        shell.slot = None
        modules.unload("gameboard.savefile")
    notices.extend(told)
    shell.stack = [MainMenu(shell)]
    if notices:
        from gameboard.ui.textpage import TextPage
        shell.push(TextPage("Notice", "\n".join(notices)))
    shell.dirty = True


def restart(shell):
    """OK on the error screen: the game that failed and its code gone with the screen, the
    settings and the saved game read again, and after a MemoryError the save resumed."""
    while shell.hw.events.get() is not None:  # the presses made on the error screen
        pass
    modules.unload(ERROR_SCREEN, collect=False)  # the screen OK was pressed on
    shell.unload_game()  # a game that failed is gone with its screen; its code goes too
    start(shell)
    if shell.resume_after_error and shell.resume_label is not None:
        shell.start_game(None, None)
    shell.resume_after_error = False


def _notice(shell, title, body):
    """A notice page over the top screen (ui/textpage.py, loaded only for one)."""
    from gameboard.ui.textpage import notice
    notice(shell, title, body)


def _offer(shell, label, key):
    """The saved game offered as "Resume LABEL", whose game's key `key` says what to load for
    it before its save is read; None: none."""
    shell.resume_label = label
    shell.resume_key = key


def _offer_saved(shell):
    """Finds the newest saved game this board plays (older generations when newer ones are
    damaged or refused) and offers it as the shell's resume_label; returns the notices to
    show."""
    notices = []
    _offer(shell, None, None)
    while True:
        slot = shell._slot()
        saved = slot.load()
        if slot.problem:
            notices.append(slot.problem)
        if saved is None:
            return notices
        label = saved.get("label") if isinstance(saved, dict) else None
        if isinstance(label, str) and saved.get("game") in shell.hw.board.games:
            _offer(shell, label[:8], saved["game"])
            return notices
        notices.append(_set_aside(shell, "it is not a game this board plays"))


def _set_aside(shell, reason, source=None):
    """Sets aside the file the slot last read, or `source`, the file a slot let go since
    had read."""
    _offer(shell, None, None)
    slot = shell._slot()
    if source is not None:
        slot.source = source
    return "saved game refused: %s; %s" % (reason, slot.set_aside())


def game(shell, key, options):
    """The controller of the game `key` made new with `options`, or with options None made
    from its save (the offered game's key), on the shell's stack in its GameScreen; None,
    with a notice on the stack, when it cannot be. The menus are unloaded already."""
    saved = source = None
    if options is None:
        key = shell.resume_key
        if key is None:
            _notice(shell, "Cannot resume", "no saved game")
            return None
    from gameboard.games import registry
    try:
        rules = registry.about([key], "RULES")[0]
        shell._game_modules = GAME_MODULES + rules
        # The rules core, code that stays, is loaded first, into the room the menus left
        # and before the passing code of the opening (its controller's, a new game's
        # making) and a save's passing kilobytes: code loaded among them is left scattered
        # across the holes they leave (a long save's parse is the peak of a resume).
        for name in rules:
            __import__(name)
        cls = registry.part(key, "controller").Controller
        registry = None
        modules.unload("gameboard.games.registry")  # a menu's: it found the game's class
        if options is None:
            saved = shell._slot().load()
            if saved is None:
                shell.unload_game()
                _offer(shell, None, None)
                _notice(shell, "Cannot resume", shell.slot.problem or "no saved game")
                return None
            source = shell.slot.source
            if source == shell.slot.name:
                # The newest save read cleanly: the slot knows nothing more a refusal needs
                # than which file it read, so its code (savefile.py, 5 KB) leaves the heap
                # while the game is made from the save, the top of a resume; the game's
                # first save loads it again.
                shell.slot = None
                modules.unload("gameboard.savefile")
            ctrl = cls.from_dict(shell.hw, shell.settings, saved)
        else:
            ctrl = cls.new(shell.hw, shell.settings, options)
    # A saved game the rules cannot read raises one of these (never MemoryError: that is no
    # reason to set a good save aside). Not a named tuple: every global name is interned.
    except (ValueError, KeyError, TypeError, IndexError, AttributeError) as e:
        saved = None  # the parsed save can be large: let it go before the notice
        shell.unload_game()
        if options is None:
            notes = [_set_aside(shell, errors.reason(e) if not isinstance(
                e, ValueError) else str(e), source)]
            notes.extend(_offer_saved(shell))
            if shell.resume_label:
                notes.append("the save before it is offered")
            _notice(shell, "Cannot resume", ". ".join(notes))
        else:
            _notice(shell, "Cannot start", str(e))
        return None
    except MemoryError:
        if options is not None:
            raise
        # A save this heap cannot read back: no error screen, whose OK would try again
        # and meet the same; the save is good and stays offered (a board with more heap
        # reads it).
        saved = None
        shell.unload_game()
        _notice(shell, "Cannot resume", "Out of memory reading the saved game back. It is "
                     "kept for a board with more heap.")
        return None
    saved = None  # the controller has its own state now
    # Code that stays loaded is loaded before the save's passing kilobytes, not after them,
    # so it does not end up scattered across the holes they leave.
    from gameboard.ui.game_screen import GameScreen
    shell.stack = [GameScreen(ctrl)]
    return ctrl
