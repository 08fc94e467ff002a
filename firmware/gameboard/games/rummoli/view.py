"""What the OLED shows at a Rummoli table (docs/rules.md 3.7): `compose(c)` writes the eight rows
of the screen the controller (controller.py) is on when something changes, with the cells to
draw inverted (a space that just paid, flashing); `draw` then only copies them out.

The table screen is the board's surface: the nine spaces as a 3x3 grid, each name over its
pot, Rummoli in the centre; above it what the hand waits for (the dealer's widow, the Poker
pot, the card wanted next: "next: 7C", or who leads and in which colour), below it the picked
player's chips. Players are P1..P8, the rules core's "seat 2" turned into "P3" in its messages.
"""
from gameboard.games.cards.rows import people  # noqa: F401 (the controller's)
from gameboard.ui import text

COLS = text.COLS
# The spaces' places on the grid, by their index in the game's `spaces` (Rummoli 0 in the
# centre, Poker 1 below it, the pay spaces round them); a board with fewer pay spaces leaves
# its last cells empty.
GRID = ((2, 3, 4), (5, 0, 6), (7, 1, 8))


def name(seat):
    return "P%d" % (seat + 1)


# Names too long for a cell beside two others of five characters.
SHORTER = {"7-8-9": "789"}


def _join(texts, starts):
    row = ""
    for k in range(3):
        if texts[k]:
            row += " " * (starts[k] - len(row)) + texts[k]
    return row


def cells(texts, over=None):
    """Three texts on one row: the first from the left edge, the second about the middle, the
    third against the right edge, or each centred under `over` (the row above's texts and
    where they start); with where each starts."""
    if over is None:
        starts = (0, COLS // 2 - len(texts[1]) // 2, COLS - len(texts[2]))
    else:
        names, at = over
        starts = (at[0] + (len(names[0]) - len(texts[0])) // 2,
                  at[1] + (len(names[1]) - len(texts[1])) // 2,
                  min(at[2] + (len(names[2]) - len(texts[2])) // 2, COLS - len(texts[2])))
    return _join(texts, starts), starts


def _status(game):
    """Row 0 of the table screen: the hand and what it waits for."""
    phase = game.phase
    if phase == "deal":
        return "Hand %d  Deal %s" % (game.hands + 1, name(game.dealer))
    hand = "H%d " % game.hands
    if phase == "widow":
        return hand + "%s: widow?" % name(game.dealer)
    if phase == "poker":
        return hand + ("Poker: bets" if game.options["poker"] == "betting" else "Poker pot")
    run = game.run
    card = run.next_card()
    if card is not None:
        return hand + "next: " + card
    colour = run.lead_colour()  # the colour change (16 columns: no room for the hand)
    return ("H%d %s leads" % (game.hands, name(run.lead)) if colour is None else
            "%s leads %s" % (name(run.lead), colour))


def _chips(game, seat):
    if game.out[seat]:
        return "%s: out" % name(seat)
    owed = game.borrowed[seat]
    return "%s: %d chips%s" % (name(seat), game.chips[seat], " -%d" % owed if owed else "")


def _table(c, L):
    game = c.game
    L[0] = _status(game)
    spaces = game.spaces
    # Each row of names over its pots, made again at each press (kept, the rows were 0.9 KB
    # of the game's heap for the whole game).
    for r in range(3):
        names = ["", "", ""]
        counts = ["", "", ""]
        for k in range(3):
            index = GRID[r][k]
            if index < len(spaces):
                names[k] = SHORTER.get(spaces[index], spaces[index])
                counts[k] = str(game.pots[index])
        L[1 + 2 * r], starts = cells(names)
        L[2 + 2 * r] = cells(counts, (names, starts))[0]
        if c.blink:
            for k in range(3):
                if GRID[r][k] in c.paid:
                    c.spans.append((1 + 2 * r, starts[k], names[k]))
    L[7] = _chips(game, c.seat)


def compose(c):
    from gameboard.games.rummoli import controller
    L = [""] * 8
    c.bar = -1
    c.spans = []
    mode = c.mode
    # Each screen but the table's writes its rows with its own code, loaded while it is shown.
    if mode == controller.TABLE and c.game.phase != "over":
        _table(c, L)
    elif mode == controller.MENU:
        from gameboard.games.rummoli.menu import compose
        compose(c, L)
    elif mode == controller.FORM:
        c.bar = c.form.compose(c.game, L)  # form.py
    elif mode == controller.HANDS:
        c.hands.compose(L)  # hands.py
    elif mode == controller.LEAD:
        from gameboard.games.rummoli.wheel import compose_lead
        compose_lead(c, L)
    else:  # the history, or the end of the game
        from gameboard.games.rummoli import results
        results.compose(c, L)
    c.lines = L


def draw(c, d):
    L = c.lines
    for r in range(8):
        if L[r]:
            text.row(d, r, L[r][:COLS], r == c.bar)
    for r, col, shown in c.spans:
        d.fill_rect(col * 8, r * 8, len(shown) * 8, 8, 1)
        d.text(shown, col * 8, r * 8, 0)
    c.draw_note(d)
