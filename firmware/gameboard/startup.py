"""Power-up: safe mode or the boot banner, then the app.

`boot(hw)` is the whole start on any hardware (real or virtual):
  - BACK held at power-up: safe mode. The OLED and the console say so, and boot returns None
    without starting the app or the watchdog, so main.py ends and leaves the REPL (for mpremote).
  - the deploy flag (DEPLOY_FLAG in storage, i.e. /.deploying): deploy mode, also without the
    app and the watchdog, saying so on the OLED and the console. The deploy tool writes it and
    hard-resets the board, because a started watchdog cannot be stopped and would reset the
    board mid-copy; it removes it as its last step. A deploy cut short leaves it, so the board
    stays in deploy mode until a deploy finishes.
  - otherwise the banner on the OLED and as one console line that begins
    "gameboard firmware <VERSION>" (tools look for it), with the board's name and the free
    heap; it stays BANNER_MS on the OLED; then the watchdog starts and the Shell is returned,
    started (main menu on screen), for the caller to `run()`.
`main(path)` is the board's: loads the board description (/board.json, written by the deploy
tool), builds the real drivers and runs the app forever.
"""
from gameboard import VERSION, memory

BANNER_MS = 1200
DEPLOY_FLAG = ".deploying"


def _lines(hw, lines):
    d = hw.display
    d.fill(0)
    for r in range(len(lines)):
        d.text(lines[r][:16], 0, 8 * r, 1)
    d.show()


def _deploying(hw):
    try:
        return hw.storage.read(DEPLOY_FLAG) is not None
    except OSError:
        return False  # unreadable storage: the app, starting, says what it found


def boot(hw, console=print, banner_ms=BANNER_MS):
    b = hw.board
    if _deploying(hw):
        console("gameboard firmware %s board %s: DEPLOY MODE (/%s): deploy in progress or "
                "interrupted: run the deploy again; app not started" % (VERSION, b.name,
                                                                        DEPLOY_FLAG))
        _lines(hw, ["Deploying...", "", "App stopped", "until the deploy", "ends. If it was",
                    "cut short, run", "it again."])
        return None
    if hw.buttons.held_now("BACK"):
        console("gameboard firmware %s board %s: SAFE MODE (BACK held), app not started"
                % (VERSION, b.name))
        _lines(hw, ["SAFE MODE", "BACK was held", "App not started", "", "Use the REPL",
                    "(mpremote)"])
        return None
    free = memory.free()
    free_text = "?" if free is None else str(free)
    console("gameboard firmware %s board %s free %s" % (VERSION, b.name, free_text))
    _lines(hw, ["gameboard", "firmware " + VERSION, "", b.name, "free " + free_text])
    hw.clock.sleep_ms(banner_ms)
    hw.start_watchdog()
    from gameboard.shell import Shell
    shell = Shell(hw, console)
    try:
        shell.start()
        shell.render()
    except Exception as e:  # e.g. a driver's bug: still a lit screen saying why
        shell.fail(e)
    # Nothing here runs again before the next power-up: this code need not stay in the heap
    # while the app runs (it goes once the caller holds no reference to the module).
    from gameboard import modules
    modules.unload("gameboard.startup", "gameboard.memory")
    return shell


def main(path="/board.json", console=print):
    """The booted shell of the board described at `path`, for main.py to run; None (and a
    console line saying why) when the description or the hardware is refused. It is not run
    here so that this module's code can leave the heap before the app starts."""
    from gameboard import board
    try:
        b = board.load(path)
    except ValueError as e:
        console("gameboard firmware %s: board description refused: %s" % (VERSION, e))
        return
    from gameboard.drivers.hardware import real_hardware
    try:
        hw = real_hardware(b)
    except Exception as e:  # a missing driver module or a pin the port refuses
        console("gameboard firmware %s board %s: hardware not available: %s"
                % (VERSION, b.name, e))
        return
    return boot(hw, console)
