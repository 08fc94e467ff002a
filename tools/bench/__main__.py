"""`python -m tools.bench [name ...]`: runs every benchmark (or those named) on CPython and
then under the MicroPython unix port, printing their figures."""
import sys

from tools import unix_port

BENCHES = ["diceball", "pegs", "shell", "play"]


def main(argv):
    names = [a for a in argv if a in BENCHES] or BENCHES
    status = 0
    for name in names:
        module = __import__("tools.bench." + name, None, None, ["main"])
        module.main()
        result = unix_port.run("import tools.bench.%s as b\nb.main()\n" % name)
        print(result.stdout, end="")
        if result.returncode:
            print(result.stderr, end="")
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
