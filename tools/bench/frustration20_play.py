"""Frustration 20 at the card table in the app (tools/bench/cards_table.py): the presses of a
round's entry in a 5-player game on the 8-paddle board with 15 rounds entered, the 16th through the screens, and the heap in
use; `WHOLE_GAMES`, the whole 5-player game tools/bench/app_heap.py plays through the buttons.
`make bench ARGS=frustration20_play` runs it on CPython and the MicroPython unix port."""
from tools.bench import cards_table, timing

# Everyone lays down every round, so meld 20 ends the game in the 20th.
WHOLE_GAMES = (cards_table.whole_game(
    "Frustration 20", "esp32-pegs8", 5,
    "answer_with(r %% 5, laid=range(5), points=[0 if s == r %% 5 else 5 * (s + 1) "
    "for s in range(5)])"),)
OPTIONS = {"players": 5, "dealer": 0, "wilds": "at_most_half", "runs": "mixed", "decks": 2,
           "dealer_cut": True, "cut_counts_turned": False}


def rounds(count):
    return [{"out": r % 5, "laid": [r % 5, (r + 1) % 5],
             "points": [0 if s == r % 5 else 5 * (s + 1) for s in range(5)]}
            for r in range(count)]


def main():
    timing.header("frustration20_play")
    cards_table.entry_presses("frust20 5p", "frustration20", "esp32-pegs8", OPTIONS,
                              rounds(16), timing.reference_seconds())


if __name__ == "__main__":
    main()
