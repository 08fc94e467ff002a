"""What the app says about an exception: a one-line reason for the screen, and on the console
(the serial line on a board) the traceback and then "error: " and that reason, a console line
each, on either runtime. Through the console, not straight onto the output, so that whoever
holds the console keeps them: a test's rig its list, the simulator's terminal mode its status
line (which shows the console's last line when it is an error)."""
import io
import sys


def reason(exc):
    text = str(exc)
    name = type(exc).__name__
    return "%s: %s" % (name, text) if text else name


def log(exc, console):
    text = io.StringIO()
    if hasattr(sys, "print_exception"):
        sys.print_exception(exc, text)
    else:
        import traceback
        traceback.print_exception(type(exc), exc, exc.__traceback__, file=text)
    for line in text.getvalue().split("\n"):
        if line:
            console(line)
    console("error: " + reason(exc))
