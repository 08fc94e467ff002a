"""What the app says about an exception: a one-line reason for the screen, and on the console
(the serial line on a board) that reason and then the traceback, a console line each, on
either runtime. Through the console, not straight onto the output, so that whoever holds the
console keeps them: a test's rig its list, the simulator's terminal mode its log."""
import io
import sys


def reason(exc):
    text = str(exc)
    name = type(exc).__name__
    return "%s: %s" % (name, text) if text else name


def log(exc, console):
    console("error: " + reason(exc))
    text = io.StringIO()
    if hasattr(sys, "print_exception"):
        sys.print_exception(exc, text)
    else:
        import traceback
        traceback.print_exception(type(exc), exc, exc.__traceback__, file=text)
    for line in text.getvalue().split("\n"):
        if line:
            console(line)
