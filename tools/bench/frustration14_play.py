"""Frustration 14 at the card table in the app (tools/bench/cards_table.py): the presses of a
round's entry in an 8-player game on the 8-paddle board with 12 rounds entered, the 13th
through the screens, and the heap in use; `WHOLE_GAMES`, the whole 8-player game
tools/bench/app_heap.py plays through the buttons. `make bench ARGS=frustration14_play` runs it
on CPython and the MicroPython unix port."""
from tools.bench import cards_table, timing

# Everyone lays down every round, so the game ends in the 14th.
WHOLE_GAMES = (cards_table.whole_game(
    "Frustration 14", "esp32-pegs8", 8, "answer_with(r %% 8, laid=range(8))"),)
OPTIONS = {"players": 8, "dealer": 0, "wilds": "at_most_half", "penalty": False}


def rounds(count):
    return [{"out": r % 8, "laid": [r % 8, (r + 1) % 8]} for r in range(count)]


def main():
    timing.header("frustration14_play")
    cards_table.entry_presses("frust14 8p", "frustration14", "esp32-pegs8", OPTIONS,
                              rounds(13), timing.reference_seconds(), field="laid")


if __name__ == "__main__":
    main()
