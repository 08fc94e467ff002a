"""The simulator's input scripts (`--script FILE`): one event per line, `#` starts a comment.

    press OK          a tap: held 40 ms, then 40 ms released (the debouncer needs 20 ms)
    press DOWN 3      three taps
    long BACK         held past the long-press time (700 ms + 100 ms), then released
    hold UP 1000      held 1000 ms (arrows auto-repeat meanwhile), then released
    turn +2           the encoder two detents clockwise (-2: anticlockwise)
    wait 500          500 ms of the board's time pass
    shot NAME         a screenshot named NAME (with --screenshot DIR; else ignored); each
                      shot has its own name, and "end" is the one taken after the last line

Button names are the board's: UP DOWN LEFT RIGHT OK BACK ROLL. Times are virtual, so a script
plays the same, and as fast as the machine allows, every time.
"""
BUTTONS = ("UP", "DOWN", "LEFT", "RIGHT", "OK", "BACK", "ROLL")
COMMANDS = ("press", "long", "hold", "turn", "wait", "shot")


def parse(text, source="script"):
    """[(where, command, args)], `where` being "SOURCE line N"; ValueError names the line and
    what is wrong."""
    steps = []
    shots = {"end": "the end"}  # shot name -> where it is taken
    for number, line in enumerate(text.splitlines(), 1):
        words = line.split("#", 1)[0].split()
        if not words:
            continue
        where = "%s line %d" % (source, number)
        op, args = words[0].lower(), words[1:]
        if op not in COMMANDS:
            raise ValueError("%s: unknown command %r (use %s)" % (where, op, ", ".join(COMMANDS)))
        args = _args(where, op, args)
        if op == "shot":
            # The second would overwrite the first's PNGs.
            if args[0] in shots:
                raise ValueError("%s: shot %r is taken at %s already: give each shot its own "
                                 "name" % (where, args[0], shots[args[0]]))
            shots[args[0]] = "line %d" % number
        steps.append((where, op, args))
    return steps


def _number(where, word, what):
    try:
        return int(word)
    except ValueError:
        raise ValueError("%s: %s must be a whole number, not %r" % (where, what, word))


def _button(where, word):
    name = word.upper()
    if name not in BUTTONS:
        raise ValueError("%s: no button %r (buttons: %s)" % (where, word, " ".join(BUTTONS)))
    return name


def _args(where, op, args):
    want = {"press": (1, 2), "long": (1, 1), "hold": (2, 2), "turn": (1, 1), "wait": (1, 1),
            "shot": (1, 1)}[op]
    if not want[0] <= len(args) <= want[1]:
        raise ValueError("%s: %s takes %s" % (where, op, {
            "press": "a button and an optional count", "long": "a button",
            "hold": "a button and milliseconds", "turn": "a number of detents like +1 or -2",
            "wait": "milliseconds", "shot": "a name"}[op]))
    if op == "shot":
        name = args[0]
        if not all(c.isalnum() or c in "-_." for c in name):
            raise ValueError("%s: a shot's name may use letters, digits, - _ . only" % where)
        return (name,)
    if op in ("turn", "wait"):
        n = _number(where, args[0], "the " + ("detents" if op == "turn" else "milliseconds"))
        if op == "wait" and n < 0:
            raise ValueError("%s: cannot wait a negative time" % where)
        return (n,)
    name = _button(where, args[0])
    if op == "press":
        count = _number(where, args[1], "the count") if len(args) > 1 else 1
        return (name, count)
    if op == "hold":
        return (name, _number(where, args[1], "the milliseconds"))
    return (name,)


def load(path):
    with open(path) as f:
        return parse(f.read(), path)


def play(session, steps, shot=None):
    """Plays the steps on a session; `shot(name)` is called at each shot line. A button or an
    encoder the board lacks is refused before anything is played."""
    board = session.board
    for where, op, args in steps:
        if op in ("press", "long", "hold") and args[0] not in board.buttons:
            raise ValueError("%s: board %s has no %s button (it has %s)" % (
                where, board.name, args[0], " ".join(board.buttons)))
        if op == "turn" and not board.encoder:
            raise ValueError("%s: board %s has no encoder" % (where, board.name))
    for _, op, args in steps:
        if op == "press":
            for _ in range(args[1]):
                session.press(args[0])
        elif op == "long":
            session.long(args[0])
        elif op == "hold":
            session.press(args[0], args[1])
        elif op == "turn":
            session.turn(args[0])
        elif op == "wait":
            session.wait(args[0])
        elif shot is not None:
            shot(args[0])
