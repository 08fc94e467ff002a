"""Puts the firmware on a board: `python -m tools.deploy --port PORT --board NAME`.

Steps: ask the board for its MicroPython version and .mpy format; compile firmware/gameboard to
that format (boot.py and main.py stay source, as a board runs them); hash what the board has and
copy only what differs, listing it; remove files of ours that no longer belong; install the
micropython-lib packages the firmware imports (ssd1306) if the board lacks them; write the board
description as /board.json; soft-reset the board and check its banner
("gameboard firmware <VERSION> ...").

Deploy mode: a board running the app has started its watchdog, which nothing stops but a hard
reset, so it would reset the board some seconds into the copy. So the deploy first writes the
flag /.deploying and hard-resets the board: the firmware finds the flag at power-up and starts
neither the app nor the watchdog (gameboard/startup.py). The flag is removed as the last step,
before the final reset; a deploy cut short leaves it, and the board stays in deploy mode (saying
so on its OLED and console) until a deploy finishes. A deploy that stops with an error before
copying anything removes it again and restarts the app. --dry-run and --mount go through deploy
mode too, and leave no flag behind.

Safe to interrupt: new files are written as NAME.part and renamed into place together at the end,
then the manifest (/.deploy-manifest.json, what was deployed) is written last. A deploy cut short
leaves the previous files in place; the next one finds any difference by hashing and repairs it.

Options: --port auto (the one USB board plugged in), --dry-run (print the plan, change nothing),
--mount (development: run the firmware straight from this tree with `mpremote mount`)."""
import argparse
import ast
import contextlib
import hashlib
import json
import os
import re
import signal
import subprocess
import sys
import tempfile

from tools import mpy_build, serial_ports
from tools.device_link import PART, DeployError, DeviceLink, DiskFull, reconnect

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIRMWARE = os.path.join(ROOT, "firmware")
BOARDS = os.path.join(ROOT, "hardware", "boards")
MPREMOTE = os.path.join(os.path.dirname(sys.executable), "mpremote")
MANIFEST = ".deploy-manifest.json"
BOARD_FILE = "board.json"
DEPLOY_FLAG = ".deploying"  # gameboard/startup.py's DEPLOY_FLAG, at the filesystem's root
ENTRY_POINTS = ("boot.py", "main.py")
PACKAGE = "gameboard"
# Modules the firmware imports that stock MicroPython does not have -> micropython-lib package.
PACKAGES = {"ssd1306": "ssd1306"}
MIN_MICROPYTHON = (1, 23, 0)
# Test hook: the deploy kills itself after staging this many files, as a pulled cable would.
STOP_AFTER = "GAMEBOARD_DEPLOY_STOP_AFTER"


def sha256(data):
    return hashlib.sha256(data).hexdigest()


def firmware_version(firmware):
    """VERSION from gameboard/__init__.py, read without importing it."""
    with open(os.path.join(firmware, PACKAGE, "__init__.py")) as f:
        for node in ast.parse(f.read()).body:
            if isinstance(node, ast.Assign) and [t.id for t in node.targets] == ["VERSION"]:
                return node.value.value
    raise DeployError("no VERSION in %s/__init__.py" % PACKAGE)


def board_description(name, boards, firmware):
    """The bytes of hardware/boards/NAME.json, checked by the firmware's own reader (so that
    a board it would refuse at power-up is refused now), or DeployError naming the known
    boards."""
    known = sorted(f[:-5] for f in os.listdir(boards) if f.endswith(".json")) \
        if os.path.isdir(boards) else []
    if name not in known:
        raise DeployError("unknown board %r; known boards: %s" % (name, ", ".join(known) or
                          "none (%s has no NAME.json files)" % boards))
    with open(os.path.join(boards, name + ".json"), "rb") as f:
        data = f.read()
    sys.path.insert(0, firmware)
    try:
        from gameboard import board as board_format
        board_format.from_dict(json.loads(data))
    except ValueError as e:
        raise DeployError("%s.json is refused by the firmware: %s" % (name, e)) from None
    finally:
        sys.path.remove(firmware)
    return data


