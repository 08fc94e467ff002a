"""ScriptedDice: the dice source for tests and the simulator: rolls given in advance first,
then a seeded Prng (the same numbers on both runtimes). The Prng is made at the first roll it
gives: the menus never roll, and on a 64 KB heap its module is better left unloaded there."""


class ScriptedDice:
    def __init__(self, rolls=(), seed=1):
        self.rolls = list(rolls)
        self.seed = seed
        self._prng = None

    @property
    def prng(self):
        if self._prng is None:
            from gameboard.rules.prng import Prng
            self._prng = Prng(self.seed)
        return self._prng

    def roll(self):
        if self.rolls:
            return self.rolls.pop(0)
        return self.prng.roll()

    def seed32(self):
        return self.prng.next32()
