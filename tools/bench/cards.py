"""Card-table games benchmark: check() on the hardest contracts to check, passing and failing
(`python -m tools.bench cards` runs it on both runtimes).

The cases are the most work check() can be given: four parts whose melds are tried in all 24
ways, or parts of one size that every meld must be judged against in full; 10 to 13 cards with
4 wilds (2 in Contract Rummy, which has one joker a deck; no contract of 4 parts takes 13 cards,
so those cases only fail, by a meld's size); a failing meld entered last, so every way is tried
before the answer. docs/architecture.md asks for a checked meld within 100 ms on an
RP2040, 400 us on the unix port.
"""
import gc

from gameboard.rules.cards import check
from tools.bench import timing

CASES = [
    ("F20 7: 4 parts, 10 cards, 4 wilds", "frustration20", 7, {},
     ["KS KD JK 2H", "AS", "4S JK 6D", "8H 2D"], ["KS KD JK 2H", "AS", "4S JK 6D", "8H 9D"]),
    ("F14 6: 4 sets, 12 cards, 4 wilds", "frustration14", 6, {},
     ["5S 5H JK", "6S 2H 6D", "7S 7H JK", "8S 8H 2C"],
     ["5S 5H JK", "6S 2H 6D", "7S 7H JK", "8S 9H 2C"]),
    ("F14 6: 4 sets, 13 cards (a set of 4), 4 wilds", "frustration14", 6, {},
     None, ["5S 5H JK", "6S 2H 6D", "7S 7H JK", "8S 8H 8D 2C"]),
    ("F20 7: 4 parts, 13 cards, 4 wilds", "frustration20", 7, {},
     None, ["KS KD JK 2H", "AS", "4S JK 6D 7S 8C", "8H 2D 8S"]),
    # Melds of 3 cards, each the size of the run and one short of the 4 of a kind, come near
    # several parts: the slowest of 4,000 random 13-card, 4-wild entries of this meld.
    ("F20 7: 4 parts, 13 cards (3 3 3 4), 4 wilds", "frustration20", 7, {},
     None, ["2D 10S JK", "2S 2C JC", "8S 10C AD", "6S 8H JH 9S"]),
    ("F14 13: 3 parts of 4, 12 cards, 4 wilds", "frustration14", 13, {},
     ["5D 6D 2S 8D", "9S JK JS QS", "QS QH JK 2D"],
     ["5D 6D 2S 8D", "9S JK JS QS", "QS KH JK 2D"]),
    ("Contract 6: 3 parts, 13 cards, 2 jokers", "contract", 6, {"decks": 2},
     ["8D JK 10D", "4S 4H JK", "8C 9C 10C JC QC KC AC"],
     ["8D JK 10D", "4S 4H JK", "8D 9D 10D JD QD KD AD"]),
    ("Contract 7: 3 runs, 13 cards, 2 jokers", "contract", 7, {"decks": 2},
     ["AS 2S JK 4S", "5H 6H 7H JK", "9D 10D JD QD KD"],
     ["AS 2S JK 4S", "5H 6H 7H JK", "9S 10S JS QS KS"]),
]


def main():
    timing.header("cards")
    ref = timing.reference_seconds()
    worst = 0
    for label, game, n, options, good, bad in CASES:
        for verdict, texts in (("passes", good), ("fails", bad)):
            if texts is None:
                continue
            melds = [text.split() for text in texts]
            answer = check(game, n, melds, **options)
            if (answer == "") != (verdict == "passes"):
                raise AssertionError("%s %s: %r" % (label, verdict, answer))
            gc.collect()
            t = timing.seconds(lambda: check(game, n, melds, **options), 10, 15)
            worst = max(worst, t)
            timing.report("%s, %s" % (label, verdict), t, ref)
    timing.report("check(), the worst of these", worst, ref)


if __name__ == "__main__":
    main()
