"""Hand & Foot at the card table in the app (tools/bench/cards_table.py): the presses of a
deal's entry in a 6-player game (three partnerships) on the 8-paddle board with 2 deals
entered, the 3rd through the screens, and the heap in use; `WHOLE_GAMES`, the whole 6-player
game tools/bench/app_heap.py plays through the buttons. `make bench ARGS=handfoot_play` runs it
on CPython and the MicroPython unix port."""
from tools.bench import cards_table, timing

TEAMS = [[0, 3], [1, 4], [2, 5]]
# Four deals make the game; each partnership melds more than the fourth deal's minimum.
BOOKS = {"Clean books": [1, 1, 1], "Dirty books": [1, 1, 1], "Wild books": [0, 0, 0],
         "Red 3s": [1, 0, 0], "Melded cards": [200, 180, 160], "Hand + foot": [0, 40, 30]}
WHOLE_GAMES = (cards_table.whole_game(
    "Hand & Foot", "esp32-pegs8", 6,
    "answer_with(r %%%% 3, teams=%r, **%r)" % (TEAMS, BOOKS)),)
OPTIONS = {"players": 6, "dealer": 0, "decks": 7, "jokers": True, "wild_limit": True,
           "wild_books": True, "out_books": 1, "permission": True}


def rounds(count):
    return [{"out": r % 3, "clean": [1, 1, 1], "dirty": [1, 1, 1], "wild": [0, 0, 0],
             "red3s": [1, 0, 0], "melds": [200, 180, 160],
             "hands": [0 if side == r % 3 else 40 for side in range(3)]}
            for r in range(count)]


def main():
    timing.header("handfoot_play")
    cards_table.entry_presses("handfoot 6p", "handfoot", "esp32-pegs8", OPTIONS, rounds(3),
                              timing.reference_seconds(), field="melds")


if __name__ == "__main__":
    main()
