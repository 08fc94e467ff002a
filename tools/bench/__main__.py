"""`python -m tools.bench [name ...]`: runs every benchmark (or those named) and prints their
figures. Most run on CPython and then under the MicroPython unix port; the heap benchmarks run
on CPython only, as they start MicroPython themselves at each heap size they try."""
import sys

from tools import unix_port

BENCHES = ["diceball", "pegs", "cards", "shell", "play", "save"]
HEAP = ["pegs_heap", "app_heap", "cards_heap"]


def main(argv):
    names = [a for a in argv if a in BENCHES + HEAP] or BENCHES + HEAP
    status = 0
    for name in names:
        module = __import__("tools.bench." + name, None, None, ["main"])
        module.main()
        if name in HEAP:
            continue
        result = unix_port.run("import tools.bench.%s as b\nb.main()\n" % name)
        print(result.stdout, end="")
        if result.returncode:
            print(result.stderr, end="")
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
