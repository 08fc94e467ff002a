"""ScriptedDice: the dice source for tests and the simulator: rolls given in advance first,
then a seeded Prng (the same numbers on both runtimes)."""
from gameboard.rules.prng import Prng


class ScriptedDice:
    def __init__(self, rolls=(), seed=1):
        self.rolls = list(rolls)
        self.prng = Prng(seed)

    def roll(self):
        if self.rolls:
            return self.rolls.pop(0)
        return self.prng.roll()

    def seed32(self):
        return self.prng.next32()
