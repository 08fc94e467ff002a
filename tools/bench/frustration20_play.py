"""Frustration 20 at the card table in the app (tools/bench/cards_table.py): the presses of a
round's entry in a 5-player game on the 8-paddle board with 15 rounds entered, the 16th
through the screens, and the heap in use (then the same, 4 players on a Pico's 4-paddle
board); `WHOLE_GAMES`, the whole 5-player game tools/bench/app_heap.py plays through the buttons.
`make bench ARGS=frustration20_play` runs it on CPython and the MicroPython unix port."""
from tools.bench import cards_table, timing

# Everyone lays down every round, so meld 20 ends the game in the 20th.
WHOLE_GAMES = (cards_table.whole_game(
    "Frustration 20", "esp32-pegs8", 5,
    "answer_with(r %% 5, laid=range(5), points=[0 if s == r %% 5 else 5 * (s + 1) "
    "for s in range(5)])"),)
OPTIONS = {"players": 5, "dealer": 0, "wilds": "at_most_half", "runs": "mixed", "decks": 2,
           "dealer_cut": True, "cut_counts_turned": False}


def rounds(count, players=5):
    return [{"out": r % players, "laid": [r % players, (r + 1) % players],
             "points": [0 if s == r % players else 5 * (s + 1) for s in range(players)]}
            for r in range(count)]


def main():
    timing.header("frustration20_play")
    ref = timing.reference_seconds()
    cards_table.entry_presses("frust20 5p", "frustration20", "esp32-pegs8", OPTIONS,
                              rounds(16), ref)
    # The paddle board a Pico drives: 4 paddles, 112 LEDs.
    cards_table.entry_presses("frust20 4p pico", "frustration20", "pico-pegs4",
                              dict(OPTIONS, players=4), rounds(16, 4), ref)


if __name__ == "__main__":
    main()
