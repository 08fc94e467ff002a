"""emptied(name): a folder of the host's filesystem for a test's files, made if missing and
emptied (folders in it too, with their files), under /tmp and named for the runtime (CPython
and MicroPython may run side by side)."""
import os
import sys


def _remove(path):
    try:
        os.remove(path)
    except OSError:  # a folder
        for entry in os.listdir(path):
            os.remove(path + "/" + entry)
        os.rmdir(path)


def emptied(name):
    path = "/tmp/gameboard-%s-%s" % (name, sys.implementation.name)
    try:
        os.mkdir(path)
    except OSError:
        pass
    for entry in os.listdir(path):
        _remove(path + "/" + entry)
    return path
