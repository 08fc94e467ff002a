"""What the virtual device's MicroPython runs at power-up, before its REPL (MicroPython code).

tools/virtual_device.py starts `micropython -i -c "exec(open(<this file>).read())"` with:
  VDEV_ROOT      the scratch folder that is the device's filesystem,
  VDEV_FS_LIMIT  its size in bytes (0: the host disk's),
  VDEV_MODE      "friendly" (power-up or a reset from the friendly REPL: boot.py then main.py)
                 or "raw" (a soft reset from the raw REPL: boot.py only, as on a board),
  VDEV_READY     a line printed once the filesystem is in place, before boot.py: from then on
                 MicroPython turns SIGINT into KeyboardInterrupt, so the relay may send it,
  VDEV_BOOTED    a line printed after boot.py in raw mode, so that the relay can hide the
                 friendly banner that follows before it enters the raw REPL,
  VDEV_HARD_RESET, VDEV_SOFT_RESET   exit codes that tell the relay which reset was asked for,
  VDEV_HARDWARE  the folder of the virtual hardware: `machine` parts, `neopixel`, `ssd1306`,
  VDEV_NO_SSD1306   if set, no `ssd1306` is built in (as on stock firmware: mip installs it),
  VDEV_REPORT_VERSION   if set (e.g. "1.20.0"), the MicroPython version sys.implementation
                 reports, with the .mpy format of that version: a test double for tools that
                 check versions.
Like a board, it mounts that folder as "/", makes "/" the current folder, sets sys.path to
['', '.frozen', '/lib'] (where `mip` installs), and gives `machine.reset()` and
`machine.soft_reset()` their meaning: the process exits and the relay starts a new one. The
firmware finds virtual hardware (tools/virtual_device_hw/) where a board has real parts."""


def _vdev_power_up(repl_globals):
    # Everything is local: boot.py and main.py run in the REPL's globals, which stay theirs.
    import os
    import sys

    class Machine:
        """The unix port's `machine`, plus the resets and the parts a board has."""
        def __init__(self, real, parts):
            self._real = real
            self.Pin, self.I2C, self.PWM, self.WDT = parts.Pin, parts.I2C, parts.PWM, parts.WDT

        def __getattr__(self, name):
            return getattr(self._real, name)

        def reset(self):
            sys.exit(int(os.getenv("VDEV_HARD_RESET")))

        def soft_reset(self):
            sys.exit(int(os.getenv("VDEV_SOFT_RESET")))

    class Implementation:
        def __init__(self, real, version):
            # .mpy sub-versions: 1 from 1.20, 2 from 1.22, 3 from 1.23; the arch stays the real one
            sub = 3 if version >= (1, 23) else 2 if version >= (1, 22) else \
                1 if version >= (1, 20) else 0
            self.name, self.version = real.name, version + ("",)
            self._mpy = (real._mpy & ~0x3FF) | (sub << 8) | (6 if version >= (1, 19) else 5)
            self._machine = real._machine

    class Sys:
        """`sys`, but reporting another MicroPython version (VDEV_REPORT_VERSION)."""
        def __init__(self, real, version):
            self._real = real
            self.implementation = Implementation(real.implementation, version)

        def __getattr__(self, name):
            return getattr(self._real, name)

    def run_file(name):
        # As a board runs boot.py and main.py: in the REPL's globals, errors printed, not fatal.
        try:
            os.stat(name)
        except OSError:
            return
        try:
            with open(name) as f:
                code = f.read()
            exec(code, repl_globals)
        except SystemExit:
            raise
        except BaseException as e:  # noqa: BLE001 - a board prints any error and carries on
            sys.print_exception(e)

    report = os.getenv("VDEV_REPORT_VERSION")
    if report:
        sys.modules["sys"] = Sys(sys, tuple(int(n) for n in report.split(".")))
    # The virtual hardware, loaded from the host before "/" becomes the scratch folder; like a
    # board's frozen modules it is there whatever the filesystem holds.
    import machine
    sys.path[:] = [os.getenv("VDEV_HARDWARE")]
    import board_fs
    import machine_parts
    sys.modules["machine"] = Machine(machine, machine_parts)
    import neopixel  # noqa: F401 - kept in sys.modules
    if not os.getenv("VDEV_NO_SSD1306"):
        import ssd1306  # noqa: F401
    del sys.modules["machine_parts"], sys.modules["board_fs"]
    vfs = board_fs.BoardVfs(os.getenv("VDEV_ROOT"), int(os.getenv("VDEV_FS_LIMIT") or "0"))
    try:
        os.umount("/")
    except OSError:
        pass
    os.mount(vfs, "/")
    os.chdir("/")
    sys.path[:] = ["", ".frozen", "/lib"]
    mode = os.getenv("VDEV_MODE")
    print(os.getenv("VDEV_READY"))
    run_file("boot.py")
    if mode == "friendly":
        run_file("main.py")
    else:
        print(os.getenv("VDEV_BOOTED"))


_vdev_power_up(globals())
del _vdev_power_up
