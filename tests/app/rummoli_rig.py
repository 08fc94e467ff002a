"""What the Rummoli app tests read of a table on a Rig (rummoli_driver.py plays it): the nine
spaces' pots off the OLED (`grid`), a paddle's LEDs (`board`), the game as the board saved it
(`rules`), and whether its chips are conserved."""
from gameboard.rules.cards.rummoli import Rummoli
from tests.app.cards_rig import saved


def grid(rig):
    """{space name as the OLED shows it: pot} of the 3x3 grid on the table screen."""
    rows = rig.screen().rows
    pots = {}
    for r in (1, 3, 5):
        names, counts = rows[r].split(), rows[r + 1].split()
        assert len(names) == len(counts), rig.screen()
        for k in range(len(names)):
            pots[names[k]] = int(counts[k])
    return pots


def board(rig, paddle, spaces=9):
    """What a paddle shows: (track holes lit, the spaces' colours, the mark hole's colour)."""
    b = rig.board
    frame = rig.shell.frame
    lit = len([n for n in range(18) if frame.get(b.led("track", n, paddle)) != (0, 0, 0)])
    shades = [frame.get(b.led("start", n, paddle)) for n in range(1, 6)]
    shades += [frame.get(b.led("home", n, paddle)) for n in range(1, spaces - 4)]
    return lit, shades, frame.get(b.led("home", 5, paddle))


def rules(rig):
    """The game as the board last saved it."""
    return Rummoli.from_dict(saved(rig)["rules"])


def conserved(game):
    return (sum(game.chips) + sum(game.pots)
            == game.options["chips"] * game.players + sum(game.borrowed))
