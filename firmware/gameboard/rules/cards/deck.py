"""Card labels of the card-table games (docs/rules.md 3.1): parsed to (rank, suit) and back,
and a hand's copies of each card held to what the game's decks contain.

A card is (rank, suit): rank 1..13 (A=1, J=11, Q=12, K=13), suit "S" "H" "D" "C"; the joker
is (0, ""). Ranks are small ints so that runs and poker hands are arithmetic.
"""

RANKS = ("JK", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = "SHDC"
JOKER = (0, "")


def parse(label):
    """(rank, suit) of a card label such as "10H", "QS" or "JK"; ValueError on anything else."""
    if label == "JK":
        return JOKER
    if isinstance(label, str) and len(label) in (2, 3):
        rank, suit = label[:-1], label[-1]
        if suit in SUITS and rank in RANKS[1:]:
            return (RANKS.index(rank), suit)
    raise ValueError("not a card: %r" % (label,))


def label(rank, suit):
    """The label of (rank, suit): the inverse of parse()."""
    if rank == 0 and suit == "":
        return "JK"
    if (isinstance(rank, int) and not isinstance(rank, bool) and 1 <= rank <= 13
            and isinstance(suit, str) and len(suit) == 1 and suit in SUITS):
        return RANKS[rank] + suit
    raise ValueError("not a card: rank %r, suit %r" % (rank, suit))


def parse_all(labels, decks=1, jokers=0):
    """The (rank, suit) of each label, after checking that `decks` standard decks with `jokers`
    jokers in all hold that many copies of every card; ValueError otherwise."""
    if not isinstance(labels, (list, tuple)):
        raise ValueError("cards must be a list of labels, not %r" % (labels,))
    cards = [parse(c) for c in labels]
    seen = {}
    for card in cards:
        seen[card] = seen.get(card, 0) + 1
    for card in cards:  # in the order entered, so every runtime names the same card
        held = jokers if card == JOKER else decks
        if seen[card] > held:
            raise ValueError("too many %s: %d entered, the game's cards hold %d" % (
                label(card[0], card[1]), seen[card], held))
    return cards
