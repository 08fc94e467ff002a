"""Rummy at the card table in the app (tools/bench/cards_table.py): the presses of a round's
entry in a 6-player game on the 8-paddle board with 3 rounds entered, the 4th through the
screens, and the heap in use; `WHOLE_GAMES`, the whole 6-player game tools/bench/app_heap.py
plays through the buttons. `make bench ARGS=rummy_play` runs it on CPython and the MicroPython
unix port."""
from tools.bench import cards_table, timing

# Up to 30 points a round: the target of 100 is reached in the 4th.
WHOLE_GAMES = (cards_table.whole_game(
    "Rummy", "esp32-pegs8", 6,
    "answer_with(r %% 6, points=[0 if s == r %% 6 else 5 * (s + 1) for s in range(6)])"),)
OPTIONS = {"players": 6, "dealer": 0, "target": 100, "rounds": 0, "aces": "low",
           "jokers": False, "going_rummy": False, "winner_scores": False}


def rounds(count):
    return [{"out": r % 6, "points": [0 if s == r % 6 else 5 * (s + 1) for s in range(6)]}
            for r in range(count)]


def main():
    timing.header("rummy_play")
    cards_table.entry_presses("rummy 6p", "rummy", "esp32-pegs8", OPTIONS, rounds(4),
                              timing.reference_seconds())


if __name__ == "__main__":
    main()
