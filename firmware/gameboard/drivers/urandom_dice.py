"""UrandomDice: the board's dice (hal `dice`): the rules' Prng, seeded from the hardware's
random source (os.urandom: the RP2040's ring oscillator, the ESP32's RNG) at power-up."""
import os

from gameboard.rules.prng import Prng


class UrandomDice:
    def __init__(self):
        seed = 0
        for byte in os.urandom(4):
            seed = seed << 8 | byte
        self.prng = Prng(seed)

    def roll(self):
        return self.prng.roll()

    def seed32(self):
        return self.prng.next32()
