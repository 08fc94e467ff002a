"""Writes firmware/gameboard/rules/diceball_transitions.py: the DiceBall runner rules' packed
transitions (rules/diceball_runners.py's `transitions(rule)`) as data, so that a board reads
them while a game is made instead of loading the runner rules and working out 312 plays of each
(docs/architecture.md, "Memory"). tests/rules/test_diceball_runners.py checks that the data is
the rules' own.

Run `.venv/bin/python -m tools.diceball_make_transitions` after changing the runner rules."""
import os
import sys

from tools import unix_port

TARGET = os.path.join(unix_port.ROOT, "firmware", "gameboard", "rules", "diceball_transitions.py")

HEADER = '''"""The DiceBall runner rules' transitions as data: rules/diceball_runners.py's
`transitions(rule)` for each rule, written out by tools/diceball_make_transitions.py (do not
edit by hand; rerun the tool). One byte a (result, bases, outs), indexed by
(code * 8 + bases) * 3 + outs: new bases in bits 0-2, runs in bits 3-5, outs after the play in
bits 6-7. A game being made reads its rule's (diceball_making.py) where it would load the
runner rules and work out 312 plays; tests/rules/test_diceball_runners.py checks each is the
rules' own.
"""
'''


def written():
    """The module's text, from the runner rules."""
    sys.path.insert(0, os.path.join(unix_port.ROOT, "firmware"))
    from gameboard.rules.diceball import LABELS
    from gameboard.rules.diceball_runners import RUNNER_RULES, transitions
    parts = [HEADER, "\n# Two lines a result (rules/diceball.py's codes, in order): bases 0-3, "
             "then 4-7, each\n# with 0, 1 and 2 out.\nTRANSITIONS = {\n"]
    for rule in RUNNER_RULES:
        packed = transitions(rule)
        parts.append('    "%s": (\n' % rule)
        for code in range(len(packed) // 24):
            for half in (0, 1):
                row = packed[code * 24 + half * 12:code * 24 + half * 12 + 12]
                parts.append('        b"%s"%s\n' % ("".join("\\x%02x" % b for b in row),
                                                 "" if half else "  # " + LABELS[code]))
        parts.append("    ),\n")
    parts.append("}\n")
    return "".join(parts)


def main():
    with open(TARGET, "w") as f:
        f.write(written())
    print("wrote", os.path.relpath(TARGET, unix_port.ROOT))


if __name__ == "__main__":
    main()
