"""Which games a board plays: those whose every board role it lights (each game's descriptor
says its NEEDS: games/registry.py). board_check.py has checked that each set of roles a board
lights is whole, so a lit role is a whole one. Run once a board is read, after its JSON is let
go (the JSON is the peak of memory at power-up), then unloaded."""
from gameboard.board import NONE, ROLE_NAMES
from gameboard.games import registry


def offered(board):
    """The keys of the games `board` plays, in menu order."""
    games = registry.GAMES
    needs = registry.about(games, "NEEDS")
    leds = board._leds
    starts = board._starts  # where each role's part of the table begins (board_check.py)
    # A lit role is a whole one, so it is lit where its first LED is.
    return tuple([games[i] for i in range(len(games))
                  if all(leds[starts[ROLE_NAMES.index(role)]] != NONE for role in needs[i])])