def check_device(device):
    """Refuses a device the firmware cannot run on; returns a one-line description of it."""
    if device["name"] != "micropython":
        raise DeployError("the device runs %s, not MicroPython" % device["name"])
    if tuple(device["version"]) < MIN_MICROPYTHON:
        raise DeployError("the board's MicroPython %s is too old: the firmware needs %s or "
                          "newer; update MicroPython on the board first"
                          % (".".join(map(str, device["version"])),
                             ".".join(map(str, MIN_MICROPYTHON))))
    mpy = device["mpy"]
    fmt = "no .mpy support" if mpy is None else ".mpy %d.%d %s" % mpy_build.decode(mpy)
    return "MicroPython %s (%s), %s, %d KB free" % (
        ".".join(map(str, device["version"])), device["platform"], fmt, device["free"] // 1024)


def build(firmware, board, compiler, workdir):
    """{device path: bytes} of everything a deploy puts on the board."""
    files = {BOARD_FILE: board}
    for name in ENTRY_POINTS:
        with open(os.path.join(firmware, name), "rb") as f:
            files[name] = f.read()
    for folder, dirs, names in os.walk(os.path.join(firmware, PACKAGE)):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(n for n in names if n.endswith(".py")):
            source = os.path.join(folder, name)
            device_path = os.path.relpath(source, firmware).replace(os.sep, "/")
            if compiler[0] is None:
                with open(source, "rb") as f:
                    files[device_path] = f.read()
                continue
            device_path = device_path[:-3] + ".mpy"
            target = os.path.join(workdir, device_path)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            # Named as the board imports it (sys.path's "" entry): its __file__ and its
            # tracebacks' file name are then one qstr, not two.
            mpy_build.compile_file(compiler, source, device_path, target)
            with open(target, "rb") as f:
                files[device_path] = f.read()
    return files


def copy_order(paths):
    """The package first, then the board description, then boot.py and main.py."""
    rank = {BOARD_FILE: 1, "boot.py": 2, "main.py": 3}
    return sorted(paths, key=lambda p: (rank.get(p, 0), p))


class Plan:
    """What a deploy will do to a board, worked out from hashes."""

    def __init__(self, files, on_device, manifest):
        self.files = files
        self.copy = copy_order(p for p in files if on_device.get(p) != sha256(files[p]))
        ours = set(manifest.get("files", {})) | {MANIFEST}
        self.remove = sorted(p for p in on_device if p not in files and p != MANIFEST and (
            p.startswith(PACKAGE + "/") or p.endswith(PART) or p in ours))
        self.folders = sorted({p.rsplit("/", 1)[0] for p in self.copy if "/" in p},
                              key=lambda d: d.count("/"))
        self.notes = []
        recorded = manifest.get("files")
        if recorded is None:
            if any(p.startswith(PACKAGE + "/") for p in on_device):
                self.notes.append("the board has firmware files but no deploy manifest "
                                  "(an interrupted or manual copy): whatever differs is recopied")
        elif any(on_device.get(p) != h for p, h in recorded.items()):
            self.notes.append("the board's files differ from its last deploy's manifest (that "
                              "deploy was cut short?): whatever differs is recopied")

    def manifest(self, version, board_name, fmt):
        return json.dumps({"firmware": version, "board": board_name, "format": fmt,
                           "files": {p: sha256(d) for p, d in sorted(self.files.items())}},
                          indent=1).encode()


def read_manifest(link):
    text = link.read_text(MANIFEST)
    try:
        return json.loads(text) if text else {}
    except ValueError:
        return {}


def port_finder(port):
    """A function giving the board's port now: 'auto' is looked for again after each reset."""
    return serial_ports.find_board if port == "auto" else lambda: port


def enter_deploy_mode(link, find_port):
    """Writes the deploy flag, hard-resets the board so that it comes up with neither the app
    nor the watchdog running, and returns a new link to it."""
    link.touch(DEPLOY_FLAG)
    link.hard_reset()
    link = reconnect(find_port)
    print("deploy mode: /%s written and the board reset; its app and watchdog stay stopped "
          "until the deploy ends" % DEPLOY_FLAG)
    return link


def leave_deploy_mode(link):
    """Nothing was changed after all: removes the flag and starts the app again, if the board
    still answers (if not, the flag stays and the next deploy finishes the job)."""
    with contextlib.suppress(DeployError, OSError):
        link.remove([DEPLOY_FLAG])
        link.restart()


def install_packages(link, dry_run):
    """Installs missing micropython-lib packages with mpremote mip (which needs the port to
    itself, so the link lets go of it meanwhile)."""
    missing = [m for m in sorted(PACKAGES) if not link.has_module(m)]
    for module in missing:
        package = PACKAGES[module]
        if dry_run:
            print("would install %s (mpremote mip install %s)" % (package, package))
            continue
        with link.released():
            result = subprocess.run([MPREMOTE, "connect", link.port, "resume", "mip", "install",
                                     package], capture_output=True, text=True, timeout=300)
        if result.returncode != 0 or not link.has_module(module):
            reason = (result.stderr.strip() or result.stdout.strip()).splitlines()[-1:]
            raise DeployError(
                "the firmware needs %s (for the OLED) and the board does not have it; "
                "`mpremote mip install %s` failed (%s). It downloads from micropython-lib on "
                "this computer: connect to the internet and deploy again, or copy ssd1306.py "
                "into the board's /lib by hand" % (module, package, " ".join(reason) or "?"))
        print("installed %s" % package)


def stage_files(link, plan):
    stop_after = int(os.environ.get(STOP_AFTER) or 0)
    link.make_folders(plan.folders)
    for count, path in enumerate(plan.copy, 1):
        link.stage(path, plan.files[path])
        if count == stop_after:
            os.kill(os.getpid(), signal.SIGKILL)


def deploy(args):
    firmware = os.path.abspath(args.firmware)
    board = board_description(args.board, args.boards, firmware)
    version = firmware_version(firmware)
    find_port = port_finder(args.port)
    link = DeviceLink(find_port())
    try:
        device = link.identify()
        print("board on %s: %s" % (link.port, check_device(device)))
        link = enter_deploy_mode(link, find_port)
        try:
            files, plan, compiler = prepare(link, device, firmware, board, args.dry_run)
        except DeployError:
            leave_deploy_mode(link)
            raise
        if args.dry_run:
            leave_deploy_mode(link)
            return 0
        try:
            stage_files(link, plan)
        except DiskFull:
            link.remove([p + PART for p in plan.copy])
            leave_deploy_mode(link)
            raise DeployError("the board's filesystem is full (%d KB free before this deploy, "
                              "which needs about %d KB more): nothing was changed; remove files "
                              "from the board (mpremote fs ls / fs rm) and deploy again"
                              % (device["free"] // 1024,
                                 sum(len(files[p]) for p in plan.copy) // 1024)) from None
        link.commit(plan.copy, plan.remove)
        fmt = "py" if compiler[0] is None else "mpy %d.%d %s" % mpy_build.decode(device["mpy"])
        link.stage(MANIFEST, plan.manifest(version, args.board, fmt))
        link.commit([MANIFEST], [DEPLOY_FLAG])  # the flag goes last: the board is whole now
        print("copied %d file(s), removed %d; the board is up to date"
              % (len(plan.copy), len(plan.remove)))
        banner = link.soft_reset_output(rb"gameboard firmware " + re.escape(version.encode()))
        line = banner.strip().splitlines()[-1]
        if "refused" in line or "DEPLOY MODE" in line:
            raise DeployError("the firmware started but did not run the app: " + line)
        print("banner: " + line)
        return 0
    finally:
        link.close()


def prepare(link, device, firmware, board, dry_run):
    """Builds the firmware for the device, works out and prints the plan, installs missing
    packages (unless `dry_run`); returns (files, plan, compiler)."""
    compiler = mpy_build.compiler_for(device["mpy"])
    if compiler[0] is None:
        print("copying the firmware as .py: " + compiler[1])
    with tempfile.TemporaryDirectory() as workdir:
        files = build(firmware, board, compiler, workdir)
    on_device = link.hashes([PACKAGE, BOARD_FILE, MANIFEST] + list(ENTRY_POINTS)
                            + [p + PART for p in (BOARD_FILE, MANIFEST) + ENTRY_POINTS])
    plan = Plan(files, on_device, read_manifest(link))
    for note in plan.notes:
        print("note: " + note)
    install_packages(link, dry_run)
    verb = "would " if dry_run else ""
    for path in plan.copy:
        print("%scopy %s (%d bytes)" % (verb, path, len(files[path])))
    for path in plan.remove:
        print("%sremove %s" % (verb, path))
    if dry_run and not plan.copy and not plan.remove:
        print("the board is up to date")
    return files, plan, compiler


def mount(args):
    """Development: write the board description, then run main.py from this tree."""
    board = board_description(args.board, args.boards, os.path.abspath(args.firmware))
    find_port = port_finder(args.port)
    link = DeviceLink(find_port())
    try:
        # Through deploy mode, so that no watchdog of the deployed app is left running.
        link = enter_deploy_mode(link, find_port)
        if link.hashes([BOARD_FILE]).get(BOARD_FILE) != sha256(board):
            link.stage(BOARD_FILE, board)
            link.commit([BOARD_FILE], [])
            print("wrote board.json (%s)" % args.board)
        link.remove([DEPLOY_FLAG])
    finally:
        link.close()
    return subprocess.call([MPREMOTE, "connect", link.port, "resume", "mount",
                            os.path.abspath(args.firmware), "exec", "import main"])


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tools.deploy", description=__doc__.split(
        "\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--port", required=True,
                        help="serial port of the board, or 'auto' for the one USB board found")
    parser.add_argument("--board", required=True, help="board description hardware/boards/NAME")
    parser.add_argument("--dry-run", action="store_true", help="print the plan, change nothing")
    parser.add_argument("--mount", action="store_true",
                        help="run the firmware from this tree (mpremote mount) instead")
    # Other trees, for tests that change files.
    parser.add_argument("--firmware", default=FIRMWARE, help=argparse.SUPPRESS)
    parser.add_argument("--boards", default=BOARDS, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    try:
        return mount(args) if args.mount else deploy(args)
    except (DeployError, ValueError) as e:
        print("deploy: error: %s" % e, file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
