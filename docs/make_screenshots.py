"""Makes the README's pictures with the simulator's headless mode:
`.venv/bin/python docs/make_screenshots.py` writes docs/sim-pegs.png and docs/sim-diceball.png.

DiceBall: a game started from the wizard on pico-diceball and rolled, by input alone, into the
middle of an inning. Pegs & Jokers: an 8-player game dealt from the wizard on esp32-pegs8, then
played on by the rules core's computer player for some turns and saved into the board's storage
(as the app saves every turn), and the board powered up again and the game resumed from the
main menu: the picture shows what the firmware draws for a real game in progress.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from simulator.session import firmware_path  # noqa: E402

firmware_path()

import pygame  # noqa: E402

from simulator import headless, script  # noqa: E402
from simulator.session import LocalSession  # noqa: E402

SEED = 2024
# New game, down past the wizard's last row (Start game: the list does not wrap), OK.
WIZARD = "press OK\npress DOWN 15\npress OK\nwait 300\n"
DICEBALL_ROLLS = 10  # with SEED: two on, two out in the top of the 1st, a strike just pitched
PEGS_TURNS = 40      # eight seats, five turns each


def save(session, path):
    camera = headless.Camera(session, HERE)
    pygame.image.save(camera.window(), path)
    print(path)


def diceball():
    s = LocalSession("pico-diceball", SEED)
    # A roll at a person's pace: each one's animation over before the next.
    script.play(s, script.parse(WIZARD + "press ROLL\nwait 1500\n" * DICEBALL_ROLLS))
    save(s, os.path.join(HERE, "sim-diceball.png"))


def pegs():
    from gameboard.rules.pegs import Game
    from gameboard.rules.pegs.player import choose_move
    from gameboard.rules.prng import Prng
    from gameboard.savefile import SaveSlot
    s = LocalSession("esp32-pegs8", SEED)
    script.play(s, script.parse(WIZARD))
    slot = SaveSlot(s.hw.storage, "game")
    saved = slot.load()
    game = Game.from_dict(saved["rules"])
    prng = Prng(SEED)
    for _ in range(PEGS_TURNS):
        game.apply(choose_move(game, game.turn, prng))
    saved["rules"] = game.to_dict()
    slot.save(saved)
    again = LocalSession("esp32-pegs8", SEED, storage=s.hw.storage)  # power-up: Resume on top
    # Resume, then OK as the player the board passed to: the hand on the OLED.
    script.play(again, script.parse("press OK\nwait 300\npress OK\nwait 300\n"))
    save(again, os.path.join(HERE, "sim-pegs.png"))


if __name__ == "__main__":
    diceball()
    pegs()
