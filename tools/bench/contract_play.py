"""Contract Rummy at the card table in the app (tools/bench/cards_table.py): the presses of a
deal's entry in an 8-player game on the 8-paddle board with 6 deals entered, the 7th through
the screens, and the heap in use (then the same, 4 players on a Pico's 4-paddle board);
`WHOLE_GAMES`, the whole 8-player game tools/bench/app_heap.py plays through the buttons.
`make bench ARGS=contract_play` runs it on CPython and the MicroPython unix port."""
from tools.bench import cards_table, timing

WHOLE_GAMES = (cards_table.whole_game(
    "Contract Rummy", "esp32-pegs8", 8,
    "answer_with(r, points=[0 if s == r else 5 * (s + 1) for s in range(8)])"),)
OPTIONS = {"players": 8, "dealer": 0}


def rounds(count, players=8):
    return [{"out": r % players, "points": [0 if s == r % players else 5 * (s + 1)
                                            for s in range(players)]}
            for r in range(count)]


def main():
    timing.header("contract_play")
    ref = timing.reference_seconds()
    cards_table.entry_presses("contract 8p", "contract", "esp32-pegs8", OPTIONS, rounds(7),
                              ref)
    # The paddle board a Pico drives: 4 paddles, 112 LEDs.
    cards_table.entry_presses("contract 4p pico", "contract", "pico-pegs4",
                              dict(OPTIONS, players=4), rounds(7, 4), ref)


if __name__ == "__main__":
    main()
