"""The PRNG gives the same numbers on CPython and on the MicroPython unix port."""
from gameboard.rules.prng import Prng
from tools import unix_port

SEEDS = [0, 1, 2, 42, 2**31 - 1, 123456789]


def first_numbers(seed):
    p = Prng(seed)
    out = [p.next32() for _ in range(1000)]
    out += [p.below(6) for _ in range(1000)]
    deck = list(range(108))
    p.shuffle(deck)
    return out + deck


def test_first_thousand_numbers_match_across_runtimes():
    code = (
        "from gameboard.rules.prng import Prng\n"
        "for seed in %r:\n"
        "    p = Prng(seed)\n"
        "    out = [p.next32() for _ in range(1000)]\n"
        "    out += [p.below(6) for _ in range(1000)]\n"
        "    deck = list(range(108))\n"
        "    p.shuffle(deck)\n"
        "    print(' '.join(str(x) for x in out + deck))\n" % (SEEDS,)
    )
    result = unix_port.run(code)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.split("\n")
    for i, seed in enumerate(SEEDS):
        assert [int(x) for x in lines[i].split()] == first_numbers(seed), "seed %d differs" % seed
