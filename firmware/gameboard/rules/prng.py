"""The rules cores' seeded random numbers: the same sequence on CPython and MicroPython.

Marsaglia's xorshift32 (shifts 13, 17, 5; "Xorshift RNGs", 2003). Python's and MicroPython's
`random` modules differ in algorithm and seeding, so games that must replay identically on the
board and in the simulator draw from this instead. Chance that matters to a game (a roll, a
shuffle) is also written into that game's log, so a replay never depends on this state.
"""

_MASK = 0xFFFFFFFF
_GOLDEN = 0x9E3779B9


class Prng:
    def __init__(self, seed=0):
        # Multiplying by the golden ratio spreads neighbouring seeds (1, 2, 3...) far apart;
        # xorshift would otherwise start from near-identical small states.
        self.state = (int(seed) * _GOLDEN + 0x7F4A7C15) & _MASK or _GOLDEN

    @property
    def state(self):
        return self._s

    @state.setter
    def state(self, value):
        value = int(value) & _MASK
        if not value:
            raise ValueError("random state must not be 0")
        self._s = value

    def next32(self):
        """The next number in 0 .. 2**32-1."""
        s = self._s
        s ^= (s << 13) & _MASK
        s ^= s >> 17
        s ^= (s << 5) & _MASK
        self._s = s
        return s

    def below(self, n):
        """A uniform number in 0 .. n-1 (rejection sampling, so no value is favoured)."""
        if n < 1:
            raise ValueError("below() needs n >= 1, got %r" % (n,))
        limit = (_MASK + 1) // n * n
        while True:
            r = self.next32()
            if r < limit:
                return r % n

    def roll(self):
        """One six-sided die."""
        return self.below(6) + 1

    def choice(self, seq):
        if not seq:
            raise ValueError("choice() from an empty sequence")
        return seq[self.below(len(seq))]

    def shuffle(self, items):
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
