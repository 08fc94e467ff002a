"""A Pegs & Jokers move stays the same move when the rules core is unloaded and loaded again
(as the shell does between games, gameboard/modules.py): a move kept from before is of the
first loading's class. CPython only: the test puts the first loading back afterwards."""
import sys

from gameboard import modules


def test_a_move_of_the_rules_loaded_again_is_the_same_move():
    from gameboard.rules.pegs.move import Move as first
    kept = {name: m for name, m in sys.modules.items() if name.startswith("gameboard.rules")}
    try:
        modules.unload("gameboard.rules")
        from gameboard.rules.pegs.move import Move as again
        assert first is not again
        assert first("5") == again("5") and again("5") == first("5")
        assert first("5") != again("6")
    finally:
        modules.unload("gameboard.rules")
        sys.modules.update(kept)
        import gameboard
        gameboard.rules = kept["gameboard.rules"]
