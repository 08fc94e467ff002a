"""Cards of Pegs & Jokers (docs/rules.md 1.2-1.4): labels, what each does, and the deck."""

LABELS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "JK")
INDEX = dict((label, i) for i, label in enumerate(LABELS))
SUITED = LABELS[:13]
COME_OUT_CARDS = ("A", "J", "Q", "K")
ROYALS = ("J", "Q", "K")


def check(card):
    """The card's label, the very string of LABELS (one parsed from a save is a string of its
    own: 64 bytes of heap a card on the unix port, which a label of LABELS does not take), or
    ValueError if it is not one."""
    if not isinstance(card, str) or card not in INDEX:
        raise ValueError("unknown card %r: the cards are %s" % (card, " ".join(LABELS)))
    return LABELS[INDEX[card]]


def forward_count(card, royals_count):
    """How far the card moves forward as a whole (0 for 8 and the Joker)."""
    if card == "A":
        return 1
    if card in ROYALS:
        return 11 + ROYALS.index(card) if royals_count else 10
    if card in ("8", "JK"):
        return 0
    return int(card)


def default_decks(players):
    """docs/rules.md 1.2: 1 deck for 2 players, 2 for 3-5, 3 for 6-8."""
    if players <= 2:
        return 1
    return 2 if players <= 5 else 3


def deck(decks, jokers):
    """A fresh deck in a fixed order: `decks` times 4 suits of each label, then the jokers."""
    cards = []
    for _ in range(decks):
        for label in SUITED:
            cards += [label] * 4
    return cards + ["JK"] * jokers
