"""What the app says about an exception: a one-line reason for the screen, and the full
traceback on the serial console, on either runtime."""
import sys


def reason(exc):
    text = str(exc)
    name = type(exc).__name__
    return "%s: %s" % (name, text) if text else name


def log(exc, console):
    console("error: " + reason(exc))
    if hasattr(sys, "print_exception"):
        sys.print_exception(exc)
    else:
        import traceback
        traceback.print_exception(type(exc), exc, exc.__traceback__)
