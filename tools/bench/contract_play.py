"""Contract Rummy at the card table in the app (tools/bench/cards_table.py): the presses of a
deal's entry in an 8-player game on the 8-paddle board with 6 deals entered, the 7th through the screens, and the heap in
use; `WHOLE_GAMES`, the whole 8-player game tools/bench/app_heap.py plays through the buttons.
`make bench ARGS=contract_play` runs it on CPython and the MicroPython unix port."""
from tools.bench import cards_table, timing

WHOLE_GAMES = (cards_table.whole_game(
    "Contract Rummy", "esp32-pegs8", 8,
    "answer_with(r, points=[0 if s == r else 5 * (s + 1) for s in range(8)])"),)
OPTIONS = {"players": 8, "dealer": 0}


def rounds(count):
    return [{"out": r, "points": [0 if s == r else 5 * (s + 1) for s in range(8)]}
            for r in range(count)]


def main():
    timing.header("contract_play")
    cards_table.entry_presses("contract 8p", "contract", "esp32-pegs8", OPTIONS, rounds(7),
                              timing.reference_seconds())


if __name__ == "__main__":
    main()
